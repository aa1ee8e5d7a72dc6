import { describe, expect, it } from "vitest";
import { checkDate, isExpired, mayEmailAgain, priceDrop } from "./alert-rules";

const live = (priceCents: number) => ({ priceCents, sample: false });

describe("priceDrop with a max price", () => {
  it("sends when the price falls to the max price, not a cent above", () => {
    const base = { maxPrice: 300, previousLowestCents: null, lastNotifiedCents: null };
    expect(priceDrop({ ...base, current: live(30_000) })).toEqual({ drop: true, reason: "at-or-below-max" });
    expect(priceDrop({ ...base, current: live(30_001) })).toEqual({ drop: false, reason: "above-max" });
  });

  it("announces a fare under the limit once, then only a lower one", () => {
    const base = { maxPrice: 300, previousLowestCents: 25_000, lastNotifiedCents: 25_000 };
    expect(priceDrop({ ...base, current: live(25_000) }).drop).toBe(false);
    expect(priceDrop({ ...base, current: live(24_999) }).drop).toBe(true);
  });

  it("ignores the 10 % rule when a max price is set", () => {
    expect(
      priceDrop({ maxPrice: 100, previousLowestCents: 50_000, lastNotifiedCents: null, current: live(20_000) }),
    ).toEqual({
      drop: false,
      reason: "above-max",
    });
  });
});

describe("priceDrop without a max price", () => {
  const base = { maxPrice: null, lastNotifiedCents: null };
  it("needs a live price seen before", () => {
    expect(priceDrop({ ...base, previousLowestCents: null, current: live(1) })).toEqual({
      drop: false,
      reason: "no-baseline",
    });
  });

  it("sends at exactly 10 % below the lowest price seen before, not at 9.99 %", () => {
    expect(priceDrop({ ...base, previousLowestCents: 20_000, current: live(18_000) })).toEqual({
      drop: true,
      reason: "ten-percent-drop",
    });
    expect(priceDrop({ ...base, previousLowestCents: 20_000, current: live(18_001) })).toEqual({
      drop: false,
      reason: "small-change",
    });
  });
});

describe("sample prices", () => {
  it("never trigger an e-mail, whatever the limit or the history", () => {
    const sample = { priceCents: 100, sample: true };
    expect(priceDrop({ maxPrice: 999, previousLowestCents: null, lastNotifiedCents: null, current: sample })).toEqual({
      drop: false,
      reason: "sample-price",
    });
    expect(
      priceDrop({ maxPrice: null, previousLowestCents: 90_000, lastNotifiedCents: null, current: sample }).drop,
    ).toBe(false);
  });
});

describe("mayEmailAgain", () => {
  const now = new Date("2026-11-23T12:00:00Z");
  it("allows the first e-mail and one a full 24 hours after the last", () => {
    expect(mayEmailAgain(null, now)).toBe(true);
    expect(mayEmailAgain(new Date("2026-11-22T12:00:00Z"), now)).toBe(true);
  });
  it("refuses a second e-mail within 24 hours", () => {
    expect(mayEmailAgain(new Date("2026-11-22T12:00:01Z"), now)).toBe(false);
    expect(mayEmailAgain(now, now)).toBe(false);
  });
});

describe("expiry and the day a check searches", () => {
  // 11:00 UTC: at UTC−12 it is still 22 November, so 22 November is not over everywhere.
  const now = new Date("2026-11-23T11:00:00Z");

  it("keeps a day until it is over everywhere on Earth", () => {
    expect(isExpired({ departDate: "2026-11-22", departMonth: null }, now)).toBe(false);
    expect(isExpired({ departDate: "2026-11-21", departMonth: null }, now)).toBe(true);
    expect(isExpired({ departDate: "2026-11-22", departMonth: null }, new Date("2026-11-23T12:00:00Z"))).toBe(true);
  });

  it("keeps a month until its last day is over", () => {
    expect(isExpired({ departDate: null, departMonth: "2026-11" }, now)).toBe(false);
    expect(isExpired({ departDate: null, departMonth: "2026-10" }, now)).toBe(true);
    expect(isExpired({ departDate: null, departMonth: "2026-11" }, new Date("2026-12-01T12:00:00Z"))).toBe(true);
  });

  it("never expires an alert without a date", () => {
    expect(isExpired({ departDate: null, departMonth: null }, new Date("2030-01-01T00:00:00Z"))).toBe(false);
  });

  it("searches the alert's day, a month's first open day, or 30 days ahead", () => {
    expect(checkDate({ departDate: "2027-01-05", departMonth: null }, now)).toBe("2027-01-05");
    expect(checkDate({ departDate: null, departMonth: "2027-02" }, now)).toBe("2027-02-01");
    expect(checkDate({ departDate: null, departMonth: "2026-11" }, now)).toBe("2026-11-22");
    expect(checkDate({ departDate: null, departMonth: null }, now)).toBe("2026-12-22");
    expect(checkDate({ departDate: "2026-11-01", departMonth: null }, now)).toBeNull();
  });
});
