import { Redis } from "ioredis";
import { LRUCache } from "lru-cache";
import type { CalendarPrice } from "../../../core/providers/provider";
import { canonicalRequest } from "../../../core/search/canonical-request";
import type { CalendarMode } from "../../../core/search/flexible-dates";
import type { FlightOffer, SearchRequest } from "../../../core/search/types";
import type { Logger } from "../../logging/logger.server";
import { throttledWarn } from "../../logging/throttled-warn.server";
import { closeRedis } from "../../redis/close-redis.server";

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
  /** A price calendar's days (calendar entries only). */
  calendar?: CalendarPrice[];
}

export interface SearchCache {
  readonly kind: "memory" | "redis";
  get(key: string): Promise<CachedSearch | undefined>;
  set(key: string, value: CachedSearch): Promise<void>;
  /** Removes every cached search; returns how many entries went. */
  purge(): Promise<number>;
  close(): Promise<void>;
}

/**
 * The key for one provider's answer to one search, built from the canonical request only
 * (what the provider is asked), so nothing else in a request can force a new upstream call.
 */
export function searchCacheKey(
  provider: string,
  request: SearchRequest,
  kind: "search" | `calendar-${CalendarMode}` = "search",
): string {
  const canonical = canonicalRequest(request);
  return [
    kind,
    provider,
    canonical.from,
    canonical.to,
    canonical.date,
    canonical.returnDate ?? "",
    canonical.tripType,
    canonical.adults,
    canonical.children,
    canonical.infants,
    canonical.cabin,
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

/**
 * Redis, shared by every server. While Redis is unreachable the cache degrades to this process's
 * LRU at once (no command waits for a reconnect) and says so in the log at most once a minute,
 * with how many failures were not logged in between.
 */
export class RedisSearchCache implements SearchCache {
  readonly kind = "redis" as const;
  private readonly redis: Redis;
  private readonly fallback: MemorySearchCache;
  /** Resolves once the first connection attempt succeeded or failed (at most connectTimeout). */
  private readonly firstAttempt: Promise<void>;
  private readonly warn: (error: unknown) => void;

  constructor(
    url: string,
    private readonly ttlSeconds: number,
    private readonly prefix = "fareline:search:",
    logger?: Logger,
    now: () => number = Date.now,
  ) {
    this.warn = throttledWarn(logger, "search cache: Redis unreachable, using the in-process cache", now);
    this.fallback = new MemorySearchCache(ttlSeconds);
    this.redis = new Redis(url, {
      lazyConnect: false,
      maxRetriesPerRequest: 1,
      // Commands fail at once while disconnected instead of queueing behind a reconnect.
      enableOfflineQueue: false,
      commandTimeout: 500,
      connectTimeout: 2000,
    });
    // Without a listener ioredis prints every reconnect failure itself.
    this.redis.on("error", (error) => this.warn(error));
    this.firstAttempt = new Promise((resolve) => {
      this.redis.once("ready", () => resolve());
      this.redis.once("error", () => resolve());
      this.redis.once("end", () => resolve());
    });
  }

  /** False while Redis is unreachable: the in-process LRU answers. */
  get connected(): boolean {
    return this.redis.status === "ready";
  }

  /** Waits out the first connection attempt only, so searches at start-up do not all miss Redis. */
  private async redisAvailable(): Promise<boolean> {
    await this.firstAttempt;
    return this.connected;
  }

  async get(key: string) {
    if (!(await this.redisAvailable())) return this.fallback.get(key);
    try {
      const text = await this.redis.get(this.prefix + key);
      return text ? (JSON.parse(text) as CachedSearch) : undefined;
    } catch (error) {
      this.warn(error);
      return this.fallback.get(key);
    }
  }

  async set(key: string, value: CachedSearch) {
    if (!(await this.redisAvailable())) return this.fallback.set(key, value);
    try {
      await this.redis.set(this.prefix + key, JSON.stringify(value), "EX", this.ttlSeconds);
    } catch (error) {
      this.warn(error);
      await this.fallback.set(key, value);
    }
  }

  async purge() {
    await this.firstAttempt;
    let removed = await this.fallback.purge();
    let cursor = "0";
    do {
      const [next, keys] = await this.redis.scan(cursor, "MATCH", `${this.prefix}*`, "COUNT", 500);
      cursor = next;
      if (keys.length > 0) removed += await this.redis.del(...keys);
    } while (cursor !== "0");
    return removed;
  }

  async close() {
    await closeRedis(this.redis);
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
