import { describe, expect, it } from "vitest";
import { chartCoordinates } from "./price-chart";

const at = (hours: number) => new Date(Date.UTC(2026, 10, 23, hours)).toISOString();

describe("chartCoordinates", () => {
  it("puts time left to right and the cheapest price lowest, inside the 240×60 box", () => {
    const points = [
      { priceCents: 40_000, sample: false, checkedAt: at(0) },
      { priceCents: 30_000, sample: false, checkedAt: at(6) },
      { priceCents: 35_000, sample: true, checkedAt: at(12) },
    ];
    expect(chartCoordinates(points)).toEqual([
      { x: 4, y: 4 },
      { x: 120, y: 56 },
      { x: 236, y: 30 },
    ]);
  });

  it("centres a single point or a flat line", () => {
    expect(chartCoordinates([{ priceCents: 1, sample: false, checkedAt: at(0) }])).toEqual([{ x: 120, y: 30 }]);
    expect(chartCoordinates([])).toEqual([]);
  });
});
