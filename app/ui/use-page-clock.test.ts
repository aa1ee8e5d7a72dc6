import { describe, expect, it } from "vitest";
import { clockAfterHydration } from "./use-page-clock";

const NOW = Date.parse("2026-11-28T12:00:00Z");

describe("clockAfterHydration", () => {
  it("keeps the render's time for a page rendered within 30 s (either way of the browser's clock)", () => {
    expect(clockAfterHydration(NOW - 30_000, NOW)).toBe(NOW - 30_000);
    expect(clockAfterHydration(NOW + 30_000, NOW)).toBe(NOW + 30_000);
    expect(clockAfterHydration(NOW, NOW)).toBe(NOW);
  });

  it("counts from the browser's clock for a page kept longer", () => {
    expect(clockAfterHydration(NOW - 30_001, NOW)).toBe(NOW);
    expect(clockAfterHydration(NOW - 5 * 60_000, NOW)).toBe(NOW);
    expect(clockAfterHydration(NOW + 60_000, NOW)).toBe(NOW);
  });
});
