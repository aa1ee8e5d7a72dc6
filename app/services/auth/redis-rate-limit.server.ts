import { Redis } from "ioredis";
import type { Logger } from "../logging/logger.server";
import { throttledWarn } from "../logging/throttled-warn.server";
import { closeRedis } from "../redis/close-redis.server";

/**
 * Better Auth's rate-limit storage in Redis (used when REDIS_URL is set): one atomic Lua step
 * counts the request in a fixed window and reports the seconds left, so the limits hold
 * across every server instance. If Redis cannot answer, the request is let through and
 * logged (the per-e-mail limit in the database still applies): a Redis outage must not
 * lock everyone out.
 */
const CONSUME = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {count, redis.call('PTTL', KEYS[1])}`;

export interface RedisRateLimitStorage {
  consume(key: string, rule: { window: number; max: number }): Promise<{ allowed: boolean; retryAfter: number | null }>;
  close(): Promise<void>;
}

export function redisRateLimitStorage(
  url: string,
  logger: Logger,
  prefix = "fareline:ratelimit:",
): RedisRateLimitStorage {
  const redis = new Redis(url, { maxRetriesPerRequest: 1, commandTimeout: 500, connectTimeout: 2000 });
  // An outage is logged once a minute, not per reconnect or per sign-in.
  const warn = throttledWarn(logger, "auth rate limit: Redis unreachable, requests allowed");
  redis.on("error", warn);
  return {
    async consume(key, rule) {
      try {
        const [count, ttl] = (await redis.eval(CONSUME, 1, prefix + key, String(rule.window * 1000))) as [
          number,
          number,
        ];
        if (count <= rule.max) return { allowed: true, retryAfter: null };
        return { allowed: false, retryAfter: Math.max(1, Math.ceil(ttl / 1000)) };
      } catch (error) {
        warn(error);
        return { allowed: true, retryAfter: null };
      }
    },
    close: () => closeRedis(redis),
  };
}
