/**
 * Fares in USD, per person: from the origin–destination distance
 * (45 + 0.105·km^0.93), times the booking-curve factor for the days to
 * departure, the demand season (seasons.ts), the weekday, nonstop/stops, the carrier's positioning and a
 * seeded ±15 % variation. A round trip is 92 % of both legs together when its
 * airlines sell one ticket together (else two one-ways). The total for every
 * traveller is traveller-fares.ts'.
 */
import type { Itinerary } from "./itineraries";
import { randomFor } from "./prng";
import { seasonFactor } from "./seasons";

/** Per-person one-way base fare in USD for a market of `km`. */
function baseFare(km: number): number {
  return 45 + 0.105 * km ** 0.93;
}

/** Booking curve: last minute is dear, 3 weeks to 4 months ahead is cheapest. */
function daysToDepartureFactor(days: number): number {
  if (days < 3) return 1.75;
  if (days < 7) return 1.5;
  if (days < 14) return 1.28;
  if (days < 21) return 1.12;
  if (days < 60) return 1.0;
  if (days < 120) return 0.96;
  if (days < 240) return 1.02;
  return 1.08;
}

/** Weekday factor for the departure date (0 = Sunday): Friday and Sunday dearest, Tuesday and Wednesday cheapest. */
const WEEKDAY_FACTOR: readonly number[] = [1.1, 1.0, 0.92, 0.92, 1.0, 1.1, 1.03];

const KIND_FACTOR: Record<Itinerary["kind"], number> = {
  nonstop: 1.12,
  "one-stop": 0.94,
  "two-stop": 0.84,
  switch: 0.74,
};

function daysBetween(from: Date, date: string): number {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const today = Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate());
  return Math.round((Date.UTC(y, m - 1, d) - today) / 86_400_000);
}

/** The date-dependent part of the price: booking curve × season × weekday. */
export function dateFactor(date: string, now: Date): number {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return daysToDepartureFactor(daysBetween(now, date)) * seasonFactor(date) * (WEEKDAY_FACTOR[weekday] ?? 1);
}

export function perPersonPrice(itinerary: Itinerary, marketKm: number, factor: number, key: string): number {
  let weighted = 0;
  let km = 0;
  for (const leg of itinerary.legs) {
    weighted += leg.carrier.priceFactor * leg.km;
    km += leg.km;
  }
  const variation = 0.85 + 0.3 * randomFor(`${key}|price`);
  return baseFare(marketKm) * factor * KIND_FACTOR[itinerary.kind] * (weighted / km) * variation;
}

/** A round-trip fare costs this share of its two one-way fares. */
export const ROUND_TRIP_FACTOR = 0.92;
