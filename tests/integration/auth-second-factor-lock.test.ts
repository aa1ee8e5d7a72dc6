import fs from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdminAccount, signInWithPassword, totpCode } from "../support/accounts";
import { HttpSession } from "../support/http-session";
import { freshDataDir, type RunningServer, startServer } from "../support/server";
import { type SmtpPeer, startSmtpPeer } from "../support/smtp-peer";

/**
 * Second-factor codes are limited per account as well as per address: five wrong codes in
 * 15 minutes, from any mix of addresses and sign-in paths, lock the authenticator codes until
 * a backup code or the e-mailed unlock link lifts the lock. Each lock and unlock is audited.
 */

const ADMIN = "locksmith@example.com";
const PASSWORD = "operator password 1";
const LOCKED = /locked/i;

describe("the second factor's per-account attempt limit", () => {
  let server: RunningServer;
  let smtp: SmtpPeer;
  let dataDir: string;
  let totpUri = "";
  let backupCodes: string[] = [];

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    dataDir = await freshDataDir();
    const env = { DATA_DIR: dataDir, AUTH_SECRET: "l".repeat(40) };
    await createAdminAccount(env, ADMIN, PASSWORD);
    server = await startServer({ dataDir, env: { ...env, SMTP_URL: smtp.url } });
    const owner = new HttpSession(server.url);
    await signInWithPassword(owner, ADMIN, PASSWORD);
    const enable = await owner.request("/api/auth/two-factor/enable", { json: { password: PASSWORD } });
    ({ totpURI: totpUri, backupCodes } = (await enable.json()) as { totpURI: string; backupCodes: string[] });
    expect(
      (await owner.request("/api/auth/two-factor/verify-totp", { json: { code: totpCode(totpUri) } })).status,
    ).toBe(200);
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  const magicLinkSession = async () => {
    const seen = smtp.messages.length;
    const session = new HttpSession(server.url);
    await session.request("/functions/v1/auth-magiclink", { json: { email: ADMIN, origin: server.url } });
    await session.open(smtp.linkIn(await smtp.waitFor(ADMIN, /sign-in link/, { after: seen })));
    return session;
  };
  /** The same cookies from a new client address, as a guesser rotating addresses sends them. */
  const fromNewAddress = (session: HttpSession) => {
    const moved = new HttpSession(server.url);
    for (const [name, value] of session.cookies) moved.cookies.set(name, value);
    return moved;
  };
  /** A code that is not the current one (nor the one either side of it). */
  const wrongCode = () => String((Number(totpCode(totpUri)) + 500_000) % 1_000_000).padStart(6, "0");
  const verify = (session: HttpSession, code: string) =>
    fromNewAddress(session).request("/api/auth/two-factor/verify-totp", { json: { code } });

  it("five wrong codes from five addresses lock the codes: the right one is then refused, and a mail says how to unlock", async () => {
    const partial = await magicLinkSession();
    const seen = smtp.messages.length;
    for (let i = 0; i < 5; i++) expect((await verify(partial, wrongCode())).status, `wrong code ${i + 1}`).toBe(401);
    const right = await verify(partial, totpCode(totpUri));
    expect(right.status).toBe(403);
    expect(((await right.json()) as { message: string }).message).toMatch(LOCKED);
    expect((await partial.request("/admin")).status).toBe(302);
    const mail = await smtp.waitFor(ADMIN, /locked/i, { after: seen });
    expect(mail.text).toContain("backup code");

    // A backup code still passes the factor, and lifts the lock.
    const backup = await fromNewAddress(partial).request("/api/auth/two-factor/verify-backup-code", {
      json: { code: backupCodes[0] },
    });
    expect(backup.status).toBe(200);
    const next = await magicLinkSession();
    expect((await verify(next, totpCode(totpUri))).status).toBe(200);
  });

  it("counts wrong codes across sign-in and session alike; the e-mailed link lifts the lock", async () => {
    const partial = await magicLinkSession();
    for (let i = 0; i < 3; i++) expect((await verify(partial, wrongCode())).status).toBe(401);
    const seen = smtp.messages.length;
    const signingIn = new HttpSession(server.url);
    expect((await signInWithPassword(signingIn, ADMIN, PASSWORD)).twoFactorRedirect).toBe(true);
    for (let i = 0; i < 2; i++) expect((await verify(signingIn, wrongCode())).status).toBe(401);
    const refused = await verify(signingIn, totpCode(totpUri));
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toMatch(LOCKED);

    const unlockLink = smtp.linkIn(await smtp.waitFor(ADMIN, /locked/i, { after: seen }));
    const unlock = await new HttpSession(server.url).open(unlockLink);
    expect(unlock.status).toBe(302);
    expect(unlock.headers.get("location")).toBe("/admin-auth?unlocked=2fa");
    const after = new HttpSession(server.url);
    await signInWithPassword(after, ADMIN, PASSWORD);
    expect((await verify(after, totpCode(totpUri))).status).toBe(200);
    // The link works once.
    const again = await new HttpSession(server.url).open(unlockLink);
    expect(again.headers.get("location")).toBe("/admin-auth?error=exchange_failed");

    // Every lock and unlock is in the audit log.
    const admin = new HttpSession(server.url);
    await signInWithPassword(admin, ADMIN, PASSWORD);
    expect(
      (await admin.request("/api/auth/two-factor/verify-totp", { json: { code: totpCode(totpUri) } })).status,
    ).toBe(200);
    const audit = (await (await admin.request("/api/admin/audit")).json()) as {
      entries: { action: string; via: string }[];
    };
    const actions = audit.entries.map((e) => `${e.action} ${e.via}`);
    expect(actions.filter((a) => a.startsWith("second-factor.locked"))).toHaveLength(2);
    expect(actions).toContain("second-factor.unlocked backup-code");
    expect(actions).toContain("second-factor.unlocked unlock-link");
  });
});
