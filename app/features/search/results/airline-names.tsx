import { createContext, useCallback, useContext, useEffect, useMemo, useState } from "react";
import type { SearchRun } from "../search-run";

/**
 * Airline names on the result cards, the flight details and the filters (decision 290). The page
 * brings the names of its own offers' airlines (the search loader's `airlineNames`), so the
 * browser does not load the whole 40 KB table to show them. An offer the browser fetched itself
 * (a source that missed the server's budget, a search made on the page) may name another
 * airline: the table is loaded then, once, and until it arrives the card shows the code.
 */

/** Every airline an offer of the run names: the sellers and the airlines flying the plane. */
export function carrierCodes(run: SearchRun): Set<string> {
  const codes = new Set<string>();
  for (const leg of run.legs) {
    for (const source of leg.sources) {
      for (const offer of source.items) {
        for (const segment of [...offer.leg, ...(offer.returnLeg ?? [])]) {
          codes.add(segment.carrier);
          if (segment.operatingCarrier) codes.add(segment.operatingCarrier);
        }
      }
    }
  }
  return codes;
}

type NameOf = (code: string) => string;

let table: NameOf | undefined;
let tableLoading: Promise<NameOf> | undefined;
function loadTable(): Promise<NameOf> {
  tableLoading ??= import("../../../core/airlines/airlines").then((module) => {
    table = module.airlineName;
    return table;
  });
  return tableLoading;
}

/**
 * The name of each airline of the run: the page's names first, then the table once loaded (only
 * when the run names an airline the page did not), else the code.
 */
export function useAirlineNameOf(run: SearchRun | null, pageNames: Readonly<Record<string, string>>): NameOf {
  const [loaded, setLoaded] = useState<NameOf | undefined>(() => table);
  const unnamed = useMemo(
    () => (run ? [...carrierCodes(run)].some((code) => !(code in pageNames)) : false),
    [run, pageNames],
  );
  useEffect(() => {
    if (!unnamed || loaded) return;
    let current = true;
    loadTable().then(
      (nameOf) => {
        if (current) setLoaded(() => nameOf);
      },
      () => {
        // Not loaded (offline, a new build): the codes stay, and the next search tries again.
        tableLoading = undefined;
      },
    );
    return () => {
      current = false;
    };
  }, [unnamed, loaded]);
  return useCallback((code: string) => pageNames[code] ?? loaded?.(code) ?? code, [pageNames, loaded]);
}

const AirlineNameOf = createContext<NameOf>((code) => code);

/** Gives the cards, the details and the filters below it their airline names. */
export const AirlineNamesProvider = AirlineNameOf.Provider;

/** The airline's name as the page knows it (its code when it does not). */
export function useAirlineName(): NameOf {
  return useContext(AirlineNameOf);
}
