/**
 * Pure helpers that turn a FlightOffer into what a result card shows. Times are
 * read straight from the ISO string (the airport's local time as the provider gave
 * it, with its offset): never converted to the browser's zone.
 */

import {
  legDurationMinutes,
  maxLegStops,
  legStops as sharedLegStops,
  totalDurationMinutes,
} from "../../../core/search/merge";
import type { FlightOffer, Segment } from "../../../core/search/types";
import { formatDate } from "../../../format/dates";
import type { Translate } from "../../../i18n/translator";

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

export function carriersOf(offer: FlightOffer): string[] {
  return [...new Set([...offer.leg, ...(offer.returnLeg ?? [])].map((s) => s.carrier))];
}

export function flightNumbers(leg: Segment[]): string {
  return leg.map((s) => `${s.carrier} ${s.flightNumber}`.trim()).join(", ");
}

/** "3 h ago" style age of a cached price ("just now" under a minute, minutes up to an hour, hours up to two days, then days), or null. */
export function priceAge(t: Translate, foundAt: string | undefined, now: number = Date.now()): string | null {
  if (!foundAt) return null;
  const found = Date.parse(foundAt);
  if (Number.isNaN(found)) return null;
  const minutes = Math.max(0, Math.round((now - found) / 60_000));
  if (minutes < 1) return t("results.age.justNow");
  if (minutes < 60) return t("results.age.minutes", { count: minutes });
  const hours = Math.round(minutes / 60);
  if (hours < 48) return t("results.age.hours", { count: hours });
  return t("results.age.days", { count: Math.round(hours / 24) });
}

/** The card's route: "LHR → NRT", and for a round trip its return too, "LHR → NRT, return NRT → LHR". */
export function routeLabel(t: Translate, offer: FlightOffer): string {
  const outbound = `${offer.leg[0]?.from ?? ""} → ${offer.leg[offer.leg.length - 1]?.to ?? ""}`;
  const back = offer.returnLeg;
  if (!back?.length) return outbound;
  return t("results.card.route", { outbound, back: `${back[0]?.from ?? ""} → ${back[back.length - 1]?.to ?? ""}` });
}

/** What the merge hid to keep the no-airport-switch promise (whole sentences, one per count). */
export function hiddenSwitchesText(t: Translate, count: number): string {
  return count === 0 ? t("results.hiddenSwitches.none") : t("results.hiddenSwitches.some", { count });
}

/** A connection shorter than this is flagged "Short layover" (little margin for a delay). */
const SHORT_LAYOVER_MINUTES = 60;
/** A connection longer than this is flagged "Long layover". */
const LONG_LAYOVER_MINUTES = 6 * 60;

export interface Layover {
  /** Where the traveller waits (the arriving segment's airport). */
  airport: string;
  minutes: number;
  short: boolean;
  long: boolean;
  /** The wait spans a night at the airport: the next flight leaves on a later local date. */
  overnight: boolean;
}

/** The waits between a leg's segments, with their flags. */
export function layovers(leg: Segment[]): Layover[] {
  return leg.slice(1).map((next, i) => {
    const arriving = leg[i] as Segment;
    const minutes = Math.max(
      0,
      Math.round((Date.parse(next.departureTime) - Date.parse(arriving.arrivalTime)) / 60_000),
    );
    return {
      airport: arriving.to,
      minutes,
      short: minutes < SHORT_LAYOVER_MINUTES,
      long: minutes > LONG_LAYOVER_MINUTES,
      overnight: dayShift(arriving.arrivalTime, next.departureTime) > 0,
    };
  });
}

/** Minutes in the air (and on the ground at technical stops) of one segment. */
export function segmentMinutes(segment: Segment): number {
  return legMinutes([segment]);
}

/** "2026-12-01T18:30:00-05:00" → "Tue, Dec 1" (the airport's local date, whatever the browser's zone). */
export function localDayLabel(iso: string | undefined, locale?: string): string {
  const day = Date.parse(`${localDate(iso)}T00:00:00Z`);
  return Number.isNaN(day) ? "" : formatDate(day, "weekdayDay", locale);
}
