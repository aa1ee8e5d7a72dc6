import { describe, expect, it } from "vitest";
import { fleetOf, fleetRangeKm } from "./aircraft";
import { CARRIERS } from "./airlines-data";
import { CURFEWS } from "./curfews-data";
import { AIRCRAFT_TYPES } from "./fleets-data";

describe("fleet and curfew tables", () => {
  it("gives every carrier a fleet of known types that reaches its longest nonstop", () => {
    for (const carrier of CARRIERS) {
      const fleet = fleetOf(carrier.code);
      expect(fleet.length, carrier.code).toBeGreaterThan(0);
      for (const type of fleet) expect(AIRCRAFT_TYPES[type], `${carrier.code} ${type}`).toBeDefined();
      expect(fleetRangeKm(carrier.code), carrier.code).toBeGreaterThanOrEqual(carrier.maxKm);
    }
  });

  it("keeps the airlines travellers know off types they do not fly", () => {
    expect(fleetOf("EK")).not.toContain("Boeing 767-300ER");
    expect(fleetOf("AA")).not.toContain("Airbus A350-900");
    expect(fleetOf("AF")).not.toContain("Boeing 767-300ER");
    for (const type of ["Boeing 767-300ER", "Airbus A350-900", "Boeing 787-9"])
      expect(fleetOf("B6")).not.toContain(type);
  });

  it("has the published curfews of the airports travellers ask about", () => {
    for (const code of ["LHR", "LGW", "FRA", "ORY", "ZRH", "SYD", "NRT", "HND"]) {
      expect(CURFEWS[code]?.departures, code).toMatch(/^\d\d:\d\d-\d\d:\d\d$/);
      expect(CURFEWS[code]?.arrivals, code).toMatch(/^\d\d:\d\d-\d\d:\d\d$/);
    }
  });
});
