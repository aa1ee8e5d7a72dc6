/**
 * Pure helpers that turn a FlightOffer into what a result card shows. Times are
 * read straight from the ISO string (the airport's local time as the provider gave
 * it, with its offset): never converted to the browser's zone.
 */
import { legDurationMinutes, maxLegStops, legStops as sharedLegStops, totalDurationMinutes } from "../search/merge";
import type { FlightOffer, Segment } from "../search/types";

/** "2026-12-01T18:30:00-05:00" → "18:30". */
export function localTime(iso: string | undefined): string {
  const match = iso?.match(/T(\d{2}):(\d{2})/);
  return match ? `${match[1]}:${match[2]}` : "--:--";
}

/** "2026-12-01T18:30:00-05:00" → "2026-12-01". */
export function localDate(iso: string | undefined): string {
  return iso?.slice(0, 10) ?? "";
}

/** Hour of day (0-23) in the departure airport's local time. */
export function localHour(iso: string | undefined): number {
  const match = iso?.match(/T(\d{2}):/);
  return match ? Number(match[1]) : 0;
}

/** Whole days between two local dates, for "+1" arrival markers. */
export function dayShift(departureIso: string | undefined, arrivalIso: string | undefined): number {
  const d = Date.parse(`${localDate(departureIso)}T00:00:00Z`);
  const a = Date.parse(`${localDate(arrivalIso)}T00:00:00Z`);
  return Number.isNaN(d) || Number.isNaN(a) ? 0 : Math.round((a - d) / 86_400_000);
}

/** Minutes of a leg, correct across zones (the shared merge helper); 0 when unknown. */
export function legMinutes(leg: Segment[]): number {
  const minutes = legDurationMinutes(leg);
  return Number.isFinite(minutes) ? Math.max(0, minutes) : 0;
}

/** Outbound plus return minutes (shared merge helper); 0 when unknown. */
export function offerMinutes(offer: FlightOffer): number {
  const minutes = totalDurationMinutes(offer);
  return Number.isFinite(minutes) ? Math.max(0, minutes) : 0;
}

/** Stops of a leg: connections plus technical stops inside a segment. */
export const legStops = (leg: Segment[]): number => sharedLegStops(leg);

/** The most stops on either direction: what the stops filter means. */
export const offerStops = (offer: FlightOffer): number => maxLegStops(offer);

export function formatDuration(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h > 0 ? `${h}h ${String(m).padStart(2, "0")}m` : `${m}m`;
}

/** Price with 0 decimals and the currency, e.g. "$1,234 USD"-style → "1,234 USD". */
export function formatPrice(price: number, currency: string): string {
  const rounded = Math.round(price).toLocaleString("en-US");
  return currency === "USD" ? `$${rounded}` : `${rounded} ${currency}`;
}

export function carriersOf(offer: FlightOffer): string[] {
  return [...new Set([...offer.leg, ...(offer.returnLeg ?? [])].map((s) => s.carrier))];
}

export function flightNumbers(leg: Segment[]): string {
  return leg.map((s) => `${s.carrier} ${s.flightNumber}`.trim()).join(", ");
}

/** "3 h ago" style age of a cached price, or null. */
export function priceAge(foundAt: string | undefined, now: number = Date.now()): string | null {
  if (!foundAt) return null;
  const t = Date.parse(foundAt);
  if (Number.isNaN(t)) return null;
  const minutes = Math.max(0, Math.round((now - t) / 60_000));
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 48) return `${hours} h ago`;
  return `${Math.round(hours / 24)} days ago`;
}

export const PROVIDER_LABELS: Record<string, string> = {
  amadeus: "Amadeus",
  travelpayouts: "Travelpayouts",
  sample: "Sample data",
};
