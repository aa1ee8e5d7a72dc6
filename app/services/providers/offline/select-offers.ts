/**
 * The offers of one direction: every itinerary between the request's airports
 * (for a metro code, its busiest airport pairs) gets one to three departures,
 * priced, then the best of them are kept and scheduled.
 */
import { type Airport, airportsForCity, greatCircleKm } from "../../places/airports.server";
import { dateFactor, perPersonPrice } from "./fares";
import { type Itinerary, itinerariesFor } from "./itineraries";
import { sameCity } from "./network";
import { randomFor } from "./prng";
import { schedule, type Timed } from "./schedule";

export const MIN_OFFERS = 10;
export const MAX_OFFERS = 40;
/** For metro codes (NYC → LON is 18 airport pairs), only the busiest pairs are searched. */
const MAX_AIRPORT_PAIRS = 4;

interface Candidate {
  itinerary: Itinerary;
  perPerson: number;
  key: string;
  /** Filled for the kept candidates only (scheduling is the costly part). */
  timed?: Timed;
}

export interface OneWay extends Candidate {
  timed: Timed;
}

/** The airports a request code stands for (a metro's airports, or the airport). */
export function endpoints(code: string): Airport[] {
  return airportsForCity(code);
}

/** The market's great-circle distance: between the main airports of the two codes. */
export function marketDistanceKm(fromCode: string, toCode: string): number {
  const a = endpoints(fromCode)[0];
  const b = endpoints(toCode)[0];
  return a && b ? greatCircleKm(a, b) : 0;
}

/** The best (at most MAX_OFFERS) one-way options between two codes on a date, scheduled. */
export function oneWayOptions(fromCode: string, toCode: string, date: string, now: Date): OneWay[] {
  const origins = endpoints(fromCode);
  const destinations = endpoints(toCode);
  const marketKm = marketDistanceKm(fromCode, toCode);
  const options: Candidate[] = [];
  const seen = new Set<string>();
  const factor = dateFactor(date, now);
  // Metro codes: the busiest airport pairs first, at most MAX_AIRPORT_PAIRS of them.
  const pairs = origins
    .flatMap((origin) => destinations.map((destination) => ({ origin, destination })))
    .filter(({ origin, destination }) => !sameCity(origin, destination))
    .sort((a, b) => b.origin.weight + b.destination.weight - (a.origin.weight + a.destination.weight))
    .slice(0, MAX_AIRPORT_PAIRS);
  for (const { origin, destination } of pairs) {
    // Enough to choose 40 good ones from: skip the remaining (less busy) airport pairs.
    if (options.length >= 3 * MAX_OFFERS) break;
    for (const itinerary of itinerariesFor(origin, destination)) {
      const route = itinerary.legs.map((l) => `${l.carrier.code}:${l.from.code}-${l.to.code}`).join(",");
      // One to three departures per itinerary, fewer for the long tail.
      const r = randomFor(`${route}|${date}|count`);
      const count =
        itinerary.kind === "nonstop"
          ? 1 + Math.floor(r * 3)
          : itinerary.kind === "one-stop"
            ? 1 + Math.floor(r * 2)
            : 1;
      for (let n = 0; n < count; n++) {
        const key = `${route}|${date}|${n}`;
        if (seen.has(key)) continue;
        seen.add(key);
        options.push({ itinerary, perPerson: perPersonPrice(itinerary, marketKm, factor, key), key });
      }
    }
  }
  // Top up thin results with more departures of the same itineraries.
  if (options.length < MIN_OFFERS && options.length > 0) {
    for (const option of options) option.timed ??= schedule(option.itinerary, date, option.key);
    const base = [...options];
    for (let n = 3; options.length < MIN_OFFERS && n < 3 + MIN_OFFERS; n++) {
      for (const option of base) {
        if (options.length >= MIN_OFFERS) break;
        const key = `${option.key}|extra${n}`;
        const timed = schedule(option.itinerary, date, key);
        const first = timed.segments[0]?.departureTime;
        const route = key.split("|")[0];
        if (options.some((o) => o.timed?.segments[0]?.departureTime === first && o.key.split("|")[0] === route))
          continue;
        options.push({ ...option, timed, perPerson: perPersonPrice(option.itinerary, marketKm, factor, key), key });
      }
    }
  }
  return select(options, MAX_OFFERS).map((o) => ({ ...o, timed: o.timed ?? schedule(o.itinerary, date, o.key) }));
}

/** Keeps at most `max` options: every nonstop and switch first (bounded), then the cheapest others. */
function select(options: Candidate[], max: number): Candidate[] {
  if (options.length <= max) return options;
  const byPrice = [...options].sort((a, b) => a.perPerson - b.perPerson);
  const kept = new Set<Candidate>();
  for (const o of byPrice.filter((o) => o.itinerary.kind === "nonstop").slice(0, Math.floor(max / 2))) kept.add(o);
  for (const o of byPrice.filter((o) => o.itinerary.kind === "switch").slice(0, 2)) kept.add(o);
  for (const o of byPrice.filter((o) => o.itinerary.kind === "two-stop").slice(0, 3)) kept.add(o);
  for (const o of byPrice) {
    if (kept.size >= max) break;
    kept.add(o);
  }
  return byPrice.filter((o) => kept.has(o));
}
