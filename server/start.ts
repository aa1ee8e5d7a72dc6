import type { Server } from "node:http";
import { BRAND_NAME, brandFor } from "../app/brand/brand";
import { resolveAuthSecret } from "../app/services/config/auth-secret.server";
import { type Config, ConfigError, loadConfig } from "../app/services/config/config.server";
import { dataDirFailure } from "../app/services/db/data-dir-errors.server";
import { lockDataDir } from "../app/services/db/data-dir-lock.server";
import { type DatabaseHandle, openDatabase } from "../app/services/db/database.server";
import { startJobs } from "../app/services/jobs/jobs.server";
import type { Scheduler } from "../app/services/jobs/scheduler.server";
import { createLogger } from "../app/services/logging/logger.server";
import type { SearchFlow } from "../app/services/search/flow.server";
import { type AppOptions, createApp } from "./app";
import type { ServerContext } from "./context";

type Mount = (context: ServerContext) => Promise<Omit<AppOptions, "context">>;

/**
 * Boots Fareline: validated config, DATA_DIR lock, database with migrations,
 * HTTP server, and a graceful shutdown on SIGTERM/SIGINT.
 */
export async function start(mount: Mount, options: { pgliteTemplate?: string } = {}): Promise<Server> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config.logLevel);

  let releaseLock: (() => Promise<void>) | undefined;
  let database: DatabaseHandle;
  try {
    if (!config.databaseUrl) releaseLock = await lockDataDir(config.dataDir);
    const authSecret = await resolveAuthSecret(config.authSecret, config.dataDir);
    config = Object.freeze({ ...config, authSecret });
    database = await openDatabase(
      config.databaseUrl
        ? { kind: "postgres", url: config.databaseUrl }
        : {
            kind: "pglite",
            dataDir: config.dataDir,
            ...(options.pgliteTemplate ? { template: options.pgliteTemplate } : {}),
          },
      { onPoolError: (error) => logger.warn({ err: error }, "database connection closed by the server") },
    );
  } catch (error) {
    // A data folder that cannot be written is the operator's to fix: say which and how, not an errno.
    const dataDirProblem = dataDirFailure(error, config.dataDir);
    if (dataDirProblem) logger.fatal({ code: (error as NodeJS.ErrnoException).code }, dataDirProblem);
    else logger.fatal({ err: error }, error instanceof Error ? error.message : "start-up failed");
    await releaseLock?.().catch(() => {});
    process.exit(1);
  }

  const context: ServerContext = { config, logger, database, brand: brandFor(config.publicSiteUrl) };
  const app = createApp({ context, ...(await mount(context)) });
  let jobs: Scheduler | undefined;
  try {
    jobs = await startJobs(context, app.locals.searchFlow as SearchFlow);
  } catch (error) {
    logger.fatal({ err: error }, "the job scheduler could not start");
    await database.close().catch(() => {});
    await releaseLock?.();
    process.exit(1);
  }
  const server = app.listen(config.port, config.host, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : config.port;
    logger.info(
      {
        port,
        host: config.host,
        database: database.kind,
        ...(database.created ? { databaseCreated: database.created } : {}),
      },
      `${BRAND_NAME} listening on http://localhost:${port}`,
    );
  });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down");
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.close();
    server.closeIdleConnections();
    await jobs?.stop().catch((error) => logger.warn({ err: error }, "job scheduler did not stop cleanly"));
    await database.close().catch(() => {});
    await releaseLock?.().catch(() => {});
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
  return server;
}
