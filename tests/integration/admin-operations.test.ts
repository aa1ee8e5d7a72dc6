import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { fakeProvidersEnv, type ProviderFake, startAmadeusFake, startTravelpayoutsFake } from "../fakes/provider-fakes";
import { adminSession, createConsoleAccounts, createToken } from "../support/admin-console";
import type { HttpSession } from "../support/http-session";
import { type RunningServer, startServer } from "../support/server";

/**
 * What the operator APIs do: a flag change changes the next search, a purge
 * empties the cache, a quota override lets a limited API through, provider tests against the
 * fakes (ok and each fault), the Aviasales tester's tracked deeplink, and operators spending
 * quota from the debug endpoint.
 */

const ADMIN = "ops@example.com";
const PASSWORD = "operator password 1";
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

let server: RunningServer;
let amadeus: ProviderFake;
let tp: ProviderFake;
let dataDir: string;
let admin: HttpSession;
let token: string;

beforeAll(async () => {
  [amadeus, tp] = await Promise.all([startAmadeusFake(), startTravelpayoutsFake()]);
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "fareline-admin-ops-"));
  const env = { DATA_DIR: dataDir, AUTH_SECRET: "z".repeat(40) };
  await createConsoleAccounts(env, { admin: ADMIN, visitor: "nobody@example.com", password: PASSWORD });
  server = await startServer({
    dataDir,
    // FOS quota 1 → monthly target floor(1 × 75 %) = 0: Amadeus is limited until an operator overrides it.
    env: { ...env, ...fakeProvidersEnv(amadeus, tp), UPSTREAM_TIMEOUT_MS: "2000", AMADEUS_QUOTA_FOS: "1" },
  });
  ({ session: admin } = await adminSession(server.url, ADMIN, PASSWORD));
  ({ token } = await createToken(admin));
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await Promise.all([amadeus?.close(), tp?.close()]);
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

const post = async (url: string, json: unknown) => {
  const response = await admin.request(url, { json, headers: { "x-admin-token": token } });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

async function searchTp(date: string) {
  const query = new URLSearchParams({ from: "JFK", to: "CDG", date, tripType: "oneway", adults: "1", debug: "1" });
  const response = await fetch(`${server.url}/functions/v1/search-travelpayouts?${query}`);
  return (await response.json()) as { items: { provider: string }[]; _debug: Record<string, unknown> };
}

async function searchAmadeus(date: string) {
  const response = await fetch(`${server.url}/functions/v1/search-amadeus?debug=1`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ from: "JFK", to: "CDG", date, tripType: "oneway", adults: 1 }),
  });
  return (await response.json()) as { items: { provider: string }[]; _debug: Record<string, unknown> };
}

describe("flags and cache", () => {
  it("FORCE_PROVIDER set from the console changes the very next search; clearing it restores auto", async () => {
    const date = inDays(40);
    expect((await searchTp(date))._debug.source).toBe("live");
    const set = await post("/api/admin/flags/set", { flags: { FORCE_PROVIDER: "dummy" } });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({
      ok: true,
      flags: { FORCE_PROVIDER: "dummy" },
      overrides: { FORCE_PROVIDER: "dummy" },
    });
    const forced = await searchTp(date);
    expect(forced._debug).toMatchObject({ source: "offline", fallbackReason: "force_dummy" });
    expect(new Set(forced.items.map((o) => o.provider))).toEqual(new Set(["sample"]));

    const got = (await (await admin.request("/api/admin/flags/get")).json()) as Record<string, unknown>;
    expect(got).toMatchObject({ flags: { FORCE_PROVIDER: "dummy" }, defaults: { FORCE_PROVIDER: "auto" } });
    expect(got.services).toMatchObject({ tpToken: "ok", amadeusKey: "ok" });
    expect(JSON.stringify(got)).not.toContain("fake-secret");

    await post("/api/admin/flags/set", { flags: { FORCE_PROVIDER: null } });
    expect((await searchTp(date))._debug.source).toBe("cache");
    const audit = (await (await admin.request("/api/admin/audit")).json()) as {
      entries: { action: string; before: { FORCE_PROVIDER: string }; after: { FORCE_PROVIDER: string } }[];
    };
    const flagChanges = audit.entries.filter((e) => e.action === "flags.set");
    expect(flagChanges[1]).toMatchObject({ before: { FORCE_PROVIDER: "auto" }, after: { FORCE_PROVIDER: "dummy" } });
  });

  it("purge empties the search cache: the next identical search goes live again", async () => {
    const date = inDays(41);
    await searchTp(date);
    expect((await searchTp(date))._debug.source).toBe("cache");
    const purge = await post("/api/admin/cache/purge", {});
    expect(purge.status).toBe(200);
    expect(purge.body.purged).toBeGreaterThan(0);
    expect((await searchTp(date))._debug.source).toBe("live");
  });
});

describe("quota", () => {
  it("status shows FOS limited; the override lets Amadeus through; turning it off limits it again", async () => {
    const date = inDays(42);
    const limited = await searchAmadeus(date);
    expect(limited._debug.fallbackReason).toBe("month_target_reached");
    const status = (await (await admin.request("/api/admin/quota/status")).json()) as {
      rows: { api: string; allow: boolean; reason?: string; target: number }[];
    };
    expect(status.rows.map((r) => r.api)).toEqual(["FOS", "FOP", "SEATMAPS"]);
    expect(status.rows[0]).toMatchObject({ api: "FOS", allow: false, reason: "month_target_reached", target: 0 });

    const on = await post("/api/admin/quota/override", { api: "FOS", force_allow: true });
    expect(on.body.row).toMatchObject({ api: "FOS", forceAllow: true });
    const live = await searchAmadeus(date);
    expect(live._debug.source).toBe("live");
    expect(live.items.length).toBeGreaterThan(0);

    await post("/api/admin/quota/override", { api: "FOS", force_allow: false });
    expect((await searchAmadeus(inDays(43)))._debug.fallbackReason).toBe("month_target_reached");
  });
});

describe("provider tests against the fakes", () => {
  const tpBody = { origin: "JFK", destination: "CDG", startDate: inDays(30), currency: "USD" };
  // A failed assertion must not leave a fault scripted for the tests after it.
  afterEach(() => {
    amadeus.reset();
    tp.reset();
  });

  it("travelpayouts: ok, then each fault with its status and message", async () => {
    tp.reset();
    const ok = await post("/api/providers/test/travelpayouts", tpBody);
    expect(ok.body).toMatchObject({ ok: true, provider: "travelpayouts", status: 200, error: null });
    expect(Array.isArray(ok.body.sample)).toBe(true);
    for (const [behaviour, status] of [
      ["401", 401],
      ["500", 500],
      ["429", 429],
    ] as const) {
      tp.set({ behaviour });
      const failed = await post("/api/providers/test/travelpayouts", tpBody);
      expect(failed.body, behaviour).toMatchObject({ ok: false, status });
      expect(String(failed.body.error).length).toBeGreaterThan(0);
    }
    tp.set({ behaviour: "error_envelope" });
    const envelope = await post("/api/providers/test/travelpayouts", tpBody);
    expect(envelope.body).toMatchObject({ ok: false });
    expect(String(envelope.body.error)).toContain("departure_at must be");
    tp.set({ behaviour: "malformed" });
    expect((await post("/api/providers/test/travelpayouts", tpBody)).body.ok).toBe(false);
    tp.reset();
  });

  it("amadeus test: token and search ok when quota allows; token failure and quota refusal say so", async () => {
    amadeus.reset();
    await post("/api/admin/quota/override", { api: "FOS", force_allow: true });
    const body = { origin: "JFK", destination: "CDG", departureDate: inDays(30) };
    const ok = await post("/api/admin/amadeus/test", body);
    expect(ok.body).toMatchObject({ env: "test", tokenOk: true, searchOk: true, error: null, base: amadeus.url });
    expect(ok.body.sample).toBeTruthy();

    amadeus.set({ behaviour: "500" });
    const searchFails = await post("/api/admin/amadeus/test", body);
    expect(searchFails.body).toMatchObject({ tokenOk: true, searchOk: false });
    expect(String(searchFails.body.error)).toMatch(/^Flight search failed/);

    // Credentials refused: the test asks for a fresh token (a cached one would hide it) and stops there.
    amadeus.set({ tokenBehaviour: "401" });
    const searchesBefore = amadeus.requests.filter((r) => r.path.startsWith("/v2/")).length;
    const tokenFails = await post("/api/admin/amadeus/test", body);
    expect(tokenFails.status).toBe(200);
    expect(tokenFails.body).toMatchObject({ tokenOk: false, searchOk: false, sample: null });
    expect(String(tokenFails.body.error)).toMatch(/^Token request failed: .*\(HTTP 401\)/);
    expect(amadeus.requests.filter((r) => r.path.startsWith("/v2/")).length).toBe(searchesBefore);
    const providerTokenFails = await post("/api/providers/test/amadeus", {
      origin: "JFK",
      destination: "CDG",
      startDate: inDays(30),
    });
    expect(providerTokenFails.body).toMatchObject({ ok: false, provider: "amadeus", status: 0 });
    expect(String(providerTokenFails.body.error)).toMatch(/^Token request failed/);
    amadeus.reset();

    await post("/api/admin/quota/override", { api: "FOS", force_allow: false });
    const refused = await post("/api/providers/test/amadeus", {
      origin: "JFK",
      destination: "CDG",
      startDate: inDays(30),
    });
    expect(refused.body).toMatchObject({ ok: false });
    expect(String(refused.body.error)).toMatch(/quota is used up/);
  });

  it("amadeus switch changes AMADEUS_ENV and is audited; health lists each endpoint", async () => {
    const switched = await post("/api/admin/amadeus/switch", { env: "production" });
    expect(switched.body).toMatchObject({ ok: true, env: "production" });
    const flags = (await (await admin.request("/api/admin/flags/get")).json()) as { flags: { AMADEUS_ENV: string } };
    expect(flags.flags.AMADEUS_ENV).toBe("production");
    await post("/api/admin/amadeus/switch", { env: "test" });

    const health = (await (await admin.request("/api/providers/health")).json()) as Record<string, unknown>;
    expect(health).toMatchObject({
      fxBase: "USD",
      endpoints: { amadeus: { ok: true }, travelpayouts: { ok: true }, database: { ok: true } },
    });
    const audit = await (await admin.request("/api/admin/audit")).text();
    expect(audit).toContain('"action":"amadeus.switch"');
  });
});

describe("Aviasales tester and operators on the debug endpoint", () => {
  it("prices-for-dates answers the raw JSON and a tracked deeplink to the result's Aviasales page", async () => {
    const answer = await post("/api/avs/prices-for-dates", {
      origin: "JFK",
      destination: "CDG",
      departure_at: inDays(30),
      one_way: true,
      limit: 5,
    });
    expect(answer.body).toMatchObject({ ok: true, endpoint: "prices-for-dates" });
    const deeplink = new URL(String(answer.body.deeplink));
    expect(deeplink.origin + deeplink.pathname).toBe("https://c111.travelpayouts.com/click");
    expect(deeplink.searchParams.get("shmarker")).toBe("457050.avs_tester");
    expect(deeplink.searchParams.get("custom_url")).toMatch(/^https:\/\/www\.aviasales\.com\/search\//);
    const request = tp.requests.at(-1);
    expect(request?.query.limit).toBe("5");

    const week = await post("/api/avs/week-matrix", { origin: "JFK", destination: "CDG", depart_date: inDays(30) });
    expect(week.body.ok).toBe(true);
    expect(String(week.body.target)).toMatch(/^https:\/\/www\.aviasales\.com\/search\/JFK\d{4}CDG1$/);
    const latest = await post("/api/avs/get-latest-prices", { origin: "JFK", destination: "CDG" });
    expect(latest.body.ok).toBe(true);
  });

  it("an operator's token lets amadeus-search spend quota live; anonymous callers get the credentials check only", async () => {
    await post("/api/admin/quota/override", { api: "FOS", force_allow: true });
    const body = JSON.stringify({ origin: "JFK", destination: "CDG", depart: inDays(30), adults: 1, maxResults: 1 });
    const anonymous = await fetch(`${server.url}/functions/v1/amadeus-search`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body,
    });
    expect(((await anonymous.json()) as { quotaSpent: boolean }).quotaSpent).toBe(false);
    const operator = await fetch(`${server.url}/functions/v1/amadeus-search`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-admin-token": token },
      body,
    });
    expect(operator.status).toBe(200);
    const answer = (await operator.json()) as { data?: unknown[]; quotaSpent?: boolean };
    expect(answer.quotaSpent).toBeUndefined();
    expect(Array.isArray(answer.data)).toBe(true);
    await post("/api/admin/quota/override", { api: "FOS", force_allow: false });
  });
});

describe("integrations and checklist", () => {
  it("lists every integration with live keys/reachability and stored last status; checklist persists and Mark All Done", async () => {
    const list = (await (await admin.request("/api/admin/integrations/list")).json()) as {
      rows: { key: string; keys_present: boolean; reachable: boolean | null; last_status: string }[];
    };
    expect(list.rows.map((r) => r.key)).toEqual([
      "amadeus",
      "travelpayouts",
      "affiliate_links",
      "email",
      "redis",
      "database",
      "tracking_snippet",
    ]);
    const byKey = Object.fromEntries(list.rows.map((r) => [r.key, r]));
    expect(byKey.amadeus).toMatchObject({ keys_present: true, reachable: true, last_status: "ok" });
    expect(byKey.redis).toMatchObject({ keys_present: false, last_status: "warn" });
    expect(byKey.database).toMatchObject({ reachable: true, last_status: "ok" });
    // Our homepage has no tracking script: the check fetched it and says so.
    expect(byKey.tracking_snippet).toMatchObject({ reachable: true, last_status: "warn" });

    const tasks = (await (await admin.request("/api/admin/integrations/checklist")).json()) as {
      tasks: { task: string; done: boolean }[];
    };
    expect(tasks.tasks.every((t) => !t.done)).toBe(true);
    const first = tasks.tasks[0]?.task as string;
    const one = await post("/api/admin/integrations/checklist", { task: first, done: true });
    expect((one.body.tasks as { done: boolean }[]).filter((t) => t.done)).toHaveLength(1);
    const all = await post("/api/admin/integrations/checklist", { all: true });
    expect((all.body.tasks as { done: boolean }[]).every((t) => t.done)).toBe(true);
  });
});

describe("backups", () => {
  it("a backup that cannot be written answers 503 with the reason, is listed as failed, and the next one works", async () => {
    // BACKUP_DIR (DATA_DIR/backups) made a plain file: the dump cannot be written there.
    const backupDir = path.join(dataDir, "backups");
    await fs.rm(backupDir, { recursive: true, force: true });
    await fs.writeFile(backupDir, "not a folder");
    const failed = await post("/api/admin/backups/run", {});
    expect(failed.status).toBe(503);
    expect(failed.body).toMatchObject({ ok: false, backup: { type: "manual", status: "failed" } });
    expect(String(failed.body.error)).toMatch(/^Backup failed: \S/);
    expect(String(failed.body.error)).not.toMatch(/\n\s+at /);
    const failedId = (failed.body.backup as { backup_id: string }).backup_id;

    await fs.rm(backupDir);
    const done = await post("/api/admin/backups/run", {});
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ ok: true, error: null, backup: { status: "completed" } });

    const list = (await (await admin.request("/api/admin/backups/list")).json()) as {
      backups: { backup_id: string; status: string; error: string | null }[];
    };
    expect(list.backups.find((b) => b.backup_id === failedId)).toMatchObject({ status: "failed" });
    expect(list.backups[0]?.status).toBe("completed");
    const page = await (await admin.request("/admin?tab=backups")).text();
    expect(page).toContain(failedId);
    expect(page).toContain("failed");
  });
});
