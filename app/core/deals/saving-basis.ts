/**
 * What a deal's saving is measured against, from the stored price history (price_observations),
 * never typed in. Plain TypeScript: the deals job applies it, the tests check it.
 *
 * - "earlier": the latest earlier observation of the same trip (route, dates, cabin, source) seen
 *   on an earlier UTC day within the last 30 days: "was $455 on Nov 18". A price drop is the
 *   strongest news, so it is tried first.
 * - "typical": the route's typical fare in the departure month from the same source and cabin,
 *   for the same kind of trip (return or one way): the median of the latest price of each other
 *   trip departing that month, seen within the last 30 days, once at least 3 trips are known.
 * A basis counts only when the deal is at least 5 % cheaper than it (a smaller difference is
 * noise, not a deal); with neither, the deal shows no saving.
 */

export interface Observation {
  departDate: string;
  returnDate: string | null;
  priceCents: number;
  observedAt: Date;
}

export interface SavingBasis {
  kind: "earlier" | "typical";
  priceCents: number;
  /** The earlier observation's time (ISO), or the month of the typical fare (YYYY-MM). */
  basis: string;
}

/** Observations older than this are no longer a basis. */
const BASIS_WINDOW_DAYS = 30;
/** The typical fare needs this many other trips of the month. */
const TYPICAL_MIN_TRIPS = 3;
/** A saving smaller than this (whole percent) is not shown. */
const MIN_SAVING_PERCENT = 5;

const DAY_MS = 86_400_000;
const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** The whole-percent saving of `priceCents` against `compareCents` (may be 0 or negative). */
export function savingPercent(priceCents: number, compareCents: number): number {
  return compareCents > 0 ? Math.round((1 - priceCents / compareCents) * 100) : 0;
}

const isSaving = (priceCents: number, compareCents: number) =>
  savingPercent(priceCents, compareCents) >= MIN_SAVING_PERCENT;

const recent = (o: Observation, now: Date) => now.getTime() - o.observedAt.getTime() <= BASIS_WINDOW_DAYS * DAY_MS;

/** The latest observation of the same trip seen on a day before `observedAt`'s, if any. */
export function earlierObservation(sameTrip: readonly Observation[], observedAt: Date, now: Date): Observation | null {
  const day = utcDay(observedAt);
  let latest: Observation | null = null;
  for (const o of sameTrip) {
    if (utcDay(o.observedAt) >= day || !recent(o, now)) continue;
    if (!latest || o.observedAt > latest.observedAt) latest = o;
  }
  return latest;
}

/** The median of the latest price of each other trip of the month, or null with fewer than 3 trips. */
export function typicalFare(
  month: readonly Observation[],
  trip: Pick<Observation, "departDate" | "returnDate">,
  now: Date,
): number | null {
  const latest = new Map<string, Observation>();
  for (const o of month) {
    if (!recent(o, now)) continue;
    if ((o.returnDate === null) !== (trip.returnDate === null)) continue;
    if (o.departDate === trip.departDate && o.returnDate === trip.returnDate) continue;
    const key = `${o.departDate}|${o.returnDate ?? ""}`;
    const seen = latest.get(key);
    if (!seen || o.observedAt > seen.observedAt) latest.set(key, o);
  }
  if (latest.size < TYPICAL_MIN_TRIPS) return null;
  const prices = [...latest.values()].map((o) => o.priceCents).sort((a, b) => a - b);
  const middle = Math.floor(prices.length / 2);
  const median = prices.length % 2 === 1 ? prices[middle] : ((prices[middle - 1] ?? 0) + (prices[middle] ?? 0)) / 2;
  return Math.round(median ?? 0);
}

/**
 * The basis of a deal's saving: an earlier observation of the trip it is cheaper than, else the
 * typical fare of the month it is cheaper than, else none.
 */
export function savingBasis(
  deal: { departDate: string; returnDate: string | null; priceCents: number; observedAt: Date },
  history: { sameTrip: readonly Observation[]; month: readonly Observation[] },
  now: Date,
): SavingBasis | null {
  const earlier = earlierObservation(history.sameTrip, deal.observedAt, now);
  if (earlier && isSaving(deal.priceCents, earlier.priceCents)) {
    return { kind: "earlier", priceCents: earlier.priceCents, basis: earlier.observedAt.toISOString() };
  }
  const typical = typicalFare(history.month, deal, now);
  if (typical !== null && isSaving(deal.priceCents, typical)) {
    return { kind: "typical", priceCents: typical, basis: deal.departDate.slice(0, 7) };
  }
  return null;
}
