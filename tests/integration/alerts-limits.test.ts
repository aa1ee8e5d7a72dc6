import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { unsubscribeLink } from "../../app/services/alerts/check-alerts.server";
import { type RunningServer, startServer } from "../support/server";
import { createIsolatedPostgresUrl } from "../support/test-databases";

/**
 * The alert form's limits and the one-click unsubscribe, over HTTP as a browser without
 * JavaScript and a mail program use them. The server trusts X-Forwarded-For from loopback (as
 * behind a proxy), so each test chooses the client address it posts from.
 */

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Page HTML with React's text separators removed, so sentences read as a person sees them; without
 * its scripts, which carry the page's whole message catalogue (decision 220), not what it says.
 */
const pageText = async (response: Response) =>
  (await response.text()).replace(/<script[\s\S]*?<\/script>/g, "").replace(/<!-- -->/g, "");

function client(server: RunningServer) {
  const post = (path: string, fields: Record<string, string>, ip = "192.0.2.1") =>
    fetch(`${server.url}${path}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": ip },
      body: new URLSearchParams(fields),
      redirect: "manual",
    });
  const signUp = (email: string, ip: string, destination = "LAX") =>
    post(
      "/alerts",
      { intent: "create", email, origin: "JFK", destination, departDate: inDays(30), maxPrice: "400" },
      ip,
    );
  /** The newest link the local outbox logged that matches, after `after` links were seen. */
  const outboxLink = (pattern: RegExp): string => {
    const link = server
      .logs()
      .filter((line) => line.msg === "e-mail written to the local outbox")
      .flatMap((line) => (line.links as string[]) ?? [])
      .reverse()
      .find((l) => pattern.test(l));
    if (!link) throw new Error(`no outbox link matching ${pattern}`);
    return link;
  };
  /** Asks for a management link by e-mail and opens it: the alerts of `email`. */
  const managementLink = async (email: string, ip: string) => {
    const sent = await post("/alerts", { intent: "manage-link", email }, ip);
    expect(sent.status).toBe(200);
    return outboxLink(/\/alerts\?token=/);
  };
  return { post, signUp, outboxLink, managementLink };
}

describe("sign-up limits and one-click unsubscribe", () => {
  const secret = "u".repeat(40);
  let server: RunningServer;
  let http: ReturnType<typeof client>;
  beforeAll(async () => {
    server = await startServer({ env: { AUTH_SECRET: secret } });
    http = client(server);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("one address may sign up 20 times an hour; the 21st is refused with a reason, other addresses are not", async () => {
    for (let i = 0; i < 20; i++) {
      const answer = await http.signUp(`ip-limit-${i}@example.com`, "198.51.100.20");
      expect(answer.status).toBe(200);
    }
    const refused = await http.signUp("ip-limit-20@example.com", "198.51.100.20");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await pageText(refused)).toContain(
      "Too many alert sign-ups in a short time. Please wait an hour and try again.",
    );
    const elsewhere = await http.signUp("ip-limit-20@example.com", "198.51.100.21");
    expect(elsewhere.status).toBe(200);
    expect(await pageText(elsewhere)).toContain(
      "Check your inbox: we sent a confirmation link to ip-limit-20@example.com.",
    );
  });

  it("one e-mail address may be signed up 5 times an hour, from any client; the 6th is refused", async () => {
    const email = "email-limit@example.com";
    const routes = ["LAX", "SFO", "ORD", "MIA", "SEA"];
    for (const [i, destination] of routes.entries()) {
      expect((await http.signUp(email, `198.51.100.${30 + i}`, destination)).status).toBe(200);
    }
    const refused = await http.signUp(email, "198.51.100.40", "BOS");
    expect(refused.status).toBe(429);
    expect(await pageText(refused)).toContain(
      "Too many alert sign-ups in a short time. Please wait an hour and try again.",
    );
    // The same client may still sign up another address.
    expect((await http.signUp("email-limit-other@example.com", "198.51.100.40", "BOS")).status).toBe(200);
  });

  it("a mail program's one-click unsubscribe (RFC 8058) to the signed link stops the alert", async () => {
    const email = "one-click@example.com";
    const ip = "198.51.100.50";
    expect((await http.signUp(email, ip)).status).toBe(200);
    const confirm = new URL(http.outboxLink(/\/alerts\/confirm\?token=/));
    const token = confirm.searchParams.get("token") as string;
    expect(await pageText(await http.post(`/alerts/confirm?token=${token}`, { token }, ip))).toContain(
      "Your alert for JFK → LAX is on.",
    );
    const manage = await http.managementLink(email, ip);
    const before = await pageText(await fetch(manage));
    expect(before).toContain("Active: checked");
    const id = before.match(/name="alertId" value="(\d+)"/)?.[1];
    expect(id).toBeDefined();

    // The link the alert's e-mails carry in List-Unsubscribe, POSTed as RFC 8058 says: no cookies, no sign-in.
    const link = new URL(unsubscribeLink({ publicSiteUrl: server.url, authSecret: secret }, Number(id)));
    const answer = await http.post(`${link.pathname}${link.search}`, { "List-Unsubscribe": "One-Click" }, ip);
    expect(answer.status).toBe(200);
    expect(await pageText(answer)).toContain("Done: no more e-mails for JFK → LAX.");

    const after = await pageText(await fetch(manage));
    expect(after).toContain("Paused: no checks, no e-mails");
    expect(after).not.toContain("Active: checked");
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)("the cap of 20 open alerts per address (PostgreSQL)", () => {
  let server: RunningServer;
  let http: ReturnType<typeof client>;
  let isolated: { url: string; drop(): Promise<void> };
  let pool: pg.Pool;

  beforeAll(async () => {
    isolated = await createIsolatedPostgresUrl(process.env.TEST_DATABASE_URL as string);
    server = await startServer({ env: { DATABASE_URL: isolated.url, AUTH_SECRET: "c".repeat(40) } });
    http = client(server);
    pool = new pg.Pool({ connectionString: isolated.url });
  });
  afterAll(async () => {
    await pool?.end();
    await server?.stop();
    await isolated?.drop();
  });

  /** Writes alerts straight into the server's database, as 20 earlier confirmed sign-ups would have. */
  const seed = async (email: string, status: string, destinations: string[]) => {
    const ids: number[] = [];
    for (const destination of destinations) {
      const row = await pool.query(
        "insert into price_alerts (email, origin, destination, status) values ($1, 'JFK', $2, $3) returning id",
        [email, destination, status],
      );
      ids.push(row.rows[0].id);
    }
    return ids;
  };
  const openCount = async (email: string) =>
    Number(
      (
        await pool.query(
          "select count(*) as n from price_alerts where email = $1 and status in ('pending', 'active')",
          [email],
        )
      ).rows[0].n,
    );
  const destinations = (n: number, offset = 0) =>
    Array.from({ length: n }, (_, i) => `X${String(i + offset).padStart(2, "0")}`);

  it("an address with 20 open alerts cannot add a 21st from the form", async () => {
    const email = "twenty@example.com";
    await seed(email, "active", destinations(20));
    const refused = await http.signUp(email, "203.0.113.60", "LAX");
    expect(refused.status).toBe(400);
    expect(await pageText(refused)).toContain(
      "An address can follow at most 20 routes. Delete an alert on the Price alerts page to add another.",
    );
    expect(await openCount(email)).toBe(20);
  });

  it("pause 20, add 20, resume one: the resume is refused with a reason and 20 stay open", async () => {
    const email = "forty@example.com";
    const [paused] = await seed(email, "paused", destinations(20));
    await seed(email, "active", destinations(20, 20));
    const manage = new URL(await http.managementLink(email, "203.0.113.61"));
    const token = manage.searchParams.get("token") as string;
    const refused = await http.post(
      `/alerts?token=${token}`,
      { intent: "resume", alertId: String(paused), token },
      "203.0.113.61",
    );
    expect(refused.status).toBe(400);
    expect(await pageText(refused)).toContain(
      "An address can follow at most 20 routes at once, and 20 of yours are already on. Pause or delete one of them before you turn this one back on.",
    );
    expect(await openCount(email)).toBe(20);

    // Below the cap the same button works.
    await pool.query("update price_alerts set status = 'paused' where email = $1 and destination = 'X20'", [email]);
    const resumed = await http.post(
      `/alerts?token=${token}`,
      { intent: "resume", alertId: String(paused), token },
      "203.0.113.61",
    );
    expect(resumed.status).toBe(200);
    expect(await openCount(email)).toBe(20);
    expect((await pool.query("select status from price_alerts where id = $1", [paused])).rows[0].status).toBe("active");
  });
});
