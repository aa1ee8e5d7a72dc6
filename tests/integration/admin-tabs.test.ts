import fs from "node:fs/promises";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminSession, createConsoleAccounts } from "../support/admin-console";
import type { HttpSession } from "../support/http-session";
import { freshDataDir, type RunningServer, startServer } from "../support/server";
import { createIsolatedPostgresUrl } from "../support/test-databases";

/**
 * The console's tabs as an operator sees them, on PostgreSQL (where the test can reach the
 * server's own database): the Alerts tab shows each alert's status, last check, last price and
 * e-mails sent, and a tab whose data cannot be read says so in the tab with its own message,
 * HTTP 200 and no error detail (the rest of the console keeps working).
 */

const ADMIN = "tabs-ops@example.com";
const PASSWORD = "operator password 1";

/** The visible text of each `<tr data-testid=…>` row of a page (tags and React's text separators removed). */
function rowsText(html: string, testId: string): string[] {
  const rows = html.match(new RegExp(`<tr[^>]*data-testid="${testId}"[^>]*>[\\s\\S]*?</tr>`, "g")) ?? [];
  return rows.map((row) =>
    row
      .replace(/<!-- -->/g, "")
      .replace(/<\/t[dh]>/g, " | ")
      .replace(/<[^>]+>/g, "")
      .replace(/&amp;/g, "&")
      .replace(/\s+/g, " ")
      .trim(),
  );
}

describe.skipIf(!process.env.TEST_DATABASE_URL)("admin console tabs on PostgreSQL", () => {
  let server: RunningServer;
  let dataDir: string;
  let dropDatabase: () => Promise<void>;
  let db: pg.Client;
  let admin: HttpSession;

  beforeAll(async () => {
    dataDir = await freshDataDir();
    const isolated = await createIsolatedPostgresUrl(process.env.TEST_DATABASE_URL as string);
    dropDatabase = isolated.drop;
    const env = { DATA_DIR: dataDir, DATABASE_URL: isolated.url, AUTH_SECRET: "t".repeat(40) };
    await createConsoleAccounts(env, { admin: ADMIN, visitor: "tabs-visitor@example.com", password: PASSWORD });
    server = await startServer({ dataDir, env });
    ({ session: admin } = await adminSession(server.url, ADMIN, PASSWORD));
    db = new pg.Client({ connectionString: isolated.url });
    await db.connect();
  }, 180_000);

  afterAll(async () => {
    await db?.end();
    await server?.stop();
    await dropDatabase?.();
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  });

  it("Alerts lists every alert with its status, last check, last price (with its source) and e-mails sent", async () => {
    const checked = await db.query<{ id: number }>(
      `insert into price_alerts (email, origin, destination, max_price, status, last_checked_at, emails_sent, created_at)
       values ('checked@example.com', 'JFK', 'CDG', 400, 'active', '2026-03-04T05:06:00Z', 2, '2026-03-01T10:00:00Z')
       returning id`,
    );
    const id = checked.rows[0]?.id;
    // Two checks: the older price must not be the one shown.
    await db.query(
      `insert into alert_prices (alert_id, price_cents, source, sample, observed_at, checked_at) values
       ($1, 41200, 'amadeus', false, '2026-03-03T23:00:00Z', '2026-03-03T23:10:00Z'),
       ($1, 38950, 'travelpayouts', false, '2026-03-04T04:00:00Z', '2026-03-04T05:06:00Z')`,
      [id],
    );
    await db.query(
      `insert into price_alerts (email, origin, destination, status, created_at)
       values ('waiting@example.com', 'LHR', 'JFK', 'pending', '2026-03-02T10:00:00Z')`,
    );

    const response = await admin.request("/admin?tab=alerts");
    expect(response.status).toBe(200);
    const html = await response.text();
    for (const heading of ["Status", "Last check", "Last price", "E-mails sent"]) {
      expect(html).toContain(`>${heading}</th>`);
    }
    const [waiting, active] = rowsText(html, "alert-row");
    // The last cell holds the alert's controls: an active alert can be paused, a pending one not.
    expect(active).toBe(
      "checked@example.com | JFK → CDG | $400 | active | Mar 4, 2026, 5:06 AM | $389.50 (Travelpayouts) | 2 | Mar 1, 2026, 10:00 AM | Check nowPauseDeleteDetails |",
    );
    expect(waiting).toBe(
      "waiting@example.com | LHR → JFK | — | pending | not yet | — | 0 | Mar 2, 2026, 10:00 AM | Check nowDeleteDetails |",
    );
  });

  it("a tab whose data cannot be read says so in the tab, with HTTP 200 and no error detail", async () => {
    const cases = [
      { tab: "backups", table: "backups", message: "Failed to load backup history" },
      { tab: "quota", table: "quota_overrides", message: "Failed to load quota status" },
    ];
    for (const { tab, table, message } of cases) {
      await db.query(`alter table ${table} rename to ${table}_away`);
      try {
        const response = await admin.request(`/admin?tab=${tab}`);
        expect(response.status, tab).toBe(200);
        const html = await response.text();
        expect(html, tab).toContain(message);
        expect(html).toContain("Reload the page to try again.");
        // The console around the tab still works: its navigation is there, and nothing of the error leaks.
        expect(html).toContain('aria-label="Admin sections"');
        expect(html).not.toMatch(/does not exist|_away|\n\s+at /);
      } finally {
        await db.query(`alter table ${table}_away rename to ${table}`);
      }
      const healed = await (await admin.request(`/admin?tab=${tab}`)).text();
      expect(healed).not.toContain(message);
    }
  });
});
