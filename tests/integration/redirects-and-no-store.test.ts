import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInWithPassword } from "../support/accounts";
import { adminSession, createConsoleAccounts } from "../support/admin-console";
import { HttpSession } from "../support/http-session";
import { type RunningServer, startServer } from "../support/server";
import { type SmtpPeer, startSmtpPeer } from "../support/smtp-peer";

/**
 * Every return path a request names stays on the site, whatever dot segments, encodings or
 * backslashes it hides a host in; and every answer that carries personal data says no-store.
 */

const ADMIN = "keeper@example.com";
const VISITOR = "wanderer@example.com";
const PASSWORD = "redirect password 1";
const TRICKS = ["/.//evil.com", "/..//evil.com", "/%2e//evil.com", "/./\\evil.com", "/a/..//evil.com"];

let server: RunningServer;
let smtp: SmtpPeer;
let dataDir: string;
let admin: HttpSession;
let visitor: HttpSession;

beforeAll(async () => {
  smtp = await startSmtpPeer();
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "fareline-redirects-"));
  const env = { DATA_DIR: dataDir, AUTH_SECRET: "r".repeat(40) };
  await createConsoleAccounts(env, { admin: ADMIN, visitor: VISITOR, password: PASSWORD });
  server = await startServer({ dataDir, env: { ...env, SMTP_URL: smtp.url } });
  ({ session: admin } = await adminSession(server.url, ADMIN, PASSWORD));
  visitor = new HttpSession(server.url);
  await signInWithPassword(visitor, VISITOR, PASSWORD);
}, 120_000);
afterAll(async () => {
  await server?.stop();
  await smtp?.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

/** Where a browser goes with this Location: on our origin, or the test fails naming it. */
function expectOnSite(response: Response, label: string) {
  const location = response.headers.get("location");
  expect(location, label).not.toBeNull();
  expect(new URL(location as string, server.url).origin, `${label} → ${location}`).toBe(server.url);
  return new URL(location as string, server.url);
}

describe("return paths stay on the site", () => {
  it("/admin-auth?redirectTo= sends a signed-in person to a page of ours", async () => {
    for (const trick of TRICKS) {
      const response = await visitor.request(`/admin-auth?redirectTo=${encodeURIComponent(trick)}`);
      expect(response.status, trick).toBe(302);
      expectOnSite(response, trick);
    }
  });

  it("/auth/callback?…&next= lands on a page of ours", async () => {
    const seen = smtp.messages.length;
    const asked = await new HttpSession(server.url).request("/api/auth/sign-in/magic-link", {
      json: { email: VISITOR, callbackURL: "/deals" },
    });
    expect(asked.status).toBe(200);
    const link = new URL(smtp.linkIn(await smtp.waitFor(VISITOR, /sign-in link/, { after: seen })));
    link.searchParams.set("next", "/.//evil.com");
    const landed = await new HttpSession(server.url).open(link.href);
    expect(landed.status).toBe(302);
    expectOnSite(landed, "callback next");
  });

  it("the /alerts/notifications action goes back to a page of ours, signed in or not", async () => {
    for (const trick of TRICKS) {
      const signedIn = await visitor.request("/alerts/notifications", { form: { redirectTo: trick } });
      expectOnSite(signedIn, `signed in ${trick}`);
      const anonymous = await new HttpSession(server.url).request("/alerts/notifications", {
        form: { redirectTo: trick },
      });
      const signIn = expectOnSite(anonymous, `anonymous ${trick}`);
      const next = signIn.searchParams.get("redirectTo") ?? "/";
      expect(new URL(next, server.url).origin, `anonymous ${trick} → ${next}`).toBe(server.url);
    }
  });
});

describe("personal answers are never stored", () => {
  const noStore = (response: Response, label: string) =>
    expect(response.headers.get("cache-control") ?? "", label).toMatch(/\bno-store\b/);

  it("pages, their data URLs and APIs for a signed-in admin", async () => {
    for (const target of [
      "/",
      "/_root.data",
      "/account",
      "/account.data",
      "/account/two-factor",
      "/account/devices.data",
      "/alerts",
      "/alerts.data",
      "/admin",
      "/admin.data",
      "/avs-tester",
      "/deals",
      "/api/auth/get-session",
      "/api/admin/audit",
      "/api/admin/flags/get",
    ]) {
      const response = await admin.request(target);
      expect(response.status, target).toBeLessThan(400);
      noStore(response, target);
    }
  });

  it("the sign-in pages and callbacks, even for someone not signed in", async () => {
    for (const target of [
      "/account",
      "/account/password",
      "/alerts",
      "/nl/alerts",
      "/nl/alerts?token=unknown",
      "/nl/account",
      "/admin",
      "/admin-auth",
      "/auth",
      "/auth/callback?code=x&type=magiclink",
    ]) {
      noStore(await new HttpSession(server.url).request(target), target);
    }
  });

  it("leaves a public page anyone may cache alone for someone not signed in", async () => {
    const response = await new HttpSession(server.url).request("/deals");
    expect(response.headers.get("cache-control") ?? "").not.toMatch(/no-store/);
  });
});
