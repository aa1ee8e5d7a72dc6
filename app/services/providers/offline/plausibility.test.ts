/**
 * Would a traveller believe the sample data? 1,000 seeded random searches
 * between large scheduled airports, checked against the rules real airlines keep:
 * low-cost itineraries are single-carrier, connections stay within an
 * alliance or partnership, every flight touches one of its carrier's hubs or
 * bases and no carrier flies into a type of airport it does not use, nonstop
 * times vary by day, time and aircraft and are shorter eastbound on long
 * haul, connections respect minimum connection times and never change
 * airport once merged.
 */
import { describe, expect, it } from "vitest";
import { legDurationMinutes, mergeSources } from "../../../core/search/merge";
import type { FlightOffer, SearchRequest, Segment } from "../../../core/search/types";
import { allAirports, getAirport } from "../../places/airports.server";
import { baseAirports, CARRIERS_BY_CODE, canConnect, usesAirport } from "./airlines";
import { generateOfflineOffers } from "./engine";
import { mulberry32 } from "./prng";
import { minimumConnectionMinutes } from "./schedule";

const NOW = new Date("2026-11-23T10:00:00Z");
const SEARCHES = 1_000;

/** Large airports with scheduled service: the ones travellers search most (OurAirports' "large"). */
const airports = allAirports().filter((a) => a.scheduled && a.kind === "L");
const random = mulberry32(20261123);
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
const isoDay = (daysAhead: number) => new Date(NOW.getTime() + daysAhead * 86_400_000).toISOString().slice(0, 10);

const requests: SearchRequest[] = Array.from({ length: SEARCHES }, () => {
  const from = pick(airports);
  let to = pick(airports);
  while (to.code === from.code) to = pick(airports);
  const days = 7 + Math.floor(random() * 300);
  const roundTrip = random() < 0.25;
  return {
    from: from.code,
    to: to.code,
    date: isoDay(days),
    returnDate: roundTrip ? isoDay(days + 3 + Math.floor(random() * 14)) : undefined,
    tripType: roundTrip ? "roundtrip" : "oneway",
    adults: 1 + Math.floor(random() * 3),
  };
});
const results = requests.map((request) => ({ request, offers: generateOfflineOffers(request, { now: NOW }) }));
const legs = (offer: FlightOffer): Segment[][] => (offer.returnLeg ? [offer.leg, offer.returnLeg] : [offer.leg]);
const allLegs = results.flatMap(({ offers }) => offers.flatMap(legs));

const carrierOf = (code: string) => {
  const carrier = CARRIERS_BY_CODE.get(code);
  if (!carrier) throw new Error(`unknown carrier ${code}`);
  return carrier;
};
const describeLeg = (leg: Segment[]) => leg.map((s) => `${s.carrier} ${s.from}–${s.to}`).join(" + ");
const countryOf = (code: string) => getAirport(code)?.countryCode;

/** East-west direction of a flight: +1 eastbound, -1 westbound. */
function eastward(from: string, to: string): number {
  const a = getAirport(from);
  const b = getAirport(to);
  if (!a || !b) return 0;
  let dLon = b.lon - a.lon;
  if (dLon > 180) dLon -= 360;
  if (dLon < -180) dLon += 360;
  return Math.sign(dLon);
}

describe("offline engine plausibility over 1,000 random searches", () => {
  it("still finds one-way offers for at least 85 % of random airport pairs", () => {
    const oneWays = results.filter((r) => r.request.tripType === "oneway");
    const covered = oneWays.filter((r) => r.offers.length > 0).length / oneWays.length;
    expect(covered).toBeGreaterThanOrEqual(0.85);
  });

  it("sells a low-cost itinerary on its own: one carrier for the whole leg", () => {
    const mixed = allLegs.filter(
      (leg) => leg.some((s) => carrierOf(s.carrier).lowCost) && new Set(leg.map((s) => s.carrier)).size > 1,
    );
    expect(mixed.map(describeLeg).slice(0, 5)).toEqual([]);
  });

  it("connects network carriers only within their alliance or partnerships", () => {
    const unsold = allLegs.filter((leg) =>
      leg.some((s, i) => leg.slice(i + 1).some((t) => !canConnect(carrierOf(s.carrier), carrierOf(t.carrier)))),
    );
    expect(unsold.map(describeLeg).slice(0, 5)).toEqual([]);
  });

  it("flies every segment from or to one of its carrier's hubs or bases, into airports of a type it uses", () => {
    const strays = allLegs
      .flat()
      .filter((s) => {
        const carrier = carrierOf(s.carrier);
        const bases = baseAirports(carrier);
        const touchesBase = bases.includes(s.from) || bases.includes(s.to);
        return !touchesBase || !usesAirport(carrier, s.from) || !usesAirport(carrier, s.to);
      })
      .map((s) => `${s.carrier} ${s.from}–${s.to}`);
    expect([...new Set(strays)].slice(0, 5)).toEqual([]);
  });

  it("respects minimum connection times", () => {
    const tight = allLegs.filter((leg) =>
      leg.slice(1).some((next, i) => {
        const arriving = leg[i] as Segment;
        const domestic = [arriving.from, arriving.to, next.from, next.to].every(
          (code) => countryOf(code) === countryOf(arriving.from),
        );
        const layover = (Date.parse(next.departureTime) - Date.parse(arriving.arrivalTime)) / 60_000;
        return layover < minimumConnectionMinutes(arriving, next, domestic);
      }),
    );
    expect(tight.map(describeLeg).slice(0, 5)).toEqual([]);
  });

  it("never makes a traveller change airport inside a connection once merged", () => {
    const switching = results.flatMap(({ offers }) =>
      mergeSources([{ provider: "sample", items: offers }])
        .offers.flatMap(legs)
        .filter((leg) => leg.slice(1).some((next, i) => next.from !== leg[i]?.to)),
    );
    expect(switching.map(describeLeg).slice(0, 5)).toEqual([]);
  });

  it("varies nonstop times on a route with the day, the departure time and the aircraft", () => {
    // The sample's nonstop routes (up to 40), each searched on 6 days.
    const routes = [
      ...new Set(allLegs.filter((leg) => leg.length === 1).map((leg) => `${leg[0]?.from}-${leg[0]?.to}`)),
    ];
    const identical = routes.slice(0, 40).filter((route) => {
      const [from, to] = route.split("-") as [string, string];
      const minutes = [20, 50, 80, 110, 140, 170].flatMap((days) =>
        generateOfflineOffers({ from, to, date: isoDay(days), tripType: "oneway", adults: 1 }, { now: NOW })
          .filter((o) => o.leg.length === 1 && o.leg[0]?.from === from && o.leg[0]?.to === to)
          .map((o) => legDurationMinutes(o.leg)),
      );
      return minutes.length >= 3 && new Set(minutes).size === 1;
    });
    expect(routes.length).toBeGreaterThanOrEqual(10);
    expect(identical).toEqual([]);

    // Every JFK → CDG nonstop over 30 days: a realistic spread, not one fixed time.
    const jfkCdg = Array.from({ length: 30 }, (_, d) =>
      generateOfflineOffers(
        { from: "JFK", to: "CDG", date: isoDay(30 + d), tripType: "oneway", adults: 1 },
        { now: NOW },
      )
        .filter((o) => o.leg.length === 1)
        .map((o) => legDurationMinutes(o.leg)),
    ).flat();
    const distinct = new Set(jfkCdg);
    expect(distinct.size).toBeGreaterThanOrEqual(5);
    const spread = (Math.max(...jfkCdg) - Math.min(...jfkCdg)) / Math.min(...jfkCdg);
    expect(spread).toBeGreaterThan(0.03);
    expect(spread).toBeLessThan(0.2);
  });

  it("flies long haul eastbound faster than westbound on the same pair (jet stream)", () => {
    const pairs = new Set<string>();
    for (const leg of allLegs) {
      const s = leg[0];
      const a = s && getAirport(s.from);
      const b = s && getAirport(s.to);
      if (leg.length !== 1 || !a || !b || eastward(a.code, b.code) <= 0) continue;
      if (Math.abs(a.lon - b.lon) > 40 && Math.abs(a.lon - b.lon) < 140) pairs.add(`${a.code}-${b.code}`);
    }
    for (const pair of ["JFK-CDG", "LAX-LHR", "SIN-SYD"]) pairs.add(pair);
    const meanNonstop = (from: string, to: string) => {
      const minutes = [10, 40, 70, 100, 130].flatMap((days) =>
        generateOfflineOffers({ from, to, date: isoDay(days), tripType: "oneway", adults: 1 }, { now: NOW })
          .filter((o) => o.leg.length === 1)
          .map((o) => legDurationMinutes(o.leg)),
      );
      return minutes.length > 0 ? minutes.reduce((a, b) => a + b, 0) / minutes.length : undefined;
    };
    let compared = 0;
    for (const pair of [...pairs].slice(0, 12)) {
      const [east, west] = pair.split("-") as [string, string];
      const eastbound = meanNonstop(east, west);
      const westbound = meanNonstop(west, east);
      if (eastbound === undefined || westbound === undefined) continue;
      compared++;
      expect(eastbound, pair).toBeLessThan(westbound);
    }
    expect(compared).toBeGreaterThanOrEqual(3);
  });
});
