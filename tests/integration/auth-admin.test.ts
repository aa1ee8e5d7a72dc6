import fs from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminCommand, createAdminAccount, signInWithPassword, totpCode } from "../support/accounts";
import { HttpSession } from "../support/http-session";
import { freshDataDir, type RunningServer, startServer } from "../support/server";
import { type SmtpPeer, startSmtpPeer } from "../support/smtp-peer";
import { createIsolatedPostgresUrl } from "../support/test-databases";

const ADMIN = "boss@example.com";
const PASSWORD = "operator password 1";

describe.each(["pglite", ...(process.env.TEST_DATABASE_URL ? ["postgres"] : [])].map((database) => ({ database })))(
  "admin gate, roles and two-factor on $database",
  ({ database }) => {
    let server: RunningServer;
    let smtp: SmtpPeer;
    let dataDir: string;
    let dropDatabase: (() => Promise<void>) | undefined;
    let totpUri = "";
    let backupCodes: string[] = [];

    beforeAll(async () => {
      smtp = await startSmtpPeer();
      // A copy of the migrated PGlite template: the admin script then skips initdb.
      dataDir = await freshDataDir();
      let databaseUrl: string | undefined;
      if (database === "postgres") {
        const isolated = await createIsolatedPostgresUrl(process.env.TEST_DATABASE_URL as string);
        databaseUrl = isolated.url;
        dropDatabase = isolated.drop;
      }
      const env = { DATA_DIR: dataDir, DATABASE_URL: databaseUrl, AUTH_SECRET: "y".repeat(40) };
      expect(await createAdminAccount(env, ADMIN, PASSWORD)).toContain("as an admin");
      // revoke, then grant again: the tests below only pass if grant really gives the role back.
      expect(await adminCommand(env, "revoke", ADMIN)).toContain("is no longer an admin");
      expect(await adminCommand(env, "grant", ADMIN.toUpperCase())).toContain(`${ADMIN} is now an admin`);
      server = await startServer({ dataDir, env: { ...env, SMTP_URL: smtp.url } });
    }, 180_000);
    afterAll(async () => {
      await server?.stop();
      await smtp?.close();
      await dropDatabase?.();
      await fs.rm(dataDir, { recursive: true, force: true });
    });

    it("sends a visitor without a session from every protected page to /admin-auth, with no protected HTML", async () => {
      const visitor = new HttpSession(server.url);
      for (const page of ["/admin", "/avs-tester", "/account", "/account/password", "/account/devices"]) {
        const response = await visitor.request(page);
        expect(response.status, page).toBe(302);
        expect(response.headers.get("location")).toBe(`/admin-auth?redirectTo=${encodeURIComponent(page)}`);
        expect(await response.text()).not.toMatch(/Welcome|Your account|tester/);
      }
      // The data request of client-side navigation is gated too.
      const data = await visitor.request("/admin.data");
      expect(await data.text()).not.toContain(ADMIN);
    });

    it("refuses a signed-in visitor without the admin role (insufficient_role) but opens /account", async () => {
      const email = `visitor-${database}@example.com`;
      const visitor = new HttpSession(server.url);
      const seen = smtp.messages.length;
      await visitor.request("/api/auth/sign-up/email", { json: { email, password: "visitor pass 1", name: "v" } });
      await visitor.open(smtp.linkIn(await smtp.waitFor(email, /Confirm/, { after: seen })));
      for (const page of ["/admin", "/avs-tester"]) {
        const response = await visitor.request(page);
        expect(response.headers.get("location"), page).toBe("/admin-auth?error=insufficient_role");
      }
      const account = await visitor.request("/account");
      expect(account.status).toBe(200);
      expect(await account.text()).toContain(email);
      // The sign-in page shows the message for that error instead of bouncing back.
      const page = await visitor.request("/admin-auth?error=insufficient_role");
      expect(page.status).toBe(200);
      expect(await page.text()).toContain("You do not have the required permissions to access the admin panel.");
    });

    it("an admin without a second factor is sent to enrol one; after TOTP enrolment /admin opens", async () => {
      const admin = new HttpSession(server.url);
      expect((await signInWithPassword(admin, ADMIN, PASSWORD)).twoFactorRedirect).toBeFalsy();
      const gate = await admin.request("/admin");
      expect(gate.headers.get("location")).toBe("/account?enrol=2fa&redirectTo=%2Fadmin");

      const enable = await admin.request("/api/auth/two-factor/enable", { json: { password: PASSWORD } });
      expect(enable.status).toBe(200);
      ({ totpURI: totpUri, backupCodes } = (await enable.json()) as { totpURI: string; backupCodes: string[] });
      expect(totpUri).toMatch(/^otpauth:\/\/totp\/Fareline:/);
      expect(backupCodes).toHaveLength(10);
      // Not on until a code from the app proves the set-up.
      expect((await admin.request("/admin")).headers.get("location")).toBe("/account?enrol=2fa&redirectTo=%2Fadmin");
      const wrong = await admin.request("/api/auth/two-factor/verify-totp", { json: { code: "000000" } });
      expect(wrong.status).toBe(401);
      const verify = await admin.request("/api/auth/two-factor/verify-totp", { json: { code: totpCode(totpUri) } });
      expect(verify.status).toBe(200);

      const open = await admin.request("/admin");
      expect(open.status).toBe(200);
      expect(await open.text()).toContain(`Welcome, <strong>${ADMIN}</strong>`);
    });

    it("signing in with the password now asks for the code; a wrong code is refused, the right one opens /admin", async () => {
      const admin = new HttpSession(server.url);
      expect((await signInWithPassword(admin, ADMIN, PASSWORD)).twoFactorRedirect).toBe(true);
      expect(await admin.viewerEmail()).toBeNull();
      expect((await admin.request("/admin")).status).toBe(302);
      const wrong = await admin.request("/api/auth/two-factor/verify-totp", { json: { code: "123456" } });
      expect(wrong.status).toBe(401);
      const right = await admin.request("/api/auth/two-factor/verify-totp", { json: { code: totpCode(totpUri) } });
      expect(right.status).toBe(200);
      expect((await admin.request("/admin")).status).toBe(200);
    });

    it("a backup code works once", async () => {
      const code = backupCodes[0] as string;
      const first = new HttpSession(server.url);
      await signInWithPassword(first, ADMIN, PASSWORD);
      const ok = await first.request("/api/auth/two-factor/verify-backup-code", { json: { code } });
      expect(ok.status).toBe(200);
      expect((await first.request("/admin")).status).toBe(200);

      const second = new HttpSession(server.url);
      await signInWithPassword(second, ADMIN, PASSWORD);
      const reused = await second.request("/api/auth/two-factor/verify-backup-code", { json: { code } });
      expect(reused.status).toBe(401);
      expect(await second.viewerEmail()).toBeNull();
    });

    it("a magic-link session is aal1: /admin asks for the second factor, then opens", async () => {
      const seen = smtp.messages.length;
      const admin = new HttpSession(server.url);
      await admin.request("/functions/v1/auth-magiclink", {
        json: { email: ADMIN, origin: server.url, redirectTo: "/admin" },
      });
      const landed = await admin.open(smtp.linkIn(await smtp.waitFor(ADMIN, /sign-in link/, { after: seen })));
      expect(landed.headers.get("location")).toBe("/admin");
      expect((await admin.request("/admin")).headers.get("location")).toBe("/account?verify=2fa&redirectTo=%2Fadmin");

      const stepUp = await admin.request("/account?index&verify=2fa&redirectTo=%2Fadmin", {
        form: { intent: "step-up", code: totpCode(totpUri), redirectTo: "/admin" },
      });
      expect(stepUp.status).toBe(302);
      expect(stepUp.headers.get("location")).toBe("/admin");
      expect((await admin.request("/admin")).status).toBe(200);
    });

    it("sign-out scopes: others keeps this device, global ends every session", async () => {
      const phone = new HttpSession(server.url);
      const laptop = new HttpSession(server.url);
      const email = `scopes-${database}@example.com`;
      const seen = smtp.messages.length;
      await phone.request("/api/auth/sign-up/email", { json: { email, password: "scopes pass 1", name: "s" } });
      await phone.open(smtp.linkIn(await smtp.waitFor(email, /Confirm/, { after: seen })));
      await signInWithPassword(laptop, email, "scopes pass 1");

      await laptop.request("/auth/sign-out", { form: { scope: "others" } });
      expect(await laptop.viewerEmail()).toBe(email);
      expect(await phone.viewerEmail()).toBeNull();

      await signInWithPassword(phone, email, "scopes pass 1");
      const out = await laptop.request("/auth/sign-out", { form: { scope: "global" } });
      expect(out.headers.get("location")).toBe("/");
      expect(await laptop.viewerEmail()).toBeNull();
      expect(await phone.viewerEmail()).toBeNull();
    });

    it("/account pages: change password (old refused, other devices signed out), TOTP on and off, one device signed out", async () => {
      const email = `account-${database}@example.com`;
      const first = new HttpSession(server.url);
      const seen = smtp.messages.length;
      await first.request("/api/auth/sign-up/email", { json: { email, password: "first secret 1", name: "a" } });
      await first.open(smtp.linkIn(await smtp.waitFor(email, /Confirm/, { after: seen })));
      const second = new HttpSession(server.url);
      await signInWithPassword(second, email, "first secret 1");

      // One device signed out from the list (ids come from the page's own forms).
      const page = await (await first.request("/account/devices")).text();
      expect(page).toContain("This device");
      // Each page's forms post to that page's own action, also without JavaScript.
      expect(page).toContain(
        'action="/account/devices" method="post"><input type="hidden" name="intent" value="session-revoke"',
      );
      const otherId = [
        ...page.matchAll(/name="intent" value="session-revoke"\/><input type="hidden" name="id" value="([^"]+)"/g),
      ][0]?.[1];
      expect(otherId).toBeDefined();
      const revoked = await first.request("/account/devices", {
        form: { intent: "session-revoke", id: otherId as string },
      });
      expect(await revoked.text()).toContain("Device signed out");
      expect(await second.viewerEmail()).toBeNull();
      expect(await first.viewerEmail()).toBe(email);

      await signInWithPassword(second, email, "first secret 1");
      const short = await first.request("/account/password", {
        form: { intent: "change-password", currentPassword: "first secret 1", password: "short", confirm: "short" },
      });
      expect(short.status).toBe(400);
      expect(await short.text()).toContain("Password must be at least 8 characters.");
      const wrong = await first.request("/account/password", {
        form: {
          intent: "change-password",
          currentPassword: "not it",
          password: "second secret 2",
          confirm: "second secret 2",
        },
      });
      expect(await wrong.text()).toContain("Your current password is not right.");
      const changed = await first.request("/account/password", {
        form: {
          intent: "change-password",
          currentPassword: "first secret 1",
          password: "second secret 2",
          confirm: "second secret 2",
        },
      });
      expect(changed.headers.get("location")).toBe("/account/password?updated=password");
      expect(await (await first.request("/account/password?updated=password")).text()).toContain("Password updated!");
      expect(await first.viewerEmail()).toBe(email);
      expect(await second.viewerEmail()).toBeNull();
      const old = await new HttpSession(server.url).request("/api/auth/sign-in/email", {
        json: { email, password: "first secret 1" },
      });
      expect(old.status).toBe(401);

      // TOTP through the page's forms: QR code, manual key and backup codes, then on, then off.
      const enable = await (
        await first.request("/account/two-factor", { form: { intent: "totp-enable", password: "second secret 2" } })
      ).text();
      expect(enable).toContain('alt="QR code for your authenticator app"');
      expect(enable).toContain('src="data:image/png;base64,');
      const secret = enable.match(/data-testid="totp-secret">([A-Z2-7]+)</)?.[1] as string;
      expect(secret).toBeDefined();
      const bad = await first.request("/account/two-factor", { form: { intent: "totp-confirm", code: "000000" } });
      expect(await bad.text()).toContain("That code is not right.");
      const on = await first.request("/account/two-factor", {
        form: { intent: "totp-confirm", code: totpCode(secret) },
      });
      expect(on.headers.get("location")).toBe("/account/two-factor?updated=totp");
      expect(await (await first.request("/account/two-factor?updated=totp")).text()).toContain(
        "Two-factor authentication is on",
      );
      expect((await signInWithPassword(new HttpSession(server.url), email, "second secret 2")).twoFactorRedirect).toBe(
        true,
      );
      const off = await first.request("/account/two-factor", {
        form: { intent: "totp-disable", password: "second secret 2" },
      });
      expect(off.headers.get("location")).toBe("/account/two-factor?updated=totp-off");
      expect(await (await first.request("/account/two-factor?updated=totp-off")).text()).toContain(
        "Two-factor authentication is off",
      );
      expect(
        (await signInWithPassword(new HttpSession(server.url), email, "second secret 2")).twoFactorRedirect,
      ).toBeFalsy();
    });

    it("npm run admin refuses a second process on the same DATA_DIR while the server runs", async () => {
      if (database === "postgres") return;
      await expect(createAdminAccount({ DATA_DIR: dataDir }, "other@example.com", PASSWORD)).rejects.toThrow(
        /Another Fareline process is already using DATA_DIR/,
      );
    });
  },
);

describe("the first admin from ADMIN_EMAILS, with the server running (no npm run admin)", () => {
  const FIRST = "first-admin@example.com";
  const SECOND = "second-admin@example.com";
  let server: RunningServer;
  let smtp: SmtpPeer;

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    server = await startServer({
      env: { SMTP_URL: smtp.url, AUTH_SECRET: "y".repeat(40), ADMIN_EMAILS: `${FIRST.toUpperCase()}, ${SECOND}` },
    });
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
  });

  const signUpAndConfirm = async (email: string) => {
    const person = new HttpSession(server.url);
    const seen = smtp.messages.length;
    await person.request("/api/auth/sign-up/email", { json: { email, password: PASSWORD, name: email } });
    // Not confirmed yet: no session, no role.
    expect((await person.request("/admin")).headers.get("location")).toBe("/admin-auth?redirectTo=%2Fadmin");
    const landed = await person.open(smtp.linkIn(await smtp.waitFor(email, /Confirm/, { after: seen })));
    return { person, landed };
  };

  it("the first listed address to confirm becomes admin; the next listed one does not", async () => {
    const first = await signUpAndConfirm(FIRST);
    expect(first.landed.headers.get("location")).toBe("/admin");
    // Admin now: the gate asks for a second factor (not insufficient_role).
    expect((await first.person.request("/admin")).headers.get("location")).toBe(
      "/account?enrol=2fa&redirectTo=%2Fadmin",
    );
    expect(server.logs().some((line) => String(line.msg).startsWith("first admin:"))).toBe(true);

    const second = await signUpAndConfirm(SECOND);
    expect(second.landed.headers.get("location")).toBe("/");
    expect((await second.person.request("/admin")).headers.get("location")).toBe("/admin-auth?error=insufficient_role");
  });
});
