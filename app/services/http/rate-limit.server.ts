/**
 * Per-IP rate limits (express-rate-limit). With REDIS_URL the counters live in Redis
 * (rate-limit-redis), so several servers share one budget per address; without it, in
 * process memory. A limited request gets 429 JSON `{error}` with `Retry-After`.
 * See docs/decisions/050-search-flow-registry-and-limits.md.
 */
import type { RequestHandler } from "express";
import { rateLimit } from "express-rate-limit";
import { Redis } from "ioredis";
import { RedisStore } from "rate-limit-redis";
import type { Logger } from "../logging/logger.server";
import { throttledWarn } from "../logging/throttled-warn.server";
import { closeRedis } from "../redis/close-redis.server";

interface LimitOptions {
  /** Distinct per limiter: its counters are kept apart. */
  name: string;
  perMinute: number;
  /** What the person is told when limited (a whole sentence). */
  message: string;
  /**
   * answer (default): 429 JSON. mark: let the request through with `res.locals.rateLimited`
   * set, for pages that still render but skip the costly part (the /search server render).
   */
  onLimit?: "answer" | "mark";
}

export interface RateLimits {
  limiter(options: LimitOptions): RequestHandler;
  /** Round-trips Redis when the counters live there (readiness); resolves at once in process memory. */
  ping(timeoutMs: number): Promise<void>;
  close(): Promise<void>;
}

export function createRateLimits(options: {
  redisUrl?: string;
  prefix?: string;
  logger?: Logger;
  /** Counts each request over a limit, by limiter name (the server's metrics). */
  onRefusal?: (limiter: string) => void;
}): RateLimits {
  const redis = options.redisUrl
    ? // The offline queue stays: rate-limit-redis loads its script while the client is still connecting.
      new Redis(options.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: true, connectTimeout: 2000 })
    : undefined;
  redis?.on("error", throttledWarn(options.logger, "rate limits: Redis unreachable, requests pass unlimited"));
  return {
    limiter({ name, perMinute, message, onLimit = "answer" }) {
      return rateLimit({
        windowMs: 60_000,
        limit: perMinute,
        standardHeaders: "draft-8",
        legacyHeaders: false,
        identifier: name,
        // A Redis outage lets requests through rather than failing every search.
        passOnStoreError: true,
        ...(redis
          ? {
              store: new RedisStore({
                prefix: `${options.prefix ?? "fareline:rl:"}${name}:`,
                sendCommand: (command: string, ...args: string[]) => redis.call(command, ...args) as Promise<never>,
              }),
            }
          : {}),
        handler: (_req, res, next) => {
          options.onRefusal?.(name);
          if (onLimit === "mark") {
            res.locals.rateLimited = true;
            next();
            return;
          }
          res.status(429).json({ error: message });
        },
      });
    },
    async ping(timeoutMs) {
      if (!redis) return;
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => reject(new Error(`Redis did not answer within ${timeoutMs} ms`)), timeoutMs);
      });
      try {
        await Promise.race([redis.ping(), late]);
      } finally {
        clearTimeout(timer);
      }
    },
    async close() {
      if (redis) await closeRedis(redis);
    },
  };
}
