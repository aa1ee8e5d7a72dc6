import { gte } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../tests/support/test-databases";
import type { DatabaseHandle } from "../db/database.server";
import { searchLog } from "../db/schema";
import { createLogger } from "../logging/logger.server";
import { pruneSearchLog, type SearchLogEntry, SearchLogWriter, searchStats } from "./search-log.server";

const entry = (over: Partial<SearchLogEntry>): SearchLogEntry => ({
  fn: "search-travelpayouts",
  provider: "travelpayouts",
  source: "live",
  route: "JFK-CDG",
  latencyMs: 100,
  resultCount: 3,
  cacheHit: false,
  ...over,
});

describe.each(testDatabases())("search log on $name", ({ open }) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await open();
  }, 60_000);
  afterAll(async () => {
    await database?.close();
  });

  it("records off the hot path (nothing written until flushed), then counts by source and function with latency percentiles", async () => {
    const writer = new SearchLogWriter(database.db, createLogger("silent"));
    const latencies = [10, 20, 30, 40, 50, 60, 70, 80, 90, 1000];
    for (const [i, latencyMs] of latencies.entries()) {
      writer.record(
        entry({
          latencyMs,
          source: i < 6 ? "live" : i < 9 ? "cache" : "offline",
          cacheHit: i >= 6 && i < 9,
          fn: i % 2 ? "search-amadeus" : "search-travelpayouts",
        }),
      );
    }
    expect((await searchStats(database.db, new Date(Date.now() - 60_000))).searches).toBe(0);
    await writer.close();
    const stats = await searchStats(database.db, new Date(Date.now() - 60_000));
    expect(stats).toMatchObject({
      searches: 10,
      bySource: { live: 6, cache: 3, offline: 1 },
      byFunction: { "search-amadeus": 5, "search-travelpayouts": 5 },
      cacheHitRate: 0.3,
      medianMs: 55,
    });
    // Interpolated 95th percentile of the ten latencies: 90 + 0.55 × (1000 − 90) ≈ 590.
    expect(stats.p95Ms).toBeGreaterThanOrEqual(589);
    expect(stats.p95Ms).toBeLessThanOrEqual(591);
    expect((await searchStats(database.db, new Date(Date.now() + 60_000))).searches).toBe(0);
  });

  it("stores each entry's fields and time as recorded", async () => {
    const writer = new SearchLogWriter(database.db, createLogger("silent"));
    const before = Date.now();
    writer.record(entry({ route: "AMS-NRT", source: "cache", latencyMs: 7, resultCount: 42, cacheHit: true }));
    writer.record(
      entry({ fn: "search-amadeus", provider: "amadeus", source: "none", route: "LHR-SYD", resultCount: 0 }),
    );
    await writer.close();
    const rows = await database.db
      .select()
      .from(searchLog)
      .where(gte(searchLog.at, new Date(before)))
      .orderBy(searchLog.route);
    const mine = rows.filter((row) => ["AMS-NRT", "LHR-SYD"].includes(row.route));
    expect(mine.map(({ id: _id, at: _at, ...fields }) => fields)).toEqual([
      {
        fn: "search-travelpayouts",
        provider: "travelpayouts",
        source: "cache",
        route: "AMS-NRT",
        latencyMs: 7,
        resultCount: 42,
        cacheHit: true,
      },
      {
        fn: "search-amadeus",
        provider: "amadeus",
        source: "none",
        route: "LHR-SYD",
        latencyMs: 100,
        resultCount: 0,
        cacheHit: false,
      },
    ]);
    for (const row of mine) expect(row.at.getTime()).toBeGreaterThanOrEqual(before);
  });

  it("prunes entries older than 90 days and keeps the rest", async () => {
    const now = new Date("2026-11-23T12:00:00Z");
    await database.db.insert(searchLog).values([
      { ...entry({ route: "OLD-OLD" }), at: new Date("2026-08-24T11:59:00Z") },
      { ...entry({ route: "NEW-NEW" }), at: new Date("2026-08-25T12:01:00Z") },
    ]);
    expect(await pruneSearchLog(database.db, now)).toBe(1);
    const routes = (await database.db.select({ route: searchLog.route }).from(searchLog)).map((r) => r.route);
    expect(routes).toContain("NEW-NEW");
    expect(routes).not.toContain("OLD-OLD");
  });
});
