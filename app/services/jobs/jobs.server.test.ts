import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { brandFor } from "../../brand/brand";
import { loadConfig } from "../config/config.server";
import { type DatabaseHandle, openDatabase } from "../db/database.server";
import { backups, deals } from "../db/schema";
import { createMailer } from "../email/mailer.server";
import { createLogger } from "../logging/logger.server";
import { createSearchFlow } from "../search/create-flow.server";
import {
  ALERT_CHECK_EXPIRY_SECONDS,
  ALERT_CHECK_JOB,
  DAILY_BACKUP_CRON,
  DAILY_BACKUP_JOB,
  DEALS_JOB,
  startJobs,
} from "./jobs.server";
import type { Scheduler } from "./scheduler.server";

/**
 * The site's jobs on the one scheduler (decision 120), on the embedded PGlite: pg-boss records
 * each cron schedule in its own table, and the daily backup runs through it.
 */
describe("startJobs", () => {
  let database: DatabaseHandle;
  let scheduler: Scheduler;
  let backupDir: string;

  beforeAll(async () => {
    backupDir = await fs.mkdtemp(path.join(os.tmpdir(), "fareline-jobs-"));
    database = await openDatabase({ kind: "pglite-memory" });
    const config = loadConfig({
      NODE_ENV: "test",
      PUBLIC_SITE_URL: "http://fareline.test",
      AUTH_SECRET: "j".repeat(40),
      BACKUP_DIR: backupDir,
      ALERT_CHECK_CRON: "0 */4 * * *",
    } as NodeJS.ProcessEnv);
    const logger = createLogger("silent");
    const brand = brandFor("http://fareline.test");
    const context = { config, logger, database, brand };
    const accounts = { mailer: createMailer(config, brand, logger) };
    scheduler = await startJobs({ ...context, search: createSearchFlow(context), accounts });
  });
  afterAll(async () => {
    await scheduler?.stop();
    await database?.close();
    await fs.rm(backupDir, { recursive: true, force: true });
  });

  it("schedules the daily backup, the alert check and the daily deals with their crons, in UTC", async () => {
    const client = (database.db as unknown as { $client: { query(sql: string): Promise<{ rows: unknown[] }> } })
      .$client;
    const { rows } = await client.query("select name, cron, timezone from pgboss.schedule order by name");
    expect(rows).toEqual([
      { name: DAILY_BACKUP_JOB, cron: DAILY_BACKUP_CRON, timezone: "UTC" },
      { name: ALERT_CHECK_JOB, cron: "0 */4 * * *", timezone: "UTC" },
      { name: DEALS_JOB, cron: "15 4 * * *", timezone: "UTC" },
    ]);
  });

  it("takes an alert-check run for dead after 3 minutes, so a crashed one is retried within 5", async () => {
    const client = (database.db as unknown as { $client: { query(sql: string): Promise<{ rows: unknown[] }> } })
      .$client;
    const { rows } = await client.query(`select expire_seconds from pgboss.queue where name = '${ALERT_CHECK_JOB}'`);
    // The expiry, then up to 20 s for a maintenance pass and 20 s of retry delay.
    expect(rows).toEqual([{ expire_seconds: ALERT_CHECK_EXPIRY_SECONDS }]);
    expect(ALERT_CHECK_EXPIRY_SECONDS + 40).toBeLessThanOrEqual(300);
  });

  it("the backup job, queued on the scheduler, writes a scheduled backup", async () => {
    await scheduler.runNow(DAILY_BACKUP_JOB);
    const deadline = Date.now() + 20_000;
    let rows: (typeof backups.$inferSelect)[] = [];
    while (Date.now() < deadline) {
      rows = await database.db.select().from(backups);
      if (rows.some((row) => row.status === "completed")) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ type: "scheduled", status: "completed" });
    expect(await fs.readdir(backupDir)).toContain(rows[0]?.fileName);
  });

  it("prices the deals at start when the table is empty", async () => {
    const deadline = Date.now() + 60_000;
    let stored = 0;
    while (Date.now() < deadline && stored < 12) {
      stored = (await database.db.select().from(deals)).length;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(stored).toBe(12);
  }, 70_000);
});
