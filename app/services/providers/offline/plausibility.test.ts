/**
 * Would a traveller believe the sample data? 1,000 seeded random searches
 * between large scheduled airports, checked against the rules real airlines keep:
 * low-cost itineraries are single-carrier, connections stay within an
 * alliance or partnership, every flight touches one of its carrier's hubs or
 * bases and no carrier flies into a type of airport it does not use, nonstop
 * times vary by day, time and aircraft and are shorter eastbound on long
 * haul, connections respect minimum connection times and never change
 * airport once merged; each airline flies only types of its fleet within their
 * range, nothing leaves or lands in an airport's curfew, connections are made
 * at a hub of the airlines (or their partners) and add no more than 40 % to the
 * distance unless no better exists, premium cabins cost what published fare
 * ladders show and demand seasons lift the fares.
 */
import { describe, expect, it } from "vitest";
import { legDurationMinutes, mergeSources } from "../../../core/search/merge";
import type { FlightOffer, SearchRequest, Segment } from "../../../core/search/types";
import { allAirports, getAirport, greatCircleKm } from "../../places/airports.server";
import { fleetOf } from "./aircraft";
import { baseAirports, CARRIERS_BY_CODE, canConnect, HUB_CARRIERS, usesAirport } from "./airlines";
import { curfewAt } from "./curfews";
import { generateOfflineOffers } from "./engine";
import { AIRCRAFT_TYPES } from "./fleets-data";
import { GOOD_DETOUR } from "./itineraries";
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
const kmOf = (from: string, to: string) => {
  const a = getAirport(from);
  const b = getAirport(to);
  return a && b ? greatCircleKm(a, b) : 0;
};
/** Local minutes after midnight of an ISO local time (2026-12-01T18:30:00-05:00 → 1110). */
const localMinutes = (iso: string) => Number(iso.slice(11, 13)) * 60 + Number(iso.slice(14, 16));
/** One adult's one-way search on the test's clock. */
const oneWay = (from: string, to: string, date: string) =>
  generateOfflineOffers({ from, to, date, tripType: "oneway", adults: 1 }, { now: NOW });
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
        oneWay(from, to, isoDay(days))
          .filter((o) => o.leg.length === 1 && o.leg[0]?.from === from && o.leg[0]?.to === to)
          .map((o) => legDurationMinutes(o.leg)),
      );
      return minutes.length >= 3 && new Set(minutes).size === 1;
    });
    expect(routes.length).toBeGreaterThanOrEqual(10);
    expect(identical).toEqual([]);

    // Every JFK → CDG nonstop over 30 days: a realistic spread, not one fixed time.
    const jfkCdg = Array.from({ length: 30 }, (_, d) =>
      oneWay("JFK", "CDG", isoDay(30 + d))
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
        oneWay(from, to, isoDay(days))
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

  it("flies each airline only on types of its own fleet, within their range", () => {
    const wrong = allLegs
      .flat()
      .filter((s) => {
        const type = AIRCRAFT_TYPES[s.aircraft ?? ""];
        return !fleetOf(s.carrier).includes(s.aircraft ?? "") || !type || type.rangeKm < kmOf(s.from, s.to);
      })
      .map((s) => `${s.carrier} ${s.aircraft} ${s.from}–${s.to}`);
    expect([...new Set(wrong)].slice(0, 5)).toEqual([]);
    // Long haul on wide-bodies unless the airline has none that reaches (JetBlue's A321LR).
    const narrowLongHaul = allLegs
      .flat()
      .filter((s) => kmOf(s.from, s.to) > 4500 && AIRCRAFT_TYPES[s.aircraft ?? ""]?.category !== "wide")
      .filter((s) =>
        fleetOf(s.carrier).some(
          (t) => AIRCRAFT_TYPES[t]?.category === "wide" && (AIRCRAFT_TYPES[t]?.rangeKm ?? 0) >= kmOf(s.from, s.to),
        ),
      )
      .map((s) => `${s.carrier} ${s.aircraft} ${s.from}–${s.to}`);
    expect([...new Set(narrowLongHaul)].slice(0, 5)).toEqual([]);
  });

  it("never leaves or lands in an airport's curfew (LHR, LGW, FRA, ORY, ZRH, SYD, NRT, HND…)", () => {
    const curfewed = ["LHR", "LGW", "FRA", "ORY", "ZRH", "SYD", "NRT", "HND"];
    // The sample plus searches from and to every curfewed airport, on ten days each.
    const extra = curfewed.flatMap((code, i) =>
      [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].flatMap((n) => {
        const other = airports[(i * 37 + n * 11) % airports.length]?.code ?? "JFK";
        const date = isoDay(14 + n * 23);
        return [...oneWay(code, other, date), ...oneWay(other, code, date)].map((o) => o.leg);
      }),
    );
    const segments = [...allLegs, ...extra].flat();
    const touching = segments.filter((s) => curfewed.includes(s.from) || curfewed.includes(s.to));
    expect(touching.length).toBeGreaterThan(1000);
    const inCurfew = segments
      .filter(
        (s) =>
          curfewAt(s.from, "departures", localMinutes(s.departureTime)) ||
          curfewAt(s.to, "arrivals", localMinutes(s.arrivalTime)),
      )
      .map((s) => `${s.carrier} ${s.from} ${s.departureTime.slice(11, 16)}–${s.to} ${s.arrivalTime.slice(11, 16)}`);
    expect([...new Set(inCurfew)].slice(0, 5)).toEqual([]);
  });

  it("connects only at a hub of the airlines or of a partner of both", () => {
    const strays = allLegs.flatMap((leg) =>
      leg.slice(1).flatMap((next, i) => {
        const arriving = leg[i] as Segment;
        // Airport changes inside a city are the merge's (tested above).
        if (arriving.to !== next.from) return [];
        const a = carrierOf(arriving.carrier);
        const b = carrierOf(next.carrier);
        const hubbed = (HUB_CARRIERS.get(next.from) ?? []).some(
          (h) => h.code === a.code || h.code === b.code || (canConnect(h, a) && canConnect(h, b)),
        );
        return hubbed ? [] : [`${describeLeg(leg)} (at ${next.from})`];
      }),
    );
    expect([...new Set(strays)].slice(0, 5)).toEqual([]);
  });

  it("adds no more than 40 % to the great-circle distance unless no better way is offered", () => {
    const detour = (leg: Segment[]) =>
      leg.reduce((km, s) => km + kmOf(s.from, s.to), 0) / kmOf(leg[0]?.from ?? "", leg[leg.length - 1]?.to ?? "");
    const long = results.flatMap(({ offers }) => {
      const outbound = offers.map((o) => o.leg).filter((leg) => !leg.slice(1).some((s, i) => s.from !== leg[i]?.to));
      // Per airport pair (a city code such as IST also stands for SAW).
      const pairs = new Map<string, Segment[][]>();
      for (const leg of outbound) {
        const pair = `${leg[0]?.from}-${leg[leg.length - 1]?.to}`;
        pairs.set(pair, [...(pairs.get(pair) ?? []), leg]);
      }
      return [...pairs.values()].flatMap((legs) => {
        const good = new Set(legs.filter((leg) => leg.length <= 2 && detour(leg) <= GOOD_DETOUR).map(describeLeg));
        // With four or more direct ways within 40 %, nothing longer and no two-stop is offered.
        if (good.size < 4) return [];
        return legs.filter((leg) => detour(leg) > GOOD_DETOUR || leg.length > 2).map(describeLeg);
      });
    });
    expect([...new Set(long)].slice(0, 5)).toEqual([]);
    // JFK → CDG: nonstops and one-stops only, no JFK → BOS → LHR → CDG.
    const jfkCdg = oneWay("JFK", "CDG", isoDay(40));
    expect(jfkCdg.filter((o) => o.leg.length > 2).map((o) => describeLeg(o.leg))).toEqual([]);
  });

  it("prices premium cabins by haul, the same ladder for every traveller count", () => {
    const sample = results.filter((r) => r.offers.length > 0 && r.request.tripType === "oneway").slice(0, 100);
    let longHaul = 0;
    let shortHaul = 0;
    for (const { request, offers } of sample) {
      const km = kmOf(request.from, request.to);
      const cheapest = (cabin: SearchRequest["cabin"], adults: number) =>
        generateOfflineOffers({ ...request, adults, cabin }, { now: NOW })[0]?.price ?? 0;
      const economy = (offers[0]?.price ?? 0) / request.adults;
      const business = cheapest("business", 1) / economy;
      const first = cheapest("first", 1) / cheapest("business", 1);
      const route = `${request.from}-${request.to}`;
      if (km > 4000) {
        longHaul++;
        expect(business, route).toBeGreaterThanOrEqual(3);
        expect(business, route).toBeLessThanOrEqual(6);
      }
      if (km < 1500) {
        shortHaul++;
        // Short haul: a smaller step than long haul (about 2× economy on published ladders).
        expect(business, route).toBeLessThanOrEqual(2.5);
      }
      expect(business, route).toBeGreaterThan(1.5);
      expect(first, route).toBeGreaterThanOrEqual(1.5);
      expect(first, route).toBeLessThanOrEqual(2.5);
      // Four travellers pay four times one traveller, in every cabin.
      expect(cheapest("business", 4) / cheapest("business", 1), route).toBeCloseTo(4, 2);
    }
    expect(longHaul).toBeGreaterThanOrEqual(20);
    expect(shortHaul).toBeGreaterThanOrEqual(3);
  });

  it("lifts fares in the demand seasons: Christmas week is not among December's cheapest days, July dearer than January", () => {
    const cheapestOn = (from: string, to: string, date: string) =>
      Math.min(...oneWay(from, to, date).map((o) => o.price));
    const routes = [
      ["JFK", "CDG"],
      ["LHR", "JFK"],
      ["FRA", "BKK"],
      ["SYD", "LAX"],
      ["ORD", "MIA"],
      ...results
        .filter((r) => r.offers.length > 0)
        .slice(0, 25)
        .map((r) => [r.request.from, r.request.to]),
    ] as [string, string][];
    const december = Array.from({ length: 31 }, (_, d) => `2026-12-${String(d + 1).padStart(2, "0")}`);
    const holidays = (date: string) => date >= "2026-12-20";
    for (const [from, to] of routes) {
      const byPrice = december
        .map((date) => ({ date, price: cheapestOn(from, to, date) }))
        .sort((a, b) => a.price - b.price);
      expect(
        byPrice.slice(0, 5).filter((d) => holidays(d.date)),
        `${from}-${to}`,
      ).toEqual([]);
      // A Saturday in July costs more than a Tuesday in late January on the same route.
      expect(cheapestOn(from, to, "2027-07-17"), `${from}-${to}`).toBeGreaterThan(cheapestOn(from, to, "2027-01-26"));
    }
  });
});
