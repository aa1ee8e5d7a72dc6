import { describe, expect, it } from "vitest";
import { explorePlan, fitsPlan } from "./explore-plan";

const NOW = new Date("2026-11-28T03:00:00Z");

describe("the explore plan", () => {
  it("any time: departures from two days ahead for three months, a week's trips", () => {
    const plan = explorePlan("NYC", { when: "any", trip: "week", nonstop: false }, NOW);
    expect(plan.departures[0]).toBe("2026-11-30");
    expect(plan.departures.at(-1)).toBe("2027-02-26");
    expect(plan.nights).toBe(7);
    expect(plan.months).toEqual(["2026-11", "2026-12", "2027-01", "2027-02"]);
  });

  it("a month: its days (not the past ones), weekends leaving on Fridays, one way without nights", () => {
    const weekend = explorePlan("NYC", { when: "2027-01", trip: "weekend", nonstop: true }, NOW);
    expect(weekend.departures).toEqual(["2027-01-01", "2027-01-08", "2027-01-15", "2027-01-22", "2027-01-29"]);
    expect(weekend.nights).toBe(2);
    expect(weekend.months).toEqual(["2027-01"]);
    const now = explorePlan("NYC", { when: "2026-11", trip: "oneway", nonstop: false }, NOW);
    expect(now.departures).toEqual(["2026-11-30"]);
    expect(now.nights).toBeNull();
  });

  it("counts a cached price only when its days fit the period and the trip length", () => {
    const week = explorePlan("NYC", { when: "2027-01", trip: "week", nonstop: false }, NOW);
    expect(fitsPlan(week, { departDate: "2027-01-10", returnDate: "2027-01-17" })).toBe(true);
    expect(fitsPlan(week, { departDate: "2027-01-10", returnDate: "2027-01-13" })).toBe(false);
    expect(fitsPlan(week, { departDate: "2027-02-01", returnDate: "2027-02-08" })).toBe(false);
    expect(fitsPlan(week, { departDate: "2027-01-10" })).toBe(false);
    const oneWay = explorePlan("NYC", { when: "2027-01", trip: "oneway", nonstop: false }, NOW);
    expect(fitsPlan(oneWay, { departDate: "2027-01-10" })).toBe(true);
    expect(fitsPlan(oneWay, { departDate: "2027-01-10", returnDate: "2027-01-17" })).toBe(false);
    const weekend = explorePlan("NYC", { when: "2027-01", trip: "weekend", nonstop: false }, NOW);
    // Thursday to Sunday fits a weekend; Monday to Wednesday does not.
    expect(fitsPlan(weekend, { departDate: "2027-01-14", returnDate: "2027-01-17" })).toBe(true);
    expect(fitsPlan(weekend, { departDate: "2027-01-11", returnDate: "2027-01-13" })).toBe(false);
  });
});
