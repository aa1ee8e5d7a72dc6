import { describe, expect, it } from "vitest";
import { seasonFactor } from "./seasons";

describe("demand seasons", () => {
  it("makes Christmas to New Year, Easter and summer dearer than an ordinary day", () => {
    for (const day of ["2026-12-20", "2026-12-23", "2026-12-28", "2027-01-02"]) {
      expect(seasonFactor(day), day).toBeGreaterThan(1.3);
    }
    // Easter 2027 is on 28 March: its holiday weeks, not the week after.
    expect(seasonFactor("2027-03-26")).toBeGreaterThan(1.1);
    expect(seasonFactor("2027-04-10")).toBe(1);
    expect(seasonFactor("2027-07-17")).toBeGreaterThan(1.2);
    expect(seasonFactor("2027-10-13")).toBe(1);
  });

  it("makes late January, February and November the cheapest", () => {
    for (const day of ["2027-01-26", "2027-02-16", "2026-11-17"]) expect(seasonFactor(day), day).toBeLessThan(1);
  });
});
