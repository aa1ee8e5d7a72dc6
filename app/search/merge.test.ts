import { describe, expect, it } from "vitest";
import {
  bestScores,
  dedupKey,
  hasAirportSwitch,
  legDurationMinutes,
  legStops,
  maxLegStops,
  mergeSources,
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

  it("builds the spec §9 dedup key from segments, currency and rounded price", () => {
    expect(dedupKey(nonstop)).toBe("AF7@2026-12-01T18:00:00-05:00|USD|500");
    expect(dedupKey({ ...nonstop, price: 500.4, id: "other", provider: "travelpayouts" })).toBe(dedupKey(nonstop));
    expect(dedupKey({ ...nonstop, price: 501 })).not.toBe(dedupKey(nonstop));
    expect(dedupKey({ ...nonstop, currency: "EUR" })).not.toBe(dedupKey(nonstop));
  });
});

describe("mergeSources", () => {
  it("unions sources, removes duplicates, sorts by price", () => {
    const result = mergeSources([
      { provider: "amadeus", items: [nonstop, oneStop] },
      { provider: "travelpayouts", items: [{ ...nonstop, id: "tp-1", provider: "travelpayouts", price: 499.6 }] },
    ]);
    expect(result.offers.map((o) => o.id)).toEqual(["b", "a"]);
    expect(result.sources).toEqual([
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
  });

  it("drops unusable offers", () => {
    const broken = [offer("x", Number.NaN, nonstop.leg), offer("y", 10, [])];
    expect(mergeSources([{ provider: "a", items: broken }]).offers).toEqual([]);
  });
});

describe("sortOffers", () => {
  const slow = offer("slow", 300, [
    seg("JFK", "ATL", "2026-12-01T06:00:00-05:00", "2026-12-01T08:30:00-05:00", "DL", "1"),
    seg("ATL", "AMS", "2026-12-01T18:00:00-05:00", "2026-12-02T08:30:00+01:00", "DL", "2"),
    seg("AMS", "CDG", "2026-12-02T12:00:00+01:00", "2026-12-02T13:15:00+01:00", "KL", "3"),
  ]);
  const offers = [nonstop, oneStop, slow];

  it("orders cheapest, fastest and best", () => {
    expect(sortOffers(offers, "cheapest").map((o) => o.id)).toEqual(["slow", "b", "a"]);
    expect(sortOffers(offers, "fastest").map((o) => o.id)).toEqual(["a", "b", "slow"]);
    // best = price/300 + duration/450 + 0.25 × stops: a 1.67+1+0 = 2.67, b 1.33+1.37+0.25 = 2.95, slow 1+3.37+0.5 = 4.87.
    expect(sortOffers(offers, "best").map((o) => o.id)).toEqual(["a", "b", "slow"]);
    const scores = bestScores(offers);
    expect(scores.get(nonstop)).toBeCloseTo(500 / 300 + 1, 5);
  });

  it("does not change its input", () => {
    const input = [...offers];
    sortOffers(input, "fastest");
    expect(input.map((o) => o.id)).toEqual(["a", "b", "slow"]);
  });
});
