import { randomBytes } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGunzip, createGzip } from "node:zlib";
import { desc, eq, sql } from "drizzle-orm";
import { BRAND_NAME } from "../../brand/brand";
import type { Config } from "../config/config.server";
import type { Database, DatabaseHandle } from "../db/database.server";
import { backups } from "../db/schema";
import type { Logger } from "../logging/logger.server";
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  type BackupFile,
  PLAIN_FILE_NAME,
  RestoreError,
  TABLES_NOT_BACKED_UP,
  validateBackup,
} from "./backup-rows.server";

export { type BackupFile, RestoreError } from "./backup-rows.server";

/**
 * Real backups (decision 101): a consistent logical dump of every table of ours — one
 * REPEATABLE READ, read-only transaction, each table read as JSON by PostgreSQL itself
 * (row_to_json) — gzipped to BACKUP_DIR (default DATA_DIR/backups). The same code serves
 * PGlite and PostgreSQL, and a dump restores into either. `npm run restore -- <file>` loads
 * one into an empty, migrated database (json_populate_recordset, foreign keys checked at the
 * end, sequences moved past the restored ids). Sessions and pending one-time tokens are left out,
 * and every row of a file is checked before a restore changes anything (decision 197).
 */

export interface BackupRow {
  id: number;
  backup_id: string;
  type: string;
  status: string;
  created_at: string;
  file_size: number | null;
  error: string | null;
}

const rowsOf = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? []) as T[];
const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Our tables (schema public), in a stable order. */
async function tableNames(db: Database): Promise<string[]> {
  const rows = rowsOf<{ tablename: string }>(
    await db.execute(sql`select tablename from pg_tables where schemaname = 'public' order by tablename`),
  );
  return rows.map((row) => row.tablename);
}

async function appliedMigrations(db: Database): Promise<string[]> {
  const rows = rowsOf<{ hash: string }>(
    await db.execute(sql`select hash from drizzle.__drizzle_migrations order by created_at, id`),
  );
  return rows.map((row) => row.hash);
}

/** Reads every table in one snapshot. Rows are ordered by their whole JSON, so equal data dumps equal. */
export async function dumpDatabase(db: Database): Promise<BackupFile> {
  return db.transaction(
    async (tx) => {
      const tx2 = tx as unknown as Database;
      const tables: BackupFile["tables"] = {};
      for (const table of await tableNames(tx2)) {
        if (TABLES_NOT_BACKED_UP.includes(table)) continue;
        const rows = rowsOf<{ row: unknown }>(
          await tx2.execute(
            // A backup in progress (this one) is not part of its own dump.
            sql.raw(
              `select row_to_json(t) as row from ${quoteIdent(table)} t${table === "backups" ? " where t.status <> 'triggered'" : ""} order by row_to_json(t)::text`,
            ),
          ),
        );
        tables[table] = rows.map(
          (r) => (typeof r.row === "string" ? JSON.parse(r.row) : r.row) as Record<string, unknown>,
        );
      }
      return {
        format: BACKUP_FORMAT,
        version: BACKUP_VERSION,
        createdAt: new Date().toISOString(),
        migrations: await appliedMigrations(tx2),
        tables,
      };
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}

/**
 * Loads a dump into a migrated, empty database (every table of the dump must be empty). The
 * whole file is validated first: a file that fails changes nothing.
 */
export async function restoreDatabase(db: Database, file: unknown): Promise<Record<string, number>> {
  const dump = validateBackup(file);
  const target = await appliedMigrations(db);
  if (dump.migrations.some((hash) => !target.includes(hash))) {
    throw new RestoreError(`This backup was made by a newer version of ${BRAND_NAME}: upgrade before restoring it.`);
  }
  const tables = await tableNames(db);
  for (const table of Object.keys(dump.tables)) {
    if (!tables.includes(table)) throw new RestoreError(`The database has no table ${table}.`);
  }
  const counts: Record<string, number> = {};
  await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    for (const table of Object.keys(dump.tables)) {
      const [existing] = rowsOf<{ n: string | number }>(
        await t.execute(sql.raw(`select count(*) as n from ${quoteIdent(table)}`)),
      );
      if (Number(existing?.n ?? 0) > 0) {
        throw new RestoreError(`Restore needs an empty database, but table ${table} has rows.`);
      }
    }
    // Foreign keys are checked once every table is loaded (deferred), not row by row in dump order.
    await t.execute(sql`set local session_replication_role = replica`);
    for (const [table, rows] of Object.entries(dump.tables)) {
      counts[table] = rows.length;
      if (rows.length === 0) continue;
      await t.execute(
        sql`insert into ${sql.raw(quoteIdent(table))} select * from json_populate_recordset(null::${sql.raw(quoteIdent(table))}, ${JSON.stringify(rows)}::json)`,
      );
    }
    await t.execute(sql`set local session_replication_role = origin`);
    // Serial columns continue after the restored ids.
    const serials = rowsOf<{ table_name: string; column_name: string }>(
      await t.execute(sql`select table_name, column_name from information_schema.columns
        where table_schema = 'public' and column_default like 'nextval(%'`),
    );
    for (const { table_name, column_name } of serials) {
      await t.execute(
        sql.raw(
          `select setval(pg_get_serial_sequence('${quoteIdent(table_name).replace(/'/g, "''")}', '${column_name.replace(/'/g, "''")}'), coalesce((select max(${quoteIdent(column_name)}) from ${quoteIdent(table_name)}), 0) + 1, false)`,
        ),
      );
    }
    // The deferred check: every foreign key must hold in the restored data.
    const fks = rowsOf<{ conrelid: string; conname: string; def: string }>(
      await t.execute(sql`select conrelid::regclass::text as conrelid, conname, pg_get_constraintdef(oid) as def
        from pg_constraint where contype = 'f' and connamespace = 'public'::regnamespace`),
    );
    for (const fk of fks) {
      await t.execute(sql.raw(`alter table ${fk.conrelid} drop constraint ${quoteIdent(fk.conname)}`));
      await t.execute(sql.raw(`alter table ${fk.conrelid} add constraint ${quoteIdent(fk.conname)} ${fk.def}`));
    }
  });
  return counts;
}

export async function writeBackupFile(file: string, dump: BackupFile): Promise<number> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  await pipeline(Readable.from([JSON.stringify(dump)]), createGzip(), createWriteStream(partial));
  await fs.rename(partial, file);
  return (await fs.stat(file)).size;
}

/** Reads and validates a backup file (the same check as restoreDatabase). */
export async function readBackupFile(file: string): Promise<BackupFile> {
  const chunks: Buffer[] = [];
  let parsed: unknown;
  try {
    for await (const chunk of createReadStream(file).pipe(createGunzip())) chunks.push(chunk as Buffer);
    parsed = JSON.parse(Buffer.concat(chunks).toString("utf8"));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") throw new RestoreError(`There is no file ${file}.`);
    throw new RestoreError(`This file is not a ${BRAND_NAME} backup (it is not gzipped JSON).`);
  }
  return validateBackup(parsed);
}

export interface BackupContext {
  config: Pick<Config, "backups">;
  database: Pick<DatabaseHandle, "db">;
  logger: Logger;
}

const fileNameOf = (backupId: string) => `${backupId}.json.gz`;

/**
 * The path of a listed backup's file, or null. The stored name must be a plain file name that
 * resolves inside the backups folder, so a crafted row never serves another file.
 */
export async function backupFilePath(context: BackupContext, backupId: string): Promise<string | null> {
  const [row] = await context.database.db.select().from(backups).where(eq(backups.backupId, backupId));
  if (!row?.fileName || row.status !== "completed" || !PLAIN_FILE_NAME.test(row.fileName)) return null;
  const folder = path.resolve(context.config.backups.dir);
  const file = path.resolve(folder, row.fileName);
  return path.dirname(file) === folder ? file : null;
}

/**
 * Makes one backup and keeps the newest BACKUP_KEEP completed ones (older files and rows go).
 * Exposed for the daily schedule (the jobs capability calls `runBackup(context)`).
 */
export async function runBackup(
  context: BackupContext,
  type: "manual" | "scheduled" = "scheduled",
): Promise<BackupRow> {
  const db = context.database.db;
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const backupId = `fareline-${stamp}-${randomBytes(3).toString("hex")}`;
  const fileName = fileNameOf(backupId);
  const [started] = await db.insert(backups).values({ backupId, type, status: "triggered", fileName }).returning();
  if (!started) throw new Error("could not record the backup");
  try {
    const size = await writeBackupFile(path.join(context.config.backups.dir, fileName), await dumpDatabase(db));
    const [done] = await db
      .update(backups)
      .set({ status: "completed", fileSize: size, completedAt: new Date() })
      .where(eq(backups.id, started.id))
      .returning();
    await pruneBackups(context);
    context.logger.info({ backupId, bytes: size }, "backup completed");
    return toRow(done ?? started);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    context.logger.error({ err: error, backupId }, "backup failed");
    const [failed] = await db
      .update(backups)
      .set({ status: "failed", error: message, completedAt: new Date() })
      .where(eq(backups.id, started.id))
      .returning();
    return toRow(failed ?? started);
  }
}

async function pruneBackups(context: BackupContext): Promise<void> {
  const db = context.database.db;
  const completed = await db
    .select()
    .from(backups)
    .where(eq(backups.status, "completed"))
    .orderBy(desc(backups.createdAt), desc(backups.id));
  for (const old of completed.slice(context.config.backups.keep)) {
    if (old.fileName) await fs.rm(path.join(context.config.backups.dir, old.fileName), { force: true });
    await db.delete(backups).where(eq(backups.id, old.id));
  }
}

function toRow(row: typeof backups.$inferSelect): BackupRow {
  return {
    id: row.id,
    backup_id: row.backupId,
    type: row.type,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    file_size: row.fileSize,
    error: row.error,
  };
}

export async function listBackups(db: Database, limit = 100): Promise<BackupRow[]> {
  const rows = await db.select().from(backups).orderBy(desc(backups.createdAt), desc(backups.id)).limit(limit);
  return rows.map(toRow);
}
