import { randomUUID } from "node:crypto";
import pino from "pino";
import { afterAll, describe, expect, it } from "vitest";
import { redisRateLimitStorage } from "./redis-rate-limit.server";

const url = process.env.TEST_REDIS_URL;

describe.skipIf(!url)("auth rate limit in Redis", () => {
  const storage = redisRateLimitStorage(url as string, pino({ level: "silent" }), `fareline:test:${randomUUID()}:`);
  afterAll(() => storage.close());

  it("allows max requests per window and tells how long to wait after that", async () => {
    const rule = { window: 30, max: 3 };
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await storage.consume("ip|/sign-in/email", rule));
    expect(results.slice(0, 3).every((r) => r.allowed)).toBe(true);
    expect(results[3]?.allowed).toBe(false);
    expect(results[3]?.retryAfter).toBeGreaterThan(25);
    expect(results[3]?.retryAfter).toBeLessThanOrEqual(30);
    expect((await storage.consume("other-ip|/sign-in/email", rule)).allowed).toBe(true);
  });

  it("counts concurrent requests exactly", async () => {
    const rule = { window: 30, max: 5 };
    const results = await Promise.all(Array.from({ length: 9 }, () => storage.consume("burst", rule)));
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
  });

  it("starts a new window once the old one has passed", async () => {
    const rule = { window: 1, max: 1 };
    expect((await storage.consume("short", rule)).allowed).toBe(true);
    expect((await storage.consume("short", rule)).allowed).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await storage.consume("short", rule)).allowed).toBe(true);
  });
});

describe("auth rate limit when Redis is down", () => {
  it("lets the request through (the database per-e-mail limit still applies)", async () => {
    const storage = redisRateLimitStorage("redis://127.0.0.1:1", pino({ level: "silent" }));
    expect(await storage.consume("k", { window: 10, max: 1 })).toEqual({ allowed: true, retryAfter: null });
    await storage.close();
  });
});
