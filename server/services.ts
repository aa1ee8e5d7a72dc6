import { brandFor } from "../app/brand/brand";
import { createAuth } from "../app/services/auth/auth.server";
import { redisRateLimitStorage } from "../app/services/auth/redis-rate-limit.server";
import { resolveAuthSecret } from "../app/services/config/auth-secret.server";
import type { Config } from "../app/services/config/config.server";
import { lockDataDir } from "../app/services/db/data-dir-lock.server";
import { openDatabase } from "../app/services/db/database.server";
import { type ClosableMailer, createMailer } from "../app/services/email/mailer.server";
import { createExplore } from "../app/services/explore/create-explore.server";
import { createRateLimits } from "../app/services/http/rate-limit.server";
import { startJobs } from "../app/services/jobs/jobs.server";
import type { Logger } from "../app/services/logging/logger.server";
import { databaseGauges } from "../app/services/metrics/gauges.server";
import { ServerMetrics } from "../app/services/metrics/metrics.server";
import type { SourceDefinition } from "../app/services/providers/source.server";
import { createSearchFlow } from "../app/services/search/create-flow.server";
import { FlagStore } from "../app/services/search/flags/flags.server";
import { QuotaService } from "../app/services/search/quotas/quotas.server";
import type { ServerServices } from "./context";

export interface OpenServices {
  services: ServerServices;
  /** Closes every service in the reverse order of its creation (decision 215). */
  close(): Promise<void>;
}

/**
 * What has been opened so far, with how to close it. Closing runs from the newest to the oldest,
 * so nothing is closed while something opened after it may still use it (the jobs search through
 * the flow and send through the mailer; everything writes to the database). A step that fails is
 * logged and the next one still runs.
 */
export class ClosingOrder {
  private readonly steps: { name: string; close: () => Promise<void> | void }[] = [];

  constructor(private readonly logger: Logger) {}

  add<T>(name: string, service: T, close: (service: T) => Promise<void> | void): T {
    this.steps.push({ name, close: () => close(service) });
    return service;
  }

  async closeAll(): Promise<void> {
    for (let step = this.steps.pop(); step; step = this.steps.pop()) {
      const started = Date.now();
      try {
        await step.close();
        this.logger.debug({ service: step.name, ms: Date.now() - started }, "closed");
      } catch (error) {
        this.logger.warn({ err: error, service: step.name }, "did not close cleanly");
      }
    }
  }
}

/**
 * The composition root: every service of the server is built here, once, at start-up, in the
 * order each needs the one before: DATA_DIR lock, database, mailer, accounts, rate limits, flags,
 * search flow, then the jobs that use them all. If any step fails, what was opened is closed again.
 */
export async function openServices(
  loaded: Config,
  logger: Logger,
  options: {
    pgliteTemplate?: string;
    /** The live flight sources (the registry's by default); `loaded` must come from the same list. */
    sources?: readonly SourceDefinition[];
  } = {},
): Promise<OpenServices> {
  const opened = new ClosingOrder(logger);
  // One registry per server (never prom-client's global one): several servers may share a process.
  const metrics = new ServerMetrics();
  try {
    if (!loaded.databaseUrl) opened.add("data-dir lock", await lockDataDir(loaded.dataDir), (release) => release());
    const config = Object.freeze({ ...loaded, authSecret: await resolveAuthSecret(loaded.authSecret, loaded.dataDir) });
    const database = opened.add(
      "database",
      await openDatabase(
        config.databaseUrl
          ? { kind: "postgres", url: config.databaseUrl }
          : {
              kind: "pglite",
              dataDir: config.dataDir,
              ...(options.pgliteTemplate ? { template: options.pgliteTemplate } : {}),
            },
        { onPoolError: (error) => logger.warn({ err: error }, "database connection closed by the server") },
      ),
      (handle) => handle.close(),
    );
    const brand = brandFor(config.publicSiteUrl);
    const mailer = opened.add("mailer", countedMailer(createMailer(config, brand, logger), metrics), (m) => m.close());
    const authLimits = config.redisUrl
      ? opened.add("auth rate limits", redisRateLimitStorage(config.redisUrl, logger), (s) => s.close())
      : undefined;
    const auth = countAuthRefusals(
      createAuth({ config, brand, db: database.db, mailer, logger, rateLimitStorage: authLimits }),
      metrics,
    );
    const limits = opened.add(
      "rate limits",
      createRateLimits({ redisUrl: config.redisUrl, logger, onRefusal: (limiter) => metrics.rateLimited(limiter) }),
      (l) => l.close(),
    );
    const flags = new FlagStore(database.db, config);
    // Closing the flow writes the buffered search log and closes the search cache.
    const search = opened.add(
      "search flow",
      createSearchFlow(
        { config, logger, database, metrics },
        { flags, ...(options.sources ? { sources: options.sources } : {}) },
      ),
      (f) => f.close(),
    );
    const explore = createExplore(search, logger, config);
    const services: ServerServices = {
      config,
      logger,
      database,
      brand,
      accounts: { auth, mailer },
      flags,
      search,
      explore,
      limits,
      metrics,
      lifecycle: { stopping: false },
    };
    const quotas = new QuotaService(database.db, config);
    for (const gauge of databaseGauges(database.db, () => quotas.status())) {
      metrics.scraped(gauge, (error) => logger.warn({ err: error, metric: gauge.name }, "a metric could not be read"));
    }
    opened.add("jobs", await startJobs(services), (jobs) => jobs.stop());
    return { services, close: () => opened.closeAll() };
  } catch (error) {
    await opened.closeAll();
    throw error;
  }
}

/** Counts every e-mail handed to the transport, sent or failed (the metrics' e-mail counters). */
function countedMailer(mailer: ClosableMailer, metrics: ServerMetrics): ClosableMailer {
  return {
    ...mailer,
    kind: mailer.kind,
    close: () => mailer.close(),
    async send(message) {
      try {
        await mailer.send(message);
        metrics.emailSent(mailer.kind, true);
      } catch (error) {
        metrics.emailSent(mailer.kind, false);
        throw error;
      }
    },
  };
}

/** Counts Better Auth's 429s (its per-address limits and the per-e-mail limit) as the "auth" limiter's refusals. */
function countAuthRefusals<A extends { handler: (request: Request) => Promise<Response> }>(
  auth: A,
  metrics: ServerMetrics,
): A {
  const handle = auth.handler;
  auth.handler = async (request) => {
    const response = await handle(request);
    if (response.status === 429) metrics.rateLimited("auth");
    return response;
  };
  return auth;
}
