/**
 * The one search flow: every caller searches through it in-process (the function API,
 * the /search loader, the price alerts); the server never calls itself over HTTP.
 * `searchSource` runs one live source (source-search.server.ts); the results page merges
 * the sources' lists itself (app/features/search/results/search-results.tsx, server render and
 * browser), `searchAll` adds the merge for callers that want one answer (price alerts);
 * `priceCalendar` prices the strip, the date grid and the month view
 * (price-calendar.server.ts); `healthChecks` tests each source (provider-health.server.ts).
 * Every source's answer and calendar day is also recorded, buffered, in the price history
 * (observations.server.ts), which deals and their savings are computed from.
 *
 *   searchAll: every live source in parallel ─► mergeSources (airport switches, dedup)
 */

import type { CalendarMode } from "../../core/search/flexible-dates";
import type { SearchFlowDeps } from "../../core/search/flow-deps";
import { type MergeResult, mergeSources } from "../../core/search/merge";
import { ProviderFailure, type SearchOutcome, type SourceResult } from "../../core/search/search-outcome";
import type { SearchRequest } from "../../core/search/types";
import type { HealthCheck } from "../health/health.server";
import type { ProviderRegistry } from "../providers/registry.server";
import type { SearchCache } from "./cache/search-cache.server";
import type { EffectiveFlags } from "./flags/flags.server";
import type { ObservationDeps } from "./observations.server";
import { type PriceCalendar, priceCalendar, stripEarliest } from "./price-calendar.server";
import { ProviderHealth } from "./provider-health.server";
import { searchSource } from "./source-search.server";

export { ProviderFailure, redactDebug } from "../../core/search/search-outcome";
// What callers of the flow read from its answers, named where the flow is.
export type { PriceCalendar } from "./price-calendar.server";

export class SearchFlow {
  private readonly now: () => Date;
  private readonly health: ProviderHealth;

  constructor(private readonly deps: SearchFlowDeps & ObservationDeps) {
    this.now = deps.now ?? (() => new Date());
    this.health = new ProviderHealth(deps);
  }

  get providers(): ProviderRegistry {
    return this.deps.providers;
  }

  get cache(): SearchCache {
    return this.deps.cache;
  }

  get quotas(): SearchFlowDeps["quotas"] {
    return this.deps.quotas;
  }

  flags(): Promise<EffectiveFlags> {
    return this.deps.flags.effective();
  }

  /** Runs one live source's search with every rule of the search flow applied. */
  searchSource(name: string, input: SearchRequest, options: { signal: AbortSignal }): Promise<SearchOutcome> {
    return searchSource(this.deps, this.now, name, input, options);
  }

  /**
   * A whole search: every live source in parallel, then the shared merge (dedup, airport
   * switches removed and counted, cheapest first). For price alerts; the results page
   * merges the per-source lists itself (app/features/search/results/search-results.tsx).
   */
  async searchAll(
    request: SearchRequest,
    options: { signal: AbortSignal },
  ): Promise<{ sources: SourceResult[]; merged: MergeResult }> {
    const sources = await Promise.all(
      this.deps.providers.search.map(async (provider): Promise<SourceResult> => {
        const name = provider.info.name;
        try {
          return { name, ok: true, outcome: await this.searchSource(name, request, options) };
        } catch (error) {
          if (error instanceof ProviderFailure) return { name, ok: false, failure: error };
          throw error;
        }
      }),
    );
    const merged = mergeSources(
      sources.map((s) =>
        s.ok
          ? { provider: s.name, items: s.outcome.items }
          : { provider: s.name, items: [], failed: true, error: s.failure.message },
      ),
    );
    return { sources, merged };
  }

  /** The first day the strip may offer: today at the origin, and never before the search window. */
  stripEarliest(request: SearchRequest): string {
    return stripEarliest(this.deps.timeZoneOf, this.now(), request);
  }

  /** Cheapest prices around the request's dates (see price-calendar.server.ts). */
  priceCalendar(input: SearchRequest, options: { signal: AbortSignal; mode?: CalendarMode }): Promise<PriceCalendar> {
    return priceCalendar(this.deps, this.now, input, options);
  }

  /** Live tests per live source for the health payloads, reused for `healthTtlMs` (5 minutes). */
  healthChecks(): Record<string, HealthCheck> {
    return this.health.checks();
  }

  /** Forgets the health tests (after a flag change such as AMADEUS_ENV). */
  resetHealth(): void {
    this.health.reset();
  }

  /** Writes the buffered price observations now (the deals job reads what its searches saw). */
  async flushObservations(): Promise<void> {
    await this.deps.observations?.flush();
  }

  /** Changes each time this server adds to the price history (pages showing a verdict are kept only until then). */
  historyVersion(): number {
    return this.deps.observations?.version ?? 0;
  }

  /** Writes the buffered search log and price observations, then closes the cache. */
  async close(): Promise<void> {
    await this.deps.searchLog?.close();
    await this.deps.observations?.close();
    await this.deps.cache.close();
  }
}
