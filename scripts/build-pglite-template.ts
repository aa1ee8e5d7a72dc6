// Initialises and migrates a PGlite cluster at build time: a fresh DATA_DIR starts from a
// copy of it instead of running initdb inside the server (see app/services/db/database.server.ts).
import fs from "node:fs/promises";
import path from "node:path";
import { openDatabase } from "../app/services/db/database.server";

const PGLITE_TEMPLATE_DIR = "dist/pglite-template";

const staging = `${PGLITE_TEMPLATE_DIR}.tmp`;
await fs.rm(staging, { recursive: true, force: true });
const handle = await openDatabase({ kind: "pglite", dataDir: staging });
await handle.close();
await fs.rm(PGLITE_TEMPLATE_DIR, { recursive: true, force: true });
await fs.rename(path.join(staging, "pglite"), PGLITE_TEMPLATE_DIR);
await fs.rm(staging, { recursive: true, force: true });
