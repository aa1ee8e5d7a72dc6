import { useEffect, useState } from "react";
import type { CalendarMode } from "../search/flexible-dates";

/** What a calendar view shows: the price-calendar function's answer, from the server render or the browser. */
export interface CalendarData {
  /** The view and search the prices belong to (calendarKey). */
  key: string;
  items: unknown[];
}

/** The search a calendar prices. */
export interface CalendarSearch {
  from: string;
  to: string;
  date: string;
  /** Return trips only. */
  returnDate?: string;
  adults: number;
}

/** The view and search a calendar's prices belong to. */
export function calendarKey(mode: CalendarMode, s: CalendarSearch): string {
  return [mode, s.from, s.to, s.date, s.returnDate ?? "", s.adults].join("|");
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
  const { from, to, date, returnDate, adults } = search;
  useEffect(() => {
    if (answer?.key === key) return;
    const ctrl = new AbortController();
    const params = new URLSearchParams({
      from,
      to,
      date,
      adults: String(adults),
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
  }, [answer?.key, key, functionsBasePath, from, to, date, returnDate, adults, mode]);
  return answer?.key === key ? answer.json : null;
}
