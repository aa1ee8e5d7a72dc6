import { describe, expect, it } from "vitest";
import { departsInTime, dropDeparted } from "./departed";
import type { FlightOffer } from "./types";

const offer = (departureTime: string): FlightOffer => ({
  id: departureTime,
  price: 100,
  currency: "USD",
  provider: "sample",
  deeplink: "https://www.kiwi.com/",
  leg: [
    {
      from: "JFK",
      to: "CDG",
      departureTime,
      arrivalTime: "2026-12-02T08:00:00+01:00",
      carrier: "AF",
      flightNumber: "1",
      stops: 0,
    },
  ],
});

// 14:00 in New York (UTC-5) on 1 December 2026.
const NOW = new Date("2026-12-01T19:00:00Z");

describe("departed flights", () => {
  it("drops flights that left or leave within two hours, in the departure airport's local time", () => {
    expect(departsInTime(offer("2026-12-01T11:50:00-05:00"), NOW)).toBe(false); // left at 11:50 local
    expect(departsInTime(offer("2026-12-01T15:59:00-05:00"), NOW)).toBe(false); // 1 h 59 min ahead
    expect(departsInTime(offer("2026-12-01T16:00:00-05:00"), NOW)).toBe(true); // exactly 2 h ahead
    // 20:30 in Paris is 19:30 UTC: 30 minutes ahead, although 20:30 "looks" later than 14:00.
    expect(departsInTime(offer("2026-12-01T20:30:00+01:00"), NOW)).toBe(false);
    expect(departsInTime(offer("2026-12-01T22:00:00+01:00"), NOW)).toBe(true);
    expect(departsInTime(offer("not a time"), NOW)).toBe(false);
  });

  it("counts what it drops", () => {
    const result = dropDeparted([offer("2026-12-01T12:00:00-05:00"), offer("2026-12-02T09:00:00-05:00")], NOW);
    expect(result.departed).toBe(1);
    expect(result.offers.map((o) => o.id)).toEqual(["2026-12-02T09:00:00-05:00"]);
  });
});
