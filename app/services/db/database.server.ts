import fs from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "./schema";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /** How a new PGlite cluster came to be (undefined when the data folder already held one). */
  created?: "template" | "initdb";
  /**
   * PGlite only: calls `onNotice` on each NOTIFY on `channel`. This process is the database's only
   * client, and a notice is heard before the statement that caused it returns to its caller.
   */
  listen?(channel: string, onNotice: () => void): Promise<void>;
  /** Round-trips a query; used by health checks. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseTarget =
  /** template: a migrated PGlite data folder (built by `npm run build`) copied into a fresh dataDir. */
  | { kind: "pglite"; dataDir: string; template?: string }
  | { kind: "pglite-memory" }
  | { kind: "postgres"; url: string };

/**
 * The migrations folder sits at the project root. The bundled server (dist/server.js),
 * tsx and vitest all resolve it from the working directory or from this file.
 */
async function findMigrationsFolder(): Promise<string> {
  const candidates = [
    path.resolve(process.cwd(), "drizzle"),
    path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../drizzle"),
    path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../drizzle"),
  ];
  for (const candidate of candidates) {
    try {
      await fs.access(path.join(candidate, "meta", "_journal.json"));
      return candidate;
    } catch {}
  }
  throw new Error(`Migrations folder not found (looked in ${candidates.join(", ")})`);
}

/**
 * initdb inside PGlite costs seconds and leaves ~500 MB of WASM heap behind for the life
 * of the process, so a fresh data folder starts from a copy of a cluster initialised at
 * build time (copied aside, then renamed, so a crash never leaves half a cluster). A
 * missing template (dev server, tests) falls back to initdb.
 */
async function copyTemplateIfFresh(template: string, pgDir: string): Promise<boolean> {
  if ((await pathExists(pgDir)) || !(await pathExists(path.join(template, "PG_VERSION")))) return false;
  const staging = `${pgDir}.copy-${process.pid}`;
  await removeStagingCopies(pgDir);
  try {
    await fs.cp(template, staging, { recursive: true });
    await fs.rename(staging, pgDir);
  } catch (error) {
    // A full or read-only disk stops the copy half-way: leave nothing behind.
    await fs.rm(staging, { recursive: true, force: true }).catch(() => {});
    throw error;
  }
  return true;
}

/** Copies left by earlier processes that died mid-copy (the DATA_DIR lock makes them ours to remove). */
async function removeStagingCopies(pgDir: string): Promise<void> {
  const prefix = `${path.basename(pgDir)}.copy-`;
  const names = await fs.readdir(path.dirname(pgDir));
  await Promise.all(
    names
      .filter((name) => name.startsWith(prefix))
      .map((name) => fs.rm(path.join(path.dirname(pgDir), name), { recursive: true, force: true })),
  );
}

const pathExists = (file: string) =>
  fs.access(file).then(
    () => true,
    () => false,
  );

/** Opens the database and applies pending migrations before anyone uses it. */
export async function openDatabase(
  target: DatabaseTarget,
  options: { onPoolError?: (error: Error) => void } = {},
): Promise<DatabaseHandle> {
  const migrationsFolder = await findMigrationsFolder();
  if (target.kind === "postgres") {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    // The server may close an idle connection (restart, failover, an administrator).
    // The pool drops that client and reconnects on next use; unhandled, the error
    // would crash the process.
    pool.on("error", (error) => options.onPoolError?.(error));
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder });
    return {
      db: db as unknown as Database,
      kind: "postgres",
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: () => pool.end(),
    };
  }
  let client: PGlite;
  let created: DatabaseHandle["created"];
  if (target.kind === "pglite") {
    // PGlite does not create parent folders of its data directory.
    const pgDir = path.join(target.dataDir, "pglite");
    await fs.mkdir(target.dataDir, { recursive: true });
    if (!(await pathExists(path.join(pgDir, "PG_VERSION"))))
      created = target.template && (await copyTemplateIfFresh(target.template, pgDir)) ? "template" : "initdb";
    try {
      client = await PGlite.create(pgDir);
    } catch (error) {
      // A cluster being created that failed (initdb on a full disk) is half a cluster: remove it
      // so the next start begins afresh. An existing cluster is never touched.
      if (created) await fs.rm(pgDir, { recursive: true, force: true }).catch(() => {});
      throw error;
    }
  } else {
    client = await PGlite.create();
  }
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Database,
    kind: "pglite",
    ...(created ? { created } : {}),
    listen: async (channel, onNotice) => {
      await client.listen(channel, onNotice);
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
  };
}

/**
 * The migrations this server knows that the database has not applied (their tags, oldest first):
 * drizzle applies every migration newer than the newest it has recorded, so those are the ones
 * after the newest recorded time. Empty once start-up has migrated the database.
 */
export async function pendingMigrations(db: Database): Promise<string[]> {
  const folder = await findMigrationsFolder();
  const journal = JSON.parse(await fs.readFile(path.join(folder, "meta", "_journal.json"), "utf8")) as {
    entries: { tag: string; when: number }[];
  };
  const result = await db.execute(
    sql`select coalesce(max(created_at), 0)::text as newest from drizzle.__drizzle_migrations`,
  );
  const [row] = ((result as { rows?: { newest: string }[] }).rows ?? []) as { newest: string }[];
  const newest = Number(row?.newest ?? 0);
  return journal.entries.filter((entry) => entry.when > newest).map((entry) => entry.tag);
}
