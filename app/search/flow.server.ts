/**
 * The one search flow (issue 9): flags → cache → quota → provider.search → rules, per
 * source (`searchSource`); the function API and the /search loader call that in-process, and
 * the results page merges the sources' lists (app/search-ui/results/search-results.tsx, server render
 * and browser). `searchAll` adds the merge for callers that want one answer (price alerts);
 * `priceCalendar` prices the strip, the date grid and the month view. The server never calls itself over HTTP.
 *
 *   request ─► canonicalRequest ─► flags ─┬─ dummy ─────────────► offline engine
 *                                         ├─ cache hit ─────────► cached offers
 *                                         ├─ fallback / no keys ► offline engine
 *                                         └─ quota ─► provider.search ─► cache
 *   every answer ─► drop departed flights (clock injectable) ─► sort by price
 *   searchAll: every live source in parallel ─► mergeSources (airport switches, dedup)
 */

import type { SearchLogEntry } from "../admin/search-log.server";
import type { HealthCheck, HealthTest } from "../health/health.server";
import { UpstreamError } from "../http-client/upstream-client.server";
import type { Logger } from "../logging/logger.server";
import type { CalendarPrice, FlightProvider, ProviderCall } from "../providers/provider";
import { OFFLINE_SOURCE, type SearchSourceName } from "../providers/registry";
import type { ProviderRegistry, TimeZoneOf } from "../providers/registry.server";
import type { SearchCache } from "./cache/search-cache.server";
import { searchCacheKey } from "./cache/search-cache.server";
import { canonicalRequest } from "./canonical-request";
import { dropDeparted } from "./departed";
import type { EffectiveFlags, Flags } from "./flags/flags.server";
import { type CalendarMode, calendarCellKey, calendarCells } from "./flexible-dates";
import { hasAirportSwitch, type MergeResult, mergeSources } from "./merge";
import { describeFailure } from "./provider-failure.server";
import type { QuotaDecision } from "./quotas/quotas.server";
import { searchDateWindow } from "./search-params";
import type { FlightOffer, SearchRequest } from "./types";

export interface SearchDebug {
  provider: string;
  /** live: the provider answered now; cache: an identical recent search; offline: the
   * offline engine's sample offers; none: this source was switched off (FORCE_PROVIDER). */
  source: "live" | "cache" | "offline" | "none";
  cacheHit: boolean;
  /** Time spent waiting on the provider, null when it was not called. */
  upstreamMs: number | null;
  upstreamStatus?: number;
  /** Why the answer is not live: no_credentials, dummy_data, force_dummy, force_fallback,
   * force_provider, month_target_reached, day_paced, travellers_not_priced. */
  fallbackReason?: string;
  /** travellers_not_priced: the source's reason, as a sentence. */
  note?: string;
  /** Where a quota-limited search goes instead: another live source (its own function answers) or offline. */
  fallbackTo?: string;
  /** Quota counters: shown to operators only (see redactDebug). */
  quota?: QuotaDebug | null;
  tokenRenewed?: boolean;
  /** For cached answers: when the live answer was stored. */
  cachedAt?: string;
  /** Offers dropped because they leave within two hours (or already left). */
  departed?: number;
  circuit: "closed" | "open" | "half-open";
  flags: Flags;
  totalMs: number;
}

export interface QuotaDebug {
  api: string;
  allowed: boolean;
  reason?: string;
  forced?: boolean;
  monthUsed?: number;
  target?: number;
  dayUsed?: number;
  dayBudget?: number;
}

export interface SearchOutcome {
  items: FlightOffer[];
  _debug: SearchDebug;
}

/** A provider failure, answered as JSON with the upstream status (never a 500). */
export class ProviderFailure extends Error {
  constructor(
    readonly httpStatus: number,
    message: string,
    readonly debug: SearchDebug,
  ) {
    super(message);
    this.name = "ProviderFailure";
  }
}

/** One source's part of a whole search: its outcome or its failure. */
export type SourceResult =
  | { name: SearchSourceName; ok: true; outcome: SearchOutcome }
  | { name: SearchSourceName; ok: false; failure: ProviderFailure };

export interface CalendarDay {
  date: string;
  /** Return trips: the return day, shifted with the departure so the trip length stays. */
  returnDate?: string;
  /** Cheapest price found for the day (all adults, USD, rounded), null when none. */
  price: number | null;
  currency: "USD";
  /** A live source's name (a cached real price, see foundAt) or the offline engine's (an estimate). */
  source: string;
  foundAt?: string;
}

export interface CalendarDebug {
  source: "live" | "cache" | "offline";
  upstreamMs: number | null;
  fallbackReason?: string;
  error?: string;
  totalMs: number;
}

export interface PriceCalendar {
  items: CalendarDay[];
  _debug: CalendarDebug;
}

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
  /** The admin console's search log (app/admin/search-log.server.ts): a buffered, fire-and-forget record. */
  searchLog?: { record(entry: SearchLogEntry): void; close(): Promise<void> };
}

/** Today's date (YYYY-MM-DD) in an IANA zone; UTC when the zone is unknown. */
export function todayIn(zone: string | undefined, now: Date): string {
  try {
    return new Intl.DateTimeFormat("en-CA", {
      timeZone: zone ?? "UTC",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    })
      .format(now)
      .slice(0, 10);
  } catch {
    return now.toISOString().slice(0, 10);
  }
}

const quotaDebug = (api: string, d: QuotaDecision): QuotaDebug => ({
  api,
  allowed: d.allowed,
  ...(d.reason ? { reason: d.reason } : {}),
  forced: d.forced,
  monthUsed: d.monthUsed,
  target: d.target,
  dayUsed: d.dayUsed,
  dayBudget: d.dayBudget,
});

/** `_debug` as an anonymous caller may see it: whether quota allowed the call, never the live counters. */
export function redactDebug<T extends { quota?: QuotaDebug | null }>(debug: T, operator: boolean): T {
  if (operator || !debug.quota) return debug;
  const { api, allowed, reason } = debug.quota;
  return { ...debug, quota: { api, allowed, ...(reason ? { reason } : {}) } };
}

export class SearchFlow {
  private readonly now: () => Date;
  private readonly healthMemo = new Map<string, { at: number; value: Promise<HealthTest> }>();

  constructor(private readonly deps: SearchFlowDeps) {
    this.now = deps.now ?? (() => new Date());
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

  /** Whether the flags let this live source be called (or read from the cache). */
  private switchedOff(provider: FlightProvider, flags: Flags): string | null {
    if (flags.USE_DUMMY_DATA) return "dummy_data";
    if (flags.FORCE_PROVIDER === "dummy") return "force_dummy";
    if (!["auto", "fallback", provider.info.name].includes(flags.FORCE_PROVIDER)) return "force_provider";
    return null;
  }

  /** Runs one live source's search with every rule of spec §4/§9 applied. */
  async searchSource(
    name: SearchSourceName,
    input: SearchRequest,
    options: { signal: AbortSignal },
  ): Promise<SearchOutcome> {
    const started = performance.now();
    const provider = this.deps.providers.get(name);
    if (!provider) throw new Error(`Unknown source ${name}`);
    const request = canonicalRequest(input);
    const { flags } = await this.deps.flags.effective();
    const call: ProviderCall = { signal: options.signal, flags };
    const base: Pick<SearchDebug, "provider" | "flags" | "circuit" | "quota"> = {
      provider: name,
      flags,
      circuit: provider.circuitState(),
      quota: null,
    };
    const finish = (items: FlightOffer[], debug: Omit<SearchDebug, keyof typeof base | "totalMs">): SearchOutcome => {
      const kept = dropDeparted(items, this.now());
      kept.offers.sort((a, b) => a.price - b.price);
      const totalMs = Math.round(performance.now() - started);
      this.deps.searchLog?.record({
        fn: provider.info.endpoint?.path.replace(/^\//, "") ?? name,
        provider: name,
        source: debug.source,
        route: `${request.from}-${request.to}`,
        latencyMs: totalMs,
        resultCount: kept.offers.length,
        cacheHit: debug.cacheHit,
      });
      return {
        items: kept.offers,
        _debug: {
          ...base,
          ...debug,
          ...(kept.departed ? { departed: kept.departed } : {}),
          totalMs,
        },
      };
    };
    const offline = async (fallbackReason: string, extra: Partial<SearchDebug> = {}) => {
      const answer = await this.deps.providers.offline.search(request, call);
      return finish(answer.offers, { source: "offline", cacheHit: false, upstreamMs: null, fallbackReason, ...extra });
    };

    const off = this.switchedOff(provider, flags);
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
    const cached = await this.deps.cache.get(key);
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
      const decision = await this.deps.quotas.consume(provider.quotaApi);
      base.quota = quotaDebug(provider.quotaApi, decision);
      if (!decision.allowed) {
        const reason = decision.reason ?? "day_paced";
        // Another configured live source answers through its own function; else the offline engine does.
        const other = this.deps.providers.search.find(
          (p) => p !== provider && p.isConfigured() && !this.switchedOff(p, flags) && flags.FORCE_PROVIDER === "auto",
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
      await this.deps.cache.set(key, {
        offers: answer.offers,
        storedAt: this.now().toISOString(),
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
      if (error.kind !== "aborted") {
        this.deps.logger.warn(
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

  /**
   * A whole search: every live source in parallel, then the shared merge (dedup, airport
   * switches removed and counted, cheapest first). For price alerts; the results page
   * merges the per-source lists itself (app/search-ui/results/search-results.tsx).
   */
  async searchAll(
    request: SearchRequest,
    options: { signal: AbortSignal },
  ): Promise<{ sources: SourceResult[]; merged: MergeResult }> {
    const sources = await Promise.all(
      this.deps.providers.search.map(async (provider): Promise<SourceResult> => {
        const name = provider.info.name as SearchSourceName;
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
    const now = this.now();
    const local = todayIn(this.deps.timeZoneOf(request.from), now);
    const { earliest } = searchDateWindow(now);
    // The later of two YYYY-MM-DD dates.
    return [local, earliest].sort()[1] ?? local;
  }

  /**
   * Cheapest prices around the request's dates (app/search/flexible-dates.ts says which
   * cells): the strip's ±3 days (return trips keep their length), the date grid's departure
   * × return pairs, or the month's days. A live source with a calendar API answers where it
   * can; every other cell is priced by the offline engine with the results' rules (no
   * airport switches, no departed flights), so the chosen cell's price matches the cheapest
   * card when both come from the engine. The engine keeps each airport pair's routes, so the
   * grid's 49 searches only re-price and re-time them.
   */
  async priceCalendar(
    input: SearchRequest,
    options: { signal: AbortSignal; mode?: CalendarMode },
  ): Promise<PriceCalendar> {
    const started = performance.now();
    const mode = options.mode ?? "strip";
    const request = canonicalRequest(input);
    const { flags } = await this.deps.flags.effective();
    const call: ProviderCall = { signal: options.signal, flags };
    const days = calendarCells(mode, request, searchDateWindow(this.now()), this.stripEarliest(request));

    const live = new Map<string, CalendarPrice>();
    let liveSource: string | undefined;
    let source: CalendarDebug["source"] = "offline";
    let fallbackReason: string | undefined;
    let upstreamMs: number | null = null;
    let error: string | undefined;
    const calendarProviders = this.deps.providers.search.filter((p) => p.priceCalendar);
    const provider = calendarProviders.find((p) => !this.switchedOff(p, flags) && p.isConfigured());
    if (!provider) {
      const first = calendarProviders[0];
      fallbackReason = first ? (this.switchedOff(first, flags) ?? "no_credentials") : "no_calendar_source";
    } else if (provider.unpricedTravellers?.(request)) {
      fallbackReason = "travellers_not_priced";
    } else if (flags.FORCE_PROVIDER === "fallback") {
      fallbackReason = "force_fallback";
    } else {
      liveSource = provider.info.name;
      // One live answer per route and dates (per month for the month view), whatever the adults.
      const keyed = mode === "month" ? { ...request, date: `${request.date.slice(0, 7)}-01` } : request;
      const key = searchCacheKey(provider.info.name, { ...keyed, adults: 1 }, `calendar-${mode}`);
      try {
        const cached = await this.deps.cache.get(key);
        let prices: CalendarPrice[];
        if (cached?.calendar) {
          prices = cached.calendar;
          source = "cache";
        } else {
          if (provider.quotaApi && !(await this.deps.quotas.consume(provider.quotaApi)).allowed) {
            throw new Error("quota");
          }
          const answer = await provider.priceCalendar?.(request, call, mode);
          prices = answer?.prices ?? [];
          upstreamMs = answer?.upstreamMs ?? null;
          source = "live";
          await this.deps.cache.set(key, {
            offers: [],
            calendar: prices,
            storedAt: this.now().toISOString(),
            upstreamMs,
          });
        }
        for (const price of prices) live.set(calendarCellKey(price), price);
      } catch (caught) {
        if (caught instanceof UpstreamError && caught.kind === "aborted") throw caught;
        error =
          caught instanceof UpstreamError
            ? describeFailure(caught).message
            : `${provider.info.label} answer could not be read.`;
        fallbackReason = "upstream_error";
      }
    }

    const items = await Promise.all(
      days.map(async (day): Promise<CalendarDay> => {
        const hit = live.get(calendarCellKey(day));
        if (hit && liveSource) {
          return {
            ...day,
            price: Math.round(hit.price * request.adults),
            currency: "USD",
            source: liveSource,
            ...(hit.foundAt ? { foundAt: hit.foundAt } : {}),
          };
        }
        const answer = await this.deps.providers.offline.search({ ...request, ...day }, call);
        // The results' rules: no airport switches, no departed flights.
        const offers = dropDeparted(answer.offers, this.now()).offers.filter((o) => !hasAirportSwitch(o));
        const cheapest = offers.reduce<number | null>(
          (min, o) => (min === null || o.price < min ? o.price : min),
          null,
        );
        return {
          ...day,
          price: cheapest === null ? null : Math.round(cheapest),
          currency: "USD",
          source: OFFLINE_SOURCE.name,
        };
      }),
    );
    return {
      items,
      _debug: {
        source,
        upstreamMs,
        ...(fallbackReason ? { fallbackReason } : {}),
        ...(error ? { error } : {}),
        totalMs: Math.round(performance.now() - started),
      },
    };
  }

  /**
   * Live tests per live source for the health payloads. Each runs at most once per
   * `healthTtlMs` (5 minutes) whoever polls, and none spends quota.
   */
  healthChecks(): Record<string, HealthCheck> {
    const checks: Record<string, HealthCheck> = {};
    for (const provider of this.deps.providers.search) {
      checks[provider.info.name] = () => this.memoHealth(provider);
    }
    return checks;
  }

  private memoHealth(provider: FlightProvider): Promise<HealthTest> {
    const name = provider.info.name;
    const ttl = this.deps.healthTtlMs ?? 5 * 60_000;
    const memo = this.healthMemo.get(name);
    if (memo && Date.now() - memo.at < ttl) return memo.value;
    const value = this.deps.flags
      .effective()
      .then(({ flags }) => provider.healthTest({ flags, signal: AbortSignal.timeout(this.deps.upstreamTimeoutMs) }))
      .catch(
        (error): HealthTest => ({
          ok: false,
          status: 0,
          error: String(error),
          sample: null,
          stage: "unexpected",
          body: null,
        }),
      );
    this.healthMemo.set(name, { at: Date.now(), value });
    return value;
  }

  /** Forgets the health tests (after a flag change such as AMADEUS_ENV). */
  resetHealth(): void {
    this.healthMemo.clear();
  }

  async close(): Promise<void> {
    await this.deps.searchLog?.close();
    await this.deps.cache.close();
  }
}
