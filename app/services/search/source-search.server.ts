/**
 * One live source's search: flags → cache → quota → provider.search, then the
 * departed-flight rule and the price order, logged to the admin's search log.
 *
 *   request ─► canonicalRequest ─► flags ─┬─ dummy ─────────────► offline engine
 *                                         ├─ cache hit ─────────► cached offers
 *                                         ├─ fallback / no keys ► offline engine
 *                                         └─ quota ─► provider.search ─► cache
 *   every answer ─► drop departed flights (clock injectable) ─► sort by price
 *                ─► its cheapest offer into the price history (observations.server.ts)
 *                ─► each offer's emissions estimate and bag allowance (offer-facts.server.ts)
 */

import type { FlightProvider, ProviderCall } from "../../core/providers/provider";
import { canonicalRequest } from "../../core/search/canonical-request";
import type { SearchFlowDeps } from "../../core/search/flow-deps";
import { ProviderFailure, quotaDebug, type SearchDebug, type SearchOutcome } from "../../core/search/search-outcome";
import type { FlightOffer, SearchRequest } from "../../core/search/types";
import { UpstreamError } from "../http-client/upstream-client.server";
import { searchCacheKey } from "./cache/search-cache.server";
import type { Flags } from "./flags/flags.server";
import { type ObservationDeps, observationOf } from "./observations.server";
import { withOfferFacts } from "./offer-facts.server";
import { preparedAnswer } from "./prepared-answer.server";
import { describeFailure } from "./provider-failure.server";

/** Whether the flags let this live source be called (or read from the cache). */
export function switchedOff(provider: FlightProvider, flags: Flags): string | null {
  if (flags.USE_DUMMY_DATA) return "dummy_data";
  if (flags.FORCE_PROVIDER === "dummy") return "force_dummy";
  if (!["auto", "fallback", provider.info.name].includes(flags.FORCE_PROVIDER)) return "force_provider";
  return null;
}

/** Runs one live source's search: flags, the travellers it can price, cache, quota, then the provider. */
export async function searchSource(
  deps: SearchFlowDeps & ObservationDeps,
  now: () => Date,
  name: string,
  input: SearchRequest,
  options: { signal: AbortSignal },
): Promise<SearchOutcome> {
  const started = performance.now();
  const provider = deps.providers.get(name);
  if (!provider) throw new Error(`Unknown source ${name}`);
  const request = canonicalRequest(input);
  const { flags } = await deps.flags.effective();
  const call: ProviderCall = { signal: options.signal, flags };
  const base: Pick<SearchDebug, "provider" | "flags" | "circuit" | "quota"> = {
    provider: name,
    flags,
    circuit: provider.circuitState(),
    quota: null,
  };
  const finish = (items: FlightOffer[], debug: Omit<SearchDebug, keyof typeof base | "totalMs">): SearchOutcome => {
    const kept = preparedAnswer(items, now());
    const totalMs = Math.round(performance.now() - started);
    deps.searchLog?.record({
      fn: provider.info.endpoint?.path.replace(/^\//, "") ?? name,
      provider: name,
      source: debug.source,
      route: `${request.from}-${request.to}`,
      latencyMs: totalMs,
      resultCount: kept.offers.length,
      cacheHit: debug.cacheHit,
    });
    deps.metrics?.searched(name, debug.source === "none" ? "skipped" : debug.source, debug.upstreamMs);
    // A cached answer's prices were seen when it was stored; the same list again adds nothing new.
    if (!kept.observed) {
      kept.observed = true;
      const observation = observationOf(request, kept.offers, new Date(debug.cachedAt ?? now().toISOString()));
      if (observation) deps.observations?.record(observation);
    }
    kept.withFacts ??= kept.offers.map((offer) => withOfferFacts(offer, request));
    return {
      items: kept.withFacts,
      _debug: {
        ...base,
        ...debug,
        ...(kept.departed ? { departed: kept.departed } : {}),
        totalMs,
      },
    };
  };
  const offline = async (fallbackReason: string, extra: Partial<SearchDebug> = {}) => {
    const answer = await deps.providers.offline.search(request, call);
    return finish(answer.offers, { source: "offline", cacheHit: false, upstreamMs: null, fallbackReason, ...extra });
  };

  const off = switchedOff(provider, flags);
  if (off === "force_provider")
    return finish([], { source: "none", cacheHit: false, upstreamMs: null, fallbackReason: off });
  if (off) return offline(off);
  // Never a price for other travellers than the source's price was for.
  const unpriced = provider.unpricedTravellers?.(request);
  if (unpriced) {
    return finish([], {
      source: "none",
      cacheHit: false,
      upstreamMs: null,
      fallbackReason: "travellers_not_priced",
      note: unpriced,
    });
  }

  const key = searchCacheKey(name, request);
  const cached = await deps.cache.get(key);
  deps.metrics?.cacheLookup(name, cached !== undefined);
  if (cached) {
    return finish(cached.offers, {
      source: "cache",
      cacheHit: true,
      upstreamMs: cached.upstreamMs,
      cachedAt: cached.storedAt,
    });
  }
  if (flags.FORCE_PROVIDER === "fallback") return offline("force_fallback");
  if (!provider.isConfigured()) return offline("no_credentials");

  if (provider.quotaApi) {
    const decision = await deps.quotas.consume(provider.quotaApi);
    base.quota = quotaDebug(provider.quotaApi, decision);
    deps.metrics?.quotaDecision(provider.quotaApi, decision.allowed);
    if (!decision.allowed) {
      const reason = decision.reason ?? "day_paced";
      // Another configured live source answers through its own function; else the offline engine does.
      const other = deps.providers.search.find(
        (p) => p !== provider && p.isConfigured() && !switchedOff(p, flags) && flags.FORCE_PROVIDER === "auto",
      );
      if (other) {
        return finish([], {
          source: "none",
          cacheHit: false,
          upstreamMs: null,
          fallbackReason: reason,
          fallbackTo: other.info.name,
        });
      }
      return offline(reason, { fallbackTo: "offline" });
    }
  }

  try {
    const answer = await provider.search(request, call);
    answer.offers.sort((a, b) => a.price - b.price);
    await deps.cache.set(key, {
      offers: answer.offers,
      storedAt: now().toISOString(),
      upstreamMs: answer.upstreamMs,
    });
    base.circuit = provider.circuitState();
    return finish(answer.offers, {
      source: "live",
      cacheHit: false,
      upstreamMs: answer.upstreamMs,
      ...(answer.upstreamStatus !== undefined ? { upstreamStatus: answer.upstreamStatus } : {}),
      ...(answer.tokenRenewed !== undefined ? { tokenRenewed: answer.tokenRenewed } : {}),
    });
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    const { status, message } = describeFailure(error);
    deps.metrics?.searched(name, "failed", null);
    if (error.kind !== "aborted") {
      deps.logger.warn(
        { provider: name, kind: error.kind, upstreamStatus: error.status, stage: error.stage, err: error.message },
        "provider search failed",
      );
    }
    throw new ProviderFailure(status, message, {
      ...base,
      circuit: provider.circuitState(),
      source: "live",
      cacheHit: false,
      upstreamMs: null,
      upstreamStatus: error.status,
      fallbackReason: `upstream_${error.kind}`,
      totalMs: Math.round(performance.now() - started),
    });
  }
}
