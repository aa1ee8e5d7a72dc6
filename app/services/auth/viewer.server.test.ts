import { describe, expect, it } from "vitest";
import type { ServerServices } from "../../../server/context";
import { getViewer, type ViewerScope } from "./viewer.server";

const SIGNED_IN = { cookie: "fareline.session_token=abc.def" };

/** Services whose session store counts its lookups: one user, no admin role, one passkey. */
function countingServices() {
  const calls = { sessions: 0, roles: 0, passkeys: 0 };
  const services = {
    accounts: {
      auth: {
        api: {
          getSession: async () => {
            calls.sessions++;
            return {
              user: { id: "u1", email: "ann@example.com", twoFactorEnabled: false },
              session: { id: "s1", aal: "aal1" },
            };
          },
        },
      },
    },
    database: {
      db: {
        execute: async () => {
          calls.roles++;
          return { rows: [{ has_role: false }] };
        },
        select: () => ({
          from: () => ({
            where: async () => {
              calls.passkeys++;
              return [{ n: 1 }];
            },
          }),
        }),
      },
    },
    logger: { error: () => {} },
  } as unknown as ServerServices;
  return { services, calls };
}

const request = (method: string, headers: Record<string, string> = SIGNED_IN) =>
  new Request("http://localhost/account", { method, headers });

describe("getViewer", () => {
  it("looks up the session once for all the loaders of one GET, each handed its own copy of the request", async () => {
    const { services, calls } = countingServices();
    const context = { ...services, viewerScope: {} as ViewerScope };
    const [root, layout, page] = await Promise.all([
      getViewer(request("GET"), context),
      getViewer(request("GET"), context),
      getViewer(request("GET"), context),
    ]);
    expect(calls).toEqual({ sessions: 1, roles: 1, passkeys: 1 });
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

  it("looks up afresh for an action (it may change the session) and for each of two requests", async () => {
    const { services, calls } = countingServices();
    const context = { ...services, viewerScope: {} as ViewerScope };
    await getViewer(request("POST"), context);
    await getViewer(request("POST"), context);
    expect(calls.sessions).toBe(2);
    // The action's lookups are not kept: the loaders that run after it see what it changed.
    await getViewer(request("GET"), context);
    expect(calls.sessions).toBe(3);
    await getViewer(request("GET"), { ...services, viewerScope: {} });
    expect(calls.sessions).toBe(4);
  });

  it("looks up each time without a scope (middleware, jobs) and never without a session cookie", async () => {
    const { services, calls } = countingServices();
    await getViewer(request("GET"), services);
    await getViewer(request("GET"), services);
    expect(calls.sessions).toBe(2);
    expect(await getViewer(request("GET", { cookie: "other=1" }), { ...services, viewerScope: {} })).toBeNull();
    expect(calls.sessions).toBe(2);
  });
});
