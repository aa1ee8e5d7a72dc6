import { describe, expect, it } from "vitest";
import type { Segment } from "../../../core/search/types";
import { serverTranslator } from "../../../i18n/catalogue.server";
import {
  dayShift,
  flightNumbers,
  hiddenSwitchesText,
  layovers,
  legStops,
  localDate,
  localDayLabel,
  localHour,
  localTime,
  offerMinutes,
  offerStops,
  priceAge,
  routeLabel,
  segmentMinutes,
} from "./offer-view";
import { NONSTOP_AF, offer, seg, TWO_STOP_TK } from "./test-offers";

const t = serverTranslator("en");

describe("offer view", () => {
  it("shows the local times as given, never converted", () => {
    expect(localTime("2026-12-01T18:30:00-05:00")).toBe("18:30");
    expect(localTime("2026-12-02T07:45:00+01:00")).toBe("07:45");
    expect(dayShift("2026-12-01T18:30:00-05:00", "2026-12-02T07:45:00+01:00")).toBe(1);
  });
  it("computes durations across time zones and stops", () => {
    expect(offerMinutes(NONSTOP_AF)).toBe(435);
    expect(offerStops(TWO_STOP_TK)).toBe(2);
  });
  it("tells the age of a cached price", () => {
    const now = Date.parse("2026-12-01T12:00:00Z");
    expect(priceAge(t, "2026-12-01T09:00:00Z", now)).toBe("3 h ago");
    expect(priceAge(t, "2026-12-01T11:30:00Z", now)).toBe("30 min ago");
    expect(priceAge(t, undefined, now)).toBeNull();
  });

  it("names the return's airports on a round trip", () => {
    expect(routeLabel(t, TWO_STOP_TK)).toBe("JFK → CDG");
    const trip = offer("r", 900, NONSTOP_AF.leg, {
      returnLeg: [seg("ORY", "EWR", "2026-12-08T10:00:00+01:00", "2026-12-08T12:30:00-05:00")],
    });
    expect(routeLabel(t, trip)).toBe("JFK → CDG, return ORY → EWR");
  });
  it("shows placeholders, not errors, for a missing or malformed time", () => {
    expect(localTime(undefined)).toBe("--:--");
    expect(localTime("2026-12-01")).toBe("--:--");
    expect(localDate(undefined)).toBe("");
    expect(localDate("2026-12-01T18:30:00-05:00")).toBe("2026-12-01");
    expect(dayShift("2026-12-01T18:30:00-05:00", undefined)).toBe(0);
    expect(dayShift(undefined, "2026-12-02T07:45:00+01:00")).toBe(0);
    expect(dayShift("2026-12-01T23:00:00-05:00", "2026-12-01T23:50:00-05:00")).toBe(0);
    expect(localDayLabel(undefined)).toBe("");
    expect(localHour(undefined)).toBe(0);
    expect(localHour("2026-12-01T18:30:00-05:00")).toBe(18);
  });

  it("lists a leg's flights and counts its stops", () => {
    expect(flightNumbers(TWO_STOP_TK.leg)).toBe("TK 2, TK 1589, LH 1030");
    expect(flightNumbers([seg("JFK", "CDG", "", "", "AF", "")])).toBe("AF");
    expect(legStops(TWO_STOP_TK.leg)).toBe(2);
    expect(legStops(NONSTOP_AF.leg)).toBe(0);
  });

  it("tells a cached price's age in minutes up to an hour, hours up to two days, then days", () => {
    const now = Date.parse("2026-12-01T12:00:00Z");
    const ago = (minutes: number) => new Date(now - minutes * 60_000).toISOString();
    expect(priceAge(t, ago(0.4), now)).toBe("just now");
    expect(priceAge(t, ago(1), now)).toBe("1 min ago");
    expect(priceAge(t, ago(59), now)).toBe("59 min ago");
    expect(priceAge(t, ago(60), now)).toBe("1 h ago");
    expect(priceAge(t, ago(47 * 60), now)).toBe("47 h ago");
    expect(priceAge(t, ago(48 * 60), now)).toBe("2 days ago");
    expect(priceAge(t, ago(5 * 24 * 60), now)).toBe("5 days ago");
    expect(priceAge(t, "", now)).toBeNull();
    expect(priceAge(t, "not a date", now)).toBeNull();
    // A clock slightly behind the source never shows a negative age.
    expect(priceAge(t, new Date(now + 60_000).toISOString(), now)).toBe("just now");
  });

  it("says how many itineraries were hidden, in whole sentences", () => {
    expect(hiddenSwitchesText(t, 0)).toBe("No itineraries that change airports had to be hidden.");
    expect(hiddenSwitchesText(t, 1)).toMatch(/^1 itinerary that .* was hidden\.$/);
    expect(hiddenSwitchesText(t, 27)).toMatch(/^27 itineraries that .* were hidden\.$/);
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
