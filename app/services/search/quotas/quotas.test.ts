import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../../tests/support/test-databases";
import { dayBudget, limitReason, monthTarget, quotaPeriod } from "../../../core/search/quotas/quota-policy";
import { loadConfig } from "../../config/config.server";
import type { DatabaseHandle } from "../../db/database.server";
import { QuotaService } from "./quotas.server";

describe("quota policy", () => {
  it("targets 75 % of the monthly quota and paces it over the days left", () => {
    expect(monthTarget(2000, 75)).toBe(1500);
    expect(quotaPeriod(new Date("2026-11-21T10:00:00Z"))).toEqual({
      month: "2026-11",
      day: "2026-11-21",
      daysLeft: 10,
    });
    expect(quotaPeriod(new Date("2026-02-28T23:59:00Z")).daysLeft).toBe(1);
    expect(dayBudget(1500, 0, 30)).toBe(50);
    expect(dayBudget(1500, 1000, 10)).toBe(50);
    expect(dayBudget(1500, 1499, 10)).toBe(1);
    expect(dayBudget(1500, 1600, 10)).toBe(0);
  });

  it("names the reason a call is refused", () => {
    expect(limitReason({ target: 1500, monthUsed: 1500, dayUsed: 0, daysLeft: 5 })).toBe("month_target_reached");
    expect(limitReason({ target: 1500, monthUsed: 60, dayUsed: 50, daysLeft: 30 })).toBe("day_paced");
    expect(limitReason({ target: 1500, monthUsed: 60, dayUsed: 49, daysLeft: 30 })).toBeNull();
  });
});

for (const target of testDatabases()) {
  describe(`quota counters on ${target.name}`, () => {
    let handle: DatabaseHandle;
    let now = new Date("2026-11-01T08:00:00Z");
    // FOS 400 × 75 % = 300 a month; FOP 4 × 75 % = 3.
    const config = loadConfig({ AMADEUS_QUOTA_FOS: "400", AMADEUS_QUOTA_FOP: "4", AMADEUS_QUOTA_SEATMAPS: "4" });
    beforeAll(async () => {
      handle = await target.open();
    });
    afterAll(async () => {
      await handle?.close();
    });
    const service = () => new QuotaService(handle.db, config, () => now);

    it("never exceeds the day budget under concurrent searches", async () => {
      // 300 a month target, 30 days left on Nov 1st → 10 calls today.
      const decisions = await Promise.all(Array.from({ length: 40 }, () => service().consume("FOS")));
      const allowed = decisions.filter((d) => d.allowed);
      expect(allowed).toHaveLength(10);
      expect(decisions.filter((d) => !d.allowed).every((d) => d.reason === "day_paced")).toBe(true);
      const [fos] = await service().status();
      expect(fos).toMatchObject({
        api: "FOS",
        monthUsed: 10,
        dayUsed: 10,
        dayBudget: 10,
        target: 300,
        allow: false,
        reason: "day_paced",
      });
    });

    it("starts a new day's budget the next day", async () => {
      now = new Date("2026-11-02T08:00:00Z");
      // (300 - 10) / 29 days → 10 today
      const decisions = await Promise.all(Array.from({ length: 15 }, () => service().consume("FOS")));
      expect(decisions.filter((d) => d.allowed)).toHaveLength(10);
      const [fos] = await service().status();
      expect(fos).toMatchObject({ monthUsed: 20, dayUsed: 10 });
    });

    it("stops at the month target and says so", async () => {
      now = new Date("2026-12-31T08:00:00Z"); // a fresh month with 1 day left: budget = target = 3 for FOP
      const decisions = await Promise.all(Array.from({ length: 8 }, () => service().consume("FOP")));
      expect(decisions.filter((d) => d.allowed)).toHaveLength(3);
      const refused = decisions.find((d) => !d.allowed);
      expect(refused?.reason).toBe("month_target_reached");
    });

    it("lets a force-allow override through and reports it", async () => {
      await service().setOverride("FOP", true);
      const decision = await service().consume("FOP");
      expect(decision).toMatchObject({ allowed: true, forced: true });
      const rows = await service().status();
      expect(rows.find((r) => r.api === "FOP")).toMatchObject({ allow: true, forceAllow: true, monthUsed: 4 });
      await service().setOverride("FOP", false);
      expect((await service().consume("FOP")).allowed).toBe(false);
      await expect(service().setOverride("NOPE", true)).rejects.toThrow(/Unknown quota API/);
    });

    it("force-allow also lets through an API whose target is zero (first call of the month included)", async () => {
      // SEATMAPS quota 1 × 75 % → target 0: every call refused unless force-allowed.
      const zero = new QuotaService(handle.db, loadConfig({ AMADEUS_QUOTA_SEATMAPS: "1" }), () => now);
      expect(await zero.consume("SEATMAPS")).toMatchObject({ allowed: false, reason: "month_target_reached" });
      await zero.setOverride("SEATMAPS", true);
      expect(await zero.consume("SEATMAPS")).toMatchObject({ allowed: true, forced: true, monthUsed: 1 });
      expect(await zero.consume("SEATMAPS")).toMatchObject({ allowed: true, forced: true, monthUsed: 2 });
      await zero.setOverride("SEATMAPS", false);
      expect(await zero.consume("SEATMAPS")).toMatchObject({
        allowed: false,
        forced: false,
        reason: "month_target_reached",
        monthUsed: 2,
      });
    });
  });
}
