import { describe, expect, it } from "vitest";
import { earlierObservation, type Observation, savingBasis, savingPercent, typicalFare } from "./saving-basis";

const now = new Date("2026-11-20T05:00:00Z");
const obs = (departDate: string, priceCents: number, observedAt: string, returnDate: string | null = "2026-12-22") => ({
  departDate,
  returnDate,
  priceCents,
  observedAt: new Date(observedAt),
});
const deal = { departDate: "2026-12-15", returnDate: "2026-12-22", priceCents: 38_900, observedAt: now };
const trip = (priceCents: number, observedAt: string) => obs("2026-12-15", priceCents, observedAt);

describe("the earlier observation of the same trip", () => {
  it("is the latest one seen on an earlier UTC day, within 30 days", () => {
    const same = [
      trip(50_000, "2026-11-10T09:00:00Z"),
      trip(45_500, "2026-11-18T09:00:00Z"),
      trip(39_000, "2026-11-20T01:00:00Z"),
    ];
    expect(earlierObservation(same, now, now)?.priceCents).toBe(45_500);
    expect(savingBasis(deal, { sameTrip: same, month: [] }, now)).toEqual({
      kind: "earlier",
      priceCents: 45_500,
      basis: "2026-11-18T09:00:00.000Z",
    });
  });

  it("is not a price seen today, nor one older than 30 days", () => {
    expect(earlierObservation([trip(45_500, "2026-11-20T00:10:00Z")], now, now)).toBeNull();
    expect(earlierObservation([trip(45_500, "2026-10-10T09:00:00Z")], now, now)).toBeNull();
  });

  it("gives no saving when the price did not fall by 5 % or more", () => {
    expect(savingBasis(deal, { sameTrip: [trip(40_000, "2026-11-18T09:00:00Z")], month: [] }, now)).toBeNull();
    expect(savingBasis(deal, { sameTrip: [trip(30_000, "2026-11-18T09:00:00Z")], month: [] }, now)).toBeNull();
  });
});

describe("the route's typical fare of the month", () => {
  const month: Observation[] = [
    obs("2026-12-01", 50_000, "2026-11-19T05:00:00Z", "2026-12-08"),
    obs("2026-12-01", 56_000, "2026-11-20T04:00:00Z", "2026-12-08"), // the same trip seen later: this one counts
    obs("2026-12-08", 60_000, "2026-11-20T04:00:00Z", "2026-12-15"),
    obs("2026-12-22", 70_000, "2026-11-20T04:00:00Z", "2026-12-29"),
  ];

  it("is the median of the latest price of each other trip that month", () => {
    expect(typicalFare(month, deal, now)).toBe(60_000);
    expect(typicalFare([...month, obs("2026-12-29", 90_000, "2026-11-20T04:00:00Z", "2027-01-05")], deal, now)).toBe(
      65_000,
    );
    expect(savingBasis(deal, { sameTrip: [], month }, now)).toEqual({
      kind: "typical",
      priceCents: 60_000,
      basis: "2026-12",
    });
  });

  it("leaves out the deal's own trip, one-way fares for a return trip, and old prices", () => {
    const others = [
      obs("2026-12-15", 10_000, "2026-11-19T05:00:00Z"),
      obs("2026-12-02", 10_000, "2026-11-19T05:00:00Z", null),
      obs("2026-12-03", 10_000, "2026-10-01T05:00:00Z", "2026-12-10"),
    ];
    expect(typicalFare([...month, ...others], deal, now)).toBe(60_000);
  });

  it("needs at least 3 other trips", () => {
    expect(typicalFare(month.slice(0, 3), deal, now)).toBeNull();
    expect(savingBasis(deal, { sameTrip: [], month: month.slice(0, 3) }, now)).toBeNull();
  });

  it("comes after an earlier observation the price fell from, and stands in when the price did not fall", () => {
    const rose = [trip(36_000, "2026-11-18T09:00:00Z")];
    expect(savingBasis(deal, { sameTrip: rose, month }, now)?.kind).toBe("typical");
    const fell = [trip(45_500, "2026-11-18T09:00:00Z")];
    expect(savingBasis(deal, { sameTrip: fell, month }, now)?.kind).toBe("earlier");
  });
});

describe("savingPercent", () => {
  it("is the whole percent below the basis", () => {
    expect(savingPercent(38_900, 68_900)).toBe(44);
    expect(savingPercent(50_000, 40_000)).toBe(-25);
    expect(savingPercent(100, 0)).toBe(0);
  });
});
