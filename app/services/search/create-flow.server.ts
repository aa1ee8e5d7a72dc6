import type { FlightProvider } from "../../core/providers/provider";
import { SearchLogWriter } from "../admin/search-log.server";
import type { Config } from "../config/config.server";
import type { DatabaseHandle } from "../db/database.server";
import type { Logger } from "../logging/logger.server";
import type { SearchMetrics } from "../metrics/metrics.server";
import { getTimeZone } from "../places/airports.server";
import { createOfflineProvider } from "../providers/offline/offline-provider.server";
import { createProviderRegistry, SOURCES } from "../providers/registry.server";
import type { SourceDefinition } from "../providers/source.server";
import { createSearchCache, type SearchCache } from "./cache/search-cache.server";
import { FlagStore } from "./flags/flags.server";
import { SearchFlow } from "./flow.server";
import { ObservationWriter } from "./observations.server";
import { QuotaService } from "./quotas/quotas.server";

export interface FlowContext {
  config: Config;
  logger: Logger;
  database: DatabaseHandle;
  /** The server's Prometheus counters; none in tests that build a flow on its own. */
  metrics?: SearchMetrics;
}

/** Builds the one search flow of a server: providers, flags, quotas and cache wired to the config. */
export function createSearchFlow(
  context: FlowContext,
  overrides: {
    offline?: FlightProvider;
    cache?: SearchCache;
    now?: () => Date;
    flags?: FlagStore;
    /** The live sources (the registry's by default); the config must have been loaded with the same list. */
    sources?: readonly SourceDefinition[];
  } = {},
): SearchFlow {
  const { config, logger, database, metrics } = context;
  return new SearchFlow({
    providers: createProviderRegistry(
      config,
      getTimeZone,
      overrides.offline ?? createOfflineProvider(),
      overrides.sources ?? SOURCES,
    ),
    flags: overrides.flags ?? new FlagStore(database.db, config),
    quotas: new QuotaService(database.db, config),
    cache:
      overrides.cache ??
      createSearchCache(
        { redisUrl: config.redisUrl, ttlSeconds: config.searchCacheTtlSeconds, prefix: config.searchCachePrefix },
        logger,
      ),
    logger,
    timeZoneOf: getTimeZone,
    upstreamTimeoutMs: config.upstreamTimeoutMs,
    searchLog: new SearchLogWriter(database.db, logger),
    observations: new ObservationWriter(database.db, logger),
    ...(metrics ? { metrics } : {}),
    ...(overrides.now ? { now: overrides.now } : {}),
  });
}
