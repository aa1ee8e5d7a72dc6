/**
 * The explore query's choices and its canonical link, without the schema (explore-query.ts), so
 * the page's form can list them without loading zod.
 */

export const TRIP_LENGTHS = ["oneway", "weekend", "week", "twoweeks"] as const;
export type TripLength = (typeof TRIP_LENGTHS)[number];
export const EXPLORE_SORTS = ["price", "name", "distance"] as const;
export type ExploreSort = (typeof EXPLORE_SORTS)[number];

/** How many months the month choice reaches (this month and the next eleven: the search window). */
const EXPLORE_MONTHS = 12;
export const MAX_PRICE_LIMIT = 100_000;

export interface ExploreQuery {
  /** As typed (trimmed): a code or a name the loader resolves. */
  from: string;
  /** "any" (the next three months) or a month, YYYY-MM. */
  when: string;
  trip: TripLength;
  nonstop: boolean;
  maxPrice: number | null;
  sort: ExploreSort;
}

/** The months one may choose, YYYY-MM, from this month (UTC). */
export function exploreMonths(now: Date): string[] {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  return Array.from({ length: EXPLORE_MONTHS }, (_, i) => {
    const d = new Date(Date.UTC(year, month + i, 1));
    return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, "0")}`;
  });
}

/** The query as URL parameters, defaults left out (the canonical link of a view). */
export function exploreParams(query: ExploreQuery, overrides: Partial<ExploreQuery> = {}): URLSearchParams {
  const q = { ...query, ...overrides };
  const params = new URLSearchParams({ from: q.from });
  if (q.when !== "any") params.set("when", q.when);
  if (q.trip !== "week") params.set("trip", q.trip);
  if (q.nonstop) params.set("nonstop", "1");
  if (q.maxPrice !== null) params.set("maxPrice", String(q.maxPrice));
  if (q.sort !== "price") params.set("sort", q.sort);
  return params;
}
