import type { Server, ServerResponse } from "node:http";
import { BRAND_NAME } from "../app/brand/brand";
import { type Config, ConfigError, loadConfig } from "../app/services/config/config.server";
import { dataDirFailure } from "../app/services/db/data-dir-errors.server";
import { createLogger } from "../app/services/logging/logger.server";
import { type AppOptions, createApp } from "./app";
import type { ServerServices } from "./context";
import { type OpenServices, openServices } from "./services";

type Mount = (services: ServerServices) => Promise<Omit<AppOptions, "services">>;

/** Requests under way at a stop get this long to finish before their connections are cut. */
const DRAIN_MS = 10_000;
/** The whole stop (drain, jobs, flushes, closes): past it the process exits with code 1. */
const KEEP_ALIVE_MS = 65_000;
const STOP_LIMIT_MS = 25_000;

/**
 * Boots Fareline: validated config, the services (server/services.ts), the HTTP server, and a
 * graceful stop on SIGTERM/SIGINT (decision 216): no new connections, the requests under way
 * finish, then every service closes in the reverse order of its creation.
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

  let opened: OpenServices;
  try {
    opened = await openServices(config, logger, options);
  } catch (error) {
    // A data folder that cannot be written is the operator's to fix: say which and how, not an errno.
    const dataDirProblem = dataDirFailure(error, config.dataDir);
    if (dataDirProblem) logger.fatal({ code: (error as NodeJS.ErrnoException).code }, dataDirProblem);
    else logger.fatal({ err: error }, error instanceof Error ? error.message : "start-up failed");
    process.exit(1);
  }

  const { services } = opened;
  const app = createApp({ services, ...(await mount(services)) });
  const server = app.listen(config.port, config.host, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : config.port;
    logger.info(
      {
        port,
        host: config.host,
        database: services.database.kind,
        ...(services.database.created ? { databaseCreated: services.database.created } : {}),
      },
      `${BRAND_NAME} listening on http://localhost:${port}`,
    );
  });
  // Idle connections stay open longer than a proxy keeps them for reuse (nginx: 60 s), so the
  // proxy never sends a request on a connection this server is closing at that moment (a 502
  // for a POST). The headers' limit stays above it, as Node requires.
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1000;

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    // From now on /readyz answers 503, so a proxy or orchestrator polling it stops sending traffic.
    services.lifecycle.stopping = true;
    const started = Date.now();
    logger.info({ signal }, "shutting down");
    const force = setTimeout(() => {
      logger.error({ ms: STOP_LIMIT_MS }, "the stop took too long: exiting without finishing it");
      process.exit(1);
    }, STOP_LIMIT_MS);
    force.unref();
    await drain(server, DRAIN_MS);
    await opened.close();
    clearTimeout(force);
    // What still holds the event loop: nothing but the standard streams once every service has closed.
    logger.info({ ms: Date.now() - started, open: process.getActiveResourcesInfo() }, "stopped");
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
  return server;
}

/**
 * Stops taking connections and resolves once every request under way has been answered. A
 * keep-alive connection is closed as soon as it is idle (Node closes only those idle at the
 * moment of `close`, and would keep the others for their keep-alive timeout), and a request that
 * still arrives on one is answered with `Connection: close`. Connections busy after `limitMs` are cut.
 */
function drain(server: Server, limitMs: number): Promise<void> {
  return new Promise((resolve) => {
    server.on("request", (_req, res: ServerResponse) => res.setHeader("Connection", "close"));
    const idle = setInterval(() => server.closeIdleConnections(), 100);
    const cut = setTimeout(() => server.closeAllConnections(), limitMs);
    server.close(() => {
      clearInterval(idle);
      clearTimeout(cut);
      resolve();
    });
  });
}
