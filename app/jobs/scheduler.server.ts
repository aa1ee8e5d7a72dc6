import PgBoss from "pg-boss";
import type { DatabaseHandle } from "../db/database.server";
import type { Logger } from "../logging/logger.server";

/**
 * The one scheduler (decision 120): pg-boss 10 in the application's own database. On PostgreSQL
 * every server instance runs one; pg-boss hands each job to exactly one worker (SELECT … FOR
 * UPDATE SKIP LOCKED) and creates each cron tick's job once across instances. On the embedded
 * PGlite it runs through pg-boss's `db` option over the same client.
 *
 * Register jobs before `start()`: `every(name, cron, handler)` for a cron schedule (retried with
 * back-off when the handler throws).
 */
export interface Scheduler {
  every(name: string, cron: string, handler: () => Promise<void>): void;
  start(): Promise<void>;
  /** Queues a registered job now (an operator's "run now", and tests). */
  runNow(name: string): Promise<void>;
  stop(): Promise<void>;
}

interface Registration {
  name: string;
  cron: string;
  handler: () => Promise<void>;
}

/** The client drizzle wraps: PGlite (query / exec) or a pg Pool (query). */
type SqlClient = {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  exec?(text: string): Promise<{ rows: unknown[] }[]>;
};

/**
 * pg-boss sends single statements with parameters and multi-statement scripts without. PGlite's
 * query() takes only the first kind and exec() only the second; pg's Pool.query takes both.
 */
export function pgBossDb(client: SqlClient): PgBoss.Db {
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
  options: { pollingIntervalSeconds?: number } = {},
): Scheduler {
  const client = (database.db as unknown as { $client: SqlClient }).$client;
  const boss = new PgBoss({
    db: pgBossDb(client),
    schema: "pgboss",
    // A check that failed is tried again later: 3 times, waiting longer each time.
    retryLimit: 3,
    retryDelay: 60,
    retryBackoff: true,
    expireInMinutes: 30,
  });
  boss.on("error", (error) => logger.error({ err: error }, "job scheduler error"));
  const registrations: Registration[] = [];
  let started = false;

  return {
    every(name, cron, handler) {
      if (started) throw new Error(`register job ${name} before the scheduler starts`);
      registrations.push({ name, cron, handler });
    },
    async start() {
      await boss.start();
      started = true;
      for (const { name, cron, handler } of registrations) {
        // One queued and one running job at most: a slow run is never doubled by the next tick.
        await boss.createQueue(name, { name, policy: "stately" });
        await boss.schedule(name, cron, {}, { tz: "UTC" });
        await boss.work(name, { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 }, async () => {
          const started = Date.now();
          await handler();
          logger.info({ job: name, ms: Date.now() - started }, "job finished");
        });
      }
      logger.info({ jobs: registrations.map((r) => `${r.name} (${r.cron})`) }, "job scheduler started");
    },
    async runNow(name) {
      await boss.send(name, {});
    },
    async stop() {
      if (started) await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}
