import fs from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdminAccount, signInWithPassword, totpCode } from "../support/accounts";
import { HttpSession } from "../support/http-session";
import { freshDataDir, type RunningServer, startServer } from "../support/server";
import { type SmtpPeer, startSmtpPeer } from "../support/smtp-peer";
import { SoftAuthenticator } from "../support/soft-authenticator";

/**
 * A session that has not passed the second factor (a magic-link or password-only session of
 * an account that has one, or of an admin) can only pass it or sign out: enrolling a passkey
 * with it would otherwise turn a read of the admin's mailbox into a two-factor session.
 */

const ADMIN = "gatekeeper@example.com";
const NEW_ADMIN = "new-gatekeeper@example.com";
const PASSWORD = "operator password 1";
const SECOND_FACTOR_FIRST = /second factor/i;

describe("a session that has not passed the second factor", () => {
  let server: RunningServer;
  let smtp: SmtpPeer;
  let dataDir: string;
  let totpUri = "";

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    dataDir = await freshDataDir();
    const env = { DATA_DIR: dataDir, AUTH_SECRET: "z".repeat(40) };
    await createAdminAccount(env, ADMIN, PASSWORD);
    await createAdminAccount(env, NEW_ADMIN, PASSWORD);
    server = await startServer({ dataDir, env: { ...env, SMTP_URL: smtp.url } });
    // The admin turns on TOTP with a password session (an admin may enrol a first factor).
    const owner = new HttpSession(server.url);
    await signInWithPassword(owner, ADMIN, PASSWORD);
    const enable = await owner.request("/api/auth/two-factor/enable", { json: { password: PASSWORD } });
    totpUri = ((await enable.json()) as { totpURI: string }).totpURI;
    const verify = await owner.request("/api/auth/two-factor/verify-totp", { json: { code: totpCode(totpUri) } });
    expect(verify.status).toBe(200);
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  /** What someone who can read the admin's mailbox for a minute gets: an aal1 session. */
  const magicLinkSession = async () => {
    const seen = smtp.messages.length;
    const session = new HttpSession(server.url);
    await session.request("/functions/v1/auth-magiclink", { json: { email: ADMIN, origin: server.url } });
    await session.open(smtp.linkIn(await smtp.waitFor(ADMIN, /sign-in link/, { after: seen })));
    expect(await session.viewerEmail()).toBe(ADMIN);
    return session;
  };

  const addPasskey = async (session: HttpSession, authenticator: SoftAuthenticator) => {
    const options = await session.request("/api/auth/passkey/generate-register-options");
    if (options.status !== 200) return options;
    const challenge = (await options.json()) as { challenge: string };
    return session.request("/api/auth/passkey/verify-registration", {
      json: { response: authenticator.register(challenge) },
    });
  };

  const passkeySignIn = async (authenticator: SoftAuthenticator) => {
    const session = new HttpSession(server.url);
    const options = (await (await session.request("/api/auth/passkey/generate-authenticate-options")).json()) as {
      challenge: string;
    };
    const answer = await session.request("/api/auth/passkey/verify-authentication", {
      json: { response: authenticator.authenticate(options) },
    });
    return { session, answer };
  };

  it("with the second factor passed, a passkey can be added and signing in with it opens /admin", async () => {
    const owner = await magicLinkSession();
    const stepUp = await owner.request("/account?index", {
      form: { intent: "step-up", code: totpCode(totpUri), redirectTo: "/admin" },
    });
    expect(stepUp.headers.get("location")).toBe("/admin");
    const authenticator = new SoftAuthenticator(server.url);
    expect((await addPasskey(owner, authenticator)).status).toBe(200);
    const { session, answer } = await passkeySignIn(authenticator);
    expect(answer.status).toBe(200);
    expect((await session.request("/admin")).status).toBe(200);
  });

  it("a magic-link session cannot add a passkey (403 with a sentence), so no passkey opens /admin", async () => {
    const intruder = await magicLinkSession();
    expect((await intruder.request("/admin")).headers.get("location")).toBe("/account?verify=2fa&redirectTo=%2Fadmin");
    const authenticator = new SoftAuthenticator(server.url);
    const added = await addPasskey(intruder, authenticator);
    expect(added.status).toBe(403);
    expect(((await added.json()) as { message: string }).message).toMatch(SECOND_FACTOR_FIRST);
    // Straight to the verification step: refused before its body is even looked at.
    const direct = await intruder.request("/api/auth/passkey/verify-registration", {
      json: { response: authenticator.register({ challenge: "made-up" }) },
    });
    expect(direct.status).toBe(403);
    const { session, answer } = await passkeySignIn(authenticator);
    expect(answer.status).toBe(401);
    expect((await session.request("/admin")).headers.get("location")).toBe("/admin-auth?redirectTo=%2Fadmin");
  });

  it("can do nothing through /api/auth but pass the second factor or sign out", async () => {
    const partial = await magicLinkSession();
    const refused: [string, string, unknown?][] = [
      ["POST", "/two-factor/enable", { password: PASSWORD }],
      ["POST", "/two-factor/disable", { password: PASSWORD }],
      ["POST", "/two-factor/generate-backup-codes", { password: PASSWORD }],
      ["POST", "/two-factor/get-totp-uri", { password: PASSWORD }],
      ["POST", "/change-password", { currentPassword: PASSWORD, newPassword: "another long secret 9" }],
      ["POST", "/change-email", { newEmail: "thief@example.com" }],
      ["POST", "/update-user", { name: "thief" }],
      ["POST", "/verify-password", { password: PASSWORD }],
      ["GET", "/list-sessions"],
      ["POST", "/revoke-sessions", {}],
      ["POST", "/revoke-other-sessions", {}],
      ["POST", "/revoke-session", { token: "x" }],
      ["GET", "/list-accounts"],
      ["GET", "/passkey/list-user-passkeys"],
      ["POST", "/passkey/delete-passkey", { id: "x" }],
      ["POST", "/passkey/update-passkey", { id: "x", name: "y" }],
      ["POST", "/update-session", {}],
    ];
    for (const [method, path, json] of refused) {
      const response = await partial.request(`/api/auth${path}`, { method, json });
      expect(response.status, path).toBe(403);
      expect(((await response.json()) as { message: string }).message, path).toMatch(SECOND_FACTOR_FIRST);
    }
    // What it may do: read its session, and pass the factor, after which the rest opens.
    expect((await partial.request("/api/auth/get-session")).status).toBe(200);
    const verify = await partial.request("/api/auth/two-factor/verify-totp", { json: { code: totpCode(totpUri) } });
    expect(verify.status).toBe(200);
    expect((await partial.request("/api/auth/list-sessions")).status).toBe(200);
  });

  it("sees only the step on /account, is sent there from the other account pages, and their forms are refused with a sentence", async () => {
    const partial = await magicLinkSession();
    const page = await partial.request("/account?verify=2fa&redirectTo=%2Fadmin");
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('name="intent" value="step-up"');
    // Without JavaScript the form posts to the overview's own action (an index route: `?index`).
    expect(html).toMatch(
      /action="\/account\?[^"]*\bindex\b[^"]*" method="post"><input type="hidden" name="intent" value="step-up"/,
    );
    expect(html).not.toContain("This device");
    expect(html).not.toContain('href="/account/devices"');
    const forms: [string, string][] = [
      ["/account/password", "change-password"],
      ["/account/two-factor", "totp-enable"],
      ["/account/two-factor", "totp-disable"],
      ["/account/two-factor", "backup-codes"],
      ["/account/passkeys", "passkey-delete"],
      ["/account/devices", "session-revoke"],
    ];
    const form = {
      currentPassword: PASSWORD,
      password: "a new long secret 9",
      confirm: "a new long secret 9",
      id: "x",
    };
    for (const [path, intent] of forms) {
      const step = `/account?redirectTo=${encodeURIComponent(path)}`;
      const shown = await partial.request(path);
      expect(shown.status, path).toBe(302);
      expect(shown.headers.get("location"), path).toBe(step);
      const data = await partial.request(`${path}.data`);
      expect(await data.text(), path).not.toContain("This device");
      // The form as the page sends it (its data URL): refused with a sentence.
      const response = await partial.request(`${path}.data`, { form: { intent, ...form } });
      expect(response.status, intent).toBe(403);
      expect(await response.text(), intent).toMatch(SECOND_FACTOR_FIRST);
      // Without JavaScript the refusal is followed by the page, which sends the session to its step.
      const plain = await partial.request(path, { form: { intent, ...form } });
      expect(plain.headers.get("location"), intent).toBe(step);
    }
    // Nothing was changed: the old password still signs in.
    expect((await signInWithPassword(new HttpSession(server.url), ADMIN, PASSWORD)).twoFactorRedirect).toBe(true);
  });

  it("an admin with no second factor yet may enrol one on a password session, and nothing else", async () => {
    const admin = new HttpSession(server.url);
    await signInWithPassword(admin, NEW_ADMIN, PASSWORD);
    const listed = await admin.request("/api/auth/list-sessions");
    expect(listed.status).toBe(403);
    expect(((await listed.json()) as { message: string }).message).toMatch(/set up a second factor/i);
    // Of the account pages, it may open those that enrol a first factor; the others send it there.
    expect((await admin.request("/account?enrol=2fa&redirectTo=%2Fadmin")).headers.get("location")).toBe(
      "/account/two-factor?enrol=2fa&redirectTo=%2Fadmin",
    );
    for (const path of ["/account", "/account/two-factor", "/account/passkeys"]) {
      expect((await admin.request(path)).status, path).toBe(200);
    }
    expect((await admin.request("/account/devices")).headers.get("location")).toBe(
      "/account/two-factor?enrol=2fa&redirectTo=%2Faccount%2Fdevices",
    );
    const change = await admin.request("/account/password.data", {
      form: { intent: "change-password", currentPassword: PASSWORD, password: "x".repeat(12), confirm: "x".repeat(12) },
    });
    expect(change.status).toBe(403);
    expect(await change.text()).toMatch(/set up a second factor/i);
    const authenticator = new SoftAuthenticator(server.url);
    expect((await addPasskey(admin, authenticator)).status).toBe(200);
    // Enrolling the first factor passes it on this session, as turning on TOTP does.
    expect((await admin.request("/admin")).status).toBe(200);
    // Now the account has one: a new password session may not enrol another without passing it.
    const next = new HttpSession(server.url);
    await signInWithPassword(next, NEW_ADMIN, PASSWORD);
    expect((await addPasskey(next, new SoftAuthenticator(server.url))).status).toBe(403);
    expect((await next.request("/api/auth/two-factor/enable", { json: { password: PASSWORD } })).status).toBe(403);
    const { session, answer } = await passkeySignIn(authenticator);
    expect(answer.status).toBe(200);
    expect((await session.request("/admin")).status).toBe(200);
  });
});
