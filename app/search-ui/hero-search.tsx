import { useMemo } from "react";
import { initialFormState } from "./form-state";
import { SearchForm } from "./search-form";

/** The compact search form for the home hero card; submitting goes to /search. */
export function HeroSearch({ functionsBasePath }: { functionsBasePath: string }) {
  const initial = useMemo(() => initialFormState(), []);
  return (
    <div className="mt-4">
      <SearchForm initial={initial} functionsBasePath={functionsBasePath} compact />
    </div>
  );
}
