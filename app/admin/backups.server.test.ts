import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../tests/support/test-databases";
import type { DatabaseHandle } from "../db/database.server";
import * as schema from "../db/schema";
import { createLogger } from "../logging/logger.server";
import { dumpDatabase, listBackups, readBackupFile, restoreDatabase, runBackup } from "./backups.server";

const run = promisify(execFile);
const logger = createLogger("silent");
const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await fs.rm(dir, { recursive: true, force: true });
});

/** Rows in most kinds of table and column: text, serial ids, timestamps, booleans, JSON text, foreign keys. */
async function seed(db: DatabaseHandle["db"]) {
  await db.insert(schema.user).values([
    { id: "u1", name: "Ops", email: "ops@example.com", emailVerified: true },
    { id: "u2", name: "Ann", email: "ann@example.com", emailVerified: false },
  ]);
  await db.insert(schema.profiles).values([
    { userId: "u1", role: "admin" },
    { userId: "u2", role: "user" },
  ]);
  await db.insert(schema.adminTokens).values({ id: "t1", userId: "u1", name: "ci", secretHash: "ab".repeat(32) });
  await db.insert(schema.affiliateClicks).values([
    {
      program: "kiwi",
      subId: "fl_1",
      origin: "JFK",
      destination: "CDG",
      createdAt: new Date("2026-11-01T10:00:00.123Z"),
    },
    { program: "aviasales", subId: "fl_2", origin: null, destination: null, dedupKey: "k" },
  ]);
  await db
    .insert(schema.priceAlerts)
    .values({ email: "ann@example.com", origin: "LHR", destination: "NRT", maxPrice: 650 });
  await db.insert(schema.featureFlags).values({ name: "FORCE_PROVIDER", value: '"dummy"' });
  await db.insert(schema.quotaOverrides).values({ api: "FOS", forceAllow: true });
  await db.insert(schema.searchLog).values({
    fn: "search-travelpayouts",
    provider: "travelpayouts",
    source: "live",
    route: "JFK-CDG",
    latencyMs: 42,
    resultCount: 3,
    cacheHit: false,
  });
  await db.insert(schema.adminAuditLog).values({
    actorEmail: "ops@example.com",
    via: "token",
    action: "flags.set",
    before: '{"a":"it\'s \\"quoted\\""}',
    after: null,
  });
}

describe.each(testDatabases())("backup → restore on $name", ({ open }) => {
  it("restores every table's rows and contents exactly, ids continue, only into an empty database; keeps BACKUP_KEEP backups", async () => {
    const backupDir = await fs.mkdtemp(path.join(os.tmpdir(), "fareline-backups-"));
    dirs.push(backupDir);
    const source = await open();
    const target = await open();
    try {
      await seed(source.db);
      const context = { config: { backups: { dir: backupDir, keep: 2 } }, database: source, logger };
      const original = await dumpDatabase(source.db);
      const backup = await runBackup(context, "manual");
      expect(backup).toMatchObject({ status: "completed", type: "manual" });
      expect(backup.file_size).toBeGreaterThan(100);

      const dump = await readBackupFile(path.join(backupDir, `${backup.backup_id}.json.gz`));
      // The file holds the database as it was when the backup ran (its own in-progress row left out).
      expect(dump.tables).toEqual(original.tables);
      const counts = await restoreDatabase(target.db, dump);
      expect(counts.affiliate_clicks).toBe(2);
      expect(counts.user).toBe(2);

      const restored = await dumpDatabase(target.db);
      // Every table, every row, every column equal (the in-progress backup row excluded from both).
      expect(Object.keys(restored.tables)).toEqual(Object.keys(original.tables));
      expect(restored.tables).toEqual(original.tables);
      expect(restored.tables.admin_audit_log).toHaveLength(1);

      // New rows get fresh ids after the restored ones; foreign keys still hold.
      const [click] = await target.db
        .insert(schema.affiliateClicks)
        .values({ program: "kiwi", subId: "fl_3" })
        .returning();
      expect(click?.id).toBe(3);
      await expect(
        target.db.insert(schema.adminTokens).values({ id: "t2", userId: "nobody", name: "x", secretHash: "00" }),
      ).rejects.toThrow();

      // A second restore into the now non-empty database is refused and changes nothing.
      await expect(restoreDatabase(target.db, dump)).rejects.toThrow(/needs an empty database/);
      const [{ n } = { n: 0 }] = (
        (await target.db.execute(sql`select count(*)::int as n from affiliate_clicks`)) as unknown as {
          rows: { n: number }[];
        }
      ).rows;
      expect(n).toBe(3);

      // BACKUP_KEEP: the newest backups stay, older files and rows go.
      const keepDir = await fs.mkdtemp(path.join(os.tmpdir(), "fareline-backups-"));
      dirs.push(keepDir);
      const keeping = { config: { backups: { dir: keepDir, keep: 2 } }, database: source, logger };
      const made = [];
      for (let i = 0; i < 3; i++) made.push(await runBackup(keeping));
      const listed = await listBackups(source.db);
      expect(listed.map((b) => b.backup_id)).toEqual([made[2]?.backup_id, made[1]?.backup_id]);
      expect((await fs.readdir(keepDir)).sort()).toEqual(listed.map((b) => `${b.backup_id}.json.gz`).sort());
    } finally {
      await source.close();
      await target.close();
    }
  });
});

describe("npm run restore", () => {
  it("loads a backup file into an empty embedded DATA_DIR and refuses a file that is not a backup", async () => {
    const backupDir = await fs.mkdtemp(path.join(os.tmpdir(), "fareline-backups-"));
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "fareline-restore-"));
    dirs.push(backupDir, dataDir);
    const [pglite] = testDatabases();
    const source = await (pglite as typeof testDatabases extends () => (infer T)[] ? T : never).open();
    await seed(source.db);
    const backup = await runBackup({ config: { backups: { dir: backupDir, keep: 5 } }, database: source, logger });
    await source.close();
    const file = path.join(backupDir, `${backup.backup_id}.json.gz`);
    const env = { PATH: process.env.PATH, DATA_DIR: dataDir, LOG_LEVEL: "warn" };
    const { stdout } = await run(process.execPath, ["--import", "tsx", "scripts/restore.ts", file], { env });
    expect(stdout).toMatch(/Restored \d+ rows in \d+ tables/);

    const notBackup = path.join(backupDir, "notes.txt");
    await fs.writeFile(notBackup, "hello");
    await expect(run(process.execPath, ["--import", "tsx", "scripts/restore.ts", notBackup], { env })).rejects.toThrow(
      /not a Fareline backup|incorrect header check/,
    );
  }, 60_000);
});
