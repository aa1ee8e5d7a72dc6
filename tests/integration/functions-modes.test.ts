import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { quotaPeriod } from "../../app/core/search/quotas/quota-policy";
import { loadConfig } from "../../app/services/config/config.server";
import { type DatabaseHandle, openDatabase } from "../../app/services/db/database.server";
import { QuotaService } from "../../app/services/search/quotas/quotas.server";
import { fakeProvidersEnv, type ProviderFake, startAmadeusFake, startTravelpayoutsFake } from "../fakes/provider-fakes";
import { type RunningServer, startServer } from "../support/server";
import { createIsolatedPostgresUrl } from "../support/test-databases";

/**
 * The flags and the Amadeus quota end to end: built servers started with FORCE_PROVIDER,
 * USE_DUMMY_DATA and tiny AMADEUS_QUOTA_FOS values in their environment, both providers
 * configured against the fakes, and what each search function then answers. With
 * TEST_REDIS_URL the search cache is Redis (a key prefix of its own per run, removed
 * afterwards); with TEST_DATABASE_URL the quota server runs on PostgreSQL so the test can
 * flip the force-allow switch in the same database.
 */

const redisUrl = process.env.TEST_REDIS_URL;
const adminDatabaseUrl = process.env.TEST_DATABASE_URL;
const cachePrefix = `fareline-test-${Date.now()}-${randomBytes(3).toString("hex")}:`;

let amadeus: ProviderFake;
let tp: ProviderFake;
const servers: Record<string, RunningServer> = {};
const server = (name: string): RunningServer => {
  const found = servers[name];
  if (!found) throw new Error(`server ${name} did not start`);
  return found;
};
let quotaDatabase: { url: string; drop(): Promise<void> } | undefined;

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

// Six servers start at once: on a loaded 2-core machine that takes longer than the default hook budget.
beforeAll(async () => {
  amadeus = await startAmadeusFake();
  tp = await startTravelpayoutsFake();
  if (adminDatabaseUrl) quotaDatabase = await createIsolatedPostgresUrl(adminDatabaseUrl);
  const providers = { ...fakeProvidersEnv(amadeus, tp), UPSTREAM_TIMEOUT_MS: "2000" };
  // Several instances sharing one Redis cache, as in a deployment with REDIS_URL.
  const sharedCache: Record<string, string> = redisUrl ? { REDIS_URL: redisUrl, SEARCH_CACHE_PREFIX: cachePrefix } : {};
  const envs: Record<string, Record<string, string>> = {
    // auto with an FOS quota of 1 → target floor(1 × 75 %) = 0: Amadeus is always quota-limited.
    auto: { ...providers, ...sharedCache, FORCE_PROVIDER: "auto", AMADEUS_QUOTA_FOS: "1" },
    travelpayouts: { ...providers, FORCE_PROVIDER: "travelpayouts" },
    // amadeus with an FOS quota of 3 → target 2 a month: one or two live searches, then limited.
    amadeus: {
      ...providers,
      FORCE_PROVIDER: "amadeus",
      AMADEUS_QUOTA_FOS: "3",
      ...(quotaDatabase ? { DATABASE_URL: quotaDatabase.url, AUTH_SECRET: "x".repeat(40) } : {}),
    },
    fallback: { ...providers, ...sharedCache, FORCE_PROVIDER: "fallback" },
    dummy: { ...providers, FORCE_PROVIDER: "dummy" },
    useDummy: { ...providers, FORCE_PROVIDER: "travelpayouts", USE_DUMMY_DATA: "true" },
  };
  const started = await Promise.all(
    Object.entries(envs).map(async ([name, env]) => [name, await startServer({ env })] as const),
  );
  for (const [name, server] of started) servers[name] = server;
}, 180_000);

afterAll(async () => {
  await Promise.all([...Object.values(servers).map((s) => s.stop()), amadeus?.close(), tp?.close()]);
  await quotaDatabase?.drop();
  if (redisUrl) {
    const redis = new Redis(redisUrl);
    const keys = await redis.keys(`${cachePrefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  }
}, 180_000);

interface Answer {
  status: number;
  json: {
    items: { provider: string; price: number }[];
    error?: string;
    _debug: Record<string, unknown> & { quota?: Record<string, unknown> | null };
  };
}

async function searchAmadeus(server: RunningServer, date: string): Promise<Answer> {
  const res = await fetch(`${server.url}/functions/v1/search-amadeus?debug=1`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ from: "JFK", to: "CDG", date, tripType: "oneway", adults: 1 }),
  });
  return { status: res.status, json: await res.json() };
}

async function searchTp(server: RunningServer, date: string): Promise<Answer> {
  const query = new URLSearchParams({ from: "JFK", to: "CDG", date, tripType: "oneway", adults: "1", debug: "1" });
  const res = await fetch(`${server.url}/functions/v1/search-travelpayouts?${query}`);
  return { status: res.status, json: await res.json() };
}

const providersOf = (answer: Answer) => [...new Set(answer.json.items.map((o) => o.provider))];
const liveCalls = (fake: ProviderFake) => fake.requests.filter((r) => !r.path.includes("oauth2")).length;

function resetFakes() {
  amadeus.reset();
  tp.reset();
}

describe("FORCE_PROVIDER=dummy and USE_DUMMY_DATA", () => {
  it("dummy: both functions answer the offline engine's sample offers without calling a provider", async () => {
    resetFakes();
    const date = inDays(30);
    for (const answer of [await searchAmadeus(server("dummy"), date), await searchTp(server("dummy"), date)]) {
      expect(answer.status).toBe(200);
      expect(answer.json.items.length).toBeGreaterThan(0);
      expect(providersOf(answer)).toEqual(["sample"]);
      expect(answer.json._debug).toMatchObject({
        source: "offline",
        fallbackReason: "force_dummy",
        cacheHit: false,
        upstreamMs: null,
        flags: { FORCE_PROVIDER: "dummy", USE_DUMMY_DATA: false },
      });
    }
    // The same search again is still the engine's, never a cache hit.
    expect((await searchTp(server("dummy"), date)).json._debug).toMatchObject({ source: "offline", cacheHit: false });
    expect(liveCalls(amadeus) + liveCalls(tp)).toBe(0);
  });

  it("USE_DUMMY_DATA=true wins over FORCE_PROVIDER", async () => {
    resetFakes();
    const date = inDays(31);
    for (const answer of [await searchAmadeus(server("useDummy"), date), await searchTp(server("useDummy"), date)]) {
      expect(answer.status).toBe(200);
      expect(providersOf(answer)).toEqual(["sample"]);
      expect(answer.json._debug).toMatchObject({
        source: "offline",
        fallbackReason: "dummy_data",
        flags: { USE_DUMMY_DATA: true, FORCE_PROVIDER: "travelpayouts" },
      });
    }
    expect(liveCalls(amadeus) + liveCalls(tp)).toBe(0);
  });
});

describe("FORCE_PROVIDER=travelpayouts", () => {
  it("calls Travelpayouts only; search-amadeus answers an empty list and says why", async () => {
    resetFakes();
    const date = inDays(32);
    const [a, t] = [await searchAmadeus(server("travelpayouts"), date), await searchTp(server("travelpayouts"), date)];
    expect(a.status).toBe(200);
    expect(a.json.items).toEqual([]);
    expect(a.json._debug).toMatchObject({ provider: "amadeus", source: "none", fallbackReason: "force_provider" });
    expect(t.status).toBe(200);
    expect(providersOf(t)).toEqual(["travelpayouts"]);
    expect(t.json._debug).toMatchObject({ source: "live", cacheHit: false, upstreamStatus: 200 });
    expect(liveCalls(amadeus)).toBe(0);
    expect(liveCalls(tp)).toBe(1);
  });
});

describe("FORCE_PROVIDER=amadeus and the Amadeus quota", () => {
  it("calls Amadeus only; search-travelpayouts answers an empty list and says why", async () => {
    resetFakes();
    const date = inDays(33);
    const [a, t] = [await searchAmadeus(server("amadeus"), date), await searchTp(server("amadeus"), date)];
    expect(a.status).toBe(200);
    expect(providersOf(a)).toEqual(["amadeus"]);
    expect(a.json._debug).toMatchObject({
      source: "live",
      quota: { api: "FOS", allowed: true },
    });
    // Anonymous callers see whether quota allowed the call, never the live counters.
    expect(a.json._debug.quota).toEqual({ api: "FOS", allowed: true });
    expect(t.json.items).toEqual([]);
    expect(t.json._debug).toMatchObject({
      provider: "travelpayouts",
      source: "none",
      fallbackReason: "force_provider",
    });
    expect(liveCalls(tp)).toBe(0);
  });

  it("once the quota is spent, falls back to the offline engine and says why", async () => {
    resetFakes();
    // Target 2 a month. With two or more days left today's budget is ceil(2 / days) = 1,
    // spent by the search above: day_paced. On the month's last day both fit: month_target_reached.
    const expected = quotaPeriod(new Date()).daysLeft >= 2 ? "day_paced" : "month_target_reached";
    let limited: Answer | undefined;
    for (let i = 0; i < 3 && !limited; i++) {
      const answer = await searchAmadeus(server("amadeus"), inDays(34 + i));
      expect(answer.status).toBe(200);
      if (answer.json._debug.source !== "live") limited = answer;
    }
    if (!limited) throw new Error("the quota never limited a search");
    expect(providersOf(limited)).toEqual(["sample"]);
    expect(limited.json._debug).toMatchObject({
      source: "offline",
      fallbackReason: expected,
      fallbackTo: "offline",
      quota: { api: "FOS", allowed: false, reason: expected },
    });
    // The refused search never reached Amadeus.
    const searches = amadeus.requests.filter((r) => r.path === "/v2/shopping/flight-offers");
    expect(searches.length).toBe(expected === "day_paced" ? 0 : 1);

    // A search answered live before the limit is still answered, from the cache, without quota.
    const cached = await searchAmadeus(server("amadeus"), inDays(33));
    expect(providersOf(cached)).toEqual(["amadeus"]);
    expect(cached.json._debug).toMatchObject({ source: "cache", cacheHit: true, quota: null });
    expect(amadeus.requests.filter((r) => r.path === "/v2/shopping/flight-offers")).toHaveLength(searches.length);
  });

  it.runIf(adminDatabaseUrl)(
    "the operator's force-allow switch (stored in the database) lets searches through",
    async () => {
      resetFakes();
      let handle: DatabaseHandle | undefined;
      try {
        if (!quotaDatabase) throw new Error("no PostgreSQL database for the quota server");
        handle = await openDatabase({ kind: "postgres", url: quotaDatabase.url });
        const quotas = new QuotaService(handle.db, loadConfig({ AMADEUS_QUOTA_FOS: "3" }));
        await quotas.setOverride("FOS", true);
        const forced = await searchAmadeus(server("amadeus"), inDays(40));
        expect(providersOf(forced)).toEqual(["amadeus"]);
        expect(forced.json._debug).toMatchObject({ source: "live", quota: { allowed: true } });
        expect(amadeus.requests.filter((r) => r.path === "/v2/shopping/flight-offers")).toHaveLength(1);

        await quotas.setOverride("FOS", false);
        const limited = await searchAmadeus(server("amadeus"), inDays(41));
        expect(limited.json._debug).toMatchObject({ source: "offline", quota: { allowed: false } });
        expect(String(limited.json._debug.fallbackReason)).toMatch(/^(day_paced|month_target_reached)$/);
        // The forced search was counted like any other.
        const [fos] = await quotas.status();
        expect(fos).toMatchObject({ api: "FOS", forceAllow: false, allow: false });
        expect(fos?.monthUsed).toBeGreaterThanOrEqual(2);
      } finally {
        await handle?.close();
      }
    },
  );
});

describe("FORCE_PROVIDER=auto with the Amadeus quota spent", () => {
  it("search-amadeus defers to Travelpayouts (month_target_reached); search-travelpayouts answers live", async () => {
    resetFakes();
    const date = inDays(45);
    const [a, t] = [await searchAmadeus(server("auto"), date), await searchTp(server("auto"), date)];
    expect(a.status).toBe(200);
    expect(a.json.items).toEqual([]);
    expect(a.json._debug).toMatchObject({
      provider: "amadeus",
      source: "none",
      fallbackReason: "month_target_reached",
      fallbackTo: "travelpayouts",
      quota: { api: "FOS", allowed: false, reason: "month_target_reached" },
      flags: { FORCE_PROVIDER: "auto" },
    });
    expect(providersOf(t)).toEqual(["travelpayouts"]);
    expect(t.json._debug).toMatchObject({ source: "live", cacheHit: false });
    expect(amadeus.requests).toHaveLength(0);
  });

  it("a repeated identical search is answered from the cache", async () => {
    resetFakes();
    const date = inDays(46);
    const first = await searchTp(server("auto"), date);
    const second = await searchTp(server("auto"), date);
    expect(first.json._debug).toMatchObject({ source: "live", cacheHit: false });
    expect(second.json._debug).toMatchObject({
      source: "cache",
      cacheHit: true,
      upstreamMs: first.json._debug.upstreamMs,
    });
    expect(second.json.items).toEqual(first.json.items);
    expect(liveCalls(tp)).toBe(1);
  });
});

describe("FORCE_PROVIDER=fallback", () => {
  it("answers from the offline engine when nothing is cached, without calling a provider", async () => {
    resetFakes();
    const date = inDays(50);
    for (const answer of [await searchAmadeus(server("fallback"), date), await searchTp(server("fallback"), date)]) {
      expect(answer.status).toBe(200);
      expect(providersOf(answer)).toEqual(["sample"]);
      expect(answer.json._debug).toMatchObject({
        source: "offline",
        fallbackReason: "force_fallback",
        cacheHit: false,
      });
    }
    expect(liveCalls(amadeus) + liveCalls(tp)).toBe(0);
  });
});

describe.runIf(redisUrl)("Redis search cache inside the running app (TEST_REDIS_URL)", () => {
  it("stores live answers under the configured prefix, hits them again, and other instances read them", async () => {
    resetFakes();
    const date = inDays(55);
    const live = await searchTp(server("auto"), date);
    expect(live.json._debug).toMatchObject({ source: "live", cacheHit: false });
    const redis = new Redis(redisUrl ?? "");
    try {
      const key = `${cachePrefix}search:travelpayouts:JFK:CDG:${date}::oneway:1:0:0:economy`;
      const stored = JSON.parse((await redis.get(key)) ?? "null");
      // The cache keeps the source's offers; each answer adds the emissions and bag facts it derives.
      const answered = (live.json.items as Record<string, unknown>[]).map(
        ({ co2eKg: _kg, bags: _bags, ...offer }) => offer,
      );
      expect(stored?.offers).toEqual(answered);
      const ttl = await redis.ttl(key);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(900);
    } finally {
      redis.disconnect();
    }
    const hit = await searchTp(server("auto"), date);
    expect(hit.json._debug).toMatchObject({ source: "cache", cacheHit: true });
    expect(hit.json.items).toEqual(live.json.items);
    // FORCE_PROVIDER=fallback on another instance: the shared cache answers, no live call.
    const fallback = await searchTp(server("fallback"), date);
    expect(fallback.json._debug).toMatchObject({ source: "cache", cacheHit: true });
    expect(fallback.json.items).toEqual(live.json.items);
    expect(liveCalls(tp)).toBe(1);
  });
});
