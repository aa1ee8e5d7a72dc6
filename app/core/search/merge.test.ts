import { describe, expect, it } from "vitest";
import {
  BEST_DURATION_WEIGHT,
  BEST_STOP_PENALTY,
  bestScores,
  cheapestTrip,
  dedupKey,
  hasAirportSwitch,
  legDurationMinutes,
  legStops,
  maxLegStops,
  mergeSources,
  returnSwitchesAirport,
  sortOffers,
  totalDurationMinutes,
  totalStops,
} from "./merge";
import type { FlightOffer, Segment } from "./types";

const seg = (from: string, to: string, dep: string, arr: string, carrier = "AF", flightNumber = "1"): Segment => ({
  from,
  to,
  departureTime: dep,
  arrivalTime: arr,
  carrier,
  flightNumber,
  stops: 0,
});

const offer = (id: string, price: number, leg: Segment[], extra: Partial<FlightOffer> = {}): FlightOffer => ({
  id,
  price,
  currency: "USD",
  provider: "amadeus",
  deeplink: "https://example.test/",
  leg,
  ...extra,
});

// JFK 18:00 (-05:00) → CDG 07:30 (+01:00) next day = 7 h 30.
const nonstop = offer("a", 500, [
  seg("JFK", "CDG", "2026-12-01T18:00:00-05:00", "2026-12-02T07:30:00+01:00", "AF", "7"),
]);
const oneStop = offer("b", 400, [
  seg("JFK", "LHR", "2026-12-01T18:00:00-05:00", "2026-12-02T06:00:00+00:00", "BA", "178"),
  seg("LHR", "CDG", "2026-12-02T08:00:00+00:00", "2026-12-02T10:15:00+01:00", "BA", "304"),
]);
const switcher = offer("c", 250, [
  seg("JFK", "LGW", "2026-12-01T18:00:00-05:00", "2026-12-02T06:00:00+00:00", "B6", "21"),
  seg("LHR", "CDG", "2026-12-02T10:00:00+00:00", "2026-12-02T12:15:00+01:00", "BA", "308"),
]);

describe("helpers", () => {
  it("computes durations across time zones from the offsets", () => {
    expect(legDurationMinutes(nonstop.leg)).toBe(450);
    expect(totalDurationMinutes(oneStop)).toBe(10 * 60 + 15);
    expect(legDurationMinutes([])).toBeNaN();
    const roundTrip = offer("r", 900, nonstop.leg, {
      returnLeg: [seg("CDG", "JFK", "2026-12-08T10:00:00+01:00", "2026-12-08T12:30:00-05:00", "AF", "8")],
    });
    expect(totalDurationMinutes(roundTrip)).toBe(450 + 510);
  });

  it("counts stops per leg and in total", () => {
    expect(legStops(nonstop.leg)).toBe(0);
    expect(legStops(oneStop.leg)).toBe(1);
    expect(legStops([{ ...nonstop.leg[0], stops: 1 } as Segment])).toBe(1);
    const roundTrip = offer("r", 900, oneStop.leg, { returnLeg: nonstop.leg });
    expect(totalStops(roundTrip)).toBe(1);
    expect(maxLegStops(roundTrip)).toBe(1);
  });

  it("detects airport switches in either leg", () => {
    expect(hasAirportSwitch(switcher)).toBe(true);
    expect(hasAirportSwitch(oneStop)).toBe(false);
    expect(hasAirportSwitch(offer("r", 1, nonstop.leg, { returnLeg: switcher.leg }))).toBe(true);
  });

  it("builds the dedup key from segments, currency and rounded price", () => {
    expect(dedupKey(nonstop)).toBe("AF7@2026-12-01T18:00:00-05:00|USD|500");
    expect(dedupKey({ ...nonstop, price: 500.4, id: "other", provider: "travelpayouts" })).toBe(dedupKey(nonstop));
    expect(dedupKey({ ...nonstop, price: 501 })).not.toBe(dedupKey(nonstop));
    expect(dedupKey({ ...nonstop, currency: "EUR" })).not.toBe(dedupKey(nonstop));
    // Leading zeros of a flight number do not matter (AF007 is AF7); inner zeros do.
    const numbered = (flightNumber: string) => ({
      ...nonstop,
      leg: [{ ...(nonstop.leg[0] as Segment), flightNumber }],
    });
    expect(dedupKey(numbered("007"))).toBe(dedupKey(nonstop));
    expect(dedupKey(numbered("1007"))).toBe("AF1007@2026-12-01T18:00:00-05:00|USD|500");
    expect(dedupKey(oneStop)).toBe("BA178@2026-12-01T18:00:00-05:00,BA304@2026-12-02T08:00:00+00:00|USD|400");
  });

  it("treats missing legs as empty", () => {
    expect(legDurationMinutes(undefined)).toBeNaN();
    expect(legStops(undefined)).toBe(0);
    expect(legStops([])).toBe(0);
  });
});

describe("mergeSources", () => {
  it("unions sources, removes duplicates, sorts by price", () => {
    const result = mergeSources([
      { provider: "amadeus", items: [nonstop, oneStop] },
      { provider: "travelpayouts", items: [{ ...nonstop, id: "tp-1", provider: "travelpayouts", price: 499.6 }] },
    ]);
    expect(result.offers.map((o) => o.id)).toEqual(["b", "a"]);
    expect(result.sources).toStrictEqual([
      { name: "amadeus", count: 2, failed: false },
      { name: "travelpayouts", count: 1, failed: false },
    ]);
  });

  it("removes and counts airport-switch connections", () => {
    const result = mergeSources([{ provider: "sample", items: [switcher, nonstop, { ...switcher, id: "dup" }] }]);
    expect(result.offers.map((o) => o.id)).toEqual(["a"]);
    expect(result.hiddenAirportSwitches).toBe(1);
  });

  it("counts a failed source as empty with failed: true", () => {
    const result = mergeSources([
      { provider: "amadeus", items: [], failed: true, error: "HTTP 500" },
      { provider: "travelpayouts", items: [nonstop] },
    ]);
    expect(result.offers).toHaveLength(1);
    expect(result.sources[0]).toEqual({ name: "amadeus", count: 0, failed: true, error: "HTTP 500" });
    // A failed source's items, if any, are not shown.
    const failedWithItems = mergeSources([{ provider: "amadeus", items: [nonstop], failed: true }]);
    expect(failedWithItems.offers).toEqual([]);
    expect(failedWithItems.sources[0]?.count).toBe(0);
    const notAList = mergeSources([{ provider: "amadeus", items: null as unknown as FlightOffer[] }]);
    expect(notAList.offers).toEqual([]);
  });

  it("drops unusable offers", () => {
    const broken = [
      offer("x", Number.NaN, nonstop.leg),
      offer("y", 10, []),
      null as unknown as FlightOffer,
      { ...nonstop, id: "no-currency", currency: undefined as unknown as string },
    ];
    expect(mergeSources([{ provider: "amadeus", items: broken }]).offers).toEqual([]);
  });
});

describe("return trips keep the no-airport-switch promise", () => {
  const out = [seg("LHR", "NRT", "2026-12-01T19:00:00+00:00", "2026-12-02T15:40:00+09:00", "JL", "44")];
  const back = (from: string, to: string) => [
    seg(from, to, "2026-12-08T11:00:00+09:00", "2026-12-08T15:20:00+00:00", "JL", `${from}${to}`),
  ];
  const trip = (from: string, to: string) => offer(`${from}-${to}`, 900, out, { returnLeg: back(from, to) });

  it("a return from or to another airport than the outbound used is a switch", () => {
    expect(returnSwitchesAirport(trip("NRT", "LHR"))).toBe(false);
    expect(returnSwitchesAirport(trip("nrt", "lhr"))).toBe(false);
    expect(returnSwitchesAirport(trip("HND", "STN"))).toBe(true);
    expect(returnSwitchesAirport(trip("HND", "LHR"))).toBe(true);
    expect(returnSwitchesAirport(trip("NRT", "STN"))).toBe(true);
    expect(hasAirportSwitch(trip("NRT", "STN"))).toBe(true);
    expect(hasAirportSwitch(trip("NRT", "LHR"))).toBe(false);
    // One way, or no return segments: nothing to compare.
    expect(returnSwitchesAirport(offer("o", 1, out))).toBe(false);
    expect(returnSwitchesAirport(offer("o", 1, out, { returnLeg: [] }))).toBe(false);
  });

  it("compares the return with the outbound's first and last airports across connections", () => {
    // Out EWR→LHR→CDG; back CDG→JFK (New York, but not the airport left from).
    const viaLondon = [
      seg("EWR", "LHR", "2026-12-01T18:00:00-05:00", "2026-12-02T06:00:00+00:00", "BA", "188"),
      seg("LHR", "CDG", "2026-12-02T08:00:00+00:00", "2026-12-02T10:15:00+01:00", "BA", "304"),
    ];
    const home = (to: string) => [
      seg("CDG", "LHR", "2026-12-08T09:00:00+01:00", "2026-12-08T09:20:00+00:00", "BA", "305"),
      seg("LHR", to, "2026-12-08T11:00:00+00:00", "2026-12-08T14:00:00-05:00", "BA", "189"),
    ];
    expect(hasAirportSwitch(offer("x", 1, viaLondon, { returnLeg: home("JFK") }))).toBe(true);
    expect(hasAirportSwitch(offer("x", 1, viaLondon, { returnLeg: home("EWR") }))).toBe(false);
  });

  it("the merge removes them and counts them with the other switches", () => {
    const result = mergeSources([
      { provider: "sample", items: [trip("NRT", "LHR"), trip("HND", "STN"), trip("NRT", "LGW"), switcher] },
    ]);
    expect(result.offers.map((o) => o.id)).toEqual(["NRT-LHR"]);
    expect(result.hiddenAirportSwitches).toBe(3);
  });
});

describe("sortOffers", () => {
  const slow = offer("slow", 300, [
    seg("JFK", "ATL", "2026-12-01T06:00:00-05:00", "2026-12-01T08:30:00-05:00", "DL", "1"),
    seg("ATL", "AMS", "2026-12-01T18:00:00-05:00", "2026-12-02T08:30:00+01:00", "DL", "2"),
    seg("AMS", "CDG", "2026-12-02T12:00:00+01:00", "2026-12-02T13:15:00+01:00", "KL", "3"),
  ]);
  const offers = [nonstop, oneStop, slow];

  it("orders cheapest and fastest", () => {
    expect(sortOffers(offers, "cheapest").map((o) => o.id)).toEqual(["slow", "b", "a"]);
    expect(sortOffers(offers, "fastest").map((o) => o.id)).toEqual(["a", "b", "slow"]);
  });

  it("scores best = price / cheapest + 0.6 × duration / shortest + 0.15 × stops", () => {
    expect(BEST_DURATION_WEIGHT).toBe(0.6);
    expect(BEST_STOP_PENALTY).toBe(0.15);
    const scores = bestScores(offers);
    // Cheapest 300, shortest 450 min (a). a: 500/300 + 0.6; b: 400/300 + 0.6 × 615/450 + 0.15;
    // slow (25 h 15, two stops): 1 + 0.6 × 1515/450 + 0.3.
    expect(scores.get(nonstop)).toBeCloseTo(500 / 300 + 0.6, 9);
    expect(scores.get(oneStop)).toBeCloseTo(400 / 300 + (0.6 * 615) / 450 + 0.15, 9);
    expect(scores.get(slow)).toBeCloseTo(1 + (0.6 * 1515) / 450 + 0.3, 9);
    expect(sortOffers(offers, "best").map((o) => o.id)).toEqual(["a", "b", "slow"]);
  });

  // Each case pits one term against the others: without that term the other offer would win.
  const nonstopOf = (id: string, price: number, minutes: number) =>
    offer(id, price, [
      seg(
        "JFK",
        "CDG",
        "2026-12-01T18:00:00-05:00",
        new Date(Date.parse("2026-12-01T23:00:00Z") + minutes * 60_000).toISOString(),
        "AF",
        id,
      ),
    ]);
  const oneStopOf = (id: string, price: number, minutes: number) =>
    offer(id, price, [
      seg("JFK", "LHR", "2026-12-01T18:00:00-05:00", "2026-12-02T05:00:00+00:00", "BA", id),
      seg(
        "LHR",
        "CDG",
        "2026-12-02T06:00:00+00:00",
        new Date(Date.parse("2026-12-01T23:00:00Z") + minutes * 60_000).toISOString(),
        "BA",
        `${id}2`,
      ),
    ]);

  it("the price term: a slightly slower nonstop at two thirds of the price is best", () => {
    const cheap = nonstopOf("cheap", 300, 600);
    const dear = nonstopOf("dear", 450, 590);
    expect(sortOffers([dear, cheap], "best")[0]).toBe(cheap);
    expect(sortOffers([dear, cheap], "fastest")[0]).toBe(dear);
  });

  it("the duration term: a nonstop of half the time for 3 % more is best", () => {
    const quick = nonstopOf("quick", 400, 450);
    const long = nonstopOf("long", 390, 900);
    expect(sortOffers([long, quick], "best")[0]).toBe(quick);
    expect(sortOffers([long, quick], "cheapest")[0]).toBe(long);
  });

  it("the stop penalty: a nonstop beats a one-stop 6 % cheaper and 3 % longer only because of the stop", () => {
    const direct = nonstopOf("direct", 500, 600);
    const connecting = oneStopOf("connecting", 470, 620);
    // Without the penalty: direct 500/470 + 0.6 = 1.664 > connecting 1 + 0.62 = 1.62.
    expect(bestScores([direct, connecting]).get(connecting)).toBeCloseTo(1 + 0.62 + 0.15, 9);
    expect(sortOffers([connecting, direct], "best")[0]).toBe(direct);
    expect(sortOffers([connecting, direct], "cheapest")[0]).toBe(connecting);
  });

  it("best differs from fastest: a one-stop a third cheaper beats a nonstop 30 % faster", () => {
    const nonstopTokyo = nonstopOf("nonstop", 610, 700);
    const oneStopTokyo = oneStopOf("one-stop", 415, 905);
    expect(sortOffers([nonstopTokyo, oneStopTokyo], "best")[0]).toBe(oneStopTokyo);
    expect(sortOffers([nonstopTokyo, oneStopTokyo], "fastest")[0]).toBe(nonstopTokyo);
  });

  it("ties on score go to the cheaper offer; an unknown duration counts as twice the shortest", () => {
    const broken = offer("broken", 300, [{ ...(nonstop.leg[0] as Segment), arrivalTime: "later" }]);
    const instant = offer("instant", 300, [
      { ...(nonstop.leg[0] as Segment), arrivalTime: "2026-12-01T18:00:00-05:00", flightNumber: "9" },
    ]);
    const withBroken = bestScores([nonstop, broken, instant]);
    expect(withBroken.get(broken)).toBeCloseTo(1 + 0.6 * 2, 9);
    expect(withBroken.get(instant)).toBeCloseTo(1 + 0.6 * 2, 9);
    // The unknown and zero durations do not become the shortest: the nonstop's 450 min is.
    expect(withBroken.get(nonstop)).toBeCloseTo(500 / 300 + 0.6, 9);
    // A zero (unknown) price does not become the cheapest either.
    const free = { ...nonstop, id: "free", price: 0 };
    expect(bestScores([free, oneStop]).get(oneStop)).toBeCloseTo(1 + (0.6 * 615) / 450 + 0.15, 9);
    expect(sortOffers([broken, nonstop], "fastest").map((o) => o.id)).toEqual(["a", "broken"]);
    const twin = { ...nonstop, id: "twin", price: 500 };
    expect(sortOffers([twin, nonstop], "best").map((o) => o.id)).toEqual(["a", "twin"]);
  });

  it("does not change its input", () => {
    const input = [...offers];
    sortOffers(input, "fastest");
    expect(input.map((o) => o.id)).toEqual(["a", "b", "slow"]);
  });
});

describe("cheapestTrip (multi city)", () => {
  it("sums each leg's cheapest offer and keeps them in leg order", () => {
    const second = offer("second", 120.5, [
      seg("CDG", "FCO", "2026-12-05T09:00:00+01:00", "2026-12-05T11:00:00+01:00"),
    ]);
    const dearer = { ...second, id: "dearer", price: 180 };
    const total = cheapestTrip([
      [nonstop, oneStop],
      [dearer, second],
    ]);
    expect(total).toEqual({ price: 400 + 120.5, currency: "USD", offers: [oneStop, second] });
  });

  it("has no total while a leg has no offer, or when the legs' currencies differ", () => {
    expect(cheapestTrip([[nonstop], []])).toBeNull();
    expect(cheapestTrip([[nonstop], [{ ...oneStop, currency: "EUR" }]])).toBeNull();
    expect(cheapestTrip([])).toBeNull();
  });
});
