import type { Redis } from "ioredis";

/**
 * Disconnects a Redis client and resolves once its socket is closed (ioredis' `end`), so a stop
 * that follows finds no socket left open; at most `limitMs`, in case a reconnect attempt is stuck.
 */
export async function closeRedis(redis: Redis, limitMs = 2000): Promise<void> {
  if (redis.status === "end") return;
  let timer: NodeJS.Timeout | undefined;
  const ended = new Promise<void>((resolve) => {
    redis.once("end", resolve);
    timer = setTimeout(resolve, limitMs);
  });
  redis.disconnect();
  await ended;
  clearTimeout(timer);
}
