import { createHmac } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminSession, createConsoleAccounts, createToken } from "../support/admin-console";
import { HttpSession } from "../support/http-session";
import { type RunningServer, startServer } from "../support/server";
import { type SmtpPeer, startSmtpPeer } from "../support/smtp-peer";

/**
 * Secrets at rest: every e-mailed one-time token (magic link, password reset, sign-up
 * confirmation, alert confirmation and management) is kept only as a hash, and a backup holds
 * nothing that signs anyone in — not even for someone who also holds AUTH_SECRET.
 */

const ADMIN = "ops@example.com";
const MEMBER = "ann@example.com";
const TRAVELLER = "trav@example.com";
const PASSWORD = "operator password 1";
const AUTH_SECRET = "q".repeat(40);
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

let smtp: SmtpPeer;
let server: RunningServer;
let dataDir: string;
let admin: HttpSession;
let adminToken: string;
/** The codes of every e-mailed link, by what they do. */
const emailed: Record<string, string> = {};
const serverEnv = () => ({ AUTH_SECRET, SMTP_URL: smtp.url });

const codeOf = (link: string, name = "code") => new URL(link).searchParams.get(name) ?? "";
const alertLinkIn = (text: string | undefined) => text?.match(/https?:\/\/\S+\/alerts\S*token=\S+/)?.[0] ?? "";

beforeAll(async () => {
  smtp = await startSmtpPeer();
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "fareline-secrets-"));
  const env = { DATA_DIR: dataDir, AUTH_SECRET };
  await createConsoleAccounts(env, { admin: ADMIN, visitor: MEMBER, password: PASSWORD });
  server = await startServer({ dataDir, env: serverEnv() });
  ({ session: admin } = await adminSession(server.url, ADMIN, PASSWORD));
  ({ token: adminToken } = await createToken(admin));

  const visitor = new HttpSession(server.url);
  let seen = smtp.messages.length;
  await visitor.request("/functions/v1/auth-magiclink", { json: { email: MEMBER, origin: server.url } });
  emailed.magicLink = codeOf(smtp.linkIn(await smtp.waitFor(MEMBER, /sign-in link/, { after: seen })));
  seen = smtp.messages.length;
  await visitor.request("/functions/v1/auth-reset", { json: { email: MEMBER, origin: server.url } });
  emailed.reset = codeOf(smtp.linkIn(await smtp.waitFor(MEMBER, /Reset your/, { after: seen })));
  seen = smtp.messages.length;
  const signUp = await visitor.request("/api/auth/sign-up/email", {
    json: { email: "new@example.com", password: PASSWORD, name: "New" },
  });
  expect(signUp.status).toBe(200);
  emailed.confirmation = codeOf(smtp.linkIn(await smtp.waitFor("new@example.com", /Confirm your/, { after: seen })));

  seen = smtp.messages.length;
  const alert = await visitor.request("/alerts", {
    form: { intent: "create", email: TRAVELLER, origin: "JFK", destination: "LAX", departDate: inDays(30) },
  });
  expect(alert.status).toBe(200);
  await alert.arrayBuffer();
  const confirmMail = await smtp.waitFor(TRAVELLER, /Confirm your .* price alert/, { after: seen });
  emailed.alertConfirmation = codeOf(alertLinkIn(confirmMail.text), "token");
  seen = smtp.messages.length;
  const manage = await visitor.request("/alerts", { form: { intent: "manage-link", email: TRAVELLER } });
  expect(manage.status).toBe(200);
  await manage.arrayBuffer();
  const manageMail = await smtp.waitFor(TRAVELLER, /price alerts$/, { after: seen });
  emailed.alertManagement = codeOf(alertLinkIn(manageMail.text), "token");

  for (const [kind, code] of Object.entries(emailed)) expect(code.length, kind).toBeGreaterThan(20);
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await smtp?.close();
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

/** A session cookie as Better Auth signs it (HMAC-SHA256 with the secret, base64). */
const signedSessionCookie = (token: string) =>
  `fareline.session_token=${encodeURIComponent(`${token}.${createHmac("sha256", AUTH_SECRET).update(token).digest("base64")}`)}`;

describe("a backup taken through the admin API", () => {
  it("holds no e-mailed token, no session and no verification row: nothing in it signs anyone in", async () => {
    const run = await admin.request("/api/admin/backups/run", { json: {}, headers: { "x-admin-token": adminToken } });
    expect(run.status).toBe(200);
    const { backup } = (await run.json()) as { backup: { backup_id: string } };
    const download = await admin.request(`/api/admin/backups/${backup.backup_id}/download`);
    expect(download.status).toBe(200);
    const text = gunzipSync(Buffer.from(await download.arrayBuffer())).toString("utf8");
    const dump = JSON.parse(text) as { tables: Record<string, Record<string, unknown>[]> };
    expect(dump.tables.user?.length).toBeGreaterThanOrEqual(3);

    const liveSessionToken = decodeURIComponent(admin.cookies.get("fareline.session_token") ?? "").split(".")[0] ?? "";
    expect(liveSessionToken.length).toBeGreaterThan(20);
    const secrets: Record<string, string> = { ...emailed, adminSession: liveSessionToken };
    expect.soft(Object.keys(secrets).filter((kind) => text.includes(secrets[kind] as string))).toEqual([]);

    // Whatever session or verification rows a backup holds, none may work — even with AUTH_SECRET.
    const signedIn: string[] = [];
    for (const row of dump.tables.session ?? []) {
      const thief = new HttpSession(server.url);
      const answer = await thief.request("/api/auth/get-session", {
        headers: { cookie: signedSessionCookie(String(row.token)) },
      });
      const body = (await answer.json()) as { user?: { email: string } } | null;
      if (body?.user) signedIn.push(`session of ${body.user.email}`);
    }
    for (const row of dump.tables.verification ?? []) {
      const thief = new HttpSession(server.url);
      await thief.request(`/api/auth/magic-link/verify?token=${encodeURIComponent(String(row.identifier))}`);
      const email = await thief.viewerEmail();
      if (email) signedIn.push(`verification row of ${email}`);
    }
    expect(signedIn).toEqual([]);
    expect(dump.tables.session ?? [], "session rows in the backup").toEqual([]);
    expect(dump.tables.verification ?? [], "verification rows in the backup").toEqual([]);
  });
});

describe("the database", () => {
  it("holds none of the e-mailed tokens, and the e-mailed links still work", async () => {
    await server.stop();
    const db = await PGlite.create(`${dataDir}/pglite`);
    let everything = "";
    try {
      const tables = await db.query<{ tablename: string }>(
        "select tablename from pg_tables where schemaname = 'public' order by tablename",
      );
      for (const { tablename } of tables.rows) {
        const rows = await db.query<{ row: string }>(`select row_to_json(t)::text as row from "${tablename}" t`);
        everything += rows.rows.map((r) => r.row).join("\n");
      }
    } finally {
      await db.close();
      server = await startServer({ dataDir, env: serverEnv() });
    }
    expect(everything).toContain(MEMBER);
    expect(Object.keys(emailed).filter((kind) => everything.includes(emailed[kind] as string))).toEqual([]);

    // The tokens are live: hashing changed how they are kept, not whether they work.
    const member = new HttpSession(server.url);
    const landed = await member.request(`/auth/callback?code=${emailed.magicLink}&type=magiclink`);
    expect(landed.status).toBe(302);
    expect(await member.viewerEmail()).toBe(MEMBER);
    const traveller = new HttpSession(server.url);
    const managed = await traveller.request(`/alerts?token=${emailed.alertManagement}`);
    expect((await managed.text()).replace(/<!-- -->/g, "")).toContain("JFK → LAX");
  }, 60_000);
});
