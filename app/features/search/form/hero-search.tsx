import { useMemo, useState } from "react";
import { PrefetchPageLinks } from "react-router";
import { useLocalePath } from "../../../ui/i18n";
import { initialFormState } from "./form-state";
import { SearchForm } from "./search-form";

/**
 * The compact search form for the home hero card; submitting goes to /search (/nl/search on the Dutch home page).
 * Once the traveller starts filling it in, /search's code is prefetched so the
 * results page opens without waiting for its modules.
 */
export function HeroSearch({ functionsBasePath }: { functionsBasePath: string }) {
  const initial = useMemo(() => initialFormState(), []);
  const [warm, setWarm] = useState(false);
  const localePath = useLocalePath();
  return (
    <div className="mt-4" onFocusCapture={() => setWarm(true)}>
      <SearchForm initial={initial} functionsBasePath={functionsBasePath} compact />
      {warm && <PrefetchPageLinks page={localePath("/search")} />}
    </div>
  );
}
