/**
 * The offline flight engine: realistic sample offers without any network,
 * deterministic for (route, date, travellers, cabin) on a given day. Real airports
 * (app/places) and real airlines with their hubs (airlines.ts).
 *
 * - Routes (the served-airports model, decision 155): every flight touches
 *   one of its carrier's hubs or bases; from a hub a network carrier flies to
 *   scheduled airports of some size within reach (long haul: hubs and busy
 *   airports) and to smaller ones within 3,000 km as a regional feeder; from
 *   a base only to its own airports or big airports nearby; a low-cost
 *   carrier from its bases to big airports. No carrier flies into a type of
 *   airport it does not use (network carriers not into Beauvais or Luton,
 *   low-cost carriers not into Heathrow or Zurich) unless based there.
 *   Nonstops where such a carrier exists; one-stop connections through real
 *   hubs whose detour is small; two-stop connections through a hub near each
 *   end; for secondary airports, connections through the hubs nearest each
 *   end; a few connections that change airport inside a city (arrive LGW,
 *   leave LHR) that the merge step later removes. Every carrier on one ticket
 *   sells connections with the others (canConnect: the same airline, its
 *   alliance or a partnership; a low-cost carrier only with itself). Very
 *   long routes between secondary airports that would need three stops or
 *   airlines that sell no ticket together (Buenos Aires → Nanchang) get none.
 * - Times: block time from great-circle distance at 800 km/h, adjusted per
 *   flight by the aircraft's cruise speed, the jet stream on the route's
 *   east-west share (8 % faster eastbound, 8 % slower westbound), the day's
 *   winds (±2.5 %) and taxi time by time of day (peaks +10 min, night −5 min),
 *   rounded to 5 minutes. Departures are local times in the
 *   airport's IANA zone, long-haul banks by direction; connections respect a
 *   minimum connection time (50 min domestic, 75 min otherwise, 3 h when the
 *   airport changes); a connection that would leave between 23:00 and 06:00
 *   (short haul) or before 06:00 (long haul) waits for the morning bank.
 * - Prices (USD): per person from the origin–destination distance
 *   (45 + 0.105·km^0.93), times the booking-curve factor for the days to
 *   departure, the weekday, nonstop/stops, the carrier's positioning and a
 *   seeded ±15 % variation; round trips are 92 % of both legs together when
 *   their airlines sell one ticket together (else two one-ways), and come
 *   home between the same two airports whenever such a return exists.
 *   FlightOffer.price is the TOTAL for all travellers (traveller-fares.ts:
 *   children, infants on a lap and the cabin priced from that adult economy
 *   fare), like Amadeus' grandTotal.
 */

import { kiwiDeepLink } from "../../affiliate/affiliate-link";
import { type Airport, airportsForCity, getAirport, getCity, greatCircleKm } from "../../places/airports.server";
import { travellersOf } from "../../search/travellers";
import type { FlightOffer, SearchRequest, Segment } from "../../search/types";
import {
  AIRPORT_CARRIERS,
  AIRPORT_MAX_KM,
  baseAirports,
  type Carrier,
  canConnect,
  HUB_CARRIERS,
  isBasedAt,
  RESTRICTED_COUNTRY_PAIRS,
  usesAirport,
} from "./airlines";
import { offlineInfo } from "./offline-info";
import { hashString, mulberry32, randomFor } from "./prng";
import { formatLocalIso, localClock, localToUtc } from "./time";
import { bookingTotal } from "./traveller-fares";

export const MIN_OFFERS = 10;
export const MAX_OFFERS = 40;
export const DOMESTIC_MCT_MINUTES = 50;
export const INTERNATIONAL_MCT_MINUTES = 75;
export const AIRPORT_CHANGE_MCT_MINUTES = 180;
/** For metro codes (NYC → LON is 18 airport pairs), only the busiest pairs are searched. */
const MAX_AIRPORT_PAIRS = 4;

/** Connections that change airport within a city: arrive at the first, leave from the second. */
export const AIRPORT_SWITCHES: readonly (readonly [string, string])[] = [
  ["LGW", "LHR"],
  ["STN", "LHR"],
  ["ORY", "CDG"],
  ["LGA", "JFK"],
  ["EWR", "JFK"],
  ["NRT", "HND"],
  ["LIN", "MXP"],
  ["MDW", "ORD"],
  ["DCA", "IAD"],
  ["CGH", "GRU"],
  ["AEP", "EZE"],
  ["GMP", "ICN"],
  ["SHA", "PVG"],
  ["DMK", "BKK"],
  ["SAW", "IST"],
  ["DAL", "DFW"],
  ["HOU", "IAH"],
];

interface Leg {
  carrier: Carrier;
  from: Airport;
  to: Airport;
  km: number;
}

interface Itinerary {
  legs: Leg[];
  kind: "nonstop" | "one-stop" | "two-stop" | "switch";
}

export interface EngineOptions {
  /** The clock for the booking curve (days to departure); defaults to now. */
  now?: Date;
}

// ---------------------------------------------------------------- plausibility

const RESTRICTED = RESTRICTED_COUNTRY_PAIRS.map(([country, others]) => ({ country, others: new Set(others) }));

/** Whether airspace closures rule out this carrier on this route (Russia and the EU, UK, US…). */
function restricted(a: Airport, carrier: Carrier, b: Airport): boolean {
  for (const { country, others } of RESTRICTED) {
    const involved = a.countryCode === country || b.countryCode === country || carrier.country === country;
    if (!involved) continue;
    if (others.has(a.countryCode) || others.has(b.countryCode) || others.has(carrier.country)) return true;
  }
  return false;
}

const maxKmAt = (a: Airport) => AIRPORT_MAX_KM[a.code] ?? Number.POSITIVE_INFINITY;

const isHub = (code: string) => HUB_CARRIERS.has(code);

const carrierMetroCodes = new Map<string, Set<string>>();

/** The metro city codes where a carrier has a hub or base. */
function carrierMetros(carrier: Carrier): Set<string> {
  let set = carrierMetroCodes.get(carrier.code);
  if (!set) {
    set = new Set();
    for (const code of baseAirports(carrier)) {
      const metro = getAirport(code)?.metroCode;
      if (metro) set.add(metro);
    }
    carrierMetroCodes.set(carrier.code, set);
  }
  return set;
}

/** Same airport, same curated metro, or the same served city in the same country. */
const sameCity = (a: Airport, b: Airport) =>
  a.code === b.code ||
  (a.metroCode !== undefined && a.metroCode === b.metroCode) ||
  (a.countryCode === b.countryCode && a.city === b.city);

/** Whether a carrier plausibly flies `base` ↔ `other` nonstop, `base` being one of its hubs or bases. */
function servesFrom(carrier: Carrier, base: Airport, other: Airport, km: number): boolean {
  if (km < 150 || km > carrier.maxKm) return false;
  if (km > maxKmAt(base) || km > maxKmAt(other)) return false;
  if (restricted(base, carrier, other)) return false;
  if (!other.scheduled && other.kind !== "L") return false;
  if (!usesAirport(carrier, other.code)) return false;
  // A carrier serves a multi-airport city from its own airport there (United: EWR, not JFK).
  if (other.metroCode && !isBasedAt(carrier, other.code) && carrierMetros(carrier).has(other.metroCode)) return false;
  const isCarrierHub = carrier.hubs.includes(base.code);
  const otherIsBase = isBasedAt(carrier, other.code);
  if (carrier.lowCost) {
    // Low-cost carriers: from a base to big leisure/city airports or another base.
    return otherIsBase || (other.weight >= 55 && km <= carrier.maxKm);
  }
  if (!isCarrierHub) {
    // From a non-hub base only to the carrier's own hubs/bases or big airports nearby.
    return otherIsBase || (other.weight >= 60 && km <= 3000);
  }
  // Domestic or regional: every scheduled airport of some size within reach.
  const sameCountry = base.countryCode === other.countryCode;
  if (km <= (sameCountry ? 3500 : 2500)) return other.weight >= (sameCountry ? 20 : 40);
  // Long haul: hubs and busy airports only.
  return isHub(other.code) || other.weight >= 62;
}

/** Carriers that plausibly fly a → b nonstop. */
function carriersFor(a: Airport, b: Airport, km: number): Carrier[] {
  const found = new Map<string, Carrier>();
  for (const carrier of AIRPORT_CARRIERS.get(a.code) ?? [])
    if (servesFrom(carrier, a, b, km)) found.set(carrier.code, carrier);
  for (const carrier of AIRPORT_CARRIERS.get(b.code) ?? [])
    if (servesFrom(carrier, b, a, km)) found.set(carrier.code, carrier);
  return [...found.values()];
}

const detourLimit = (km: number) => (km < 1000 ? 2.2 : km < 3000 ? 1.6 : km < 8000 ? 1.35 : 1.25);

// ---------------------------------------------------------------- itineraries

const HUB_AIRPORTS: Airport[] = [];
function hubAirports(): Airport[] {
  if (HUB_AIRPORTS.length === 0) {
    for (const code of HUB_CARRIERS.keys()) {
      const airport = getAirport(code);
      if (airport) HUB_AIRPORTS.push(airport);
    }
  }
  return HUB_AIRPORTS;
}

/** Route templates do not depend on the date: keep the last 1,000 airport pairs' (LRU). */
const ITINERARY_CACHE_SIZE = 1_000;
const itineraryCache = new Map<string, Itinerary[]>();

function itinerariesFor(origin: Airport, destination: Airport): Itinerary[] {
  const key = `${origin.code}-${destination.code}`;
  const cached = itineraryCache.get(key);
  if (cached) {
    itineraryCache.delete(key);
    itineraryCache.set(key, cached);
    return cached;
  }
  const built = buildItineraries(origin, destination);
  itineraryCache.set(key, built);
  if (itineraryCache.size > ITINERARY_CACHE_SIZE) {
    const oldest = itineraryCache.keys().next().value;
    if (oldest !== undefined) itineraryCache.delete(oldest);
  }
  return built;
}

function buildItineraries(origin: Airport, destination: Airport): Itinerary[] {
  const direct = greatCircleKm(origin, destination);
  const limit = detourLimit(direct);
  const itineraries: Itinerary[] = [];

  // Nonstops.
  for (const carrier of carriersFor(origin, destination, direct).slice(0, 6)) {
    itineraries.push({ kind: "nonstop", legs: [{ carrier, from: origin, to: destination, km: direct }] });
  }

  // Distances from both ends to every hub, computed once.
  const hubs: HubDistance[] = [];
  for (const hub of hubAirports()) {
    if (sameCity(hub, origin) || sameCity(hub, destination)) continue;
    const km1 = greatCircleKm(origin, hub);
    const km2 = greatCircleKm(hub, destination);
    hubs.push({ hub, km1, km2, detour: (km1 + km2) / direct });
  }

  // One stop through a hub.
  const viaHubs = hubs.filter((h) => h.detour <= limit).sort((a, b) => a.detour - b.detour);
  let oneStops = 0;
  for (const { hub, km1, km2 } of viaHubs) {
    if (oneStops >= 14) break;
    for (const carrier of HUB_CARRIERS.get(hub.code) ?? []) {
      if (!servesFrom(carrier, hub, origin, km1)) {
        // A partner flying in from the origin (its own hub or base there).
        const feeder = (AIRPORT_CARRIERS.get(origin.code) ?? []).find(
          (p) => canConnect(p, carrier) && p.code !== carrier.code && servesFrom(p, origin, hub, km1),
        );
        if (!feeder || !servesFrom(carrier, hub, destination, km2)) continue;
        itineraries.push({
          kind: "one-stop",
          legs: [
            { carrier: feeder, from: origin, to: hub, km: km1 },
            { carrier, from: hub, to: destination, km: km2 },
          ],
        });
        oneStops++;
        continue;
      }
      let onward: Carrier | undefined = servesFrom(carrier, hub, destination, km2) ? carrier : undefined;
      // Or a partner with a hub or base at the destination.
      onward ??= (AIRPORT_CARRIERS.get(destination.code) ?? []).find(
        (p) => canConnect(p, carrier) && servesFrom(p, destination, hub, km2),
      );
      if (!onward) continue;
      itineraries.push({
        kind: "one-stop",
        legs: [
          { carrier, from: origin, to: hub, km: km1 },
          { carrier: onward, from: hub, to: destination, km: km2 },
        ],
      });
      oneStops++;
    }
  }

  // Two stops: a hub near each end, same carrier or alliance.
  const nearOrigin = viaTwo(hubs, direct, limit + 0.3, "origin");
  const nearDestination = viaTwo(hubs, direct, limit + 0.3, "destination");
  let twoStops = 0;
  const twoStopCap = itineraries.length < 8 ? 10 : 4;
  outer: for (const h1 of nearOrigin) {
    for (const h2 of nearDestination) {
      if (twoStops >= twoStopCap) break outer;
      if (sameCity(h1, h2)) continue;
      const km1 = greatCircleKm(origin, h1);
      const km2 = greatCircleKm(h1, h2);
      const km3 = greatCircleKm(h2, destination);
      if ((km1 + km2 + km3) / direct > limit + 0.3) continue;
      for (const c1 of HUB_CARRIERS.get(h1.code) ?? []) {
        if (!servesFrom(c1, h1, origin, km1)) continue;
        const c3 = (HUB_CARRIERS.get(h2.code) ?? []).find(
          (c) => canConnect(c, c1) && servesFrom(c, h2, destination, km3),
        );
        if (!c3) continue;
        const c2 = servesFrom(c1, h1, h2, km2) ? c1 : servesFrom(c3, h2, h1, km2) ? c3 : undefined;
        if (!c2) continue;
        itineraries.push({
          kind: "two-stop",
          legs: [
            { carrier: c1, from: origin, to: h1, km: km1 },
            { carrier: c2, from: h1, to: h2, km: km2 },
            { carrier: c3, from: h2, to: destination, km: km3 },
          ],
        });
        twoStops++;
        break;
      }
    }
  }

  // Few options (smaller airports, unusual markets): connect through the nearest hubs
  // with regional feeders and interline partners, as online agencies sell them.
  if (itineraries.length < 6) itineraries.push(...fallbackItineraries(origin, destination, hubs, direct, limit));

  // Connections that change airport inside a city (the merge step hides them).
  const switches: { itinerary: Itinerary; detour: number }[] = [];
  for (const [arriveCode, departCode] of AIRPORT_SWITCHES) {
    const arrive = getAirport(arriveCode);
    const depart = getAirport(departCode);
    if (!arrive || !depart) continue;
    if (sameCity(arrive, origin) || sameCity(arrive, destination)) continue;
    const km1 = greatCircleKm(origin, arrive);
    const km2 = greatCircleKm(depart, destination);
    const detour = (km1 + km2) / direct;
    if (detour > limit + 0.6) continue;
    // The same airline or partners on both flights (BA into LGW, BA on from LHR).
    const onward = carriersFor(depart, destination, km2);
    const c1 = carriersFor(origin, arrive, km1).find((c) => onward.some((o) => canConnect(c, o)));
    const c2 = c1 && onward.find((o) => canConnect(c1, o));
    if (!c1 || !c2) continue;
    switches.push({
      detour,
      itinerary: {
        kind: "switch",
        legs: [
          { carrier: c1, from: origin, to: arrive, km: km1 },
          { carrier: c2, from: depart, to: destination, km: km2 },
        ],
      },
    });
  }
  switches.sort((a, b) => a.detour - b.detour);
  for (const s of switches.slice(0, 2)) itineraries.push(s.itinerary);

  return itineraries;
}

/**
 * Carriers for a → hub: those that plausibly fly it, and the hub's own
 * carriers as regional feeders (mainline code, regional partner) within
 * 3,000 km of a scheduled airport of a type they use.
 */
function feeders(a: Airport, hub: Airport, km: number): Carrier[] {
  const direct = carriersFor(a, hub, km);
  if (km > 3000 || km < 50 || !a.scheduled || km > maxKmAt(a)) return direct;
  const regional = (HUB_CARRIERS.get(hub.code) ?? []).filter(
    (c) => km <= c.maxKm && usesAirport(c, a.code) && !restricted(a, c, hub) && !direct.includes(c),
  );
  return [...direct, ...regional];
}

/** Whether every carrier of an itinerary sells connections with every other (one ticket). */
const sellableTogether = (carriers: readonly Carrier[]) =>
  carriers.every((a, i) => carriers.slice(i + 1).every((b) => canConnect(a, b)));

/** Hubs tried near each end: enough that some pair is flown by airlines that sell connections together. */
const FALLBACK_HUBS = 14;

/**
 * One- and two-stop connections through the hubs nearest each end, with
 * regional feeders and partners: every carrier on the ticket sells
 * connections with the others (same airline, alliance or partnership).
 */
function fallbackItineraries(
  origin: Airport,
  destination: Airport,
  hubs: HubDistance[],
  direct: number,
  limit: number,
): Itinerary[] {
  const nearOrigin: { h: HubDistance; carriers: Carrier[] }[] = [];
  for (const h of [...hubs].sort((a, b) => a.km1 - b.km1)) {
    if (nearOrigin.length >= FALLBACK_HUBS) break;
    const carriers = feeders(origin, h.hub, h.km1);
    if (carriers.length > 0) nearOrigin.push({ h, carriers });
  }
  const nearDestination: { h: HubDistance; carriers: Carrier[] }[] = [];
  for (const h of [...hubs].sort((a, b) => a.km2 - b.km2)) {
    if (nearDestination.length >= FALLBACK_HUBS) break;
    const carriers = feeders(destination, h.hub, h.km2);
    if (carriers.length > 0) nearDestination.push({ h, carriers });
  }
  const found: { itinerary: Itinerary; km: number }[] = [];
  for (const first of nearOrigin) {
    for (const last of nearDestination) {
      const pairs = first.carriers.flatMap((a) => last.carriers.filter((b) => canConnect(a, b)).map((b) => [a, b]));
      if (pairs.length === 0) continue;
      if (first.h.hub.code === last.h.hub.code) {
        const km = first.h.km1 + last.h.km2;
        if (km / direct > limit + 0.5) continue;
        const [a, b] = pairs[0] as [Carrier, Carrier];
        found.push({
          km,
          itinerary: {
            kind: "one-stop",
            legs: [
              { carrier: a, from: origin, to: first.h.hub, km: first.h.km1 },
              { carrier: b, from: last.h.hub, to: destination, km: last.h.km2 },
            ],
          },
        });
        continue;
      }
      if (sameCity(first.h.hub, last.h.hub)) continue;
      const middleKm = greatCircleKm(first.h.hub, last.h.hub);
      const km = first.h.km1 + middleKm + last.h.km2;
      if (km / direct > limit + 0.8) continue;
      const middleCarriers = carriersFor(first.h.hub, last.h.hub, middleKm);
      let chosen: Carrier[] | undefined;
      for (const [a, b] of pairs as [Carrier, Carrier][]) {
        const middle = middleCarriers.find((c) => sellableTogether([a, c, b]));
        if (middle) {
          chosen = [a, middle, b];
          break;
        }
      }
      if (!chosen) continue;
      const [a, middle, b] = chosen as [Carrier, Carrier, Carrier];
      found.push({
        km,
        itinerary: {
          kind: "two-stop",
          legs: [
            { carrier: a, from: origin, to: first.h.hub, km: first.h.km1 },
            { carrier: middle, from: first.h.hub, to: last.h.hub, km: middleKm },
            { carrier: b, from: last.h.hub, to: destination, km: last.h.km2 },
          ],
        },
      });
    }
  }
  return found
    .sort((a, b) => a.km - b.km)
    .slice(0, 10)
    .map((f) => f.itinerary);
}

interface HubDistance {
  hub: Airport;
  /** km from the origin and to the destination. */
  km1: number;
  km2: number;
  detour: number;
}

/** Up to five hubs near one end of the route with an acceptable detour, for two-stop connections. */
function viaTwo(hubs: HubDistance[], direct: number, limit: number, end: "origin" | "destination"): Airport[] {
  const reach = Math.max(2500, direct * 0.35);
  return hubs
    .filter((h) => h.detour <= limit && (end === "origin" ? h.km1 : h.km2) <= reach)
    .sort((a, b) => (end === "origin" ? a.km1 - b.km1 : a.km2 - b.km2))
    .slice(0, 5)
    .map((h) => h.hub);
}

// ---------------------------------------------------------------- schedule

/** Cruise speed of each type relative to the 800 km/h average block speed. */
const AIRCRAFT_SPEED: Readonly<Record<string, number>> = {
  "Airbus A350-900": 1.03,
  "Airbus A350-1000": 1.03,
  "Boeing 787-9": 1.02,
  "Boeing 787-8": 1.02,
  "Boeing 777-300ER": 1.02,
  "Airbus A330-300": 0.99,
  "Boeing 767-300ER": 0.97,
  "Embraer E190": 0.95,
  "Airbus A220-300": 0.98,
};

export interface FlightConditions {
  aircraft: string;
  /** Local departure time, minutes after midnight. */
  departureMinutes: number;
  /** Seeds the day's winds for this flight (deterministic per flight). */
  key: string;
}

/**
 * Block time in minutes: cruise at 800 km/h adjusted by the aircraft's speed
 * and the winds, plus taxi, climb and descent. The jet stream blows west to
 * east: a route's east-west share flies 8 % faster eastbound and 8 % slower
 * westbound, and the day's winds add ±2.5 %. Taxi takes longer in the morning
 * and evening peaks (+10 min) and less at night (−5 min). Without conditions,
 * the nominal time of the route.
 */
export function blockMinutes(from: Airport, to: Airport, km: number, flight?: FlightConditions): number {
  let dLon = to.lon - from.lon;
  if (dLon > 180) dLon -= 360;
  if (dLon < -180) dLon += 360;
  // The east-west share of the track: how much of the flight the jet stream acts on.
  const eastWest = Math.min(1, (Math.abs(dLon) * 111 * Math.cos(((from.lat + to.lat) / 2) * (Math.PI / 180))) / km);
  const jetStream = Math.abs(dLon) > 5 ? Math.sign(dLon) * 0.08 * eastWest : 0;
  let wind = 1 - jetStream;
  let speed = 1;
  let taxi = km < 1000 ? 45 : 40;
  if (flight) {
    wind += 0.05 * (randomFor(`${flight.key}|wind`) - 0.5);
    speed = AIRCRAFT_SPEED[flight.aircraft] ?? 1;
    const hour = flight.departureMinutes / 60;
    if ((hour >= 7 && hour < 10) || (hour >= 16 && hour < 20)) taxi += 10;
    else if (hour >= 22 || hour < 6) taxi -= 5;
  }
  const minutes = ((km / 800) * 60 * wind) / speed + taxi;
  return Math.max(35, Math.round(minutes / 5) * 5);
}

/** Types flown on each kind of stage: wide-bodies long haul, narrow-bodies (and regional jets) short. */
const AIRCRAFT = {
  ultraLong: ["Boeing 777-300ER", "Airbus A350-900", "Boeing 787-9", "Airbus A350-1000"],
  long: ["Boeing 787-9", "Airbus A330-300", "Airbus A350-900", "Boeing 767-300ER", "Boeing 787-8"],
  medium: ["Airbus A321neo", "Boeing 737-800", "Airbus A320neo", "Boeing 737 MAX 8"],
  short: ["Airbus A320", "Airbus A319", "Embraer E190", "Boeing 737-800", "Airbus A220-300"],
  lowCost: ["Boeing 737-800", "Airbus A320neo", "Airbus A321neo", "Boeing 737 MAX 8"],
} as const;

/** A plausible aircraft for this carrier and stage length (deterministic per flight). */
export function aircraftFor(carrier: Carrier, km: number, key: string): string {
  const list =
    km > 9000
      ? AIRCRAFT.ultraLong
      : km > 4000
        ? AIRCRAFT.long
        : carrier.lowCost
          ? AIRCRAFT.lowCost
          : km > 1500
            ? AIRCRAFT.medium
            : AIRCRAFT.short;
  return list[Math.floor(randomFor(key) * list.length)] ?? list[0];
}

/** A plausible local departure time (minutes after midnight) for the first flight. */
function departureSlot(itinerary: Itinerary, key: string): number {
  const first = itinerary.legs[0] as Leg;
  const r = randomFor(key);
  const longHaul = first.km > 4000;
  if (longHaul) {
    let dLon = first.to.lon - first.from.lon;
    if (dLon > 180) dLon -= 360;
    if (dLon < -180) dLon += 360;
    // Eastbound long haul leaves in the evening and lands in the morning; westbound by day.
    const [start, end] = dLon > 0 ? [16 * 60 + 30, 22 * 60 + 45] : [8 * 60, 15 * 60];
    return start + Math.floor((r * (end - start)) / 5) * 5;
  }
  return 6 * 60 + Math.floor((r * (21 * 60 + 30 - 6 * 60)) / 5) * 5;
}

const isDomestic = (a: Leg, b: Leg) =>
  a.from.countryCode === a.to.countryCode &&
  b.from.countryCode === b.to.countryCode &&
  a.to.countryCode === b.from.countryCode;

/** Minimum connection time between two consecutive flights. */
export function minimumConnectionMinutes(arriving: Segment, departing: Segment, domestic: boolean): number {
  if (arriving.to !== departing.from) return AIRPORT_CHANGE_MCT_MINUTES;
  return domestic ? DOMESTIC_MCT_MINUTES : INTERNATIONAL_MCT_MINUTES;
}

function flightNumber(carrier: Carrier, leg: Leg, slot: number): string {
  const h = hashString(`${carrier.code}|${leg.from.code}|${leg.to.code}|${slot}`);
  if (carrier.lowCost) return String(1000 + (h % 8999));
  if (leg.km > 4000) return String(1 + (h % 299));
  return String(300 + (h % 2700));
}

interface Timed {
  segments: Segment[];
  /** UTC instants, for checks. */
  departUtc: number;
  arriveUtc: number;
}

function schedule(itinerary: Itinerary, date: string, key: string): Timed {
  const segments: Segment[] = [];
  const first = itinerary.legs[0] as Leg;
  let departUtc = localToUtc(date, departureSlot(itinerary, key), first.from.timeZone);
  const start = departUtc;
  let previous: { leg: Leg; segment: Segment; arriveUtc: number } | undefined;
  itinerary.legs.forEach((leg, i) => {
    if (previous) {
      const probe: Segment = { ...previous.segment, from: leg.from.code };
      const mct = minimumConnectionMinutes(previous.segment, probe, isDomestic(previous.leg, leg));
      const r = randomFor(`${key}|layover|${i}`);
      const layover = mct + 5 * Math.floor(r * r * (itinerary.kind === "switch" ? 36 : 60));
      departUtc = previous.arriveUtc + layover * 60_000;
      // Round up to a 5-minute departure.
      departUtc = Math.ceil(departUtc / 300_000) * 300_000;
      const local = localClock(departUtc, leg.from.timeZone);
      const night = local.minutes < 6 * 60 || (leg.km < 4000 && local.minutes >= 23 * 60);
      if (night) {
        // No short-haul departures at night: wait for the first morning bank.
        const morning = 6 * 60 + 5 * Math.floor(randomFor(`${key}|morning|${i}`) * 24);
        const day =
          local.minutes < 6 * 60 ? local.date : localClock(departUtc + 12 * 3_600_000, leg.from.timeZone).date;
        departUtc = localToUtc(day, morning, leg.from.timeZone);
      }
    }
    const aircraft = aircraftFor(leg.carrier, leg.km, `${key}|aircraft|${i}`);
    const departureMinutes = localClock(departUtc, leg.from.timeZone).minutes;
    const block = blockMinutes(leg.from, leg.to, leg.km, { aircraft, departureMinutes, key: `${key}|block|${i}` });
    const arriveUtc = departUtc + block * 60_000;
    const segment: Segment = {
      from: leg.from.code,
      to: leg.to.code,
      departureTime: formatLocalIso(departUtc, leg.from.timeZone),
      arrivalTime: formatLocalIso(arriveUtc, leg.to.timeZone),
      carrier: leg.carrier.code,
      flightNumber: flightNumber(leg.carrier, leg, departureMinutes),
      stops: 0,
      aircraft,
    };
    segments.push(segment);
    previous = { leg, segment, arriveUtc };
  });
  return { segments, departUtc: start, arriveUtc: previous?.arriveUtc ?? start };
}

// ---------------------------------------------------------------- prices

/** Per-person one-way base fare in USD for a market of `km`. */
export function baseFare(km: number): number {
  return 45 + 0.105 * km ** 0.93;
}

/** Booking curve: last minute is dear, 3 weeks to 4 months ahead is cheapest. */
export function daysToDepartureFactor(days: number): number {
  if (days < 3) return 1.75;
  if (days < 7) return 1.5;
  if (days < 14) return 1.28;
  if (days < 21) return 1.12;
  if (days < 60) return 1.0;
  if (days < 120) return 0.96;
  if (days < 240) return 1.02;
  return 1.08;
}

/** Weekday factor for the departure date (0 = Sunday). */
export const WEEKDAY_FACTOR: readonly number[] = [1.08, 1.0, 0.93, 0.92, 1.0, 1.1, 0.96];

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

/** The date-dependent part of the price: booking curve × weekday. */
function dateFactor(date: string, now: Date): number {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return daysToDepartureFactor(daysBetween(now, date)) * (WEEKDAY_FACTOR[weekday] ?? 1);
}

function perPersonPrice(itinerary: Itinerary, marketKm: number, factor: number, key: string): number {
  let weighted = 0;
  let km = 0;
  for (const leg of itinerary.legs) {
    weighted += leg.carrier.priceFactor * leg.km;
    km += leg.km;
  }
  const variation = 0.85 + 0.3 * randomFor(`${key}|price`);
  return baseFare(marketKm) * factor * KIND_FACTOR[itinerary.kind] * (weighted / km) * variation;
}

// ---------------------------------------------------------------- offers

interface Candidate {
  itinerary: Itinerary;
  perPerson: number;
  key: string;
  /** Filled for the kept candidates only (scheduling is the costly part). */
  timed?: Timed;
}

interface OneWay extends Candidate {
  timed: Timed;
}

/** The airports a request code stands for (a metro's airports, or the airport). */
function endpoints(code: string): Airport[] {
  return airportsForCity(code);
}

/** The best (at most MAX_OFFERS) one-way options between two codes on a date, scheduled. */
function oneWayOptions(fromCode: string, toCode: string, date: string, now: Date): OneWay[] {
  const origins = endpoints(fromCode);
  const destinations = endpoints(toCode);
  const marketKm = (() => {
    const a = origins[0];
    const b = destinations[0];
    return a && b ? greatCircleKm(a, b) : 0;
  })();
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

/** A round-trip fare costs this share of its two one-way fares. */
const ROUND_TRIP_FACTOR = 0.92;

/**
 * Sample offers for a validated request: 10–40 for any pair of known
 * airports or metro codes with a plausible connection, [] when a code is
 * unknown. Round trips (tripType roundtrip with a returnDate) carry returnLeg.
 */
export function generateOfflineOffers(request: SearchRequest, options: EngineOptions = {}): FlightOffer[] {
  const now = options.now ?? new Date();
  const from = request.from.toUpperCase();
  const to = request.to.toUpperCase();
  if (endpoints(from).length === 0 || endpoints(to).length === 0) return [];
  const travellers = travellersOf({ ...request, adults: Math.max(1, Math.floor(request.adults || 1)) });
  // The traveller lands on Kiwi.com's search for this route, dates, travellers and cabin.
  const deeplink = kiwiDeepLink({
    from,
    to,
    departure: request.date,
    returnDate: request.tripType === "roundtrip" ? request.returnDate : undefined,
    travellers,
  });

  const outbound = oneWayOptions(from, to, request.date, now);
  if (outbound.length === 0) return [];

  const toOffer = (out: OneWay, back: OneWay | undefined, perPerson: number): FlightOffer => {
    const who = `${travellers.adults}|${travellers.children}|${travellers.infants}|${travellers.cabin}`;
    const idKey = `${from}|${to}|${request.date}|${request.returnDate ?? ""}|${who}|${out.key}|${back?.key ?? ""}`;
    const offer: FlightOffer = {
      id: `sample-${hashString(idKey).toString(36)}${hashString(`${idKey}|2`).toString(36)}`,
      price: bookingTotal(perPerson, travellers),
      currency: "USD",
      provider: offlineInfo.name,
      deeplink,
      leg: out.timed.segments,
    };
    if (back) offer.returnLeg = back.timed.segments;
    return offer;
  };

  let offers: FlightOffer[];
  if (request.tripType === "roundtrip" && request.returnDate) {
    const inbound = oneWayOptions(to, from, request.returnDate, now);
    if (inbound.length === 0) return [];
    const inboundByPrice = [...inbound].sort((a, b) => a.perPerson - b.perPerson);
    const rand = mulberry32(hashString(`${from}|${to}|${request.date}|${request.returnDate}|pairs`));
    offers = outbound.map((out) => {
      const carrier = out.itinerary.legs[0]?.carrier;
      const landed = out.itinerary.legs[out.itinerary.legs.length - 1]?.to.code;
      const left = out.itinerary.legs[0]?.from.code;
      // Home between the same two airports (a round-trip fare does, LHR→NRT→LHR) when
      // there is such a return; on the same carrier or alliance when there is one.
      const sameAirports = inboundByPrice.filter(
        (b) =>
          b.itinerary.legs[0]?.from.code === landed && b.itinerary.legs[b.itinerary.legs.length - 1]?.to.code === left,
      );
      const candidates = sameAirports.length > 0 ? sameAirports : inboundByPrice;
      const partners = candidates.filter((b) => {
        const c = b.itinerary.legs[0]?.carrier;
        return carrier && c && canConnect(carrier, c) && b.itinerary.kind !== "switch";
      });
      const sellable = partners.length > 0 ? partners : candidates.slice(0, 6);
      // Back with as many stops as the way out when there is such a return: a traveller who
      // flies nonstop out is offered nonstop home too, not only the cheaper connections.
      const sameStops = sellable.filter((b) => b.itinerary.legs.length === out.itinerary.legs.length);
      const pool = sameStops.length > 0 ? sameStops : sellable;
      const back = pool[Math.floor(rand() * Math.min(pool.length, 4))] as OneWay;
      // A round-trip fare when the airlines sell one ticket together; else two one-ways.
      const carriers = [...out.itinerary.legs, ...back.itinerary.legs].map((l) => l.carrier);
      const fare = sellableTogether(carriers) ? ROUND_TRIP_FACTOR : 1;
      return toOffer(out, back, (out.perPerson + back.perPerson) * fare);
    });
    // An outbound that lands after the chosen return leaves is dropped (same-day returns).
    offers = offers.filter((o) => {
      const lands = Date.parse(o.leg[o.leg.length - 1]?.arrivalTime ?? "");
      const leaves = Date.parse(o.returnLeg?.[0]?.departureTime ?? "");
      return leaves - lands >= 2 * 3_600_000;
    });
  } else {
    offers = outbound.map((out) => toOffer(out, undefined, out.perPerson));
  }
  return offers.sort((a, b) => a.price - b.price || a.id.localeCompare(b.id));
}

/**
 * Builds the airport table and the time-zone formatters of every hub ahead of
 * the first search (the first search otherwise pays ~50–100 ms for them).
 */
export function warmOfflineEngine(): void {
  const date = new Date().toISOString().slice(0, 10);
  for (const hub of hubAirports()) formatLocalIso(localToUtc(date, 12 * 60, hub.timeZone), hub.timeZone);
}

/** For diagnostics and tests: the metro or airport name behind a code. */
export function describeCode(code: string): string | undefined {
  return getCity(code)?.name ?? getAirport(code)?.city;
}
