import { randomBytes } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import type { SearchRequest } from "../../../core/search/types";
import type { Logger } from "../../logging/logger.server";
import { OUTAGE_LOG_INTERVAL_MS } from "../../logging/throttled-warn.server";
import {
  type CachedSearch,
  MemorySearchCache,
  RedisSearchCache,
  type SearchCache,
  searchCacheKey,
} from "./search-cache.server";

const request: SearchRequest = { from: "JFK", to: "CDG", date: "2026-12-01", tripType: "oneway", adults: 1 };
const entry: CachedSearch = { offers: [], storedAt: "2026-11-21T10:00:00Z", upstreamMs: 120 };

describe("search cache keys", () => {
  it("differ per provider and search, and ignore a return date on one-way trips", () => {
    expect(searchCacheKey("amadeus", request)).not.toBe(searchCacheKey("travelpayouts", request));
    expect(searchCacheKey("amadeus", request)).not.toBe(searchCacheKey("amadeus", { ...request, adults: 2 }));
    expect(searchCacheKey("amadeus", { ...request, returnDate: "2026-12-08" })).toBe(
      searchCacheKey("amadeus", request),
    );
  });

  it("differ per travellers and cabin; absent ones are the same as 0, 0 and economy", () => {
    const keys = [
      request,
      { ...request, children: 1 },
      { ...request, infants: 1 },
      { ...request, cabin: "premium_economy" as const },
      { ...request, cabin: "business" as const },
    ].map((r) => searchCacheKey("amadeus", r));
    expect(new Set(keys).size).toBe(keys.length);
    expect(searchCacheKey("amadeus", { ...request, children: 0, infants: 0, cabin: "economy" })).toBe(
      searchCacheKey("amadeus", request),
    );
  });

  it("cannot be busted: a multi-city leg is the same one-way search, calendars are kept apart", () => {
    expect(searchCacheKey("amadeus", { ...request, tripType: "multicity" })).toBe(searchCacheKey("amadeus", request));
    const roundtrip: SearchRequest = { ...request, tripType: "roundtrip", returnDate: "2026-12-08" };
    expect(searchCacheKey("amadeus", roundtrip)).not.toBe(searchCacheKey("amadeus", request));
    expect(searchCacheKey("amadeus", roundtrip)).not.toBe(
      searchCacheKey("amadeus", { ...roundtrip, returnDate: "2026-12-09" }),
    );
    expect(searchCacheKey("travelpayouts", request, "calendar-strip")).not.toBe(
      searchCacheKey("travelpayouts", request),
    );
    expect(searchCacheKey("travelpayouts", request, "calendar-grid")).not.toBe(
      searchCacheKey("travelpayouts", request, "calendar-strip"),
    );
  });
});

const caches: { name: string; make: (ttl: number) => SearchCache }[] = [
  { name: "memory LRU", make: (ttl) => new MemorySearchCache(ttl, 3) },
];
const redisUrl = process.env.TEST_REDIS_URL;
const prefix = `fareline-test:${Date.now()}:${randomBytes(3).toString("hex")}:`;
const opened: SearchCache[] = [];
if (redisUrl) caches.push({ name: "Redis", make: (ttl) => new RedisSearchCache(redisUrl, ttl, prefix) });

afterAll(async () => {
  for (const cache of opened) {
    await cache.purge();
    await cache.close();
  }
});

for (const { name, make } of caches) {
  describe(`${name} search cache`, () => {
    it("stores, expires and purges entries", async () => {
      const cache = make(1);
      opened.push(cache);
      await cache.set("a", entry);
      await cache.set("b", entry);
      expect(await cache.get("a")).toEqual(entry);
      expect(await cache.get("missing")).toBeUndefined();
      expect(await cache.purge()).toBe(2);
      expect(await cache.get("a")).toBeUndefined();
      await cache.set("c", entry);
      await new Promise((resolve) => setTimeout(resolve, 1100));
      expect(await cache.get("c")).toBeUndefined();
    });
  });
}

describe("memory LRU", () => {
  it("evicts the least recently used search when full", async () => {
    const cache = new MemorySearchCache(60, 2);
    await cache.set("a", entry);
    await cache.set("b", entry);
    await cache.get("a");
    await cache.set("c", entry);
    expect(await cache.get("b")).toBeUndefined();
    expect(await cache.get("a")).toEqual(entry);
  });
});

describe("an unreachable Redis", () => {
  it("degrades to the in-process LRU and logs at most once a minute", async () => {
    const warnings: Record<string, unknown>[] = [];
    const logger = { warn: (fields: Record<string, unknown>) => warnings.push(fields) } as unknown as Logger;
    let clock = 1_000_000;
    const cache = new RedisSearchCache("redis://127.0.0.1:1", 60, prefix, logger, () => clock);
    try {
      expect(await cache.get("a")).toBeUndefined();
      expect(cache.connected).toBe(false);
      await cache.set("a", entry);
      expect(await cache.get("a")).toEqual(entry);
      for (let i = 0; i < 20; i++) await cache.get(`miss-${i}`);
      // ioredis keeps reconnecting (an error each time); still one line within the minute.
      await expect.poll(() => warnings.length).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(warnings).toHaveLength(1);
      clock += OUTAGE_LOG_INTERVAL_MS;
      await expect.poll(() => warnings.length).toBe(2);
      expect(warnings[1]?.notLoggedSinceLast).toBeGreaterThan(0);
      expect(await cache.purge().catch(() => "failed")).toBe("failed");
      expect(await cache.get("a")).toBeUndefined();
    } finally {
      await cache.close();
    }
  });
});
