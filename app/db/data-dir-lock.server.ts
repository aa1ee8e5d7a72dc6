import fs from "node:fs/promises";
import path from "node:path";
import lockfile from "proper-lockfile";

export class DataDirLockedError extends Error {
  constructor(readonly dataDir: string) {
    super(
      `Another Fareline process is already using DATA_DIR ${path.resolve(dataDir)}. ` +
        "PGlite cannot share its data folder: stop the other process, or point DATA_DIR elsewhere.",
    );
    this.name = "DataDirLockedError";
  }
}

/**
 * PGlite has no lock of its own: two processes on one folder silently diverge.
 * We hold a lock (refreshed while we run, stale after 10 s if we crash) and
 * refuse to start while another live process owns it.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  await fs.mkdir(dataDir, { recursive: true });
  try {
    return await lockfile.lock(dataDir, {
      lockfilePath: path.join(dataDir, "fareline.lock"),
      stale: 10_000,
      update: 2_000,
      retries: 0,
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ELOCKED") throw new DataDirLockedError(dataDir);
    throw error;
  }
}
