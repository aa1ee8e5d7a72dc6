import PgBoss from "pg-boss";
import type { DatabaseHandle } from "../db/database.server";
import type { Logger } from "../logging/logger.server";
import type { JobMetrics } from "../metrics/metrics.server";

/**
 * The one scheduler (decision 120): pg-boss 10 in the application's own database. On PostgreSQL
 * every server instance runs one; pg-boss hands each job to exactly one worker (SELECT … FOR
 * UPDATE SKIP LOCKED) and creates each cron tick's job once across instances. On the embedded
 * PGlite it runs through pg-boss's `db` option over the same client.
 *
 * Register jobs before `start()`: `every(name, cron, handler)` for a cron schedule (retried with
 * back-off when the handler throws).
 *
 * A job whose server died (kill -9, power loss) stays `active` until its expiry passes; the
 * maintenance pass of any running server then hands it back for a retry. pg-boss 10 has no
 * heartbeat, so a handler must finish before its expiry (`run.expiresAt`): past it, pg-boss
 * gives the job to another run while the first may still be going.
 */
export interface Scheduler {
  every(name: string, cron: string, handler: JobHandler, options?: JobOptions): void;
  start(): Promise<void>;
  /** Queues a registered job now (an operator's "run now", a job's follow-up, and tests). */
  runNow(name: string, data?: JobData): Promise<void>;
  stop(): Promise<void>;
}

type JobData = Record<string, unknown>;
interface JobRun {
  data: JobData;
  /** When pg-boss counts this run as dead and retries the job. */
  expiresAt: Date;
}
type JobHandler = (run: JobRun) => Promise<void>;
interface JobOptions {
  /** How long a run may stay active before it is taken for dead (default 30 minutes). */
  expireInSeconds?: number;
}

interface Registration {
  name: string;
  cron: string;
  handler: JobHandler;
  options: JobOptions;
}

/**
 * How often a server's maintenance pass looks for expired jobs, and the first retry's delay
 * (doubled for each later retry, with jitter up to twice that): a crashed run of a job that
 * expires after E seconds is retried within E + 20 + 20 seconds.
 */
const MAINTENANCE_INTERVAL_SECONDS = 20;
const RETRY_DELAY_SECONDS = 10;

/** The client drizzle wraps: PGlite (query / exec) or a pg Pool (query). */
type SqlClient = {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  exec?(text: string): Promise<{ rows: unknown[] }[]>;
};

/**
 * pg-boss sends single statements with parameters and multi-statement scripts without. PGlite's
 * query() takes only the first kind and exec() only the second; pg's Pool.query takes both.
 */
function pgBossDb(client: SqlClient): PgBoss.Db {
  return {
    async executeSql(text, values) {
      if ((values?.length ?? 0) === 0 && client.exec) {
        const results = await client.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      }
      const result = await client.query(text, values);
      return { rows: result.rows };
    },
  };
}

export function createScheduler(
  database: DatabaseHandle,
  logger: Logger,
  options: { pollingIntervalSeconds?: number; metrics?: JobMetrics } = {},
): Scheduler {
  const client = (database.db as unknown as { $client: SqlClient }).$client;
  const boss = new PgBoss({
    db: pgBossDb(client),
    schema: "pgboss",
    // A run that failed or died is tried again later: 3 times, waiting longer each time.
    retryLimit: 3,
    retryDelay: RETRY_DELAY_SECONDS,
    retryBackoff: true,
    expireInMinutes: 30,
    maintenanceIntervalSeconds: MAINTENANCE_INTERVAL_SECONDS,
  });
  boss.on("error", (error) => logger.error({ err: error }, "job scheduler error"));
  const registrations: Registration[] = [];
  let started = false;

  return {
    every(name, cron, handler, jobOptions = {}) {
      if (started) throw new Error(`register job ${name} before the scheduler starts`);
      registrations.push({ name, cron, handler, options: jobOptions });
    },
    async start() {
      await boss.start();
      started = true;
      for (const { name, cron, handler, options: jobOptions } of registrations) {
        // One queued and one running job at most: a slow run is never doubled by the next tick.
        // createQueue leaves an existing queue as it is; updateQueue brings it to today's settings.
        const queue: PgBoss.Queue = { name, policy: "stately", ...jobOptions };
        await boss.createQueue(name, queue);
        await boss.updateQueue(name, queue);
        await boss.schedule(name, cron, {}, { tz: "UTC" });
        await boss.work<JobData>(
          name,
          { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 },
          async ([job]) => {
            const started = Date.now();
            if (!job) return;
            const seconds = () => (Date.now() - started) / 1000;
            try {
              await handler({ data: job.data ?? {}, expiresAt: new Date(started + job.expireInSeconds * 1000) });
            } catch (error) {
              options.metrics?.jobRan(name, "failed", seconds());
              throw error;
            }
            options.metrics?.jobRan(name, "completed", seconds());
            logger.info({ job: name, ms: Date.now() - started }, "job finished");
          },
        );
      }
      logger.info({ jobs: registrations.map((r) => `${r.name} (${r.cron})`) }, "job scheduler started");
    },
    async runNow(name, data = {}) {
      await boss.send(name, data);
    },
    async stop() {
      if (started) await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}
