import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { totpCode } from "../support/accounts";
import { HttpSession } from "../support/http-session";
import { type RunningServer, startServer } from "../support/server";
import { magicLinkSession, signedInSession } from "../support/signed-in";
import { createIsolatedPostgresUrl } from "../support/test-databases";

/**
 * A signed-in person's pages are kept in memory for their session (server/personal-pages.ts) and
 * answered again only while nothing they show has changed: every change, sign-out and revocation
 * shows on the very next request, and no session is ever answered another's page.
 */

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
/** A page's HTML without its scripts, which carry the page's message catalogue. */
const pageHtml = async (response: Response) => (await response.text()).replace(/<script[\s\S]*?<\/script>/g, "");
/** The account overview's state of the two-factor card ("On" or "Off"). */
const twoFactorState = (html: string) =>
  /Two-factor[\s\S]*?<span class="text-sm text-slate-700">(\w+)<\/span>/.exec(html)?.[1];

/** The step-up page's heading (React writes the apostrophe as an entity). */
const STEP_UP = /Confirm it(?:'|&#x27;)s you/;

const turnOnTwoFactor = async (client: HttpSession, password: string) => {
  const enable = await client.request("/api/auth/two-factor/enable", { json: { password } });
  const { totpURI } = (await enable.json()) as { totpURI: string };
  const verify = await client.request("/api/auth/two-factor/verify-totp", { json: { code: totpCode(totpURI) } });
  expect(verify.status).toBe(200);
  return totpURI;
};

describe("a signed-in person's pages, kept for their session", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ env: { AUTH_SECRET: "p".repeat(40) } });
  }, 90_000);
  afterAll(async () => {
    await server?.stop();
  });

  it("answers the same session from memory and shows a change on the next request", async () => {
    const { client, email, password } = await signedInSession(server);
    const first = await pageHtml(await client.request("/account"));
    expect(first).toContain(email);
    expect(twoFactorState(first)).toBe("Off");
    const again = await client.request("/account");
    expect(again.headers.get("x-prerendered")).toBe("session");
    expect(again.headers.get("cache-control")).toBe("private, no-store");
    expect(again.headers.get("content-security-policy")).not.toContain("nonce-");
    expect(await pageHtml(again)).toBe(first);

    await turnOnTwoFactor(client, password);
    expect(twoFactorState(await pageHtml(await client.request("/account")))).toBe("On");
  });

  it("never answers one session with another's page", async () => {
    const ann = await signedInSession(server);
    const bob = await signedInSession(server);
    for (const path of ["/", "/account", "/nl/alerts"]) {
      await ann.client.request(path);
      const forAnn = await pageHtml(await ann.client.request(path));
      const forBob = await pageHtml(await bob.client.request(path));
      expect(forAnn, path).toContain(ann.email);
      expect(forBob, path).toContain(bob.email);
      expect(forBob, path).not.toContain(ann.email);
    }
  });

  it("a signed-out or revoked session's kept page is never answered again", async () => {
    const { client, email } = await signedInSession(server);
    const other = await magicLinkSession(server, email);
    for (const session of [client, other]) {
      await session.request("/account");
      expect((await session.request("/account")).headers.get("x-prerendered")).toBe("session");
    }
    // Signing out elsewhere ends the first session: its cookie now only gets the way to sign in.
    const revoked = await other.request("/auth/sign-out", { form: { scope: "others" } });
    expect(revoked.status).toBeLessThan(400);
    const afterRevoke = await client.request("/account");
    expect(afterRevoke.status).toBe(302);
    expect(afterRevoke.headers.get("location")).toMatch(/auth\?redirectTo=%2Faccount$/);
    // The session that signed the others out signs itself out too; its cookie, sent again, is nobody's.
    const cookie = [...other.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    await other.request("/auth/sign-out", { form: { scope: "local" } });
    const stale = await fetch(`${server.url}/account`, { headers: { cookie }, redirect: "manual" });
    expect(stale.status).toBe(302);
    expect(stale.headers.get("x-prerendered")).toBeNull();
  });

  it("a session that owes its second factor keeps only the step that passes it, until it does", async () => {
    const { client, email, password } = await signedInSession(server);
    const totpUri = await turnOnTwoFactor(client, password);
    const owing = await magicLinkSession(server, email);
    for (let ask = 0; ask < 2; ask++) {
      const page = await pageHtml(await owing.request("/account"));
      expect(page).toMatch(STEP_UP);
      expect(twoFactorState(page)).toBeUndefined();
    }
    expect((await owing.request("/alerts")).status).toBe(200);
    const passed = await owing.request("/account?index", { form: { intent: "step-up", code: totpCode(totpUri) } });
    expect(passed.status).toBe(302);
    const after = await pageHtml(await owing.request("/account"));
    expect(after).not.toMatch(STEP_UP);
    expect(twoFactorState(after)).toBe("On");
  });

  it("a new price alert is on the person's alerts page at once", async () => {
    const { client, email } = await signedInSession(server);
    await client.request("/alerts");
    expect(await pageHtml(await client.request("/alerts"))).not.toMatch(/AMS[\s\S]*LIS/);
    const created = await client.request("/alerts", {
      form: { intent: "create", email, origin: "AMS", destination: "LIS", departDate: inDays(30), maxPrice: "250" },
    });
    expect(created.status).toBeLessThan(400);
    const after = await client.request("/alerts");
    expect(after.headers.get("x-prerendered")).toBe("session");
    expect(await pageHtml(after)).toMatch(/AMS[\s\S]*LIS/);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)("two servers on one PostgreSQL", () => {
  let first: RunningServer;
  let second: RunningServer;
  let isolated: { url: string; drop(): Promise<void> };
  beforeAll(async () => {
    isolated = await createIsolatedPostgresUrl(process.env.TEST_DATABASE_URL as string);
    const env = { DATABASE_URL: isolated.url, AUTH_SECRET: "q".repeat(40) };
    first = await startServer({ env });
    second = await startServer({ env });
  }, 120_000);
  afterAll(async () => {
    await first?.stop();
    await second?.stop();
    await isolated?.drop();
  });

  it("a change made through one server is on the page the other kept", async () => {
    const { client, email } = await signedInSession(first);
    const onSecond = new HttpSession(second.url, client.ip);
    for (const [name, value] of client.cookies) onSecond.cookies.set(name, value);
    await onSecond.request("/alerts");
    const kept = await onSecond.request("/alerts");
    expect(kept.headers.get("x-prerendered")).toBe("session");
    expect(await pageHtml(kept)).not.toMatch(/AMS[\s\S]*LIS/);
    await client.request("/alerts", {
      form: { intent: "create", email, origin: "AMS", destination: "LIS", departDate: inDays(30), maxPrice: "250" },
    });
    expect(await pageHtml(await onSecond.request("/alerts"))).toMatch(/AMS[\s\S]*LIS/);
    await client.request("/auth/sign-out", { form: { scope: "local" } });
    expect((await onSecond.request("/alerts")).headers.get("x-prerendered")).toBeNull();
    expect((await onSecond.request("/account")).status).toBe(302);
  });
});
