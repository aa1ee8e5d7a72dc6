import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import * as schemas from "../../app/core/admin/admin-schemas";
import { fakeProvidersEnv, type ProviderFake, startAmadeusFake, startTravelpayoutsFake } from "../fakes/provider-fakes";
import { createAdminAccount, signInWithPassword } from "../support/accounts";
import { adminSession, createConsoleAccounts, createToken } from "../support/admin-console";
import { HttpSession } from "../support/http-session";
import { type RunningServer, startServer } from "../support/server";
import { type SmtpPeer, startSmtpPeer } from "../support/smtp-peer";

/**
 * Access to every operator API (decision 100): 401 without a session, 403 for a signed-in
 * non-admin, 403 'Admin token required' for a mutation without the token, 200 with both,
 * the token alone for scripts, revocation, and 400 for any body the zod schema refuses.
 */

const ADMIN = "ops@example.com";
/** An admin who has not enrolled a second factor yet: a password session, aal1. */
const ADMIN_NO_FACTOR = "new-ops@example.com";
const VISITOR = "traveller@example.com";
const PASSWORD = "operator password 1";
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

interface Endpoint {
  method: "GET" | "POST" | "DELETE";
  path: string;
  /** Makes the real URL of a path with an :id when called (a token to revoke, a backup to download). */
  url?: () => Promise<string>;
  body?: unknown;
  schema?: z.ZodType;
  /** Token management: the admin's session only; the token neither is needed nor replaces it. */
  sessionOnly?: true;
  /** The success status when not 200. */
  okStatus?: number;
}

let completedBackupId = "";

const ENDPOINTS: Endpoint[] = [
  { method: "GET", path: "/api/admin/flags/get" },
  { method: "GET", path: "/api/admin/audit" },
  { method: "GET", path: "/api/admin/quota/status" },
  { method: "GET", path: "/api/admin/integrations/list" },
  { method: "GET", path: "/api/admin/integrations/checklist" },
  { method: "GET", path: "/api/providers/health" },
  { method: "GET", path: "/api/admin/backups/list" },
  {
    method: "GET",
    path: "/api/admin/backups/:backupId/download",
    url: async () => `/api/admin/backups/${completedBackupId}/download`,
  },
  { method: "GET", path: "/api/admin/tokens", sessionOnly: true },
  {
    method: "POST",
    path: "/api/admin/tokens",
    body: { name: "matrix" },
    schema: schemas.tokenCreateSchema,
    sessionOnly: true,
    okStatus: 201,
  },
  {
    method: "DELETE",
    path: "/api/admin/tokens/:id",
    url: async () => `/api/admin/tokens/${(await createToken(admin, "to revoke")).id}`,
    sessionOnly: true,
  },
  { method: "POST", path: "/api/admin/backups/run", body: {}, schema: schemas.emptyBodySchema },
  {
    method: "POST",
    path: "/api/admin/flags/set",
    body: { flags: { USE_DUMMY_DATA: false } },
    schema: schemas.setFlagsBodySchema,
  },
  { method: "POST", path: "/api/admin/cache/purge", body: {}, schema: schemas.emptyBodySchema },
  {
    method: "POST",
    path: "/api/admin/amadeus/test",
    body: { origin: "JFK", destination: "CDG", departureDate: inDays(30) },
    schema: schemas.amadeusTestSchema,
  },
  { method: "POST", path: "/api/admin/amadeus/switch", body: { env: "test" }, schema: schemas.amadeusSwitchSchema },
  {
    method: "POST",
    path: "/api/admin/integrations/checklist",
    body: { task: "Run a backup and restore it once into a scratch database", done: true },
    schema: schemas.checklistSetSchema,
  },
  { method: "POST", path: "/api/admin/integrations/health", body: {}, schema: schemas.emptyBodySchema },
  {
    method: "POST",
    path: "/api/admin/quota/override",
    body: { api: "FOP", force_allow: false },
    schema: schemas.quotaOverrideSchema,
  },
  {
    method: "POST",
    path: "/api/providers/test/travelpayouts",
    body: { origin: "JFK", destination: "CDG", startDate: inDays(30), currency: "USD" },
    schema: schemas.providerTestSchema,
  },
  {
    method: "POST",
    path: "/api/providers/test/amadeus",
    body: { origin: "JFK", destination: "CDG", startDate: inDays(30) },
    schema: schemas.providerTestSchema,
  },
  {
    method: "POST",
    path: "/api/avs/prices-for-dates",
    body: { origin: "JFK", destination: "CDG", departure_at: inDays(30), one_way: true, limit: 5 },
    schema: schemas.avsPricesForDatesSchema,
  },
  {
    method: "POST",
    path: "/api/avs/week-matrix",
    body: { origin: "JFK", destination: "CDG", depart_date: inDays(30) },
    schema: schemas.avsWeekMatrixSchema,
  },
  {
    method: "POST",
    path: "/api/avs/get-latest-prices",
    body: { origin: "JFK", destination: "CDG", period_type: "month" },
    schema: schemas.avsLatestPricesSchema,
  },
];
const MUTATIONS = ENDPOINTS.filter((e) => e.method !== "GET");
const label = (endpoint: Endpoint) => `${endpoint.method} ${endpoint.path}`;

let server: RunningServer;
let amadeus: ProviderFake;
let tp: ProviderFake;
let smtp: SmtpPeer;
let dataDir: string;
let admin: HttpSession;
let visitor: HttpSession;
let token: string;
let tokenId: string;

beforeAll(async () => {
  [amadeus, tp, smtp] = await Promise.all([startAmadeusFake(), startTravelpayoutsFake(), startSmtpPeer()]);
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "fareline-admin-access-"));
  const env = { DATA_DIR: dataDir, AUTH_SECRET: "z".repeat(40) };
  await createConsoleAccounts(env, { admin: ADMIN, visitor: VISITOR, password: PASSWORD });
  await createAdminAccount(env, ADMIN_NO_FACTOR, PASSWORD);
  server = await startServer({
    dataDir,
    env: { ...env, ...fakeProvidersEnv(amadeus, tp), UPSTREAM_TIMEOUT_MS: "2000", SMTP_URL: smtp.url },
  });
  ({ session: admin } = await adminSession(server.url, ADMIN, PASSWORD));
  visitor = new HttpSession(server.url);
  await signInWithPassword(visitor, VISITOR, PASSWORD);
  ({ token, id: tokenId } = await createToken(admin));
  const backup = await admin.request("/api/admin/backups/run", { json: {}, headers: { "x-admin-token": token } });
  expect(backup.status).toBe(200);
  completedBackupId = ((await backup.json()) as { backup: { backup_id: string } }).backup.backup_id;
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await Promise.all([amadeus?.close(), tp?.close(), smtp?.close()]);
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

const call = async (
  client: HttpSession,
  endpoint: Endpoint,
  headers: Record<string, string> = {},
  body = endpoint.body,
) => {
  const url = endpoint.url ? await endpoint.url() : endpoint.path;
  return client.request(url, { method: endpoint.method, json: body, headers });
};

describe("who may call the operator APIs", () => {
  it("answers 401 JSON to a visitor without a session on every endpoint, and to an unknown admin path", async () => {
    const anonymous = new HttpSession(server.url);
    for (const endpoint of [...ENDPOINTS, { method: "GET" as const, path: "/api/admin/nothing-here" }]) {
      const response = await call(anonymous, endpoint);
      expect(response.status, label(endpoint)).toBe(401);
      expect(await response.json()).toEqual({ error: "Sign in as an admin to use this API." });
    }
  });

  it("answers 403 to a signed-in person without the admin role, even with a body and a made-up token", async () => {
    for (const endpoint of ENDPOINTS) {
      const response = await call(visitor, endpoint, { "x-admin-token": token });
      expect(response.status, label(endpoint)).toBe(403);
      expect(((await response.json()) as { error: string }).error).toBe(
        "You do not have the required permissions to access the admin panel.",
      );
    }
  });

  it("an admin's signed-in session without a second factor (aal1) gets 403 on every endpoint", async () => {
    // An admin who never enrolled a factor: the password sign-in gives a session at once.
    const noFactor = new HttpSession(server.url);
    expect((await signInWithPassword(noFactor, ADMIN_NO_FACTOR, PASSWORD)).twoFactorRedirect).toBeFalsy();
    expect(await noFactor.viewerEmail()).toBe(ADMIN_NO_FACTOR);
    // The TOTP admin signed in by magic link: a real session, but the factor was not asked.
    const magic = new HttpSession(server.url);
    const seen = smtp.messages.length;
    await magic.request("/functions/v1/auth-magiclink", {
      json: { email: ADMIN, origin: server.url, redirectTo: "/" },
    });
    await magic.open(smtp.linkIn(await smtp.waitFor(ADMIN, /sign-in link/, { after: seen })));
    expect(await magic.viewerEmail()).toBe(ADMIN);

    for (const session of [noFactor, magic]) {
      for (const endpoint of ENDPOINTS) {
        const response = await call(session, endpoint, { "x-admin-token": token });
        expect(response.status, label(endpoint)).toBe(403);
        expect(await response.json()).toEqual({
          error: "Verify your second factor (authenticator code or passkey) before using the admin API.",
        });
      }
    }
  });

  it("reads with the admin session alone; every mutation without the token is 403 'Admin token required'", async () => {
    for (const endpoint of ENDPOINTS.filter((e) => e.method === "GET")) {
      const response = await call(admin, endpoint);
      expect(response.status, label(endpoint)).toBe(200);
    }
    for (const endpoint of MUTATIONS.filter((e) => !e.sessionOnly)) {
      const response = await call(admin, endpoint);
      expect(response.status, label(endpoint)).toBe(403);
      expect(await response.json()).toEqual({ error: "Admin token required" });
    }
    // Token management is the exception: the first token is made before any token exists.
    for (const endpoint of MUTATIONS.filter((e) => e.sessionOnly)) {
      const response = await call(admin, endpoint);
      expect(response.status, label(endpoint)).toBe(endpoint.okStatus ?? 200);
    }
  });

  it("every mutation answers 200 with the session and the admin's token", async () => {
    for (const endpoint of MUTATIONS) {
      const response = await call(admin, endpoint, { "x-admin-token": token });
      expect(response.status, `${label(endpoint)}: ${await response.clone().text()}`).toBe(endpoint.okStatus ?? 200);
    }
  });

  it("a backup downloads as the gzipped dump it listed", async () => {
    const list = (await (await admin.request("/api/admin/backups/list")).json()) as {
      backups: { backup_id: string; status: string; file_size: number }[];
    };
    const listed = list.backups.find((b) => b.backup_id === completedBackupId);
    expect(listed).toMatchObject({ status: "completed" });
    const download = await admin.request(`/api/admin/backups/${completedBackupId}/download`);
    const bytes = new Uint8Array(await download.arrayBuffer());
    expect([bytes[0], bytes[1]]).toEqual([0x1f, 0x8b]);
    expect(bytes.length).toBe(listed?.file_size);
    expect((await admin.request("/api/admin/backups/no-such-backup/download")).status).toBe(404);
  });

  it("the token alone authenticates scripted calls (no cookies), as its admin", async () => {
    const script = new HttpSession(server.url);
    const flags = await script.request("/api/admin/flags/get", { headers: { "x-admin-token": token } });
    expect(flags.status).toBe(200);
    const purge = await script.request("/api/admin/cache/purge", { json: {}, headers: { "x-admin-token": token } });
    expect(purge.status).toBe(200);
    const audit = (await (await admin.request("/api/admin/audit")).json()) as {
      entries: { action: string; actorEmail: string; via: string }[];
    };
    expect(audit.entries[0]).toMatchObject({ action: "cache.purge", actorEmail: ADMIN, via: "token" });
  });

  it("a wrong or malformed token is refused; a token cannot mint tokens", async () => {
    const script = new HttpSession(server.url);
    const forged = `${token.slice(0, -4)}AAAA`;
    for (const bad of [forged, "flt_nonsense", "x".repeat(300)]) {
      const response = await script.request("/api/admin/flags/get", { headers: { "x-admin-token": bad } });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: "This admin token is not valid or has been revoked." });
      const withSession = await admin.request("/api/admin/cache/purge", {
        json: {},
        headers: { "x-admin-token": bad },
      });
      expect(withSession.status).toBe(403);
    }
    for (const endpoint of ENDPOINTS.filter((e) => e.sessionOnly)) {
      const response = await call(script, endpoint, { "x-admin-token": token });
      expect(response.status, label(endpoint)).toBe(403);
      expect(await response.json()).toEqual({ error: "Tokens are managed from the signed-in admin console." });
    }
  });

  it("tokens are shown once, listed without their secret, refused cross-site, and stop working when revoked", async () => {
    const created = await createToken(admin, "temporary");
    expect(created.token).toMatch(/^flt_[0-9a-f-]{36}_[A-Za-z0-9_-]{43}$/);
    const listed = await (await admin.request("/api/admin/tokens")).text();
    expect(listed).toContain("temporary");
    expect(listed).not.toContain(created.token.split("_").at(-1));

    const crossSite = await fetch(`${server.url}/api/admin/tokens`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin: "https://evil.example",
        cookie: [...admin.cookies].map(([k, v]) => `${k}=${v}`).join("; "),
      },
      body: JSON.stringify({ name: "stolen" }),
    });
    expect(crossSite.status).toBe(403);

    const script = new HttpSession(server.url);
    const before = await script.request("/api/admin/flags/get", { headers: { "x-admin-token": created.token } });
    expect(before.status).toBe(200);
    const revoke = await admin.request(`/api/admin/tokens/${created.id}`, { method: "DELETE" });
    expect(revoke.status).toBe(200);
    const after = await script.request("/api/admin/flags/get", { headers: { "x-admin-token": created.token } });
    expect(after.status).toBe(401);
    // The first token still works, and the audit log holds the creation and revocation without secrets.
    expect((await script.request("/api/admin/flags/get", { headers: { "x-admin-token": token } })).status).toBe(200);
    const audit = await (await admin.request("/api/admin/audit")).text();
    expect(audit).toContain("token.revoke");
    expect(audit).toContain("token.create");
    expect(audit).not.toContain(created.token.split("_").at(-1));
    expect(tokenId).toBeTruthy();
  });

  it("pages /admin and /avs-tester stay closed to visitors and non-admins", async () => {
    for (const page of ["/admin", "/admin?tab=backups", "/avs-tester"]) {
      const anonymous = await new HttpSession(server.url).request(page);
      expect(anonymous.status, page).toBe(302);
      expect(anonymous.headers.get("location")).toMatch(/^\/admin-auth\?redirectTo=/);
      const refused = await visitor.request(page);
      expect(refused.headers.get("location"), page).toBe("/admin-auth?error=insufficient_role");
    }
  });
});

describe("bad bodies", () => {
  it("answers 400 with a readable message for any body the endpoint's schema refuses (property over the zod schemas)", async () => {
    const withSchemas = MUTATIONS.filter((e) => e.schema);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...withSchemas), fc.jsonValue(), async (endpoint, value) => {
        const body = typeof value === "object" && value !== null && !Array.isArray(value) ? value : { value };
        fc.pre(!(endpoint.schema as z.ZodType).safeParse(body).success);
        const response = await call(admin, endpoint, { "x-admin-token": token }, body);
        expect(response.status, JSON.stringify(body)).toBe(400);
        const answer = (await response.json()) as { error: string };
        expect(answer.error.length).toBeGreaterThan(3);
      }),
      { numRuns: 60 },
    );
  });

  it("names the problem: unknown flag, bad value, unknown quota API, unknown task, too many results, not JSON", async () => {
    const t = { "x-admin-token": token };
    const cases: [string, unknown, RegExp][] = [
      ["/api/admin/flags/set", { flags: { NOPE: true } }, /Unknown flag NOPE/],
      ["/api/admin/flags/set", { flags: { FORCE_PROVIDER: "kiwi" } }, /FORCE_PROVIDER must be/],
      ["/api/admin/quota/override", { api: "XYZ", force_allow: true }, /api must be FOS, FOP or SEATMAPS/],
      ["/api/admin/integrations/checklist", { task: "Buy a plane", done: true }, /checklist's tasks/],
      [
        "/api/avs/prices-for-dates",
        { origin: "JFK", destination: "CDG", departure_at: inDays(9), limit: 6 },
        /at most 5/,
      ],
      ["/api/admin/amadeus/switch", { env: "staging" }, /env must be test or production/],
    ];
    for (const [url, json, message] of cases) {
      const response = await admin.request(url, { json, headers: t });
      expect(response.status, url).toBe(400);
      expect(((await response.json()) as { error: string }).error).toMatch(message);
    }
    const notJson = await fetch(`${server.url}/api/admin/cache/purge`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-admin-token": token },
      body: "{not json",
    });
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toEqual({ error: "The request body is not valid JSON." });
  });
});
