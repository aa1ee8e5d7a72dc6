import { createHmac } from "node:crypto";
import fs from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashVerificationIdentifier } from "../../app/services/auth/verification-identifier.server";
import { HttpSession } from "../support/http-session";
import { freshDataDir, type RunningServer, startServer } from "../support/server";
import { type SmtpPeer, startSmtpPeer } from "../support/smtp-peer";
import { createIsolatedPostgresUrl } from "../support/test-databases";

const PASSWORD = "correct horse 42";
const AUTH_SECRET = "x".repeat(40);

/** A rate-limited answer: 429, Retry-After and the one message (auth API `message`, function endpoints `error`). */
async function expectTooMany(response: Response) {
  expect(response.status).toBe(429);
  expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
  const answer = (await response.json()) as { message?: string; error?: string };
  expect(answer.message ?? answer.error).toBe("Too many attempts. Please wait a few minutes and try again.");
}

/**
 * A sign-up confirmation code is a JWT signed with AUTH_SECRET (Better Auth keeps no row for
 * it). This re-signs the e-mailed code's claims with its issue and expiry times moved back by
 * `shiftSeconds`, as if the link had been sitting in the inbox that long.
 */
function confirmationCodeIssuedEarlier(code: string, shiftSeconds: number) {
  const [header, payload] = code.split(".");
  const claims = JSON.parse(Buffer.from(payload ?? "", "base64url").toString()) as { iat: number; exp: number };
  const body = Buffer.from(
    JSON.stringify({ ...claims, iat: claims.iat - shiftSeconds, exp: claims.exp - shiftSeconds }),
  ).toString("base64url");
  const signature = createHmac("sha256", AUTH_SECRET).update(`${header}.${body}`).digest("base64url");
  return { code: `${header}.${body}.${signature}`, lifetimeSeconds: claims.exp - claims.iat };
}

/** A link with another code in place of the e-mailed one. */
function withCode(link: string, code: string) {
  const url = new URL(link);
  url.searchParams.set("code", code);
  return url.href;
}

describe.each(["pglite", ...(process.env.TEST_DATABASE_URL ? ["postgres"] : [])].map((database) => ({ database })))(
  "accounts by e-mail on $database (SMTP peer: smtp-server)",
  ({ database }) => {
    let server: RunningServer;
    let smtp: SmtpPeer;
    let dataDir: string;
    let databaseUrl: string | undefined;
    let dropDatabase: (() => Promise<void>) | undefined;
    const serverEnv = () => ({ SMTP_URL: smtp.url, DATABASE_URL: databaseUrl, AUTH_SECRET });

    beforeAll(async () => {
      smtp = await startSmtpPeer();
      dataDir = await freshDataDir();
      if (database === "postgres") {
        const isolated = await createIsolatedPostgresUrl(process.env.TEST_DATABASE_URL as string);
        databaseUrl = isolated.url;
        dropDatabase = isolated.drop;
      }
      server = await startServer({ dataDir, env: serverEnv() });
    });
    afterAll(async () => {
      await server?.stop();
      await smtp?.close();
      await dropDatabase?.();
      await fs.rm(dataDir, { recursive: true, force: true });
    });

    /**
     * Runs one SQL statement on the server's database and answers the rows it changed:
     * on PostgreSQL directly; on PGlite (one process at a time) with the server stopped and
     * started again on the same DATA_DIR.
     */
    const changeDatabase = async (statement: string, params: unknown[]): Promise<number> => {
      if (databaseUrl) {
        const client = new pg.Client({ connectionString: databaseUrl });
        await client.connect();
        try {
          return (await client.query(statement, params)).rowCount ?? 0;
        } finally {
          await client.end();
        }
      }
      await server.stop();
      const db = await PGlite.create(`${dataDir}/pglite`);
      try {
        return (await db.query(statement, params)).affectedRows ?? 0;
      } finally {
        await db.close();
        server = await startServer({ dataDir, env: serverEnv() });
      }
    };

    const signUp = async (client: HttpSession, email: string) => {
      const response = await client.request("/api/auth/sign-up/email", {
        json: { email, password: PASSWORD, name: email },
      });
      expect(response.status).toBe(200);
    };

    it("sign-up sends a branded confirmation (HTML and text); its link signs the person in once", async () => {
      const email = `ann-${database}@example.com`;
      const client = new HttpSession(server.url);
      const seen = smtp.messages.length;
      await signUp(client, email);
      expect(await client.viewerEmail()).toBeNull();

      // Not confirmed yet: signing in is refused.
      const early = await client.request("/api/auth/sign-in/email", { json: { email, password: PASSWORD } });
      expect(early.status).toBe(403);

      const mail = await smtp.waitFor(email, /Confirm your Fareline account/, { after: seen });
      expect(mail.html).toContain("Confirm my e-mail");
      expect(mail.text).toContain("because someone signed up for Fareline with this address");
      const link = smtp.linkIn(mail);
      expect(link.startsWith(`${server.url}/auth/callback?code=`)).toBe(true);
      expect(new URL(link).searchParams.get("type")).toBe("signup");

      const landed = await client.open(link);
      expect(landed.status).toBe(302);
      expect(landed.headers.get("location")).toBe("/");
      expect(await client.viewerEmail()).toBe(email);

      // The same link again signs nobody in: exchange_failed.
      const stranger = new HttpSession(server.url);
      const reused = await stranger.open(link);
      expect(reused.headers.get("location")).toBe("/admin-auth?error=exchange_failed");
      expect(await stranger.viewerEmail()).toBeNull();
    });

    it("on an http site (npm start on localhost, a production build) session cookies are httpOnly, SameSite=Lax and not Secure", async () => {
      const email = `cookie-${database}@example.com`;
      const client = new HttpSession(server.url);
      const seen = smtp.messages.length;
      await signUp(client, email);
      await client.open(smtp.linkIn(await smtp.waitFor(email, /Confirm/, { after: seen })));
      await client.request("/api/auth/sign-in/email", { json: { email, password: PASSWORD } });
      const session = client.lastSetCookies.find((c) => c.startsWith("fareline.session_token="));
      expect(session).toBeDefined();
      expect(session).toMatch(/HttpOnly/i);
      expect(session).toMatch(/SameSite=Lax/i);
      expect(session).not.toMatch(/Secure/i);
    });

    it("a callback without a code or with a made-up code fails with missing_code or exchange_failed", async () => {
      const client = new HttpSession(server.url);
      expect((await client.request("/auth/callback")).headers.get("location")).toBe("/admin-auth?error=missing_code");
      for (const type of ["signup", "magiclink", "recovery"]) {
        const response = await client.request(`/auth/callback?code=made-up&type=${type}`);
        expect(response.headers.get("location")).toBe("/admin-auth?error=exchange_failed");
      }
    });

    it("auth-magiclink answers known and unknown addresses alike; the link signs in once", async () => {
      const known = `magic-${database}@example.com`;
      const client = new HttpSession(server.url);
      let seen = smtp.messages.length;
      await signUp(client, known);
      await smtp.waitFor(known, /Confirm/, { after: seen });
      seen = smtp.messages.length;

      const answers = [];
      for (const email of [known, `nobody-${database}@example.com`]) {
        const response = await client.request("/functions/v1/auth-magiclink", {
          json: { email, origin: server.url, redirectTo: "/deals" },
        });
        answers.push({ status: response.status, body: await response.json() });
      }
      expect(answers[0]).toEqual({ status: 200, body: { ok: true, message: "We sent you a magic link to sign in." } });
      expect(answers[1]).toEqual(answers[0]);

      const mail = await smtp.waitFor(known, /sign-in link/, { after: seen });
      expect(mail.text).toContain("expires in 15 minutes");
      const link = smtp.linkIn(mail);
      const visitor = new HttpSession(server.url);
      const landed = await visitor.open(link);
      expect(landed.headers.get("location")).toBe("/deals");
      expect(await visitor.viewerEmail()).toBe(known);
      const again = await new HttpSession(server.url).open(link);
      expect(again.headers.get("location")).toBe("/admin-auth?error=exchange_failed");
    });

    it("auth-magiclink refuses another origin, an off-site redirect and a bad address with a 400", async () => {
      const client = new HttpSession(server.url);
      const cases = [
        { email: "a@example.com", origin: "https://evil.example", redirectTo: "/" },
        { email: "a@example.com", origin: server.url, redirectTo: "https://evil.example/" },
        { email: "a@example.com", origin: server.url, redirectTo: "//evil.example/" },
        { email: "not-an-address", origin: server.url },
        { origin: server.url },
      ];
      for (const body of cases) {
        const response = await client.request("/functions/v1/auth-magiclink", { json: body });
        expect(response.status, JSON.stringify(body)).toBe(400);
        expect(((await response.json()) as { error: string }).error).toMatch(/origin|redirectTo|email/i);
      }
    });

    it("forgot → reset link → new password works and the old one is refused", async () => {
      const email = `reset-${database}@example.com`;
      const client = new HttpSession(server.url);
      let seen = smtp.messages.length;
      await signUp(client, email);
      await client.open(smtp.linkIn(await smtp.waitFor(email, /Confirm/, { after: seen })));
      seen = smtp.messages.length;

      const unknown = await client.request("/functions/v1/auth-reset", {
        json: { email: `ghost-${database}@example.com`, origin: server.url },
      });
      const known = await client.request("/functions/v1/auth-reset", { json: { email, origin: server.url } });
      expect(known.status).toBe(200);
      expect(await known.json()).toEqual(await unknown.json());

      const link = smtp.linkIn(await smtp.waitFor(email, /Reset your Fareline password/, { after: seen }));
      expect(new URL(link).searchParams.get("type")).toBe("recovery");
      const browser = new HttpSession(server.url);
      const landed = await browser.open(link);
      expect(landed.headers.get("location")).toBe("/auth/reset");

      const newPassword = "a brand new secret";
      const reset = await browser.request("/auth/reset", {
        form: { intent: "reset-password", password: newPassword, confirm: newPassword },
      });
      expect([200, 204, 302]).toContain(reset.status);
      expect(await browser.viewerEmail()).toBe(email);

      const fresh = new HttpSession(server.url);
      const old = await fresh.request("/api/auth/sign-in/email", { json: { email, password: PASSWORD } });
      expect(old.status).toBe(401);
      const ok = await fresh.request("/api/auth/sign-in/email", { json: { email, password: newPassword } });
      expect(ok.status).toBe(200);

      // The reset link works once.
      const reuse = await new HttpSession(server.url).open(link);
      expect(reuse.headers.get("location")).toBe("/admin-auth?error=exchange_failed");
    });

    it("the forms work without JavaScript: a plain POST answers the page with the form's message", async () => {
      const client = new HttpSession(server.url);
      const mismatch = await client.request("/auth?mode=signup", {
        form: {
          intent: "sign-up",
          email: `nojs-${database}@example.com`,
          password: "secret one",
          confirm: "secret two",
        },
      });
      expect(mismatch.status).toBe(400);
      expect(await mismatch.text()).toContain("Passwords do not match");
      const empty = await client.request("/admin-auth", { form: { intent: "magic-link", email: "" } });
      expect(await empty.text()).toContain("Please enter your email address.");
      const seen = smtp.messages.length;
      const ok = await client.request("/auth?mode=signup", {
        form: {
          intent: "sign-up",
          email: `nojs-${database}@example.com`,
          password: "secret one",
          confirm: "secret one",
        },
      });
      expect(ok.status).toBe(200);
      expect(await ok.text()).toContain("We sent you a confirmation link.");
      await smtp.waitFor(`nojs-${database}@example.com`, /Confirm/, { after: seen });
      // A form posted from another site is refused.
      const forged = await fetch(`${server.url}/auth`, {
        method: "POST",
        headers: { origin: "https://evil.example", "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ intent: "magic-link", email: "victim@example.com" }).toString(),
      });
      expect(forged.status).toBe(403);
      expect(await forged.text()).not.toContain("We sent you a magic link");
    });

    it("a code given to /admin-auth or /auth/reset is exchanged through /auth/callback", async () => {
      const client = new HttpSession(server.url);
      expect((await client.request("/admin-auth?code=abc&type=magiclink")).headers.get("location")).toBe(
        "/auth/callback?code=abc&type=magiclink",
      );
      expect((await client.request("/auth/reset?code=abc")).headers.get("location")).toBe(
        "/auth/callback?code=abc&type=recovery",
      );
    });

    it("sign-in attempts are limited per IP and per e-mail and IP: 429 with Retry-After and a clear message", async () => {
      const attacker = new HttpSession(server.url);
      const guess = (i: number) =>
        attacker.request("/api/auth/sign-in/email", {
          json: { email: `victim-${i}-${database}@example.com`, password: "guess" },
        });
      for (let i = 0; i < 10; i++) expect((await guess(i)).status).toBe(401);
      await expectTooMany(await guess(10));

      // One address against one account: the per account-and-address limit answers; other
      // addresses are not locked out by it (a stranger must not lock the owner out).
      const target = `target-${database}@example.com`;
      const guesser = new HttpSession(server.url);
      const attempt = (client: HttpSession) =>
        client.request("/api/auth/sign-in/email", { json: { email: target, password: "guess" } });
      for (let i = 0; i < 10; i++) expect((await attempt(guesser)).status).toBe(401);
      await expectTooMany(await attempt(guesser));
      expect((await attempt(new HttpSession(server.url))).status).toBe(401);
    });

    // Per IP: Better Auth's limiter (customRules in app/services/auth/auth.server.ts); per e-mail and IP: our hook.
    const limited = [
      {
        name: "sign-up",
        path: "/api/auth/sign-up/email",
        body: (email: string) => ({ email, password: PASSWORD, name: email }),
        perIp: 5,
        perEmail: 5,
      },
      {
        name: "magic link",
        path: "/api/auth/sign-in/magic-link",
        body: (email: string) => ({ email, callbackURL: "/" }),
        perIp: 10,
        perEmail: 5,
      },
      {
        name: "auth-magiclink",
        path: "/functions/v1/auth-magiclink",
        body: (email: string) => ({ email, origin: server.url, redirectTo: "/" }),
        perIp: 10,
        perEmail: 5,
      },
      {
        name: "password reset",
        path: "/api/auth/request-password-reset",
        body: (email: string) => ({ email, redirectTo: "/auth/reset" }),
        perIp: 5,
        perEmail: 5,
      },
      {
        name: "auth-reset",
        path: "/functions/v1/auth-reset",
        body: (email: string) => ({ email, origin: server.url }),
        perIp: 5,
        perEmail: 5,
      },
    ];
    it.each(limited)(
      "$name ($path) is limited per IP and per e-mail and IP: 429 with Retry-After and a clear message",
      async ({ name, path, body, perIp, perEmail }) => {
        const slug = name.replace(/\W+/g, "-");
        // One address (IP) trying many e-mail addresses.
        const attacker = new HttpSession(server.url);
        for (let i = 0; i < perIp; i++) {
          const response = await attacker.request(path, { json: body(`ip-${i}-${slug}-${database}@example.com`) });
          expect(response.status, `attempt ${i + 1}`).toBe(200);
        }
        await expectTooMany(await attacker.request(path, { json: body(`ip-last-${slug}-${database}@example.com`) }));

        // One address against one e-mail address; another address is not held back by it.
        const target = `mail-${slug}-${database}@example.com`;
        const sender = new HttpSession(server.url);
        for (let i = 0; i < perEmail; i++) {
          const response = await sender.request(path, { json: body(target) });
          expect(response.status, `attempt ${i + 1}`).toBe(200);
        }
        await expectTooMany(await sender.request(path, { json: body(target) }));
        expect((await new HttpSession(server.url).request(path, { json: body(target) })).status).toBe(200);
      },
    );

    it("an expired e-mailed link (confirmation, magic link, reset) fails with exchange_failed", async () => {
      const email = `late-${database}@example.com`;
      const client = new HttpSession(server.url);
      let seen = smtp.messages.length;
      await signUp(client, email);
      const confirmLink = smtp.linkIn(await smtp.waitFor(email, /Confirm/, { after: seen }));
      seen = smtp.messages.length;
      await client.request("/functions/v1/auth-magiclink", { json: { email, origin: server.url } });
      const magicLink = smtp.linkIn(await smtp.waitFor(email, /sign-in link/, { after: seen }));
      seen = smtp.messages.length;
      await client.request("/functions/v1/auth-reset", { json: { email, origin: server.url } });
      const resetLink = smtp.linkIn(await smtp.waitFor(email, /Reset your Fareline password/, { after: seen }));
      const code = (link: string) => new URL(link).searchParams.get("code") ?? "";

      // The magic link and the reset link are rows in Better Auth's verification table, kept by
      // the hash of their identifier: age them.
      const aged = await changeDatabase(
        "update verification set expires_at = now() - interval '1 minute' where identifier in ($1, $2)",
        [
          await hashVerificationIdentifier(code(magicLink)),
          await hashVerificationIdentifier(`reset-password:${code(resetLink)}`),
        ],
      );
      expect(aged).toBe(2);
      // The confirmation is a signed token that lives 1 hour: the same one, issued an hour and a minute ago.
      const late = confirmationCodeIssuedEarlier(code(confirmLink), 61 * 60);
      expect(late.lifetimeSeconds).toBe(60 * 60);

      const visitor = new HttpSession(server.url);
      for (const link of [withCode(confirmLink, late.code), magicLink, resetLink]) {
        const landed = await visitor.open(link);
        expect(landed.headers.get("location"), link).toBe("/admin-auth?error=exchange_failed");
      }
      expect(await visitor.viewerEmail()).toBeNull();
      const page = await visitor.request("/admin-auth?error=exchange_failed");
      expect(page.status).toBe(200);
      expect(await page.text()).toContain("Authentication error occurred.");

      // Control: the same confirmation re-signed without the shift still confirms, so only its age was refused.
      const onTime = await visitor.open(
        withCode(confirmLink, confirmationCodeIssuedEarlier(code(confirmLink), 0).code),
      );
      expect(onTime.headers.get("location")).toBe("/");
      expect(await visitor.viewerEmail()).toBe(email);
    });
  },
);

describe("cookies on an https site (PUBLIC_SITE_URL https, behind a TLS proxy)", () => {
  const SITE = "https://fareline.test";
  let server: RunningServer;
  let smtp: SmtpPeer;

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    server = await startServer({ env: { SMTP_URL: smtp.url, AUTH_SECRET, PUBLIC_SITE_URL: SITE } });
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
  });

  it("every cookie of sign-up, confirmation, sign-in and a reset link is Secure, httpOnly and SameSite=Lax", async () => {
    const email = "secure@example.com";
    const browser = new HttpSession(server.url, undefined, SITE);
    const cookies: string[] = [];
    const step = async (response: Promise<Response>) => {
      expect((await response).status).toBeLessThan(400);
      cookies.push(...browser.lastSetCookies);
    };
    let seen = smtp.messages.length;
    await step(browser.request("/api/auth/sign-up/email", { json: { email, password: PASSWORD, name: email } }));
    const confirm = smtp.linkIn(await smtp.waitFor(email, /Confirm/, { after: seen }));
    expect(confirm.startsWith(`${SITE}/auth/callback?`)).toBe(true);
    await step(browser.open(confirm));
    await step(browser.request("/api/auth/sign-in/email", { json: { email, password: PASSWORD } }));
    expect(await browser.viewerEmail()).toBe(email);
    seen = smtp.messages.length;
    await step(browser.request("/functions/v1/auth-reset", { json: { email, origin: SITE } }));
    await step(browser.open(smtp.linkIn(await smtp.waitFor(email, /Reset your Fareline password/, { after: seen }))));

    const names = cookies.map((cookie) => cookie.split("=")[0]);
    expect(names).toContain("__Secure-fareline.session_token");
    expect(names).toContain("fareline_recovery");
    for (const cookie of cookies) {
      expect(cookie).toMatch(/;\s*Secure/i);
      expect(cookie).toMatch(/;\s*HttpOnly/i);
      expect(cookie).toMatch(/;\s*SameSite=Lax/i);
    }
  });
});
