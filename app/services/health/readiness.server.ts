import { type DatabaseHandle, pendingMigrations } from "../db/database.server";
import { storageCheck } from "./storage-check.server";

/**
 * Readiness (GET /readyz): whether this server should be sent traffic now. Liveness (GET /livez)
 * is only that the process answers; a server that is alive but not ready (its database or Redis
 * unreachable, its data folder unwritable, migrations missing, a stop under way) is taken out of
 * the rotation by the proxy or orchestrator and put back once every check passes.
 */

/** Set by the graceful stop (server/start.ts): from then on the server is not ready. */
export interface Lifecycle {
  stopping: boolean;
}

export interface ReadinessDeps {
  database: DatabaseHandle;
  dataDir: string;
  lifecycle: Lifecycle;
  /** Round-trips Redis; absent when REDIS_URL is unset. */
  redis?: (timeoutMs: number) => Promise<void>;
}

interface CheckResult {
  ok: boolean;
  error: string | null;
}

export interface Readiness {
  ready: boolean;
  /** The first failing check's sentence (null when ready). */
  reason: string | null;
  checks: Record<string, CheckResult>;
}

/** No check may hold a probe longer than this: a hanging dependency counts as down. */
const CHECK_TIMEOUT_MS = 2_000;

async function within(name: string, run: () => Promise<string | null>): Promise<CheckResult> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(`${name} did not answer within ${CHECK_TIMEOUT_MS / 1000} s.`), CHECK_TIMEOUT_MS);
  });
  try {
    const error = await Promise.race([
      run().catch((failure: unknown) => `${name}: ${failure instanceof Error ? failure.message : String(failure)}`),
      late,
    ]);
    return { ok: error === null, error };
  } finally {
    clearTimeout(timer);
  }
}

export async function readiness(deps: ReadinessDeps): Promise<Readiness> {
  const storage = storageCheck(deps.dataDir);
  const entries: [string, () => Promise<string | null>][] = [
    ["shutdown", async () => (deps.lifecycle.stopping ? "The server is shutting down." : null)],
    [
      "database",
      async () => {
        await deps.database.ping();
        return null;
      },
    ],
    [
      "migrations",
      async () => {
        const pending = await pendingMigrations(deps.database.db);
        return pending.length === 0
          ? null
          : `${pending.length} database migration(s) not applied (${pending.join(", ")}): restart the server to apply them.`;
      },
    ],
    [
      "storage",
      async () => {
        const test = await storage();
        return test.ok ? null : (test.error ?? "The data folder cannot be written.");
      },
    ],
  ];
  const { redis } = deps;
  if (redis) {
    entries.push([
      "redis",
      async () => {
        await redis(CHECK_TIMEOUT_MS);
        return null;
      },
    ]);
  }
  const results = await Promise.all(entries.map(async ([name, run]) => [name, await within(name, run)] as const));
  const checks = Object.fromEntries(results);
  const failing = results.find(([, result]) => !result.ok);
  return { ready: !failing, reason: failing?.[1].error ?? null, checks };
}
