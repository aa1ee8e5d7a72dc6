import { describe, expect, it } from "vitest";
import type { SearchSpec } from "../search-spec";
import { trackTripPath } from "./track-trip-button";

const travellers = { adults: 2, children: 1, infants: 0, cabin: "business" as const };

describe("trackTripPath: the alert form prefilled with the trip searched", () => {
  it("a return search keeps its return day, travellers and cabin", () => {
    const spec: SearchSpec = {
      ...travellers,
      tripType: "roundtrip",
      legs: [{ from: "NYC", to: "PAR", date: "2026-12-18" }],
      returnDate: "2026-12-26",
    };
    expect(trackTripPath(spec)).toBe(
      "/alerts?origin=NYC&destination=PAR&departDate=2026-12-18&tripType=roundtrip&returnDate=2026-12-26&adults=2&children=1&cabin=business",
    );
  });

  it("a multi-city search tracks the flight chosen, one way, and says which", () => {
    const spec: SearchSpec = {
      ...travellers,
      tripType: "multicity",
      legs: [
        { from: "NYC", to: "PAR", date: "2026-12-18" },
        { from: "PAR", to: "ROM", date: "2026-12-22" },
      ],
    };
    const query = new URLSearchParams(trackTripPath(spec, 1).split("?")[1]);
    expect(Object.fromEntries(query)).toEqual({
      origin: "PAR",
      destination: "ROM",
      departDate: "2026-12-22",
      tripType: "oneway",
      adults: "2",
      children: "1",
      cabin: "business",
      flight: "2",
    });
  });
});
