import type { SearchLogEntry } from "../../services/admin/search-log.server";
import type { Logger } from "../../services/logging/logger.server";
import type { SearchMetrics } from "../../services/metrics/metrics.server";
import type { ProviderRegistry, TimeZoneOf } from "../../services/providers/registry.server";
import type { SearchCache } from "../../services/search/cache/search-cache.server";
import type { EffectiveFlags } from "../../services/search/flags/flags.server";
import type { QuotaDecision } from "../../services/search/quotas/quotas.server";
import type { FlightProvider } from "../providers/provider";

/** The services the search flow runs on, handed in by whoever builds it. */
export interface SearchFlowDeps {
  providers: ProviderRegistry;
  flags: { effective(): Promise<EffectiveFlags> };
  quotas: { consume(api: NonNullable<FlightProvider["quotaApi"]>): Promise<QuotaDecision> };
  cache: SearchCache;
  logger: Logger;
  /** IANA zone of an airport or city code (the strip's "today" at the origin). */
  timeZoneOf: TimeZoneOf;
  /** The clock for the departed-flight rule and the strip's first day; the real one by default. */
  now?: () => Date;
  /** How long the live health tests are reused (default 5 minutes). */
  healthTtlMs?: number;
  upstreamTimeoutMs: number;
  /** The admin console's search log (app/services/admin/search-log.server.ts): a buffered, fire-and-forget record. */
  searchLog?: { record(entry: SearchLogEntry): void; close(): Promise<void> };
  /** The server's Prometheus counters (app/services/metrics/metrics.server.ts). */
  metrics?: SearchMetrics;
}
