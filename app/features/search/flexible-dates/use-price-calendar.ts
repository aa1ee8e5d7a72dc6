import { useEffect, useState } from "react";
import type { CalendarMode } from "../../../core/search/flexible-dates";
import { travellerFields, travellersOf } from "../../../core/search/travellers";
import type { SearchRequest } from "../../../core/search/types";

/** What a calendar view shows: the price-calendar function's answer, from the server render or the browser. */
export interface CalendarData {
  /** The view and search the prices belong to (calendarKey). */
  key: string;
  items: unknown[];
}

/** The search a calendar prices: its route, dates (returnDate for return trips only) and travellers. */
export type CalendarSearch = Pick<
  SearchRequest,
  "from" | "to" | "date" | "returnDate" | "adults" | "children" | "infants" | "cabin"
>;

/** The view and search a calendar's prices belong to; absent travellers mean 0, 0 and economy. */
export function calendarKey(mode: CalendarMode, s: CalendarSearch): string {
  const t = travellersOf(s);
  return [mode, s.from, s.to, s.date, s.returnDate ?? "", t.adults, t.children, t.infants, t.cabin].join("|");
}

/**
 * The price-calendar function's answer for a view: the server render's `initial` when it
 * belongs to this view and search, else fetched by the browser (a client navigation).
 */
export function usePriceCalendar(
  mode: CalendarMode,
  search: CalendarSearch,
  functionsBasePath: string,
  initial: CalendarData | null | undefined,
): unknown {
  const key = calendarKey(mode, search);
  const [answer, setAnswer] = useState<{ key: string; json: unknown } | null>(
    initial?.key === key ? { key, json: { items: initial.items } } : null,
  );
  const { from, to, date, returnDate } = search;
  const { adults, children, infants, cabin } = travellersOf(search);
  useEffect(() => {
    if (answer?.key === key) return;
    const ctrl = new AbortController();
    const params = new URLSearchParams({
      from,
      to,
      date,
      ...travellerFields({ adults, children, infants, cabin }),
      tripType: returnDate ? "roundtrip" : "oneway",
      mode,
    });
    if (returnDate) params.set("returnDate", returnDate);
    fetch(`${functionsBasePath}/price-calendar?${params.toString()}`, {
      headers: { Accept: "application/json" },
      signal: ctrl.signal,
    })
      .then((res) => (res.ok ? res.json() : null))
      .then((json) => setAnswer({ key, json }))
      .catch(() => {});
    return () => ctrl.abort();
  }, [answer?.key, key, functionsBasePath, from, to, date, returnDate, adults, children, infants, cabin, mode]);
  return answer?.key === key ? answer.json : null;
}
