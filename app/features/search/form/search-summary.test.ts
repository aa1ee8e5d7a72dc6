import { describe, expect, it } from "vitest";
import { fillTemplate, routeText, searchSummary } from "./search-summary";

describe("searchSummary", () => {
  it("one way: route, day and travellers", () => {
    expect(
      searchSummary({ tripType: "oneway", legs: [{ from: "JFK", to: "CDG", date: "2026-12-23" }], adults: 1 }),
    ).toBe("JFK → CDG · Dec 23 · 1 adult");
  });

  it("return: both days; travellers in the plural", () => {
    expect(
      searchSummary({
        tripType: "roundtrip",
        legs: [{ from: "JFK", to: "CDG", date: "2026-12-23" }],
        returnDate: "2027-01-02",
        adults: 2,
      }),
    ).toBe("JFK → CDG · Dec 23 – Jan 2 · 2 adults");
  });

  it("multi-city: a continuing trip reads as one route, from the first day to the last", () => {
    expect(
      searchSummary({
        tripType: "multicity",
        legs: [
          { from: "JFK", to: "CDG", date: "2026-12-23" },
          { from: "CDG", to: "FCO", date: "2026-12-27" },
        ],
        adults: 3,
      }),
    ).toBe("JFK → CDG → FCO · Dec 23 – Dec 27 · 3 adults");
  });

  it("children, infants and a cabin other than economy are named with the cabin", () => {
    expect(
      searchSummary({
        tripType: "oneway",
        legs: [{ from: "JFK", to: "CDG", date: "2026-12-23" }],
        adults: 2,
        children: 1,
        infants: 1,
        cabin: "premium_economy",
      }),
    ).toBe("JFK → CDG · Dec 23 · 2 adults, 1 child, 1 infant · Premium economy");
    expect(
      searchSummary({
        tripType: "oneway",
        legs: [{ from: "JFK", to: "CDG", date: "2026-12-23" }],
        adults: 1,
        cabin: "business",
      }),
    ).toBe("JFK → CDG · Dec 23 · 1 adult · Business");
  });

  it("dates follow the locale through Intl", () => {
    expect(
      searchSummary({ tripType: "oneway", legs: [{ from: "JFK", to: "CDG", date: "2026-12-23" }], adults: 1 }, "en-GB"),
    ).toBe("JFK → CDG · 23 Dec · 1 adult");
  });
});

describe("routeText and fillTemplate", () => {
  it("a trip that does not continue lists each flight", () => {
    expect(
      routeText([
        { from: "JFK", to: "CDG", date: "2026-12-23" },
        { from: "LHR", to: "FCO", date: "2026-12-27" },
      ]),
    ).toBe("JFK → CDG, LHR → FCO");
  });

  it("fills named slots in any order and leaves unknown slots visible", () => {
    expect(fillTemplate("{b} then {a} and {c}", { a: "1", b: "2" })).toBe("2 then 1 and {c}");
  });
});
