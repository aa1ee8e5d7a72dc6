import { describe, expect, it } from "vitest";
import { serverTranslator } from "../../../i18n/catalogue.server";
import {
  readStrip,
  stripDates,
  stripDayLabels,
  stripDays,
  stripHeading,
  stripSourceNote,
  tripNights,
} from "./price-strip";
import { calendarKey } from "./use-price-calendar";

const t = serverTranslator("en");

describe("price strip on return trips", () => {
  it("moves the return date with the departure, so every day is the same trip length", () => {
    const days = stripDays("2026-12-20", "2026-12-27");
    expect(days[0]).toEqual({ date: "2026-12-17", returnDate: "2026-12-24" });
    expect(days[6]).toEqual({ date: "2026-12-23", returnDate: "2026-12-30" });
    expect(days.every((d) => tripNights(d.date, d.returnDate ?? "") === 7)).toBe(true);
  });

  it("offers no day before the earliest one (today at the origin)", () => {
    expect(stripDays("2026-12-02", undefined, "2026-12-01").map((d) => d.date)).toEqual([
      "2026-12-01",
      "2026-12-02",
      "2026-12-03",
      "2026-12-04",
      "2026-12-05",
    ]);
  });

  it("says what the prices are in one whole sentence per case", () => {
    const adults = (n: number) => ({ adults: n, children: 0, infants: 0, cabin: "economy" as const });
    expect(stripHeading(t, "oneway", adults(1))).toBe("Cheapest one-way fare by departure day, 1 adult");
    expect(stripHeading(t, "oneway", adults(2))).toBe("Cheapest one-way fare by departure day, 2 adults");
    expect(stripHeading(t, "roundtrip", adults(1), 7)).toBe(
      "Cheapest return fare by departure day for a 7-night trip, 1 adult",
    );
    expect(stripHeading(t, "roundtrip", adults(3), 1)).toBe(
      "Cheapest return fare by departure day for a 1-night trip, 3 adults",
    );
    expect(stripHeading(t, "roundtrip", adults(2), 0)).toBe("Cheapest same-day return fare by departure day, 2 adults");
    expect(stripHeading(t, "oneway", { ...adults(2), children: 1, cabin: "premium_economy" })).toBe(
      "Cheapest one-way fare by departure day, 2 adults, 1 child · Premium economy",
    );
  });

  it("labels days with Intl, a return trip with both of its dates", () => {
    expect(stripDayLabels({ date: "2026-12-01" })).toEqual({ depart: "Tue, Dec 1" });
    expect(stripDayLabels({ date: "2026-12-01", returnDate: "2026-12-08" })).toEqual({
      depart: "Tue, Dec 1",
      back: "Tue, Dec 8",
    });
  });

  it("names each source from the registry, and keys prices by the whole search", () => {
    expect(stripSourceNote(t, { items: [{ source: "sample" }, { source: "travelpayouts" }] })).toBe(
      "sample data from the offline engine and Aviasales cached prices via Travelpayouts",
    );
    const base = { from: "JFK", to: "CDG", date: "2026-12-01", adults: 1 };
    expect(calendarKey("strip", base)).not.toBe(calendarKey("strip", { ...base, returnDate: "2026-12-08" }));
    expect(calendarKey("strip", base)).not.toBe(calendarKey("strip", { ...base, adults: 2 }));
    expect(calendarKey("strip", base)).not.toBe(calendarKey("strip", { ...base, children: 1 }));
    expect(calendarKey("strip", base)).not.toBe(calendarKey("strip", { ...base, infants: 1 }));
    expect(calendarKey("strip", base)).not.toBe(calendarKey("strip", { ...base, cabin: "business" }));
    expect(calendarKey("strip", base)).toBe(
      calendarKey("strip", { ...base, children: 0, infants: 0, cabin: "economy" }),
    );
    expect(calendarKey("strip", base)).not.toBe(calendarKey("month", base));
  });
});

describe("price strip", () => {
  it("spans three days either side, across month ends", () => {
    expect(stripDates("2027-03-01")).toEqual([
      "2027-02-26",
      "2027-02-27",
      "2027-02-28",
      "2027-03-01",
      "2027-03-02",
      "2027-03-03",
      "2027-03-04",
    ]);
  });
  it("reads {items:[{date, price}]} and ignores days without a price", () => {
    const prices = readStrip({
      items: [
        { date: "2027-03-01", price: 300 },
        { date: "2027-03-02", price: null },
        { date: "2027-03-01T00:00:00Z", price: 250 },
      ],
    });
    expect([...prices.entries()]).toEqual([["2027-03-01", 250]]);
    expect(readStrip(null).size).toBe(0);
  });
});

describe("stripSourceNote", () => {
  it("names where the strip's prices come from", () => {
    expect(stripSourceNote(t, { items: [{ date: "2026-12-01", price: 300, source: "sample" }] })).toBe(
      "sample data from the offline engine",
    );
    expect(
      stripSourceNote(t, {
        items: [
          { date: "2026-12-01", price: 300, source: "travelpayouts" },
          { date: "2026-12-02", price: 310, source: "sample" },
        ],
      }),
    ).toBe("Aviasales cached prices via Travelpayouts and sample data from the offline engine");
    expect(stripSourceNote(t, { items: [] })).toBeNull();
    expect(stripSourceNote(t, null)).toBeNull();
  });
});
