/**
 * Result filters and their counts (pure). Each filter's counts are computed on the
 * offers that pass all the OTHER filters, so a count tells what ticking that box gives.
 */
import { type Alliance, allianceOf } from "../../../core/airlines/alliances";
import type { FlightOffer } from "../../../core/search/types";
import { carriersOf, localHour, offerMinutes, offerStops } from "./offer-view";
import {
  EMPTY_TRIP_FILTERS,
  legMedianKg,
  passesTrip,
  type TripFacets,
  type TripFilterState,
  tripFacets,
} from "./trip-filters";

export type StopsBucket = "0" | "1" | "2+";
export type TimeWindow = "night" | "morning" | "afternoon" | "evening";

/** The day's windows by local hour, `to` excluded (the filter form names them). */
export const TIME_WINDOWS: { id: TimeWindow; from: number; to: number }[] = [
  { id: "night", from: 0, to: 6 },
  { id: "morning", from: 6, to: 12 },
  { id: "afternoon", from: 12, to: 18 },
  { id: "evening", from: 18, to: 24 },
];

export interface FilterState extends TripFilterState {
  /** Empty = any. */
  stops: StopsBucket[];
  airlines: string[];
  departure: TimeWindow[];
  /** The outbound flight's arrival, in the arrival airport's local time. */
  arrival: TimeWindow[];
  /** Return trips: the return flight's departure, local time. */
  returnDeparture: TimeWindow[];
  /** Minutes; null = any. */
  maxDuration: number | null;
  maxPrice: number | null;
  /** Prices with one checked bag per traveller and direction (a view of the price, not a filter). */
  checkedBag: boolean;
}

export const EMPTY_FILTERS: FilterState = {
  ...EMPTY_TRIP_FILTERS,
  stops: [],
  airlines: [],
  departure: [],
  arrival: [],
  returnDeparture: [],
  maxDuration: null,
  maxPrice: null,
  checkedBag: false,
};

/** "Clear all": every filter off, the checked-bag price kept (it is how prices are shown, not a filter). */
export const clearedFilters = (f: FilterState): FilterState => ({ ...EMPTY_FILTERS, checkedBag: f.checkedBag });

export function stopsBucket(offer: FlightOffer): StopsBucket {
  const stops = offerStops(offer);
  return stops === 0 ? "0" : stops === 1 ? "1" : "2+";
}

function windowAt(iso: string | undefined): TimeWindow {
  const hour = localHour(iso);
  return TIME_WINDOWS.find((w) => hour >= w.from && hour < w.to)?.id ?? "night";
}

/** When the trip leaves, in the departure airport's local time. */
export function timeWindow(offer: FlightOffer): TimeWindow {
  return windowAt(offer.leg[0]?.departureTime);
}

/** When the outbound flight lands, in the arrival airport's local time. */
export function arrivalWindow(offer: FlightOffer): TimeWindow {
  return windowAt(offer.leg[offer.leg.length - 1]?.arrivalTime);
}

/** When the return flight leaves (local time), or null for an offer without one. */
export function returnWindow(offer: FlightOffer): TimeWindow | null {
  const first = offer.returnLeg?.[0];
  return first ? windowAt(first.departureTime) : null;
}

type FilterKey = keyof FilterState;

/** Whether a filter's value narrows the offers: a ticked box, a maximum, "lower emissions". */
const filterOn = (value: FilterState[FilterKey]) =>
  Array.isArray(value) ? value.length > 0 : value != null && value !== false;

function passes(offer: FlightOffer, f: FilterState, median: number | null, skip?: FilterKey): boolean {
  if (!passesTrip(offer, f, median, skip as keyof TripFilterState | undefined)) return false;
  if (skip !== "stops" && f.stops.length && !f.stops.includes(stopsBucket(offer))) return false;
  if (skip !== "airlines" && f.airlines.length && !carriersOf(offer).some((c) => f.airlines.includes(c))) return false;
  if (skip !== "departure" && f.departure.length && !f.departure.includes(timeWindow(offer))) return false;
  if (skip !== "arrival" && f.arrival.length && !f.arrival.includes(arrivalWindow(offer))) return false;
  if (skip !== "returnDeparture" && f.returnDeparture.length) {
    const back = returnWindow(offer);
    if (!back || !f.returnDeparture.includes(back)) return false;
  }
  if (skip !== "maxDuration" && f.maxDuration != null && offerMinutes(offer) > f.maxDuration) return false;
  if (skip !== "maxPrice" && f.maxPrice != null && offer.price > f.maxPrice) return false;
  return true;
}

/** The offers passing every filter; "lower emissions" is measured against all of `offers` (the leg's results). */
export function applyFilters(offers: FlightOffer[], filters: FilterState): FlightOffer[] {
  const median = legMedianKg(offers);
  return offers.filter((o) => passes(o, filters, median));
}

interface AirlineFacet {
  code: string;
  name: string;
  count: number;
  minPrice: number;
}

interface AirlineGroup {
  /** The alliance, or "other" for airlines in none (the filter form names them). */
  id: Alliance | "other";
  airlines: AirlineFacet[];
}

const GROUP_ORDER: (Alliance | "other")[] = ["star", "skyteam", "oneworld", "other"];

function groupByAlliance(airlines: AirlineFacet[]): AirlineGroup[] {
  return GROUP_ORDER.map((id) => ({
    id,
    airlines: airlines.filter((a) => (allianceOf(a.code) ?? "other") === id),
  })).filter((g) => g.airlines.length > 0);
}

export interface FilterFacets {
  stops: { id: StopsBucket; count: number }[];
  /** Airlines grouped by alliance (alliances first, then the others). */
  airlineGroups: AirlineGroup[];
  departure: { id: TimeWindow; count: number }[];
  arrival: { id: TimeWindow; count: number }[];
  /** Empty when no offer has a return flight (one way): the filter could only show nothing. */
  returnDeparture: { id: TimeWindow; count: number }[];
  duration: { min: number; max: number };
  price: { min: number; max: number };
  trip: TripFacets;
}

/** Options with their counts, for the filter panel; `airlineName` names the airlines (the page's names). */
export function facets(
  offers: FlightOffer[],
  filters: FilterState,
  airlineName: (code: string) => string,
): FilterFacets {
  const median = legMedianKg(offers);
  // Skipping a filter that is off changes nothing: those facets share one pass over the offers
  // (with no filter on, the usual first render, one pass instead of one per facet).
  const passingAll = offers.filter((o) => passes(o, filters, median));
  const passingExcept = (skip: FilterKey) =>
    filterOn(filters[skip]) ? offers.filter((o) => passes(o, filters, median, skip)) : passingAll;
  const forStops = passingExcept("stops");
  const forAirlines = passingExcept("airlines");
  const windowCounts = (skip: FilterKey, windowOf: (o: FlightOffer) => TimeWindow | null) => {
    const passing = passingExcept(skip);
    return TIME_WINDOWS.map((w) => ({ id: w.id, count: passing.filter((o) => windowOf(o) === w.id).length }));
  };
  const airlineMap = new Map<string, { count: number; minPrice: number }>();
  for (const offer of forAirlines) {
    for (const code of carriersOf(offer)) {
      const entry = airlineMap.get(code) ?? { count: 0, minPrice: Number.POSITIVE_INFINITY };
      entry.count += 1;
      entry.minPrice = Math.min(entry.minPrice, offer.price);
      airlineMap.set(code, entry);
    }
  }
  const durations = offers.map(offerMinutes);
  const prices = offers.map((o) => o.price);
  return {
    stops: (["0", "1", "2+"] as StopsBucket[]).map((id) => ({
      id,
      count: forStops.filter((o) => stopsBucket(o) === id).length,
    })),
    airlineGroups: groupByAlliance(
      [...airlineMap.entries()]
        .map(([code, v]) => ({ code, name: airlineName(code), ...v }))
        .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name)),
    ),
    departure: windowCounts("departure", timeWindow),
    arrival: windowCounts("arrival", arrivalWindow),
    returnDeparture: offers.some((o) => o.returnLeg?.length) ? windowCounts("returnDeparture", returnWindow) : [],
    duration: {
      min: durations.length ? Math.min(...durations) : 0,
      max: durations.length ? Math.max(...durations) : 0,
    },
    price: {
      min: prices.length ? Math.floor(Math.min(...prices)) : 0,
      max: prices.length ? Math.ceil(Math.max(...prices)) : 0,
    },
    trip: tripFacets(offers, filters, passingExcept, median),
  };
}

export function toggle<T>(list: T[], value: T): T[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}

export function activeFilterCount(f: FilterState): number {
  return (
    f.stops.length +
    f.airlines.length +
    f.departure.length +
    f.arrival.length +
    f.returnDeparture.length +
    (f.maxDuration != null ? 1 : 0) +
    (f.maxPrice != null ? 1 : 0) +
    f.depAirports.length +
    f.arrAirports.length +
    f.returnDepAirports.length +
    f.returnArrAirports.length +
    f.via.length +
    (f.maxLayover != null ? 1 : 0) +
    (f.lowerEmissions ? 1 : 0)
  );
}
