import { describe, expect, it } from "vitest";
import { serverTranslator } from "../../../i18n/catalogue.server";
import { routeText, searchSummary } from "./search-summary";

const en = serverTranslator("en");
const nl = serverTranslator("nl");

describe("searchSummary", () => {
  it("one way: route, day and travellers", () => {
    expect(
      searchSummary(en, { tripType: "oneway", legs: [{ from: "JFK", to: "CDG", date: "2026-12-23" }], adults: 1 }),
    ).toBe("JFK → CDG · Dec 23 · 1 adult");
  });

  it("return: both days; travellers in the plural", () => {
    expect(
      searchSummary(en, {
        tripType: "roundtrip",
        legs: [{ from: "JFK", to: "CDG", date: "2026-12-23" }],
        returnDate: "2027-01-02",
        adults: 2,
      }),
    ).toBe("JFK → CDG · Dec 23 – Jan 2 · 2 adults");
  });

  it("multi-city: a continuing trip reads as one route, from the first day to the last", () => {
    expect(
      searchSummary(en, {
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
      searchSummary(en, {
        tripType: "oneway",
        legs: [{ from: "JFK", to: "CDG", date: "2026-12-23" }],
        adults: 2,
        children: 1,
        infants: 1,
        cabin: "premium_economy",
      }),
    ).toBe("JFK → CDG · Dec 23 · 2 adults, 1 child, 1 infant · Premium economy");
    expect(
      searchSummary(en, {
        tripType: "oneway",
        legs: [{ from: "JFK", to: "CDG", date: "2026-12-23" }],
        adults: 1,
        cabin: "business",
      }),
    ).toBe("JFK → CDG · Dec 23 · 1 adult · Business");
  });

  it("in Dutch: Dutch words, Dutch days", () => {
    expect(
      searchSummary(
        nl,
        { tripType: "oneway", legs: [{ from: "AMS", to: "JFK", date: "2026-12-18" }], adults: 1 },
        "nl-NL",
      ),
    ).toBe("AMS → JFK · 18 dec. · 1 volwassene");
    expect(
      searchSummary(
        nl,
        {
          tripType: "roundtrip",
          legs: [{ from: "AMS", to: "JFK", date: "2026-12-18" }],
          returnDate: "2027-01-02",
          adults: 2,
          children: 1,
          cabin: "business",
        },
        "nl-NL",
      ),
    ).toBe("AMS → JFK · 18 dec. – 2 jan. · 2 volwassenen, 1 kind · Business");
  });

  it("dates follow the locale through Intl", () => {
    expect(
      searchSummary(
        en,
        { tripType: "oneway", legs: [{ from: "JFK", to: "CDG", date: "2026-12-23" }], adults: 1 },
        "en-GB",
      ),
    ).toBe("JFK → CDG · 23 Dec · 1 adult");
  });
});

describe("routeText", () => {
  it("a trip that does not continue lists each flight", () => {
    expect(
      routeText([
        { from: "JFK", to: "CDG", date: "2026-12-23" },
        { from: "LHR", to: "FCO", date: "2026-12-27" },
      ]),
    ).toBe("JFK → CDG, LHR → FCO");
  });
});
