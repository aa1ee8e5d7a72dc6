/**
 * Which trips an explore query stands for (pure): the departure days of the period, the nights of
 * the trip length, the months a cheapest-prices API is asked for, and the test a cached price must
 * pass to count (its days inside the period, its length inside the trip length's range).
 */
import { TRIP_NIGHT_RANGE, TRIP_NIGHTS } from "./explore-destinations";
import type { ExploreQuery, TripLength } from "./explore-options";

/** "Any time": departures from the day after tomorrow to this many days ahead. */
const ANY_TIME_DAYS = 90;
/** No departure sooner than this many days ahead (last-minute fares are not what exploring is for). */
const FIRST_DAY_OFFSET = 2;
/** The last day a search may leave or come back: a year ahead, as the search window. */
const LAST_DAY_OFFSET = 364;

export interface ExplorePlan {
  origin: string;
  trip: TripLength;
  nonstop: boolean;
  /** The nights the offline engine prices, null for one way. */
  nights: number | null;
  /** Every departure day the period allows (weekend trips: Fridays), YYYY-MM-DD. */
  departures: string[];
  /** The months those days fall in, YYYY-MM (what a cheapest-prices API is asked). */
  months: string[];
}

const DAY_MS = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const today = (now: Date) => Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());

export function explorePlan(
  origin: string,
  query: Pick<ExploreQuery, "when" | "trip" | "nonstop">,
  now: Date,
): ExplorePlan {
  const nights = TRIP_NIGHTS[query.trip];
  const first = today(now) + FIRST_DAY_OFFSET * DAY_MS;
  const last = today(now) + (LAST_DAY_OFFSET - (nights ?? 0)) * DAY_MS;
  let start = first;
  let end = Math.min(last, today(now) + ANY_TIME_DAYS * DAY_MS);
  if (query.when !== "any") {
    const [y, m] = query.when.split("-").map(Number) as [number, number];
    start = Math.max(first, Date.UTC(y, m - 1, 1));
    end = Math.min(last, Date.UTC(y, m, 0));
  }
  const departures: string[] = [];
  for (let ms = start; ms <= end; ms += DAY_MS) {
    // A weekend away leaves on a Friday (two nights, home on Sunday).
    if (query.trip === "weekend" && new Date(ms).getUTCDay() !== 5) continue;
    departures.push(dayOf(ms));
  }
  const months = [...new Set(departures.map((d) => d.slice(0, 7)))];
  return { origin, trip: query.trip, nonstop: query.nonstop, nights, departures, months };
}

/** Whether a cached price's days fit the plan: leaving on one of its days (weekends: Thursday to Saturday), its length in range. */
export function fitsPlan(plan: ExplorePlan, price: { departDate: string; returnDate?: string }): boolean {
  const leaves = Date.parse(`${price.departDate}T00:00:00Z`);
  const firstDay = plan.departures[0];
  const lastDay = plan.departures.at(-1);
  if (!firstDay || !lastDay || Number.isNaN(leaves)) return false;
  // Weekend trips may leave from the Thursday before the first Friday to the Saturday after the last.
  const slack = plan.trip === "weekend" ? DAY_MS : 0;
  if (leaves < Date.parse(`${firstDay}T00:00:00Z`) - slack || leaves > Date.parse(`${lastDay}T00:00:00Z`) + slack)
    return false;
  if (plan.trip === "oneway") return price.returnDate === undefined;
  if (!price.returnDate) return false;
  const nights = Math.round((Date.parse(`${price.returnDate}T00:00:00Z`) - leaves) / DAY_MS);
  const [min, max] = TRIP_NIGHT_RANGE[plan.trip];
  if (nights < min || nights > max) return false;
  return plan.trip !== "weekend" || [4, 5, 6].includes(new Date(leaves).getUTCDay());
}
