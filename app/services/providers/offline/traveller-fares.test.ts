import { describe, expect, it } from "vitest";
import { bookingTotal, cabinMultiple } from "./traveller-fares";

const economy = (adults: number, children = 0, infants = 0) => ({
  adults,
  children,
  infants,
  cabin: "economy" as const,
});
const SHORT = 800;
const LONG = 6_000;
const ULTRA = 12_000;

describe("bookingTotal", () => {
  it("is the adult fare times the adults in economy", () => {
    expect(bookingTotal(200, economy(1), LONG)).toBe(200);
    expect(bookingTotal(200, economy(3), SHORT)).toBe(600);
  });

  it("charges a child 75 % and an infant on a lap 10 % of the adult fare", () => {
    expect(bookingTotal(200, economy(2, 1), LONG)).toBe(550);
    expect(bookingTotal(200, economy(1, 0, 1), LONG)).toBe(220);
    expect(bookingTotal(200, economy(2, 2, 2), LONG)).toBe(740);
  });

  it("scales premium cabins with the haul: long-haul business 3–6× economy, first 1.5–2.5× business", () => {
    for (const km of [LONG, ULTRA]) {
      const business = cabinMultiple("business", km);
      expect(business).toBeGreaterThanOrEqual(3);
      expect(business).toBeLessThanOrEqual(6);
      const first = cabinMultiple("first", km) / business;
      expect(first).toBeGreaterThanOrEqual(1.5);
      expect(first).toBeLessThanOrEqual(2.5);
      expect(cabinMultiple("premium_economy", km)).toBeGreaterThan(1);
      expect(cabinMultiple("premium_economy", km)).toBeLessThan(business);
    }
    // Short haul: business is a smaller step than long haul.
    expect(cabinMultiple("business", SHORT)).toBeLessThan(cabinMultiple("business", LONG));
    expect(bookingTotal(200, { ...economy(1), cabin: "business" }, SHORT)).toBe(440);
    expect(bookingTotal(200, { ...economy(1), cabin: "first" }, ULTRA)).toBe(2200);
  });

  it("keeps the same ladder for every traveller count", () => {
    for (const people of [1, 2, 4]) {
      const ratio =
        bookingTotal(300, { ...economy(people, 1), cabin: "business" }, LONG) /
        bookingTotal(300, economy(people, 1), LONG);
      expect(ratio).toBeCloseTo(cabinMultiple("business", LONG), 5);
    }
  });

  it("rounds to cents", () => {
    expect(bookingTotal(99.99, economy(1, 1), LONG)).toBe(174.98);
  });
});
