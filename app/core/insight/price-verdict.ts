/**
 * Price insight: whether today's cheapest fare is low, typical or high for its route and season,
 * judged against the prices the site itself has seen (the price history). Plain TypeScript shared
 * by the server (which reads the history) and the results (which know today's cheapest fare).
 *
 * Comparable prices: same route, cabin and source (sample prices only with sample prices), a
 * departure in the same month, one-way with one-way and return with return trips of about the
 * same length (±2 nights), seen in the last 60 days. Prices are compared per adult when only
 * adults travel (a fare for n adults is n adults' fares), else as the total for exactly the same
 * travellers. Each trip counts once per day it was seen (its lowest price that day).
 *
 * The verdict: below the first quartile of the comparable prices is low, above the third quartile
 * is high, anything between (the typical range) is typical. With fewer than 12 comparable prices
 * there is no verdict: the results say the history is too short instead of guessing.
 */

/** How far back the history reaches. */
export const HISTORY_DAYS = 60;
/** The fewest comparable prices a verdict is given on. */
export const MIN_PRICES = 12;
/** Return trips compare with trips this many nights shorter or longer. */
const NIGHTS_SPREAD = 2;

export type PriceVerdict = "low" | "typical" | "high";

/** Per adult (adults-only searches) or the total for the same travellers. */
export type PriceUnit = "adult" | "party";

export interface TypicalRange {
  /** How many comparable prices the range is based on. */
  count: number;
  /** The first quartile: below it a price is low. */
  low: number;
  median: number;
  /** The third quartile: above it a price is high. */
  high: number;
  min: number;
  max: number;
}

/** The q-quantile (0–1) of ascending numbers by linear interpolation between closest ranks. */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) throw new Error("quantile of no numbers");
  const position = (sorted.length - 1) * q;
  const below = Math.floor(position);
  const lower = sorted[below] as number;
  const upper = sorted[Math.min(below + 1, sorted.length - 1)] as number;
  return lower + (upper - lower) * (position - below);
}

/** The typical range of comparable prices, or null when there are fewer than MIN_PRICES. */
export function typicalRange(prices: readonly number[]): TypicalRange | null {
  if (prices.length < MIN_PRICES) return null;
  const sorted = [...prices].sort((a, b) => a - b);
  return {
    count: sorted.length,
    low: quantile(sorted, 0.25),
    median: quantile(sorted, 0.5),
    high: quantile(sorted, 0.75),
    min: sorted[0] as number,
    max: sorted[sorted.length - 1] as number,
  };
}

/** Low below the typical range, high above it, typical within it (its ends included). */
export function priceVerdict(price: number, range: Pick<TypicalRange, "low" | "high">): PriceVerdict {
  if (price < range.low) return "low";
  if (price > range.high) return "high";
  return "typical";
}

/** How prices of these travellers are compared. */
export function priceUnit(travellers: { adults: number; children: number; infants: number }): PriceUnit {
  return travellers.children === 0 && travellers.infants === 0 ? "adult" : "party";
}

/** A price (the total for its travellers) in the unit: divided by the adults for `adult`. */
export function unitPrice(total: number, adults: number, unit: PriceUnit): number {
  return unit === "adult" ? total / Math.max(1, adults) : total;
}

/** The trip lengths a return trip of `nights` compares with; null for a one-way trip. */
export function comparableNights(nights: number | null): { min: number; max: number } | null {
  if (nights === null) return null;
  return { min: Math.max(0, nights - NIGHTS_SPREAD), max: nights + NIGHTS_SPREAD };
}

const DAY_MS = 86_400_000;

/** Nights between two calendar days (YYYY-MM-DD). */
export function nightsBetween(departDate: string, returnDate: string): number {
  return Math.round((Date.parse(`${returnDate}T00:00:00Z`) - Date.parse(`${departDate}T00:00:00Z`)) / DAY_MS);
}
