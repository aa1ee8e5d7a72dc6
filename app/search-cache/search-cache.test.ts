import { randomBytes } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import type { SearchRequest } from "../search/types";
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
  it("reads as a miss instead of failing the search", async () => {
    const cache = new RedisSearchCache("redis://127.0.0.1:1", 60, prefix);
    expect(await cache.get("a")).toBeUndefined();
    await cache.set("a", entry);
    await cache.close();
  });
});
