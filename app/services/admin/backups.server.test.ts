import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../tests/support/test-databases";
import type { DatabaseHandle } from "../db/database.server";
import * as schema from "../db/schema";
import { createLogger } from "../logging/logger.server";
import {
  backupFilePath,
  dumpDatabase,
  listBackups,
  readBackupFile,
  restoreDatabase,
  runBackup,
  writeBackupFile,
} from "./backups.server";

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

const countRows = async (db: DatabaseHandle["db"], table: string) =>
  Number(
    ((await db.execute(sql.raw(`select count(*)::int as n from "${table}"`))) as unknown as { rows: { n: number }[] })
      .rows[0]?.n,
  );

describe.each(testDatabases())("what a backup holds and what a restore accepts, on $name", ({ open }) => {
  it("leaves sessions and pending one-time tokens out of the dump", async () => {
    const source = await open();
    try {
      await seed(source.db);
      await source.db
        .insert(schema.session)
        .values({ id: "s1", token: "live-session-token", userId: "u1", expiresAt: new Date(Date.now() + 3600_000) });
      await source.db.insert(schema.verification).values({
        id: "v1",
        identifier: "reset-password:live-reset-token",
        value: "u1",
        expiresAt: new Date(Date.now() + 3600_000),
      });
      const dump = await dumpDatabase(source.db);
      expect(Object.keys(dump.tables)).not.toContain("session");
      expect(Object.keys(dump.tables)).not.toContain("verification");
      expect(JSON.stringify(dump)).not.toMatch(/live-session-token|live-reset-token/);
      expect(dump.tables.user).toHaveLength(2);
    } finally {
      await source.close();
    }
  });

  it("refuses a crafted backup (a path in a file name, a foreign table or column, a wrong type) and changes nothing", async () => {
    const source = await open();
    const target = await open();
    try {
      await seed(source.db);
      await source.db
        .insert(schema.backups)
        .values({ backupId: "b1", type: "manual", status: "completed", fileName: "b1.json.gz" });
      const dump = await dumpDatabase(source.db);
      const withBackupFile = (fileName: unknown) => ({
        ...dump,
        tables: {
          ...dump.tables,
          backups: dump.tables.backups?.map((row) => ({ ...(row as object), file_name: fileName })),
        },
      });
      const crafted: [string, unknown, RegExp][] = [
        ...[
          "../auth-secret",
          "/etc/passwd",
          "..\\auth-secret",
          "a/b.json.gz",
          "..",
          ".hidden",
          "x\u0000y",
          "C:\\x",
        ].map((name): [string, unknown, RegExp] => [
          name,
          withBackupFile(name),
          /row 1 of table backups .*file_name.*plain file name/,
        ]),
        [
          "a foreign table",
          { ...dump, tables: { ...dump.tables, pg_shadow: [{ usename: "x" }] } },
          /no table pg_shadow/,
        ],
        [
          "a foreign column",
          { ...dump, tables: { ...dump.tables, profiles: [{ user_id: "u9", role: "user", evil: 1 }] } },
          /row 1 of table profiles .*evil/,
        ],
        [
          "a wrong type",
          {
            ...dump,
            tables: { ...dump.tables, user: [{ ...(dump.tables.user?.[0] as object), email_verified: "yes" }] },
          },
          /row 1 of table user .*email_verified/,
        ],
        ["rows that are not a list", { ...dump, tables: { ...dump.tables, user: "all" } }, /not a Fareline backup/],
      ];
      for (const [what, file, message] of crafted) {
        await expect(restoreDatabase(target.db, file as typeof dump), what).rejects.toThrow(message);
        for (const table of ["user", "profiles", "backups", "admin_tokens"]) {
          expect(await countRows(target.db, table), `${what}: ${table}`).toBe(0);
        }
      }
      // The same file with a plain file name restores.
      const counts = await restoreDatabase(target.db, withBackupFile("b1.json.gz") as typeof dump);
      expect(counts.backups).toBe(1);
    } finally {
      await source.close();
      await target.close();
    }
  });

  it("an older backup's session and verification rows are not restored", async () => {
    const source = await open();
    const target = await open();
    try {
      await seed(source.db);
      const dump = await dumpDatabase(source.db);
      const now = new Date().toISOString();
      const older = {
        ...dump,
        tables: {
          ...dump.tables,
          session: [{ id: "s1", token: "t", user_id: "u1", expires_at: now, created_at: now, updated_at: now }],
          verification: [{ id: "v1", identifier: "i", value: "u1", expires_at: now, created_at: now, updated_at: now }],
        },
      };
      const counts = await restoreDatabase(target.db, older);
      expect(counts.user).toBe(2);
      expect(counts).not.toHaveProperty("session");
      expect(await countRows(target.db, "session")).toBe(0);
      expect(await countRows(target.db, "verification")).toBe(0);
    } finally {
      await source.close();
      await target.close();
    }
  });

  it("serves a backup file only from inside the backups folder", async () => {
    const source = await open();
    try {
      const dir = await fs.mkdtemp(path.join(os.tmpdir(), "fareline-backups-"));
      dirs.push(dir);
      const context = { config: { backups: { dir, keep: 5 } }, database: source, logger };
      await source.db.insert(schema.backups).values([
        { backupId: "evil", type: "manual", status: "completed", fileName: "../auth-secret" },
        { backupId: "abs", type: "manual", status: "completed", fileName: "/etc/passwd" },
        { backupId: "good", type: "manual", status: "completed", fileName: "good.json.gz" },
      ]);
      expect(await backupFilePath(context, "evil")).toBeNull();
      expect(await backupFilePath(context, "abs")).toBeNull();
      expect(await backupFilePath(context, "good")).toBe(path.join(dir, "good.json.gz"));
    } finally {
      await source.close();
    }
  });
});

describe("npm run restore", () => {
  it("loads a backup file into an empty embedded DATA_DIR and refuses a file that is not a backup or is crafted", async () => {
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

    // The script checks every row as the server does: a path in a file name is refused.
    const dump = await readBackupFile(file);
    const crafted = path.join(backupDir, "crafted.json.gz");
    const at = dump.createdAt;
    const row = {
      id: 1,
      backup_id: "b",
      type: "manual",
      status: "completed",
      file_name: "../auth-secret",
      created_at: at,
    };
    await writeBackupFile(crafted, { ...dump, tables: { ...dump.tables, backups: [row] } });
    await expect(run(process.execPath, ["--import", "tsx", "scripts/restore.ts", crafted], { env })).rejects.toThrow(
      /row 1 of table backups is not valid \(file_name must be a plain file name/,
    );
  }, 60_000);
});
