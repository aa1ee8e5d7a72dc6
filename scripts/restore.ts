// npm run restore -- <backup file>
// Loads a backup (from the admin console's Backups tab or BACKUP_DIR) into an EMPTY database:
// PGlite in DATA_DIR, or DATABASE_URL. Stop the server first on the embedded database.

import { RestoreError, readBackupFile, restoreDatabase } from "../app/services/admin/backups.server";
import { ConfigError, loadConfig } from "../app/services/config/config.server";
import { lockDataDir } from "../app/services/db/data-dir-lock.server";
import { openDatabase } from "../app/services/db/database.server";

async function main() {
  const [file] = process.argv.slice(2);
  if (!file) {
    console.error("Usage: npm run restore -- <backup file (.json.gz)>");
    process.exit(2);
  }
  const config = loadConfig();
  const dump = await readBackupFile(file);
  const release = config.databaseUrl ? undefined : await lockDataDir(config.dataDir);
  const database = await openDatabase(
    config.databaseUrl ? { kind: "postgres", url: config.databaseUrl } : { kind: "pglite", dataDir: config.dataDir },
  );
  try {
    const counts = await restoreDatabase(database.db, dump);
    const rows = Object.values(counts).reduce((a, b) => a + b, 0);
    console.log(`Restored ${rows} rows in ${Object.keys(counts).length} tables from ${file} (made ${dump.createdAt}).`);
  } finally {
    await database.close();
    await release?.();
  }
}

main().catch((error: unknown) => {
  const known =
    error instanceof RestoreError || error instanceof ConfigError || (error as Error)?.name === "DataDirLockedError";
  console.error(known ? (error as Error).message : error);
  process.exit(1);
});
