import { describe, expect, it } from "vitest";
import type { Segment } from "../search/types";
import {
  dayShift,
  formatDuration,
  formatPrice,
  hiddenSwitchesText,
  layovers,
  localDayLabel,
  localTime,
  offerMinutes,
  offerStops,
  priceAge,
  routeLabel,
  segmentMinutes,
} from "./offer-view";
import { NONSTOP_AF, offer, seg, TWO_STOP_TK } from "./test-offers";

describe("offer view", () => {
  it("shows the local times as given, never converted", () => {
    expect(localTime("2026-12-01T18:30:00-05:00")).toBe("18:30");
    expect(localTime("2026-12-02T07:45:00+01:00")).toBe("07:45");
    expect(dayShift("2026-12-01T18:30:00-05:00", "2026-12-02T07:45:00+01:00")).toBe(1);
  });
  it("computes durations across time zones and stops", () => {
    expect(offerMinutes(NONSTOP_AF)).toBe(435);
    expect(formatDuration(435)).toBe("7h 15m");
    expect(offerStops(TWO_STOP_TK)).toBe(2);
  });
  it("rounds prices to 0 decimals", () => {
    expect(formatPrice(1234.56, "USD")).toBe("$1,235");
    expect(formatPrice(99.4, "EUR")).toBe("99 EUR");
  });
  it("tells the age of a cached price", () => {
    const now = Date.parse("2026-12-01T12:00:00Z");
    expect(priceAge("2026-12-01T09:00:00Z", now)).toBe("3 h ago");
    expect(priceAge("2026-12-01T11:30:00Z", now)).toBe("30 min ago");
    expect(priceAge(undefined, now)).toBeNull();
  });

  it("names the return's airports on a round trip", () => {
    expect(routeLabel(TWO_STOP_TK)).toBe("JFK → CDG");
    const trip = offer("r", 900, NONSTOP_AF.leg, {
      returnLeg: [seg("ORY", "EWR", "2026-12-08T10:00:00+01:00", "2026-12-08T12:30:00-05:00")],
    });
    expect(routeLabel(trip)).toBe("JFK → CDG, return ORY → EWR");
  });
  it("says how many itineraries were hidden, in whole sentences", () => {
    expect(hiddenSwitchesText(0)).toBe("No itineraries that change airports had to be hidden.");
    expect(hiddenSwitchesText(1)).toMatch(/^1 itinerary that .* was hidden\.$/);
    expect(hiddenSwitchesText(27)).toMatch(/^27 itineraries that .* were hidden\.$/);
  });
});

describe("flight details", () => {
  it("measures each layover and flags short (< 1 h), long (> 6 h) and overnight waits", () => {
    expect(layovers(NONSTOP_AF.leg)).toEqual([]);
    expect(layovers(TWO_STOP_TK.leg)).toEqual([
      { airport: "IST", minutes: 120, short: false, long: false, overnight: false },
      { airport: "FRA", minutes: 90, short: false, long: false, overnight: false },
    ]);
    const tight = [
      seg("JFK", "AMS", "2026-12-01T08:00:00-05:00", "2026-12-01T21:10:00+01:00"),
      seg("AMS", "CDG", "2026-12-01T22:09:00+01:00", "2026-12-01T23:20:00+01:00"),
    ];
    expect(layovers(tight)[0]).toMatchObject({ minutes: 59, short: true, long: false, overnight: false });
    expect(
      layovers([tight[0] as Segment, { ...(tight[1] as Segment), departureTime: "2026-12-01T22:10:00+01:00" }])[0],
    ).toMatchObject({ minutes: 60, short: false });
    const night = [
      seg("JFK", "AMS", "2026-12-01T08:00:00-05:00", "2026-12-01T21:10:00+01:00"),
      seg("AMS", "CDG", "2026-12-02T07:10:00+01:00", "2026-12-02T08:20:00+01:00"),
    ];
    expect(layovers(night)[0]).toMatchObject({ minutes: 600, short: false, long: true, overnight: true });
    const sixHours = [
      seg("JFK", "AMS", "2026-12-01T08:00:00-05:00", "2026-12-01T12:00:00+01:00"),
      seg("AMS", "CDG", "2026-12-01T18:00:00+01:00", "2026-12-01T19:00:00+01:00"),
    ];
    expect(layovers(sixHours)[0]).toMatchObject({ minutes: 360, long: false, overnight: false });
  });

  it("gives each segment's duration across zones and the airport's local day", () => {
    expect(segmentMinutes(NONSTOP_AF.leg[0] as Segment)).toBe(435);
    expect(localDayLabel("2026-12-01T23:30:00-05:00")).toBe("Tue, Dec 1");
    expect(localDayLabel("2026-12-02T00:10:00+09:00")).toBe("Wed, Dec 2");
  });
});
