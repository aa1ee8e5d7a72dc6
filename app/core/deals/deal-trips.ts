/**
 * Which trips the deals page prices: 12 popular routes (fixed), each on dates chosen by one rule,
 * so a deal is always a trip a traveller can search and the same trip for a whole week (its
 * earlier prices stay comparable). Plain TypeScript: the deals job and the page share it.
 *
 * The rule: a Tuesday-to-Tuesday week (7 nights, one adult, economy). Slot i leaves on the first
 * Tuesday at least 21 days after today (UTC), plus (i mod 6) weeks: the 12 deals spread over the
 * weeks 3 to 8 weeks out, inside every source's booking window, two routes per week.
 */

export interface DealRoute {
  /** Airport codes (IATA). */
  origin: string;
  destination: string;
}

export interface DealTrip extends DealRoute {
  /** Position on the page (0–11). */
  slot: number;
  departDate: string;
  returnDate: string;
}

/** The 12 routes, in page order (the page names them: app/features/deals/deals-data.ts). */
export const DEAL_ROUTES: readonly DealRoute[] = [
  { origin: "JFK", destination: "CDG" },
  { origin: "BOS", destination: "LHR" },
  { origin: "SFO", destination: "HND" },
  { origin: "ORD", destination: "BCN" },
  { origin: "EWR", destination: "FCO" },
  { origin: "DFW", destination: "CUN" },
  { origin: "IAD", destination: "KEF" },
  { origin: "EWR", destination: "LIS" },
  { origin: "IAH", destination: "DXB" },
  { origin: "ATL", destination: "AMS" },
  { origin: "LAX", destination: "HNL" },
  { origin: "MIA", destination: "IST" },
];

const DAY_MS = 86_400_000;
const TUESDAY = 2;
/** The first departure is at least this many days out (3 weeks). */
const FIRST_DEPARTURE_DAYS = 21;
/** The departures spread over this many consecutive weeks (3 to 8 weeks out). */
const WEEKS = 6;
const TRIP_NIGHTS = 7;

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The 12 trips priced on the UTC day of `today`. */
export function dealTrips(today: Date): DealTrip[] {
  const midnight = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  const earliest = midnight + FIRST_DEPARTURE_DAYS * DAY_MS;
  const toTuesday = (TUESDAY - new Date(earliest).getUTCDay() + 7) % 7;
  const firstTuesday = earliest + toTuesday * DAY_MS;
  return DEAL_ROUTES.map((route, slot) => {
    const depart = firstTuesday + (slot % WEEKS) * 7 * DAY_MS;
    return { slot, ...route, departDate: isoDay(depart), returnDate: isoDay(depart + TRIP_NIGHTS * DAY_MS) };
  });
}
