import { describe, expect, it } from "vitest";
import type { Place } from "../../../core/search/types";
import { serverTranslator } from "../../../i18n/catalogue.server";
import { placeInWords, tripInWords } from "./trip-in-words";

const en = serverTranslator("en");
const nl = serverTranslator("nl");

const city = (code: string, name: string): Place => ({
  id: `city:${code}`,
  name,
  code,
  type: "city",
  source: "offline",
  region: name,
  country: "",
});
const PLACES: Record<string, Place> = {
  NYC: city("NYC", "New York"),
  PAR: city("PAR", "Paris"),
  ROM: city("ROM", "Rome"),
  CDG: {
    id: "airport:CDG",
    name: "Paris Charles de Gaulle Airport",
    code: "CDG",
    type: "airport",
    source: "offline",
    region: "Paris",
    country: "France",
  },
};

const RETURN_TRIP = {
  tripType: "roundtrip" as const,
  legs: [{ from: "NYC", to: "PAR", date: "2026-12-18" }],
  returnDate: "2026-12-27",
  adults: 2,
  children: 1,
  cabin: "business" as const,
};

describe("tripInWords", () => {
  it("a return in English: places by name, both days with their weekday, travellers and cabin", () => {
    expect(tripInWords(en, RETURN_TRIP, PLACES, "en")).toBe(
      "New York → Paris, Fri, Dec 18 – Sun, Dec 27 · 2 adults, 1 child, business",
    );
  });

  it("the same return in Dutch: Dutch city names and days", () => {
    expect(tripInWords(nl, RETURN_TRIP, PLACES, "nl")).toBe(
      "New York → Parijs, vr 18 dec. – zo 27 dec. · 2 volwassenen, 1 kind, business",
    );
  });

  it("one way: one day; an airport as its city and code; economy said too", () => {
    const oneWay = { tripType: "oneway" as const, legs: [{ from: "NYC", to: "CDG", date: "2026-12-18" }], adults: 1 };
    expect(tripInWords(en, oneWay, PLACES, "en")).toBe("New York → Paris (CDG), Fri, Dec 18 · 1 adult, economy");
    expect(tripInWords(nl, oneWay, PLACES, "nl")).toBe("New York → Parijs (CDG), vr 18 dec. · 1 volwassene, economy");
  });

  it("multi-city lists every flight with its day", () => {
    const multi = {
      tripType: "multicity" as const,
      legs: [
        { from: "NYC", to: "PAR", date: "2026-12-18" },
        { from: "PAR", to: "ROM", date: "2026-12-22" },
        { from: "ROM", to: "NYC", date: "2026-12-27" },
      ],
      adults: 1,
      infants: 1,
      cabin: "premium_economy" as const,
    };
    expect(tripInWords(en, multi, PLACES, "en")).toBe(
      "New York → Paris, Fri, Dec 18; Paris → Rome, Tue, Dec 22; Rome → New York, Sun, Dec 27 · 1 adult, 1 infant, premium economy",
    );
    expect(tripInWords(nl, multi, PLACES, "nl")).toBe(
      "New York → Parijs, vr 18 dec.; Parijs → Rome, di 22 dec.; Rome → New York, zo 27 dec. · 1 volwassene, 1 baby, premium economy",
    );
  });

  it("a code the place index does not name stays a code", () => {
    expect(placeInWords("XYZ", PLACES, "en")).toBe("XYZ");
  });
});
