import { randomBytes } from "node:crypto";
import pg from "pg";
import { type DatabaseHandle, openDatabase } from "../../app/services/db/database.server";

export interface TestDatabase {
  name: "pglite" | "postgres";
  open(): Promise<DatabaseHandle>;
}

/**
 * The databases a data-layer test runs on: PGlite always, PostgreSQL too when
 * TEST_DATABASE_URL is set. Each PostgreSQL run gets a database of its own,
 * dropped when the handle closes.
 */
export function testDatabases(): TestDatabase[] {
  const list: TestDatabase[] = [{ name: "pglite", open: () => openDatabase({ kind: "pglite-memory" }) }];
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) list.push({ name: "postgres", open: () => openIsolatedPostgres(adminUrl) });
  return list;
}

export async function createIsolatedPostgresUrl(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `fareline_test_${Date.now()}_${randomBytes(3).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        // Closed pools may still be saying goodbye: wait for them rather than kill
        // them (a killed connection surfaces as an error in the closing client).
        for (let attempt = 0; ; attempt++) {
          try {
            await client.query(`DROP DATABASE IF EXISTS ${name}${attempt >= 30 ? " WITH (FORCE)" : ""}`);
            return;
          } catch (error) {
            if ((error as { code?: string }).code !== "55006" || attempt >= 30) throw error;
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
        }
      } finally {
        await client.end();
      }
    },
  };
}

async function openIsolatedPostgres(adminUrl: string): Promise<DatabaseHandle> {
  const { url, drop } = await createIsolatedPostgresUrl(adminUrl);
  const handle = await openDatabase({ kind: "postgres", url });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await drop();
    },
  };
}
