import { describe, expect, it } from "vitest";
import { DEAL_ROUTES, dealTrips } from "./deal-trips";

const DAY_MS = 86_400_000;
const daysBetween = (from: Date, day: string) => Math.round((Date.parse(day) - from.getTime()) / DAY_MS);

describe("dealTrips", () => {
  it("prices 12 distinct routes, each Tuesday to Tuesday, 3 to 8 weeks out, two per week", () => {
    for (const today of ["2026-11-20", "2026-11-24", "2026-12-31", "2027-02-28"].map(
      (d) => new Date(`${d}T12:00:00Z`),
    )) {
      const midnight = new Date(`${today.toISOString().slice(0, 10)}T00:00:00Z`);
      const trips = dealTrips(today);
      expect(trips).toHaveLength(12);
      expect(new Set(trips.map((t) => `${t.origin}-${t.destination}`)).size).toBe(12);
      for (const trip of trips) {
        expect(new Date(trip.departDate).getUTCDay()).toBe(2);
        expect(daysBetween(new Date(trip.departDate), trip.returnDate)).toBe(7);
        expect(daysBetween(midnight, trip.departDate)).toBeGreaterThanOrEqual(21);
        expect(daysBetween(midnight, trip.departDate)).toBeLessThan(21 + 6 * 7);
      }
      expect(new Set(trips.map((t) => t.departDate)).size).toBe(6);
    }
  });

  it("keeps the same trips for the days of a week, so earlier prices of a trip stay comparable", () => {
    const monday = dealTrips(new Date("2026-11-16T08:00:00Z"));
    expect(dealTrips(new Date("2026-11-17T23:00:00Z"))).toEqual(monday);
    expect(monday[0]).toEqual({ slot: 0, ...DEAL_ROUTES[0], departDate: "2026-12-08", returnDate: "2026-12-15" });
  });
});
