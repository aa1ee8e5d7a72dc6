import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../app/services/db/database.server";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

/**
 * Initialising a PGlite cluster costs seconds; every test server would pay it.
 * We initialise and migrate one template once per run, and each server starts
 * from a copy of it (tests/support/server.ts).
 */
export default async function setup(project: TestProject) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "fareline-pglite-template-"));
  const handle = await openDatabase({ kind: "pglite", dataDir: dir });
  await handle.close();
  project.provide("pgliteTemplate", dir);
  return async () => {
    await fs.rm(dir, { recursive: true, force: true });
  };
}
