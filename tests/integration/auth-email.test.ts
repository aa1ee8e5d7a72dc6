import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HttpSession } from "../support/http-session";
import { type RunningServer, startServer } from "../support/server";
import { type SmtpPeer, startSmtpPeer } from "../support/smtp-peer";
import { createIsolatedPostgresUrl } from "../support/test-databases";

const PASSWORD = "correct horse 42";

describe.each(["pglite", ...(process.env.TEST_DATABASE_URL ? ["postgres"] : [])].map((database) => ({ database })))(
  "accounts by e-mail on $database (SMTP peer: smtp-server)",
  ({ database }) => {
    let server: RunningServer;
    let smtp: SmtpPeer;
    let dropDatabase: (() => Promise<void>) | undefined;

    beforeAll(async () => {
      smtp = await startSmtpPeer();
      let databaseUrl: string | undefined;
      if (database === "postgres") {
        const isolated = await createIsolatedPostgresUrl(process.env.TEST_DATABASE_URL as string);
        databaseUrl = isolated.url;
        dropDatabase = isolated.drop;
      }
      server = await startServer({
        env: { SMTP_URL: smtp.url, DATABASE_URL: databaseUrl, AUTH_SECRET: "x".repeat(40) },
      });
    });
    afterAll(async () => {
      await server?.stop();
      await smtp?.close();
      await dropDatabase?.();
    });

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

      // The same link again signs nobody in: the spec's error.
      const stranger = new HttpSession(server.url);
      const reused = await stranger.open(link);
      expect(reused.headers.get("location")).toBe("/admin-auth?error=exchange_failed");
      expect(await stranger.viewerEmail()).toBeNull();
    });

    it("session cookies are httpOnly and SameSite=Lax", async () => {
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

    it("a callback without a code or with a made-up code fails with the spec's errors", async () => {
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

    it("the forms work without JavaScript: a plain POST answers the page with the spec's message", async () => {
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
      expect(forged.status).toBe(400);
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

    it("sign-in attempts are limited per IP and per e-mail: 429 with Retry-After and a clear message", async () => {
      const attacker = new HttpSession(server.url);
      let last: Response | undefined;
      for (let i = 0; i < 11; i++) {
        last = await attacker.request("/api/auth/sign-in/email", {
          json: { email: `victim-${i}-${database}@example.com`, password: "guess" },
        });
      }
      expect(last?.status).toBe(429);
      expect(Number(last?.headers.get("retry-after"))).toBeGreaterThan(0);

      // Many IPs against one address: the per-e-mail limit answers.
      const target = `target-${database}@example.com`;
      const attempt = () =>
        new HttpSession(server.url).request("/api/auth/sign-in/email", { json: { email: target, password: "guess" } });
      for (let i = 0; i < 10; i++) expect((await attempt()).status).toBe(401);
      const perEmail = await attempt();
      expect(perEmail.status).toBe(429);
      expect(Number(perEmail.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(((await perEmail.json()) as { message: string }).message).toBe(
        "Too many attempts. Please wait a few minutes and try again.",
      );
    });
  },
);
