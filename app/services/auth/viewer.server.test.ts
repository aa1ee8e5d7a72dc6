import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import type { ServerServices } from "../../../server/context";
import { getViewer, headerAccount, requireAdmin, requireViewer, type ViewerScope } from "./viewer.server";

const SIGNED_IN = { cookie: "fareline.session_token=abc.def" };

interface Account {
  /** What the session store answers: null when the session is unknown or expired. */
  session?: { id: string; aal?: string } | null;
  twoFactorEnabled?: boolean;
  passkeys?: number;
  /** The role check's answer, or the error it fails with. */
  admin?: boolean | Error;
  /** The session lookup fails outright. */
  lookupFails?: boolean;
}

/** Services whose session store and database answer as `account` says and count what they are asked. */
function services(account: Account = {}) {
  const calls = { sessions: 0, roles: [] as unknown[][], passkeys: 0, cookies: [] as (string | null)[] };
  const logged: { fields: Record<string, unknown>; message: string }[] = [];
  const session = account.session === undefined ? { id: "s1", aal: "aal1" } : account.session;
  const fake = {
    accounts: {
      auth: {
        api: {
          getSession: async ({ headers }: { headers: Headers }) => {
            calls.sessions++;
            calls.cookies.push(headers.get("cookie"));
            if (account.lookupFails) throw new Error("database unreachable");
            if (!session) return null;
            return {
              user: { id: "u1", email: "ann@example.com", twoFactorEnabled: account.twoFactorEnabled ?? false },
              session,
            };
          },
        },
      },
    },
    database: {
      db: {
        execute: async (query: SQL) => {
          calls.roles.push(new PgDialect().sqlToQuery(query).params);
          if (account.admin instanceof Error) throw account.admin;
          return { rows: [{ has_role: account.admin ?? false }] };
        },
        select: () => ({
          from: () => ({
            where: async () => {
              calls.passkeys++;
              return [{ n: account.passkeys ?? 0 }];
            },
          }),
        }),
      },
    },
    logger: { error: (fields: Record<string, unknown>, message: string) => logged.push({ fields, message }) },
    config: { adminEmails: [] },
  } as unknown as ServerServices;
  return { services: fake, calls, logged };
}

/** Services with a page request's scope, as the load context carries them. */
function scoped(account: Account = {}) {
  const made = services(account);
  return { ...made, context: { ...made.services, viewerScope: {} as ViewerScope } };
}

const request = (method: string, headers: Record<string, string> = SIGNED_IN, url = "http://localhost/account") =>
  new Request(url, { method, headers });

/** The redirect a guard threw: its Location. */
async function redirectOf(guard: Promise<unknown>): Promise<string | null> {
  try {
    await guard;
    return null;
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    expect(thrown.status).toBe(302);
    return thrown.headers.get("location");
  }
}

describe("getViewer", () => {
  it("looks up the session once for all the loaders of one GET, each handed its own copy of the request", async () => {
    const { context, calls } = scoped({ passkeys: 1 });
    const [root, layout, page] = await Promise.all([
      getViewer(request("GET"), context),
      getViewer(request("GET"), context),
      getViewer(request("GET"), context),
    ]);
    expect(calls.sessions).toBe(1);
    expect(calls.roles).toHaveLength(1);
    expect(calls.passkeys).toBe(1);
    expect(root).toEqual({
      userId: "u1",
      sessionId: "s1",
      email: "ann@example.com",
      isAdmin: false,
      aal: "aal1",
      twoFactorEnabled: false,
      passkeyCount: 1,
      hasSecondFactor: true,
    });
    expect(layout).toBe(root);
    expect(page).toBe(root);
  });

  it("shares the lookup for HEAD too, and hands the session store the request's cookie", async () => {
    const { context, calls } = scoped();
    await getViewer(request("HEAD"), context);
    await getViewer(request("HEAD"), context);
    expect(calls.sessions).toBe(1);
    expect(calls.cookies).toEqual([SIGNED_IN.cookie]);
  });

  it("looks up afresh for an action (it may change the session) and for each of two requests", async () => {
    const { services: fake, context, calls } = scoped();
    await getViewer(request("POST"), context);
    await getViewer(request("POST"), context);
    expect(calls.sessions).toBe(2);
    // The action's lookups are not kept: the loaders that run after it see what it changed.
    await getViewer(request("GET"), context);
    expect(calls.sessions).toBe(3);
    await getViewer(request("GET"), { ...fake, viewerScope: {} });
    expect(calls.sessions).toBe(4);
  });

  it("looks up each time without a scope (middleware, jobs) and never without a session cookie", async () => {
    const { services: fake, calls } = services();
    await getViewer(request("GET"), fake);
    await getViewer(request("GET"), fake);
    expect(calls.sessions).toBe(2);
    expect(await getViewer(request("GET", { cookie: "other=1" }), { ...fake, viewerScope: {} })).toBeNull();
    expect(calls.sessions).toBe(2);
  });

  it("is nobody when the session store does not know the session, and asks nothing more", async () => {
    const { services: fake, calls } = services({ session: null });
    expect(await getViewer(request("GET"), fake)).toBeNull();
    expect(calls.roles).toHaveLength(0);
    expect(calls.passkeys).toBe(0);
  });

  it("asks for the admin role of the user, and counts a failed role check as no role, logged", async () => {
    const admin = services({ admin: true });
    expect((await getViewer(request("GET"), admin.services))?.isAdmin).toBe(true);
    expect(admin.calls.roles).toEqual([["u1", "admin"]]);

    const failing = services({ admin: new Error("has_role missing") });
    expect((await getViewer(request("GET"), failing.services))?.isAdmin).toBe(false);
    expect(failing.logged).toHaveLength(1);
    expect(failing.logged[0]?.message).toBe("role check failed");
    expect(failing.logged[0]?.fields).toMatchObject({ userId: "u1" });
  });

  it("has a second factor with TOTP or a passkey, not without both; a session without a level is aal1", async () => {
    const none = await getViewer(request("GET"), services({ session: { id: "s1" } }).services);
    expect(none).toMatchObject({ hasSecondFactor: false, twoFactorEnabled: false, passkeyCount: 0, aal: "aal1" });
    const totp = await getViewer(request("GET"), services({ twoFactorEnabled: true }).services);
    expect(totp).toMatchObject({ hasSecondFactor: true, twoFactorEnabled: true, passkeyCount: 0 });
    const passkey = await getViewer(
      request("GET"),
      services({ passkeys: 2, session: { id: "s9", aal: "aal2" } }).services,
    );
    expect(passkey).toMatchObject({ hasSecondFactor: true, passkeyCount: 2, aal: "aal2", sessionId: "s9" });
  });
});

describe("the guards", () => {
  it("send someone signed out from /account to sign in in the page's language, back to the page asked for", async () => {
    const { services: fake } = services({ session: null });
    const english = await redirectOf(
      requireViewer(request("GET", SIGNED_IN, "http://localhost/account?tab=alerts"), fake),
    );
    expect(english).toBe(`/admin-auth?redirectTo=${encodeURIComponent("/account?tab=alerts")}`);
    const dutch = await redirectOf(requireViewer(request("GET", SIGNED_IN, "http://localhost/nl/account"), fake));
    expect(dutch).toBe(`/nl/auth?redirectTo=${encodeURIComponent("/nl/account")}`);
  });

  it("let a signed-in person into /account", async () => {
    const { services: fake } = services();
    expect((await requireViewer(request("GET"), fake)).email).toBe("ann@example.com");
  });

  it("keep a person without the admin role out of /admin, and let an admin who passed a second factor in", async () => {
    const visitor = services();
    expect(await redirectOf(requireAdmin(request("GET", SIGNED_IN, "http://localhost/admin"), visitor.services))).toBe(
      "/admin-auth?error=insufficient_role",
    );
    const admin = services({ admin: true, twoFactorEnabled: true, session: { id: "s1", aal: "aal2" } });
    expect((await requireAdmin(request("GET", SIGNED_IN, "http://localhost/admin"), admin.services)).isAdmin).toBe(
      true,
    );
  });
});

describe("headerAccount", () => {
  it("shows the e-mail and the Admin link's right, or nobody; a failed lookup draws a signed-out header, logged", async () => {
    expect(await headerAccount(request("GET"), services({ admin: true }).services)).toEqual({
      email: "ann@example.com",
      isAdmin: true,
    });
    expect(await headerAccount(request("GET"), services({ session: null }).services)).toBeNull();
    const failing = services({ lookupFails: true });
    expect(await headerAccount(request("GET"), failing.services)).toBeNull();
    expect(failing.logged.map((line) => line.message)).toEqual(["session lookup for the header failed"]);
  });
});
