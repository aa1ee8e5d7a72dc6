import { Redis } from "ioredis";
import { LRUCache } from "lru-cache";
import type { Logger } from "../logging/logger.server";
import type { FlightOffer, SearchRequest } from "../search/types";

/**
 * Cache for identical searches: in-process LRU (lru-cache) by default, Redis (ioredis)
 * when REDIS_URL is set so several app instances share it. Entries live
 * SEARCH_CACHE_TTL_SECONDS. A cache failure never breaks a search: it reads as a miss.
 * See docs/decisions/021-search-cache-lru-redis.md.
 */

export interface CachedSearch {
  offers: FlightOffer[];
  /** When the live answer was stored (ISO). */
  storedAt: string;
  /** Upstream time of the live call that produced it. */
  upstreamMs: number | null;
}

export interface SearchCache {
  readonly kind: "memory" | "redis";
  get(key: string): Promise<CachedSearch | undefined>;
  set(key: string, value: CachedSearch): Promise<void>;
  /** Removes every cached search; returns how many entries went. */
  purge(): Promise<number>;
  close(): Promise<void>;
}

/** The key for one provider's answer to one search. */
export function searchCacheKey(provider: string, request: SearchRequest): string {
  return [
    provider,
    request.from,
    request.to,
    request.date,
    request.tripType === "roundtrip" ? (request.returnDate ?? "") : "",
    request.tripType,
    request.adults,
  ].join(":");
}

export class MemorySearchCache implements SearchCache {
  readonly kind = "memory" as const;
  private readonly lru: LRUCache<string, CachedSearch>;

  constructor(ttlSeconds: number, max = 2000) {
    this.lru = new LRUCache({ max, ttl: ttlSeconds * 1000 });
  }

  async get(key: string) {
    return this.lru.get(key);
  }

  async set(key: string, value: CachedSearch) {
    this.lru.set(key, value);
  }

  async purge() {
    const size = this.lru.size;
    this.lru.clear();
    return size;
  }

  async close() {}
}

export class RedisSearchCache implements SearchCache {
  readonly kind = "redis" as const;
  private readonly redis: Redis;

  constructor(
    url: string,
    private readonly ttlSeconds: number,
    private readonly prefix = "fareline:search:",
    private readonly logger?: Logger,
  ) {
    this.redis = new Redis(url, {
      lazyConnect: false,
      maxRetriesPerRequest: 1,
      enableOfflineQueue: true,
      commandTimeout: 500,
      connectTimeout: 2000,
    });
    // Without a listener ioredis prints connection errors itself; log them once each.
    this.redis.on("error", (error) => this.logger?.warn({ err: error }, "search cache: Redis error"));
  }

  async get(key: string) {
    try {
      const text = await this.redis.get(this.prefix + key);
      return text ? (JSON.parse(text) as CachedSearch) : undefined;
    } catch (error) {
      this.logger?.warn({ err: error }, "search cache: Redis read failed, treated as a miss");
      return undefined;
    }
  }

  async set(key: string, value: CachedSearch) {
    try {
      await this.redis.set(this.prefix + key, JSON.stringify(value), "EX", this.ttlSeconds);
    } catch (error) {
      this.logger?.warn({ err: error }, "search cache: Redis write failed");
    }
  }

  async purge() {
    let removed = 0;
    let cursor = "0";
    do {
      const [next, keys] = await this.redis.scan(cursor, "MATCH", `${this.prefix}*`, "COUNT", 500);
      cursor = next;
      if (keys.length > 0) removed += await this.redis.del(...keys);
    } while (cursor !== "0");
    return removed;
  }

  async close() {
    this.redis.disconnect();
  }
}

export function createSearchCache(
  options: { redisUrl?: string; ttlSeconds: number; prefix?: string },
  logger?: Logger,
): SearchCache {
  return options.redisUrl
    ? new RedisSearchCache(options.redisUrl, options.ttlSeconds, options.prefix, logger)
    : new MemorySearchCache(options.ttlSeconds);
}
