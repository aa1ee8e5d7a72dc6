import { useMemo, useState } from "react";
import { PrefetchPageLinks, useLocation } from "react-router";
import { useLocalePath } from "../../../ui/i18n";
import { formStateFromParams } from "./form-state";
import { SearchForm } from "./search-form";

/**
 * The compact search form for the home hero card; submitting goes to /search (/nl/search on the Dutch home page).
 * It starts from the home page's query, so the trip-type links that stand in for the tabs
 * without JavaScript (/?tripType=roundtrip) show that trip's fields.
 * Once the traveller starts filling it in, /search's code is prefetched so the
 * results page opens without waiting for its modules.
 */
export function HeroSearch({ functionsBasePath }: { functionsBasePath: string }) {
  const { search } = useLocation();
  const initial = useMemo(() => formStateFromParams(new URLSearchParams(search)), [search]);
  const [warm, setWarm] = useState(false);
  const localePath = useLocalePath();
  return (
    <div className="mt-4" onFocusCapture={() => setWarm(true)}>
      <SearchForm initial={initial} functionsBasePath={functionsBasePath} compact />
      {warm && <PrefetchPageLinks page={localePath("/search")} />}
    </div>
  );
}
