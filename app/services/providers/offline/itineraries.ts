/**
 * Itineraries between two airports, built from the route network: nonstops
 * where such a carrier exists; one-stop connections through real hubs whose
 * detour is small; two-stop connections through a hub near each end; for
 * secondary airports, connections through the hubs nearest each end; a few
 * connections that change airport inside a city (arrive LGW, leave LHR) that
 * the merge step later removes. Every carrier on one ticket sells connections
 * with the others (canConnect: the same airline, its alliance or a
 * partnership; a low-cost carrier only with itself). Very long routes between
 * secondary airports that would need three stops or airlines that sell no
 * ticket together (Buenos Aires → Nanchang) get none. Sensible geography: when
 * a pair has at least ENOUGH_DIRECT nonstops and one-stops within GOOD_DETOUR
 * (40 % over the great-circle distance), nothing else is offered — no two-stop
 * JFK → BOS → LHR → CDG beside the nonstops. Itineraries do not depend on the
 * date: the schedule and the fares are laid on them later.
 */
import { type Airport, getAirport, greatCircleKm } from "../../places/airports.server";
import { AIRPORT_CARRIERS, canConnect, connectsAt, HUB_CARRIERS, sellableTogether } from "./airlines";
import type { Carrier } from "./airlines-data";
import { carriersFor, detourLimit, feeders, sameCity, servesFrom } from "./network";

/** Connections that change airport within a city: arrive at the first, leave from the second. */
const AIRPORT_SWITCHES: readonly (readonly [string, string])[] = [
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

/** A connection may add this share to the great-circle distance unless no better exists. */
export const GOOD_DETOUR = 1.4;
/** With this many nonstops and one-stops within GOOD_DETOUR, nothing longer is offered. */
const ENOUGH_DIRECT = 4;

export interface Leg {
  carrier: Carrier;
  from: Airport;
  to: Airport;
  km: number;
}

export interface Itinerary {
  legs: Leg[];
  kind: "nonstop" | "one-stop" | "two-stop" | "switch";
}

const HUB_AIRPORTS: Airport[] = [];
export function hubAirports(): Airport[] {
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

export function itinerariesFor(origin: Airport, destination: Airport): Itinerary[] {
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

  // Enough direct ways: no two-stops, no long detours (a traveller would not consider them).
  const sensible = (i: Itinerary) => i.legs.length <= 2 && detourOf(i, direct) <= GOOD_DETOUR;
  if (itineraries.filter(sensible).length >= ENOUGH_DIRECT) {
    return [...itineraries.filter(sensible), ...switchItineraries(origin, destination, direct, GOOD_DETOUR)];
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

  // The fallback may have found enough direct ways after all: then keep only those.
  if (itineraries.filter(sensible).length >= ENOUGH_DIRECT) {
    return [...itineraries.filter(sensible), ...switchItineraries(origin, destination, direct, GOOD_DETOUR)];
  }
  itineraries.push(...switchItineraries(origin, destination, direct, limit + 0.6));
  return itineraries;
}

/** The share a routing adds to the great-circle distance, as a ratio (1.1 = 10 % longer). */
const detourOf = (itinerary: Itinerary, direct: number) => itinerary.legs.reduce((km, leg) => km + leg.km, 0) / direct;

/** Up to two connections that change airport inside a city within `maxDetour` (the merge step hides them). */
function switchItineraries(origin: Airport, destination: Airport, direct: number, maxDetour: number): Itinerary[] {
  const switches: { itinerary: Itinerary; detour: number }[] = [];
  for (const [arriveCode, departCode] of AIRPORT_SWITCHES) {
    const arrive = getAirport(arriveCode);
    const depart = getAirport(departCode);
    if (!arrive || !depart) continue;
    if (sameCity(arrive, origin) || sameCity(arrive, destination)) continue;
    const km1 = greatCircleKm(origin, arrive);
    const km2 = greatCircleKm(depart, destination);
    const detour = (km1 + km2) / direct;
    if (detour > maxDetour) continue;
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
  return switches.slice(0, 2).map((s) => s.itinerary);
}

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
        const pair = pairs.find(([a, b]) => connectsAt(first.h.hub.code, a as Carrier, b as Carrier));
        if (!pair) continue;
        const [a, b] = pair as [Carrier, Carrier];
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
        const middle = middleCarriers.find(
          (c) => sellableTogether([a, c, b]) && connectsAt(first.h.hub.code, a, c) && connectsAt(last.h.hub.code, c, b),
        );
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
