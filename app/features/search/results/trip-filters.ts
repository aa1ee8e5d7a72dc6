/**
 * The filters by airport, connection and emissions (pure), beside filters.ts: the departure and
 * arrival airport of each direction, the airports connected at, the longest layover, and
 * "lower emissions only" (an itinerary at least 15 % below the median of the leg's results).
 */
import { isLowerEmissions, medianKg } from "../../../core/offers/emissions";
import type { FlightOffer } from "../../../core/search/types";
import { layovers } from "./offer-view";

export type AirportSide = "depAirports" | "arrAirports" | "returnDepAirports" | "returnArrAirports";
export const AIRPORT_SIDES: readonly AirportSide[] = [
  "depAirports",
  "arrAirports",
  "returnDepAirports",
  "returnArrAirports",
];

export interface TripFilterState {
  /** IATA codes; empty = any. */
  depAirports: string[];
  arrAirports: string[];
  returnDepAirports: string[];
  returnArrAirports: string[];
  /** Connect only at these airports (nonstop flights connect nowhere, so they pass); empty = any. */
  via: string[];
  /** The longest wait at a connection, minutes; null = any. */
  maxLayover: number | null;
  lowerEmissions: boolean;
}

export const EMPTY_TRIP_FILTERS: TripFilterState = {
  depAirports: [],
  arrAirports: [],
  returnDepAirports: [],
  returnArrAirports: [],
  via: [],
  maxLayover: null,
  lowerEmissions: false,
};

/** The airport of one side of the offer, or undefined (a one-way offer has no return side). */
export function sideAirport(offer: FlightOffer, side: AirportSide): string | undefined {
  const back = offer.returnLeg ?? [];
  if (side === "depAirports") return offer.leg[0]?.from;
  if (side === "arrAirports") return offer.leg[offer.leg.length - 1]?.to;
  if (side === "returnDepAirports") return back[0]?.from;
  return back[back.length - 1]?.to;
}

/** Every wait at a connection, both directions. */
function connections(offer: FlightOffer) {
  return [...layovers(offer.leg), ...layovers(offer.returnLeg ?? [])];
}

/** The longest wait at a connection in minutes (0 for nonstop flights). */
export function longestLayover(offer: FlightOffer): number {
  return Math.max(0, ...connections(offer).map((c) => c.minutes));
}

/** Whether the offer passes the trip filters, `skip` left out (for that filter's own counts). */
export function passesTrip(
  offer: FlightOffer,
  f: TripFilterState,
  median: number | null,
  skip?: keyof TripFilterState,
): boolean {
  for (const side of AIRPORT_SIDES) {
    if (skip !== side && f[side].length && !f[side].includes(sideAirport(offer, side) ?? "")) return false;
  }
  if (skip !== "via" && f.via.length && !connections(offer).every((c) => f.via.includes(c.airport))) return false;
  if (skip !== "maxLayover" && f.maxLayover != null && longestLayover(offer) > f.maxLayover) return false;
  if (skip !== "lowerEmissions" && f.lowerEmissions && !isLowerEmissions(offer.co2eKg, median)) return false;
  return true;
}

/** The leg's typical emissions: the median estimate of all its results. */
export const legMedianKg = (offers: readonly FlightOffer[]) => medianKg(offers.map((o) => o.co2eKg));

interface CodeCount {
  code: string;
  count: number;
}

export interface TripFacets {
  /** Per side, its airports with counts; a side with one airport (nothing to choose) is left empty. */
  airports: Record<AirportSide, CodeCount[]>;
  /** Airports connected at, with the offers connecting there. */
  via: CodeCount[];
  /** The range of the longest layovers of connecting offers, minutes. */
  layover: { min: number; max: number };
  /** Offers with the "lower emissions" badge, passing the other filters. */
  lowerEmissions: number;
  median: number | null;
}

function counted(codes: (string | undefined)[]): CodeCount[] {
  const map = new Map<string, number>();
  for (const code of codes) if (code) map.set(code, (map.get(code) ?? 0) + 1);
  return [...map.entries()].map(([code, count]) => ({ code, count })).sort((a, b) => a.code.localeCompare(b.code));
}

export function tripFacets(
  offers: readonly FlightOffer[],
  f: TripFilterState,
  passingExcept: (skip: keyof TripFilterState) => FlightOffer[],
  median: number | null,
): TripFacets {
  const airports = {} as Record<AirportSide, CodeCount[]>;
  for (const side of AIRPORT_SIDES) {
    const all = counted(offers.map((o) => sideAirport(o, side)));
    const passing = all.length > 1 || f[side].length ? passingExcept(side) : [];
    airports[side] =
      all.length > 1 || f[side].length
        ? all.map(({ code }) => ({ code, count: passing.filter((o) => sideAirport(o, side) === code).length }))
        : [];
  }
  const viaOffers = passingExcept("via");
  const allVia = counted(offers.flatMap((o) => [...new Set(connections(o).map((c) => c.airport))]));
  const via = allVia.map(({ code }) => ({
    code,
    count: viaOffers.filter((o) => connections(o).some((c) => c.airport === code)).length,
  }));
  const waits = offers.map(longestLayover).filter((m) => m > 0);
  return {
    airports,
    via,
    layover: { min: waits.length ? Math.min(...waits) : 0, max: waits.length ? Math.max(...waits) : 0 },
    lowerEmissions: passingExcept("lowerEmissions").filter((o) => isLowerEmissions(o.co2eKg, median)).length,
    median,
  };
}
