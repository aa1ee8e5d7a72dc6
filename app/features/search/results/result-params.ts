/**
 * Filters and sort as query parameters of /search (pure): a reload, back/forward or a
 * shared link shows the same list, and the filter and sort forms work as plain GET forms
 * without JavaScript. Names: `stops` (0, 1, 2+), `airline` (IATA codes), `dep`, `arr` and
 * `returnDep` (time windows: night, morning, afternoon, evening; the outbound departure and
 * arrival, the return departure), `maxDuration` (minutes), `maxPrice` (USD), `sort`
 * (cheapest, best, fastest, emissions); `depAirport`, `arrAirport`, `returnDepAirport` and
 * `returnArrAirport` (IATA codes: each direction's departure and arrival airport), `via` (connect
 * only there), `maxLayover` (minutes), `lowerEmissions=1` and `bags=1` (prices with one checked
 * bag); each list parameter repeats (`stops=0&stops=1`). A value that is not one of these is
 * ignored: a mistyped filter never costs the traveller the search. The server's render and the
 * browser read the URL with this one module.
 */
import type { SortOrder } from "../../../core/search/merge";
import { EMPTY_FILTERS, type FilterState, type StopsBucket, TIME_WINDOWS, type TimeWindow } from "./filters";

export const RESULT_PARAMS = [
  "stops",
  "airline",
  "dep",
  "arr",
  "returnDep",
  "maxDuration",
  "maxPrice",
  "depAirport",
  "arrAirport",
  "returnDepAirport",
  "returnArrAirport",
  "via",
  "maxLayover",
  "lowerEmissions",
  "bags",
  "sort",
] as const;
const DEFAULT_SORT: SortOrder = "cheapest";

const STOPS: readonly StopsBucket[] = ["0", "1", "2+"];
const WINDOWS: readonly TimeWindow[] = TIME_WINDOWS.map((w) => w.id);
const SORTS: readonly SortOrder[] = ["cheapest", "best", "fastest", "emissions"];
/** A checkbox's value in the URL. */
const ON = "1";

export interface ResultView {
  filters: FilterState;
  sort: SortOrder;
}

function listOf<T extends string>(params: URLSearchParams, name: string, allowed: (v: string) => v is T): T[] {
  const values = params.getAll(name).flatMap((v) => v.split(","));
  return [...new Set(values.map((v) => v.trim()).filter(allowed))];
}

function positiveInt(value: string | null): number | null {
  if (value === null || !/^\d{1,6}$/.test(value.trim())) return null;
  const n = Number(value);
  return n > 0 ? n : null;
}

const isWindow = (v: string): v is TimeWindow => (WINDOWS as string[]).includes(v);
const isAirport = (v: string): v is string => /^[A-Z]{3}$/.test(v);
const flag = (params: URLSearchParams, name: string) => ["1", "true", "on"].includes(params.get(name) ?? "");

export function readResultView(params: URLSearchParams): ResultView {
  const sort = params.get("sort");
  return {
    filters: {
      stops: listOf(params, "stops", (v): v is StopsBucket => (STOPS as string[]).includes(v)),
      airlines: listOf(params, "airline", (v): v is string => /^[A-Z0-9]{2}$/.test(v)),
      departure: listOf(params, "dep", isWindow),
      arrival: listOf(params, "arr", isWindow),
      returnDeparture: listOf(params, "returnDep", isWindow),
      maxDuration: positiveInt(params.get("maxDuration")),
      maxPrice: positiveInt(params.get("maxPrice")),
      depAirports: listOf(params, "depAirport", isAirport),
      arrAirports: listOf(params, "arrAirport", isAirport),
      returnDepAirports: listOf(params, "returnDepAirport", isAirport),
      returnArrAirports: listOf(params, "returnArrAirport", isAirport),
      via: listOf(params, "via", isAirport),
      maxLayover: positiveInt(params.get("maxLayover")),
      lowerEmissions: flag(params, "lowerEmissions"),
      checkedBag: flag(params, "bags"),
    },
    sort: SORTS.includes(sort as SortOrder) ? (sort as SortOrder) : DEFAULT_SORT,
  };
}

/** The search's own parameters with the result view's replaced (defaults left out). */
export function withResultView(params: URLSearchParams, view: ResultView): URLSearchParams {
  const next = new URLSearchParams();
  for (const [name, value] of params) {
    if (!(RESULT_PARAMS as readonly string[]).includes(name)) next.append(name, value);
  }
  const { filters, sort } = view;
  for (const v of filters.stops) next.append("stops", v);
  for (const v of filters.airlines) next.append("airline", v);
  for (const v of filters.departure) next.append("dep", v);
  for (const v of filters.arrival) next.append("arr", v);
  for (const v of filters.returnDeparture) next.append("returnDep", v);
  if (filters.maxDuration != null) next.set("maxDuration", String(Math.round(filters.maxDuration)));
  if (filters.maxPrice != null) next.set("maxPrice", String(Math.round(filters.maxPrice)));
  for (const v of filters.depAirports) next.append("depAirport", v);
  for (const v of filters.arrAirports) next.append("arrAirport", v);
  for (const v of filters.returnDepAirports) next.append("returnDepAirport", v);
  for (const v of filters.returnArrAirports) next.append("returnArrAirport", v);
  for (const v of filters.via) next.append("via", v);
  if (filters.maxLayover != null) next.set("maxLayover", String(Math.round(filters.maxLayover)));
  if (filters.lowerEmissions) next.set("lowerEmissions", ON);
  if (filters.checkedBag) next.set("bags", ON);
  if (sort !== DEFAULT_SORT) next.set("sort", sort);
  return next;
}

/** The parameters a GET form must carry as hidden inputs to keep the search and the rest of the view. */
export function hiddenEntries(params: URLSearchParams, except: readonly string[]): [string, string][] {
  return [...params].filter(([name]) => !except.includes(name));
}

/**
 * `show=all`: every card of the list, not only the first ones. Not part of the view (filters and
 * sort keep it), so a list opened in full stays so when the traveller filters or sorts it.
 */
export const SHOW_ALL_PARAM = "show";

export function showsAllOffers(params: URLSearchParams): boolean {
  return params.get(SHOW_ALL_PARAM) === "all";
}

export const EMPTY_VIEW: ResultView = { filters: EMPTY_FILTERS, sort: DEFAULT_SORT };
