import fs from "node:fs/promises";
import type { Server } from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdminToken } from "../../app/services/admin/admin-tokens.server";
import { loadConfig } from "../../app/services/config/config.server";
import { profiles, user } from "../../app/services/db/schema";
import { createLogger } from "../../app/services/logging/logger.server";
import { SOURCES } from "../../app/services/providers/registry.server";
import { createApp } from "../../server/app";
import { type OpenServices, openServices } from "../../server/services";
import { fourthOffers, fourthSource } from "../fakes/fourth-source/fourth-source";

/**
 * Adding a flight source is its folder plus one registry line: here the registry line is the
 * list handed to loadConfig and openServices, and the folder is tests/fakes/fourth-source. The
 * fourth source is then searched through its own function, merged with the others (its
 * airport switch hidden), health-checked, listed in the admin's integrations and provider
 * status, and tested from the console, with no app file naming it.
 */

const sources = [...SOURCES, fourthSource];
const date = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
const search = { from: "JFK", to: "CDG", date, tripType: "oneway", adults: "1" } as const;

let dataDir: string;
let opened: OpenServices;
let server: Server;
let base: string;
let token: string;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "fareline-fourth-"));
  const env = {
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    PUBLIC_SITE_URL: "http://127.0.0.1",
    AUTH_SECRET: "f".repeat(40),
    SKYFAKE_KEY: "key",
    RATE_LIMIT_PER_MINUTE: "100000",
    RATE_LIMIT_DEBUG_PER_MINUTE: "100000",
  };
  opened = await openServices(loadConfig(env, sources), createLogger("silent"), { sources });
  const app = createApp({
    services: opened.services,
    build: () => Promise.reject(new Error("this test renders no page")),
  });
  server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;

  const { db } = opened.services.database;
  await db.insert(user).values({ id: "ops", name: "Ops", email: "ops@fareline.example" });
  await db.insert(profiles).values({ userId: "ops", role: "admin" });
  ({ token } = await createAdminToken(db, "ops", { name: "fourth-source test", expiresInDays: 30 }));
});

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await opened?.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

const getJson = async (pathname: string, init: RequestInit = {}) => {
  const response = await fetch(`${base}${pathname}`, init);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};
const asAdmin = (init: RequestInit = {}) => ({ ...init, headers: { "x-admin-token": token, ...init.headers } });

describe("a fourth flight source registered beside the three real ones", () => {
  it("is searched through its own function, with the flow's rules applied", async () => {
    const { status, body } = await getJson(`/functions/v1/search-skyfake?${new URLSearchParams(search)}&debug=1`);
    expect(status).toBe(200);
    const items = body.items as { id: string; provider: string }[];
    expect(items.map((o) => o.id)).toEqual(["skyfake-switch", "skyfake-nonstop"]);
    expect(new Set(items.map((o) => o.provider))).toEqual(new Set(["skyfake"]));
    expect(body._debug).toMatchObject({ provider: "skyfake", source: "live", cacheHit: false });
    // Its own debug endpoint is mounted with the function API's method rules.
    expect((await getJson("/functions/v1/skyfake-ping")).body).toEqual({ source: "skyfake", configured: true });
    expect((await fetch(`${base}/functions/v1/skyfake-ping`, { method: "DELETE" })).status).toBe(405);
  });

  it("is merged with the other sources, its airport switch hidden", async () => {
    const { sources: answered, merged } = await opened.services.search.searchAll(
      { ...search, tripType: "oneway", adults: 1 },
      { signal: AbortSignal.timeout(20_000) },
    );
    expect(answered.map((s) => s.name)).toEqual(["amadeus", "travelpayouts", "skyfake"]);
    const ids = merged.offers.map((o) => o.id);
    expect(ids).toContain("skyfake-nonstop");
    expect(ids).not.toContain("skyfake-switch");
    expect(merged.hiddenAirportSwitches).toBeGreaterThanOrEqual(1);
    // The other sources have no keys here: their place is taken by the offline engine's sample fares.
    expect(merged.offers.some((o) => o.provider === "sample")).toBe(true);
  });

  it("is health-checked in /api/health, its secret reported as set", async () => {
    const { body } = await getJson("/api/health");
    expect(Object.keys(body.tests as object)).toEqual(
      expect.arrayContaining(["database", "storage", "amadeus", "travelpayouts", "skyfake"]),
    );
    expect((body.tests as Record<string, unknown>).skyfake).toMatchObject({ ok: true, stage: "ping" });
    expect(body.services).toMatchObject({ skyfakeKey: "ok", amadeusKey: "missing", tpToken: "missing" });
  });

  it("is listed in the admin's integrations and provider status, and tested from the console", async () => {
    const integrations = await getJson("/api/admin/integrations/list", asAdmin());
    expect(integrations.status).toBe(200);
    const rows = integrations.body.rows as { key: string }[];
    expect(rows.map((r) => r.key).slice(0, 3)).toEqual(["amadeus", "travelpayouts", "skyfake"]);
    expect(rows.find((r) => r.key === "skyfake")).toMatchObject({
      name: "Skyfake fares",
      category: "Flight data",
      keys_present: true,
      reachable: true,
      last_status: "ok",
      notes: "The test-only fourth source.",
    });

    const status = await getJson("/api/providers/health", asAdmin());
    expect(status.body.endpoints).toMatchObject({ skyfake: { ok: true, status: 200, error: null } });

    const tested = await getJson(
      "/api/providers/test/skyfake",
      asAdmin({
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ origin: "JFK", destination: "CDG", startDate: date, currency: "usd" }),
      }),
    );
    expect(tested.body).toMatchObject({ ok: true, provider: "skyfake", status: 200, error: null });
    expect(tested.body.sample).toEqual(fourthOffers({ from: "JFK", to: "CDG", date, tripType: "oneway", adults: 1 }));
  });
});
