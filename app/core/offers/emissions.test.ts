import { describe, expect, it } from "vitest";
import { AIRCRAFT_FUEL } from "./aircraft-data";
import {
  aircraftFuelOf,
  flightEmissions,
  flightFuelKg,
  isLowerEmissions,
  itineraryEmissionsKg,
  medianKg,
} from "./emissions";

const B789 = AIRCRAFT_FUEL["Boeing 787-9"];
const within = (value: number, expected: number, share: number) =>
  expect(Math.abs(value - expected) / expected).toBeLessThanOrEqual(share);

describe("emissions model (Travel Impact Model method)", () => {
  // The TIM's own worked example, README of github.com/google/travel-impact-model (version
  // 1.9.1), "Example emission estimation": Zurich ZRH → San Francisco SFO on a Boeing 787-9 with
  // 48 business, 21 premium economy and 188 economy seats, 9,369 km great circle, load factor
  // 0.845: per passenger (well-to-wake) economy 603.4 kg, premium economy 905.1, business 2,413.6,
  // first 3,017 kg CO₂e.
  const zrhSfo = { km: 9369, aircraft: "Boeing 787-9" };

  it("reproduces the published ZRH–SFO figures for every cabin (within 15 %, in fact within 1 %)", () => {
    within(flightEmissions(zrhSfo, "economy").kg, 603.4, 0.01);
    within(flightEmissions(zrhSfo, "premium_economy").kg, 905.1, 0.01);
    within(flightEmissions(zrhSfo, "business").kg, 2413.6, 0.01);
    within(flightEmissions(zrhSfo, "first").kg, 3017, 0.01);
  });

  it("interpolates the EEA rows as the TIM's Table 1 example does (5,250 nm: 54,902.5 kg CCD)", () => {
    if (!B789) throw new Error("no 787-9");
    expect(flightFuelKg(B789, 5250 * 1.852)).toBeCloseTo(1727 + 54902.5, 0);
    // The worked example's fuel: 1,727 kg LTO + 52,970 kg CCD at 5,058.9 nm.
    within(flightFuelKg(B789, 9369), 54697, 0.001);
  });

  it("weighs cabins by seat area: wide-body business 4×, narrow-body business 1.5×, narrow premium as economy", () => {
    const wide = { km: 6000, aircraft: "Airbus A350-900" };
    expect(flightEmissions(wide, "business").kg / flightEmissions(wide, "economy").kg).toBeCloseTo(4);
    const narrow = { km: 1000, aircraft: "Airbus A320neo" };
    expect(flightEmissions(narrow, "business").kg / flightEmissions(narrow, "economy").kg).toBeCloseTo(1.5);
    expect(flightEmissions(narrow, "premium_economy").kg).toBeCloseTo(flightEmissions(narrow, "economy").kg);
  });

  it("reads a source's aircraft name, assumes a type when it names none", () => {
    expect(aircraftFuelOf("BOEING 787-9")).toBe(B789);
    expect(aircraftFuelOf("Boeing 787-9 Dreamliner")).toBe(B789);
    expect(aircraftFuelOf("Zeppelin NT")).toBeUndefined();
    expect(flightEmissions({ km: 1000 }).aircraftKnown).toBe(false);
    expect(flightEmissions({ km: 1000, aircraft: "Airbus A320" }).aircraftKnown).toBe(true);
    // The assumed type for a stage is the named one's figure.
    expect(flightEmissions({ km: 1000 }).kg).toBeCloseTo(flightEmissions({ km: 1000, aircraft: "Airbus A320" }).kg);
  });

  it("gives every type a plausible economy figure per passenger-km on stages it flies (catches data typos)", () => {
    for (const [name, type] of Object.entries(AIRCRAFT_FUEL)) {
      const km = type.body === "wide" ? 8000 : 1500;
      const perKm = flightEmissions({ km, aircraft: name }, "economy").kg / km;
      // Economy seats are 0.03–0.16 kg CO₂e per km well-to-wake across today's fleet (premium-heavy layouts highest).
      expect(perKm, name).toBeGreaterThan(0.03);
      expect(perKm, name).toBeLessThan(0.16);
    }
  });

  it("sums an itinerary's flights and gives nothing when a distance is missing", () => {
    const one = flightEmissions({ km: 5500, aircraft: "Boeing 777-300ER" }).kg;
    const two = flightEmissions({ km: 900, aircraft: "Airbus A320" }).kg;
    expect(
      itineraryEmissionsKg([
        { km: 5500, aircraft: "Boeing 777-300ER" },
        { km: 900, aircraft: "Airbus A320" },
      ]),
    ).toBe(Math.round(one + two));
    expect(itineraryEmissionsKg([{ km: 900 }, null])).toBeNull();
    expect(itineraryEmissionsKg([])).toBeNull();
  });

  it("a connection through a detour costs more than the nonstop", () => {
    const nonstop = itineraryEmissionsKg([{ km: 5540, aircraft: "Boeing 777-300ER" }]) ?? 0;
    const viaDublin = itineraryEmissionsKg([
      { km: 5100, aircraft: "Airbus A330-300" },
      { km: 450, aircraft: "Airbus A320" },
    ]);
    expect(viaDublin).toBeGreaterThan(nonstop);
  });
});

describe("lower emissions badge", () => {
  it("is at least 15 % below the median of the leg's results", () => {
    const median = medianKg([400, 300, 500, undefined, 600]);
    expect(median).toBe(450);
    expect(isLowerEmissions(382, median)).toBe(true); // 382.5 is 15 % below
    expect(isLowerEmissions(383, median)).toBe(false);
    expect(isLowerEmissions(undefined, median)).toBe(false);
    expect(isLowerEmissions(100, medianKg([undefined]))).toBe(false);
    expect(medianKg([300, 500, 400])).toBe(400);
  });
});
