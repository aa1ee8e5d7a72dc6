import fs from "node:fs/promises";
import path from "node:path";
import { dataDirFailure } from "../db/data-dir-errors.server";
import type { HealthCheck, HealthTest } from "./health.server";

/** A probe's answer is reused this long, so a busy /api/health does not write on every request. */
const REUSE_MS = 2_000;

/**
 * Whether the data folder (embedded database, outbox, backups, auth secret) takes a write now:
 * a small file is written and removed. A full, read-only or unreachable folder fails the check
 * with the sentence that names the folder and the fix, for as long as the condition lasts.
 */
const recent = new Map<string, { at: number; result: Promise<HealthTest> }>();

export function storageCheck(dataDir: string): HealthCheck {
  const probe = async (): Promise<HealthTest> => {
    const file = path.join(dataDir, `.health-probe-${process.pid}`);
    const answer = { sample: null, stage: "write", body: null };
    try {
      await fs.writeFile(file, "ok");
      await fs.rm(file, { force: true });
      return { ok: true, status: 200, error: null, ...answer };
    } catch (error) {
      await fs.rm(file, { force: true }).catch(() => {});
      const reason = dataDirFailure(error, dataDir) ?? (error instanceof Error ? error.message : String(error));
      return { ok: false, status: 503, error: reason, ...answer };
    }
  };
  return () => {
    const last = recent.get(dataDir);
    if (last && Date.now() - last.at < REUSE_MS) return last.result;
    const result = probe();
    recent.set(dataDir, { at: Date.now(), result });
    return result;
  };
}
