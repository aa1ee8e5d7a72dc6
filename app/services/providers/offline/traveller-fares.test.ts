import { describe, expect, it } from "vitest";
import { bookingTotal } from "./traveller-fares";

const economy = (adults: number, children = 0, infants = 0) => ({
  adults,
  children,
  infants,
  cabin: "economy" as const,
});

describe("bookingTotal", () => {
  it("is the adult fare times the adults in economy", () => {
    expect(bookingTotal(200, economy(1))).toBe(200);
    expect(bookingTotal(200, economy(3))).toBe(600);
  });

  it("charges a child 75 % and an infant on a lap 10 % of the adult fare", () => {
    expect(bookingTotal(200, economy(2, 1))).toBe(550);
    expect(bookingTotal(200, economy(1, 0, 1))).toBe(220);
    expect(bookingTotal(200, economy(2, 2, 2))).toBe(740);
  });

  it("multiplies by the cabin: premium economy 1.6×, business 3.5×, first 6×", () => {
    expect(bookingTotal(200, { ...economy(1), cabin: "premium_economy" })).toBe(320);
    expect(bookingTotal(200, { ...economy(1), cabin: "business" })).toBe(700);
    expect(bookingTotal(200, { ...economy(1), cabin: "first" })).toBe(1200);
    expect(bookingTotal(200, { ...economy(2, 1), cabin: "premium_economy" })).toBe(880);
  });

  it("rounds to cents", () => {
    expect(bookingTotal(99.99, economy(1, 1))).toBe(174.98);
  });
});
