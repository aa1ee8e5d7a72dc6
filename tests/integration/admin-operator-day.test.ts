import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../app/services/db/database.server";
import { createAdminAccount, signInWithPassword } from "../support/accounts";
import { adminSession, createToken } from "../support/admin-console";
import { HttpSession } from "../support/http-session";
import { type RunningServer, startServer } from "../support/server";
import { type SmtpPeer, startSmtpPeer } from "../support/smtp-peer";

/**
 * An operator's day through the APIs: tokens that expire (401 with a sentence), record their last
 * use and address, are made only by a session past its second factor and revoked in one call; the
 * contact inbox (stored, forwarded to support with the sender as Reply-To, confirmed, answered from
 * the console) with its spam rules; the alert controls; each change in the audit log; bad input 4xx.
 */
const ADMIN = "ops-day@example.com";
const NO_FACTOR = "ops-nofactor@example.com";
const PASSWORD = "operator password 1";
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

let server: RunningServer;
let smtp: SmtpPeer;
let dataDir: string;
let env: Record<string, string>;
let admin: HttpSession;
let token: string;

beforeAll(async () => {
  smtp = await startSmtpPeer();
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "fareline-operator-day-"));
  env = { DATA_DIR: dataDir, AUTH_SECRET: "z".repeat(40), SMTP_URL: smtp.url, USE_DUMMY_DATA: "true" };
  await createAdminAccount(env, ADMIN, PASSWORD);
  await createAdminAccount(env, NO_FACTOR, PASSWORD);
  server = await startServer({ dataDir, keepData: true, env });
  ({ session: admin } = await adminSession(server.url, ADMIN, PASSWORD));
  ({ token } = await createToken(admin, "day"));
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await smtp?.close();
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

const withToken = (init: Parameters<HttpSession["request"]>[1] = {}) => ({
  ...init,
  headers: { "x-admin-token": token, ...init.headers },
});
const auditActions = async () =>
  ((await (await admin.request("/api/admin/audit")).json()) as { entries: { action: string; target: string }[] })
    .entries;
const pageText = async (response: Response) => (await response.text()).replace(/<!-- -->/g, "");

describe("admin tokens", () => {
  it("only a session past its second factor makes tokens; lifetime 30 days by default, 1 to 365 days", async () => {
    const noFactor = new HttpSession(server.url);
    await signInWithPassword(noFactor, NO_FACTOR, PASSWORD);
    const refused = await noFactor.request("/api/admin/tokens", { json: { name: "sneaky" } });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: string }).error).toMatch(/^Verify your second factor/);

    for (const [body, error] of [
      [{ name: "x", expiresInDays: 366 }, "expiresInDays: A token lives at most 365 days (one year)"],
      [{ name: "x", expiresInDays: 0 }, "expiresInDays: A token lives at least 1 day"],
      [{ name: "x", expiresInDays: "ten" }, "expiresInDays: expiresInDays must be a whole number of days"],
      [{ name: "" }, "name: Give the token a name"],
    ] as const) {
      const response = await admin.request("/api/admin/tokens", { json: body });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: error });
    }
    const made = (await (await admin.request("/api/admin/tokens", { json: { name: "default" } })).json()) as {
      expiresAt: string;
    };
    expect(Math.round((Date.parse(made.expiresAt) - Date.now()) / 86_400_000)).toBe(30);
    const year = (await (
      await admin.request("/api/admin/tokens", { json: { name: "year", expiresInDays: 365 } })
    ).json()) as { expiresAt: string };
    expect(Math.round((Date.parse(year.expiresAt) - Date.now()) / 86_400_000)).toBe(365);
  });

  it("lists each token's expiry, last use and the address that used it; revoking is one call", async () => {
    const script = new HttpSession(server.url, "10.9.8.7");
    expect((await script.request("/api/admin/flags/get", withToken())).status).toBe(200);
    const list = (await (await admin.request("/api/admin/tokens")).json()) as {
      tokens: { id: string; name: string; expiresAt: string; lastUsedAt: string | null; lastUsedIp: string | null }[];
    };
    const day = list.tokens.find((t) => t.name === "day");
    expect(day?.lastUsedIp).toBe("10.9.8.7");
    expect(Date.now() - Date.parse(day?.lastUsedAt ?? "")).toBeLessThan(60_000);
    expect(Date.parse(day?.expiresAt ?? "")).toBeGreaterThan(Date.now());

    const doomed = await createToken(admin, "doomed");
    expect((await admin.request(`/api/admin/tokens/${doomed.id}`, { method: "DELETE" })).status).toBe(200);
    const after = await script.request("/api/admin/cache/purge", {
      json: {},
      headers: { "x-admin-token": doomed.token },
    });
    expect(after.status).toBe(401);
    expect(await after.json()).toEqual({ error: "This admin token is not valid or has been revoked." });
    expect((await admin.request(`/api/admin/tokens/${doomed.id}`, { method: "DELETE" })).status).toBe(404);
    expect((await auditActions()).map((e) => e.action)).toContain("token.revoke");
  });
});

describe("the contact inbox", () => {
  const sender = new HttpSession("", "10.44.0.1");
  const contact = (fields: Record<string, string>, ip = sender.ip, page = "/contact") =>
    fetch(`${server.url}${page}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": ip },
      body: new URLSearchParams(fields),
    });
  const ann = { name: "Ann Traveller", email: "ann@example.org", subject: "Baggage question", message: "Hello there" };
  type Inbox = {
    messages: {
      id: number;
      email: string;
      subject: string;
      status: string;
      spamReason: string | null;
      forwarded: boolean;
    }[];
  };
  const inbox = async () => ((await (await admin.request("/api/admin/inbox")).json()) as Inbox).messages;

  it("stores a message, e-mails it to support with the sender as Reply-To, and confirms to the sender", async () => {
    const seen = smtp.messages.length;
    const answer = await contact(ann);
    expect(answer.status).toBe(200);
    expect(await pageText(answer)).toContain(
      "Thanks, your message has reached our support team. We sent a confirmation to ann@example.org",
    );
    const forwarded = await smtp.waitFor(`support@127.0.0.1`, /\[Contact #\d+\] Baggage question/, { after: seen });
    expect(forwarded.replyTo?.value[0]?.address).toBe("ann@example.org");
    expect(forwarded.text).toContain("Hello there");
    const confirmation = await smtp.waitFor("ann@example.org", /We received your message/, { after: seen });
    expect(confirmation.text).not.toContain("Hello there");
    expect(await inbox()).toEqual([
      expect.objectContaining({
        email: "ann@example.org",
        subject: "Baggage question",
        status: "new",
        forwarded: true,
      }),
    ]);
    expect(server.output()).not.toContain("Hello there");

    // The Dutch page confirms in Dutch.
    const dutch = await contact({ ...ann, email: "anne@example.org" }, "10.44.0.2", "/nl/contact");
    expect(await pageText(dutch)).toContain("Bedankt, je bericht is bij ons supportteam aangekomen.");
    await smtp.waitFor("anne@example.org", /We hebben je bericht ontvangen/, { after: seen });
  });

  it("refuses too long fields (400, with the reason), files a honeypot hit as spam and limits senders (429)", async () => {
    const long = await contact({ ...ann, message: "x".repeat(5001) }, "10.44.1.1");
    expect(long.status).toBe(400);
    expect(await pageText(long)).toContain("Please keep your message under 5,000 characters.");

    const seen = smtp.messages.length;
    const bot = await contact({ ...ann, email: "bot@example.org", website: "http://spam.example" }, "10.44.1.2");
    expect(bot.status).toBe(200);
    expect(await pageText(bot)).toContain("Thanks, your message has reached our support team.");
    const spam = (await inbox()).find((m) => m.email === "bot@example.org");
    expect(spam).toMatchObject({ status: "spam", spamReason: "honeypot", forwarded: false });

    // Per sender address: 3 an hour (Ann sent one already, above).
    for (const ip of ["10.44.2.1", "10.44.2.2"]) expect((await contact(ann, ip)).status).toBe(200);
    const limited = await contact(ann, "10.44.2.3");
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await pageText(limited)).toMatch(
      /You have sent several messages in a short time\. Please try again in \d+ minutes/,
    );
    // Per client address: 5 an hour.
    for (let i = 0; i < 5; i++)
      expect((await contact({ ...ann, email: `p${i}@example.org` }, "10.44.3.1")).status).toBe(200);
    expect((await contact({ ...ann, email: "p9@example.org" }, "10.44.3.1")).status).toBe(429);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.messages.slice(seen).some((m) => m.text?.includes("spam.example"))).toBe(false);
  });

  it("an operator answers from the console: the reply is e-mailed, the message answered, the change audited", async () => {
    const message = (await inbox()).find((m) => m.email === "ann@example.org");
    const id = message?.id as number;
    expect((await admin.request(`/api/admin/inbox/${id}/reply`, { json: { text: "Hi" } })).status).toBe(403);
    const seen = smtp.messages.length;
    const reply = await admin.request(
      `/api/admin/inbox/${id}/reply`,
      withToken({ json: { text: "Your bag may be 23 kg." } }),
    );
    expect(reply.status).toBe(200);
    const mail = await smtp.waitFor("ann@example.org", /^Re: Baggage question$/, { after: seen });
    expect(mail.text).toContain("Your bag may be 23 kg.");
    expect(mail.replyTo?.value[0]?.address).toBe("support@127.0.0.1");
    expect((await inbox()).find((m) => m.id === id)?.status).toBe("answered");
    expect((await auditActions()).find((e) => e.action === "contact.reply")).toMatchObject({ target: String(id) });

    for (const [url, body, status, error] of [
      [`/api/admin/inbox/${id}/reply`, { text: "" }, 400, "text: Write a reply before sending it"],
      [`/api/admin/inbox/${id}/reply`, {}, 400, "text: Write the reply as text"],
      [`/api/admin/inbox/${id}/status`, { status: "junk" }, 400, "status: status must be new, answered or spam"],
      ["/api/admin/inbox/abc/status", { status: "spam" }, 400, "The id must be a number"],
      ["/api/admin/inbox/999999/status", { status: "spam" }, 404, "No contact message with that id."],
    ] as const) {
      const response = await admin.request(url, withToken({ json: body }));
      expect(response.status, url).toBe(status);
      expect(await response.json()).toEqual({ error });
    }
    expect((await admin.request(`/api/admin/inbox/${id}/status`, withToken({ json: { status: "spam" } }))).status).toBe(
      200,
    );
    expect((await auditActions()).find((e) => e.action === "contact.status")).toMatchObject({ target: String(id) });
  });
});

describe("alert controls", () => {
  it("finds an alert by e-mail or route, checks it through the job's check, pauses, resumes and deletes it, audited", async () => {
    // The admin tracks their own address while signed in: the alert starts active.
    const made = await admin.request("/alerts", {
      form: { intent: "create", email: ADMIN, origin: "JFK", destination: "LAX", departDate: inDays(30) },
    });
    expect(made.status).toBe(200);
    type Alerts = { alerts: { id: number; status: string; email: string }[] };
    const find = async (q: string) =>
      ((await (await admin.request(`/api/admin/alerts?q=${encodeURIComponent(q)}`)).json()) as Alerts).alerts;
    const [alert] = await find(ADMIN);
    expect(alert).toMatchObject({ status: "active" });
    const id = alert?.id as number;
    expect((await find("jfk-lax")).map((a) => a.id)).toEqual([id]);
    expect((await find("JFK")).map((a) => a.id)).toEqual([id]);
    expect(await find("CDG-NRT")).toEqual([]);

    const check = await admin.request(`/api/admin/alerts/${id}/check`, withToken({ json: {} }));
    expect(check.status).toBe(200);
    expect(await check.json()).toMatchObject({ ok: true, status: "active", check: { kind: "checked", sample: true } });
    const detail = (await (await admin.request(`/api/admin/alerts/${id}`)).json()) as {
      prices: unknown[];
      emails: unknown[];
    };
    expect(detail.prices.length).toBeGreaterThanOrEqual(1);
    expect(detail.emails).toEqual([]);

    const status = (action: string) => admin.request(`/api/admin/alerts/${id}/status`, withToken({ json: { action } }));
    expect(await (await status("pause")).json()).toEqual({ ok: true, status: "paused" });
    const again = await status("pause");
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: "Only an active alert can be paused; this one is paused." });
    expect(await (await status("resume")).json()).toEqual({ ok: true, status: "active" });
    const bad = await status("explode");
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: "action: action must be pause or resume" });
    expect((await admin.request(`/api/admin/alerts/${id}`, withToken({ method: "DELETE" }))).status).toBe(200);
    expect((await admin.request(`/api/admin/alerts/${id}/check`, withToken({ json: {} }))).status).toBe(404);

    const actions = (await auditActions()).filter((e) => e.target === String(id)).map((e) => e.action);
    expect(actions).toEqual(["alert.delete", "alert.resume", "alert.pause", "alert.check"]);
  });
});

describe("an expired token", () => {
  it("answers 401 with a sentence naming when it expired and where to make a new one", async () => {
    const old = await createToken(admin, "old");
    await server.stop();
    const db = await openDatabase({ kind: "pglite", dataDir });
    await db.db.execute(sql`update admin_tokens set expires_at = '2026-11-01T10:00:00Z' where id = ${old.id}`);
    await db.close();
    server = await startServer({ dataDir, keepData: true, env });
    const script = new HttpSession(server.url);
    const response = await script.request("/api/admin/flags/get", { headers: { "x-admin-token": old.token } });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: "This admin token expired on 2026-11-01 10:00 UTC. Create a new one in the Developer Panel at /admin.",
    });
    expect((await script.request("/api/admin/flags/get", { headers: { "x-admin-token": token } })).status).toBe(200);
  }, 60_000);
});
