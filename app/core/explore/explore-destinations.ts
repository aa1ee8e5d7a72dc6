/**
 * What the explore page lists: the cheapest trip found to each destination from one origin,
 * and the rules over that list (the maximum price, the sort orders, the search that shows the
 * price). Plain TypeScript for the server and the browser alike.
 */
import type { ExploreQuery, ExploreSort, TripLength } from "./explore-options";

export interface ExploreDestination {
  /** The code the search uses (a metro city such as PAR, or an airport). */
  code: string;
  /** The place's name in the place index, in English ("Paris"): the page writes it in its language. */
  name: string;
  /** ISO 3166 code of its country. */
  countryCode: string;
  lat: number;
  lon: number;
  /** Great-circle distance between the two places' main airports. */
  distanceKm: number;
  /** The cheapest price found, one adult in economy, whole US dollars. */
  price: number;
  currency: "USD";
  departDate: string;
  /** The return day, for a return trip. */
  returnDate?: string;
  /** The most stops on either way of the cheapest trip, when the source says. */
  stops: number | null;
  /** The source of the price (a live source's name, or the offline engine's: sample). */
  source: string;
  /** When the price was found or computed (ISO). */
  seenAt: string;
}

/** The destinations at or under the maximum price (all when none is set). */
export function underMaxPrice(list: readonly ExploreDestination[], maxPrice: number | null): ExploreDestination[] {
  return maxPrice === null ? [...list] : list.filter((d) => d.price <= maxPrice);
}

/**
 * The list in a sort order: price (cheapest first), name (alphabetical in the page's language,
 * through the given comparison) or distance (nearest first); ties by price, then code, so the
 * order never depends on how the list arrived.
 */
export function sortDestinations(
  list: readonly ExploreDestination[],
  sort: ExploreSort,
  compareNames: (a: string, b: string) => number = (a, b) => (a < b ? -1 : a > b ? 1 : 0),
): ExploreDestination[] {
  const byPrice = (a: ExploreDestination, b: ExploreDestination) => a.price - b.price || a.code.localeCompare(b.code);
  const order: Record<ExploreSort, (a: ExploreDestination, b: ExploreDestination) => number> = {
    price: byPrice,
    name: (a, b) => compareNames(a.name, b.name) || byPrice(a, b),
    distance: (a, b) => a.distanceKm - b.distanceKm || byPrice(a, b),
  };
  return [...list].sort(order[sort]);
}

/** The nights a trip length stands for where one night count is needed (the offline engine's dates). */
export const TRIP_NIGHTS: Record<TripLength, number | null> = { oneway: null, weekend: 2, week: 7, twoweeks: 14 };

/** The range of nights a cached price may have to count as that trip length. */
export const TRIP_NIGHT_RANGE: Record<Exclude<TripLength, "oneway">, [number, number]> = {
  weekend: [1, 3],
  week: [5, 9],
  twoweeks: [12, 16],
};

/**
 * The Fareline search of a destination's cheapest dates: one adult in economy, both days of a
 * return, and the nonstop filter when the page asked for nonstops only, so the results open on
 * the trip whose price the page showed.
 */
export function destinationSearchPath(
  origin: string,
  d: Pick<ExploreDestination, "code" | "departDate" | "returnDate">,
  query: Pick<ExploreQuery, "nonstop">,
) {
  const params = new URLSearchParams({
    from: origin,
    to: d.code,
    date: d.departDate,
    tripType: d.returnDate ? "roundtrip" : "oneway",
    ...(d.returnDate ? { returnDate: d.returnDate } : {}),
    adults: "1",
    cabin: "economy",
  });
  if (query.nonstop) params.set("stops", "0");
  return `/search?${params}`;
}
