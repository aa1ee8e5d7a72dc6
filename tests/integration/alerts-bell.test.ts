import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdminAccount, signInWithPassword } from "../support/accounts";
import { seedUnreadPriceDrop } from "../support/alerts";
import { HttpSession } from "../support/http-session";
import { type RunningServer, startServer } from "../support/server";
import { createIsolatedPostgresUrl } from "../support/test-databases";

/**
 * The header bell on PostgreSQL (the test writes a price-drop notification into the server's
 * database, as the check job would): a count for the signed-in owner, Mark all as read clears it.
 */
/** A page's HTML without its scripts, which carry the page's whole message catalogue (decision 220). */
const pageHtml = async (response: Response) => (await response.text()).replace(/<script[\s\S]*?<\/script>/g, "");

describe.runIf(process.env.TEST_DATABASE_URL)("the notification bell", () => {
  let server: RunningServer;
  let isolated: { url: string; drop(): Promise<void> };
  const email = "bell@example.com";
  const password = "correct horse 42";

  beforeAll(async () => {
    isolated = await createIsolatedPostgresUrl(process.env.TEST_DATABASE_URL as string);
    const env = { DATABASE_URL: isolated.url, AUTH_SECRET: "b".repeat(40) };
    server = await startServer({ env });
    await createAdminAccount(env, email, password);
    await seedUnreadPriceDrop(isolated.url, email, 12345);
  });
  afterAll(async () => {
    await server?.stop();
    await isolated?.drop();
  });

  it("signed out: no count; signed in: the unread price drop is counted until marked as read", async () => {
    const stranger = await pageHtml(await fetch(`${server.url}/`));
    expect(stranger).toContain('aria-label="Notifications"');
    expect(stranger).not.toContain("unread");

    const client = new HttpSession(server.url);
    await signInWithPassword(client, email, password);
    const home = await pageHtml(await client.request("/"));
    expect(home).toContain('aria-label="Notifications: 1 unread"');
    expect(home).toContain("JFK");

    const marked = await client.request("/alerts/notifications", { form: { redirectTo: "/faq" } });
    expect(marked.status).toBe(302);
    expect(marked.headers.get("location")).toBe("/faq");
    const after = await pageHtml(await client.request("/"));
    expect(after).toContain('aria-label="Notifications"');
    expect(after).not.toContain("1 unread");
  });
});
