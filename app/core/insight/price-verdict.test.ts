import { describe, expect, it } from "vitest";
import {
  comparableNights,
  MIN_PRICES,
  nightsBetween,
  priceUnit,
  priceVerdict,
  quantile,
  typicalRange,
  unitPrice,
} from "./price-verdict";

const twelve = [1200, 100, 1100, 200, 1000, 300, 900, 400, 800, 500, 700, 600];

describe("price verdict", () => {
  it("interpolates quantiles between closest ranks", () => {
    expect(quantile([10], 0.25)).toBe(10);
    expect(quantile([10, 20], 0.5)).toBe(15);
    expect(quantile([1, 2, 3, 4, 5], 0.25)).toBe(2);
    expect(quantile([1, 2, 3, 4, 5], 0.75)).toBe(4);
  });

  it("needs 12 comparable prices before it gives a range", () => {
    expect(MIN_PRICES).toBe(12);
    expect(typicalRange(twelve.slice(0, 11))).toBeNull();
    expect(typicalRange([])).toBeNull();
  });

  it("takes the quartiles of the comparable prices as the typical range", () => {
    expect(typicalRange(twelve)).toEqual({ count: 12, low: 375, median: 650, high: 925, min: 100, max: 1200 });
  });

  it("calls a price below the first quartile low, above the third high, between them typical", () => {
    const range = typicalRange(twelve);
    if (!range) throw new Error("no range");
    expect(priceVerdict(374.99, range)).toBe("low");
    expect(priceVerdict(375, range)).toBe("typical");
    expect(priceVerdict(650, range)).toBe("typical");
    expect(priceVerdict(925, range)).toBe("typical");
    expect(priceVerdict(925.01, range)).toBe("high");
  });

  it("compares adults-only prices per adult and other parties as their total", () => {
    expect(priceUnit({ adults: 2, children: 0, infants: 0 })).toBe("adult");
    expect(priceUnit({ adults: 2, children: 1, infants: 0 })).toBe("party");
    expect(priceUnit({ adults: 1, children: 0, infants: 1 })).toBe("party");
    expect(unitPrice(900, 3, "adult")).toBe(300);
    expect(unitPrice(900, 3, "party")).toBe(900);
  });

  it("compares return trips with trips of about the same length", () => {
    expect(comparableNights(null)).toBeNull();
    expect(comparableNights(7)).toEqual({ min: 5, max: 9 });
    expect(comparableNights(1)).toEqual({ min: 0, max: 3 });
    expect(nightsBetween("2026-12-18", "2026-12-27")).toBe(9);
    expect(nightsBetween("2027-03-27", "2027-03-29")).toBe(2);
  });
});
