import type { Config } from "../config/config.server";
import type { DatabaseHandle } from "../db/database.server";
import { type EffectiveFlags, FlagStore, type Flags } from "../flags/flags.server";
import type { HealthCheck, HealthTest } from "../health/health.server";
import { UpstreamClient, UpstreamError } from "../http-client/upstream-client.server";
import type { Logger } from "../logging/logger.server";
import { AMADEUS_BASE_URLS, AmadeusClient } from "../providers/amadeus/amadeus-client.server";
import { mapAmadeusOffers } from "../providers/amadeus/amadeus-mapper";
import type { FlightProvider } from "../providers/provider";
import { TravelpayoutsClient } from "../providers/travelpayouts/travelpayouts-client.server";
import { cheapestPerDay, mapPricesForDates } from "../providers/travelpayouts/travelpayouts-mapper";
import type { QuotaDecision } from "../quotas/quotas.server";
import { QuotaService } from "../quotas/quotas.server";
import { hasAirportSwitch } from "../search/merge";
import type { FlightOffer, SearchRequest } from "../search/types";
import { createSearchCache, type SearchCache, searchCacheKey } from "../search-cache/search-cache.server";

/**
 * The search orchestration behind the function API: flags → cache → quota → live call →
 * fallback, one provider at a time. Each provider has its own upstream client (timeout,
 * retry, breaker), so one provider's failure never delays or breaks the other.
 */

export type LiveProvider = "amadeus" | "travelpayouts";

export interface SearchDebug {
  provider: LiveProvider;
  /** live: the provider answered now; cache: an identical recent search; offline: the
   * offline engine's sample offers; none: this source was switched off (FORCE_PROVIDER). */
  source: "live" | "cache" | "offline" | "none";
  cacheHit: boolean;
  /** Time spent waiting on the provider, null when it was not called. */
  upstreamMs: number | null;
  upstreamStatus?: number;
  attempts?: number;
  /** Why the answer is not live: no_credentials, dummy_data, force_dummy, force_fallback,
   * force_provider, month_target_reached, day_paced. */
  fallbackReason?: string;
  /** Where a quota-limited search goes instead: travelpayouts (its own function answers), offline. */
  fallbackTo?: "travelpayouts" | "offline";
  quota?: {
    api: "FOS";
    allowed: boolean;
    reason?: string;
    forced: boolean;
    monthUsed: number;
    target: number;
    dayUsed: number;
    dayBudget: number;
  } | null;
  tokenRenewed?: boolean;
  /** For cached answers: when the live answer was stored. */
  cachedAt?: string;
  circuit: "closed" | "open" | "half-open";
  flags: Flags;
  totalMs: number;
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

export interface ServiceContext {
  config: Config;
  logger: Logger;
  database: DatabaseHandle;
}

export interface ServiceDeps {
  /** The offline engine (provider "sample"). */
  offline: FlightProvider;
  /** IANA zone of an airport or city code (places index). */
  timeZoneOf: (code: string) => string | undefined;
  cache?: SearchCache;
}

const quotaDebug = (d: QuotaDecision): NonNullable<SearchDebug["quota"]> => ({
  api: "FOS",
  allowed: d.allowed,
  ...(d.reason ? { reason: d.reason } : {}),
  forced: d.forced,
  monthUsed: d.monthUsed,
  target: d.target,
  dayUsed: d.dayUsed,
  dayBudget: d.dayBudget,
});

/** A clear, secret-free message and an HTTP status for an upstream failure. */
export function describeFailure(error: UpstreamError): { status: number; message: string } {
  const name = error.provider === "amadeus" ? "Amadeus" : "Travelpayouts";
  switch (error.kind) {
    case "timeout":
      return { status: 504, message: `${name} did not answer in time. Please try again.` };
    case "aborted":
      return { status: 499, message: "The request was cancelled." };
    case "circuit_open":
      return { status: 503, message: `${name} is failing repeatedly; it is paused for a short while.` };
    case "network":
      return { status: 502, message: `${name} could not be reached.` };
    case "malformed":
      return { status: 502, message: `${name} sent an answer that could not be read.` };
    case "rejected":
      // The provider answered (often HTTP 200) but said the request failed: pass its words on.
      return { status: 502, message: `${name} reported an error: ${error.message}` };
    default:
      break;
  }
  if (error.status === 401 || error.status === 403) {
    return { status: 502, message: `${name} rejected our credentials (HTTP ${error.status}).` };
  }
  if (error.status === 429)
    return { status: 503, message: `${name} is rate limiting us (HTTP 429). Please try again shortly.` };
  if (error.status >= 500) return { status: 502, message: `${name} had an internal error (HTTP ${error.status}).` };
  return { status: 502, message: `${name} refused the search (HTTP ${error.status}): ${error.message}` };
}

export class SearchServices {
  readonly flags: FlagStore;
  readonly quotas: QuotaService;
  readonly cache: SearchCache;
  readonly amadeusUpstream: UpstreamClient;
  readonly tpUpstream: UpstreamClient;
  private readonly amadeusClients = new Map<string, AmadeusClient>();
  private tp: TravelpayoutsClient | undefined;
  private readonly config: Config;
  private readonly logger: Logger;

  constructor(
    context: ServiceContext,
    readonly deps: ServiceDeps,
  ) {
    this.config = context.config;
    this.logger = context.logger;
    this.flags = new FlagStore(context.database.db, context.config);
    this.quotas = new QuotaService(context.database.db, context.config);
    this.cache =
      deps.cache ??
      createSearchCache(
        {
          redisUrl: context.config.redisUrl,
          ttlSeconds: context.config.searchCacheTtlSeconds,
          prefix: context.config.searchCachePrefix,
        },
        context.logger,
      );
    const timeoutMs = context.config.upstreamTimeoutMs;
    this.amadeusUpstream = new UpstreamClient({ provider: "amadeus", timeoutMs });
    this.tpUpstream = new UpstreamClient({ provider: "travelpayouts", timeoutMs });
  }

  amadeusBaseUrl(flags: Flags): string {
    return this.config.amadeusBaseUrl ?? AMADEUS_BASE_URLS[flags.AMADEUS_ENV];
  }

  /** The Amadeus client for the current environment, or undefined without credentials. */
  amadeus(flags: Flags): AmadeusClient | undefined {
    const { amadeusClientId, amadeusClientSecret } = this.config.secrets;
    if (!amadeusClientId || !amadeusClientSecret) return undefined;
    const baseUrl = this.amadeusBaseUrl(flags);
    let client = this.amadeusClients.get(baseUrl);
    if (!client) {
      client = new AmadeusClient({
        baseUrl,
        clientId: amadeusClientId,
        clientSecret: amadeusClientSecret,
        upstream: this.amadeusUpstream,
      });
      this.amadeusClients.set(baseUrl, client);
    }
    return client;
  }

  travelpayouts(): TravelpayoutsClient | undefined {
    const token = this.config.secrets.travelpayoutsToken;
    if (!token) return undefined;
    this.tp ??= new TravelpayoutsClient({
      baseUrl: this.config.travelpayoutsBaseUrl,
      token,
      upstream: this.tpUpstream,
    });
    return this.tp;
  }

  private async offline(
    request: SearchRequest,
    signal: AbortSignal,
    base: Omit<SearchDebug, "source" | "cacheHit" | "upstreamMs" | "totalMs">,
    reason: string,
    started: number,
  ): Promise<SearchOutcome> {
    const result = await this.deps.offline.search(request, signal);
    return {
      items: result.offers,
      _debug: {
        ...base,
        source: "offline",
        cacheHit: false,
        upstreamMs: null,
        fallbackReason: reason,
        totalMs: Math.round(performance.now() - started),
      },
    };
  }

  /** Runs one provider's search with every rule of spec §4/§9 applied. */
  async search(provider: LiveProvider, request: SearchRequest, signal: AbortSignal): Promise<SearchOutcome> {
    const started = performance.now();
    const effective: EffectiveFlags = await this.flags.effective();
    const flags = effective.flags;
    const upstream = provider === "amadeus" ? this.amadeusUpstream : this.tpUpstream;
    const base = { provider, flags, circuit: upstream.circuitState, quota: null };
    const done = (outcome: Omit<SearchDebug, keyof typeof base | "totalMs">, items: FlightOffer[]): SearchOutcome => ({
      items,
      _debug: { ...base, ...outcome, totalMs: Math.round(performance.now() - started) },
    });

    if (flags.USE_DUMMY_DATA) return this.offline(request, signal, base, "dummy_data", started);
    if (flags.FORCE_PROVIDER === "dummy") return this.offline(request, signal, base, "force_dummy", started);
    const other = provider === "amadeus" ? "travelpayouts" : "amadeus";
    if (flags.FORCE_PROVIDER === other) {
      return done({ source: "none", cacheHit: false, upstreamMs: null, fallbackReason: "force_provider" }, []);
    }

    const key = searchCacheKey(provider, request);
    const cached = await this.cache.get(key);
    if (cached) {
      return done(
        { source: "cache", cacheHit: true, upstreamMs: cached.upstreamMs, cachedAt: cached.storedAt },
        cached.offers,
      );
    }
    if (flags.FORCE_PROVIDER === "fallback") return this.offline(request, signal, base, "force_fallback", started);

    const amadeus = provider === "amadeus" ? this.amadeus(flags) : undefined;
    const tp = this.travelpayouts();
    if (provider === "amadeus" ? !amadeus : !tp) {
      return this.offline(request, signal, base, "no_credentials", started);
    }

    let quota: QuotaDecision | undefined;
    if (provider === "amadeus") {
      quota = await this.quotas.consume("FOS");
      if (!quota.allowed) {
        const reason = quota.reason ?? "day_paced";
        // Travelpayouts answers through its own function; without it, the offline engine does.
        if (tp && flags.FORCE_PROVIDER !== "amadeus") {
          return {
            items: [],
            _debug: {
              ...base,
              quota: quotaDebug(quota),
              source: "none",
              cacheHit: false,
              upstreamMs: null,
              fallbackReason: reason,
              fallbackTo: "travelpayouts",
              totalMs: Math.round(performance.now() - started),
            },
          };
        }
        const outcome = await this.offline(request, signal, { ...base, quota: quotaDebug(quota) }, reason, started);
        outcome._debug.fallbackTo = "offline";
        return outcome;
      }
    }

    try {
      let items: FlightOffer[];
      let upstreamMs: number;
      let upstreamStatus: number;
      let tokenRenewed: boolean | undefined;
      if (provider === "amadeus" && amadeus) {
        const answer = await amadeus.flightOffers(
          {
            originLocationCode: request.from,
            destinationLocationCode: request.to,
            departureDate: request.date,
            ...(request.tripType === "roundtrip" && request.returnDate ? { returnDate: request.returnDate } : {}),
            adults: request.adults,
            max: 50,
          },
          signal,
        );
        try {
          items = mapAmadeusOffers(answer.body, { timeZoneOf: this.deps.timeZoneOf, request });
        } catch (error) {
          throw new UpstreamError("amadeus", "malformed", answer.status, String((error as Error).message), null, "map");
        }
        upstreamMs = answer.ms;
        upstreamStatus = answer.status;
        tokenRenewed = answer.tokenRenewed;
      } else if (tp) {
        const roundTrip = request.tripType === "roundtrip" && request.returnDate;
        const answer = await tp.pricesForDates(
          {
            origin: request.from,
            destination: request.to,
            departure_at: request.date,
            ...(roundTrip ? { return_at: request.returnDate } : {}),
          },
          signal,
        );
        try {
          items = mapPricesForDates(answer.body, request, { timeZoneOf: this.deps.timeZoneOf });
        } catch (error) {
          throw new UpstreamError(
            "travelpayouts",
            "malformed",
            answer.status,
            String((error as Error).message),
            null,
            "map",
          );
        }
        upstreamMs = answer.ms;
        upstreamStatus = answer.status;
      } else {
        throw new Error("unreachable: no client");
      }
      items.sort((a, b) => a.price - b.price);
      await this.cache.set(key, { offers: items, storedAt: new Date().toISOString(), upstreamMs });
      return {
        items,
        _debug: {
          ...base,
          circuit: upstream.circuitState,
          quota: quota ? quotaDebug(quota) : null,
          source: "live",
          cacheHit: false,
          upstreamMs,
          upstreamStatus,
          ...(tokenRenewed !== undefined ? { tokenRenewed } : {}),
          totalMs: Math.round(performance.now() - started),
        },
      };
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      const { status, message } = describeFailure(error);
      if (error.kind !== "aborted") {
        this.logger.warn(
          { provider, kind: error.kind, upstreamStatus: error.status, stage: error.stage, err: error.message },
          "provider search failed",
        );
      }
      throw new ProviderFailure(status, message, {
        ...base,
        circuit: upstream.circuitState,
        quota: quota ? quotaDebug(quota) : null,
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
   * ±3 days of cheapest prices around `date` for the results page's price strip:
   * Travelpayouts week-matrix when a token is configured and live calls are allowed,
   * the offline engine's cheapest offer per day otherwise or for days the matrix lacks.
   */
  async priceCalendar(
    request: SearchRequest,
    earliest: string,
    signal: AbortSignal,
  ): Promise<{ items: CalendarDay[]; _debug: CalendarDebug }> {
    const started = performance.now();
    const { flags } = await this.flags.effective();
    const days = [-3, -2, -1, 0, 1, 2, 3].map((offset) => addDays(request.date, offset)).filter((d) => d >= earliest);
    const live = new Map<string, { price: number; foundAt?: string }>();
    let source: CalendarDebug["source"] = "offline";
    let fallbackReason: string | undefined;
    let upstreamMs: number | null = null;
    let error: string | undefined;
    const tp = this.travelpayouts();
    const liveAllowed = !flags.USE_DUMMY_DATA && !["dummy", "fallback", "amadeus"].includes(flags.FORCE_PROVIDER);
    if (!tp) fallbackReason = "no_credentials";
    else if (!liveAllowed) fallbackReason = flags.USE_DUMMY_DATA ? "dummy_data" : `force_${flags.FORCE_PROVIDER}`;
    else {
      const key = `calendar:${request.from}:${request.to}:${request.date}`;
      const cached = await this.cache.get(key);
      try {
        let rows: { date: string; price: number; foundAt?: string }[];
        if (cached) {
          rows = cached.offers.map((o) => ({
            date: o.id,
            price: o.price,
            ...(o.priceFoundAt ? { foundAt: o.priceFoundAt } : {}),
          }));
          source = "cache";
        } else {
          const answer = await tp.weekMatrix(
            { origin: request.from, destination: request.to, depart_date: request.date },
            signal,
          );
          upstreamMs = answer.ms;
          rows = cheapestPerDay(answer.body);
          source = "live";
          // Stored in the search-cache shape: id carries the date.
          await this.cache.set(key, {
            offers: rows.map((r) => ({
              id: r.date,
              price: r.price,
              currency: "USD",
              provider: "travelpayouts",
              deeplink: "",
              leg: [],
              ...(r.foundAt ? { priceFoundAt: r.foundAt } : {}),
            })),
            storedAt: new Date().toISOString(),
            upstreamMs,
          });
        }
        for (const row of rows) live.set(row.date, row);
      } catch (caught) {
        if (!(caught instanceof UpstreamError) && !(caught instanceof Error)) throw caught;
        if (caught instanceof UpstreamError && caught.kind === "aborted") throw caught;
        error =
          caught instanceof UpstreamError ? describeFailure(caught).message : "Travelpayouts answer could not be read.";
        fallbackReason = "upstream_error";
      }
    }
    const items: CalendarDay[] = [];
    for (const date of days) {
      const hit = live.get(date);
      if (hit) {
        items.push({
          date,
          price: Math.round(hit.price * request.adults),
          currency: "USD",
          source: "travelpayouts",
          ...(hit.foundAt ? { foundAt: hit.foundAt } : {}),
        });
        continue;
      }
      const result = await this.deps.offline.search({ ...request, date, tripType: "oneway" }, signal);
      // The same rule as the results: connections that switch airports are never offered.
      const cheapest = result.offers
        .filter((o) => !hasAirportSwitch(o))
        .reduce<number | null>((min, o) => (min === null || o.price < min ? o.price : min), null);
      items.push({ date, price: cheapest === null ? null : Math.round(cheapest), currency: "USD", source: "sample" });
    }
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

  /** Live tests per source for the health payloads ({ok, status, error, sample, stage, body}). */
  healthChecks(): Record<string, HealthCheck> {
    return {
      travelpayouts: () => this.memoHealth("travelpayouts", () => this.testTravelpayouts()),
      amadeus: () => this.memoHealth("amadeus", () => this.testAmadeus()),
    };
  }

  private readonly healthMemo = new Map<string, { at: number; value: Promise<HealthTest> }>();

  /** Health is polled; live tests run at most every 30 s per source (and spend Amadeus quota). */
  private memoHealth(name: string, run: () => Promise<HealthTest>): Promise<HealthTest> {
    const memo = this.healthMemo.get(name);
    if (memo && Date.now() - memo.at < 30_000) return memo.value;
    const value = run().catch(
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

  /** Clears the memo (after a flag change such as AMADEUS_ENV). */
  resetHealth(): void {
    this.healthMemo.clear();
  }

  private sampleRequest(): SearchRequest {
    return {
      from: "NYC",
      to: "PAR",
      date: addDays(new Date().toISOString().slice(0, 10), 30),
      tripType: "oneway",
      adults: 1,
    };
  }

  private async testTravelpayouts(): Promise<HealthTest> {
    const tp = this.travelpayouts();
    if (!tp) {
      return {
        ok: false,
        status: 0,
        error: "TRAVELPAYOUTS_TOKEN is not set: searches answer from the offline engine",
        sample: null,
        stage: "credentials",
        body: null,
      };
    }
    const request = this.sampleRequest();
    try {
      const answer = await tp.pricesForDates(
        { origin: request.from, destination: request.to, departure_at: request.date.slice(0, 7), limit: 1 },
        AbortSignal.timeout(this.config.upstreamTimeoutMs),
      );
      const first = Array.isArray((answer.body as { data?: unknown }).data)
        ? ((answer.body as { data: unknown[] }).data[0] ?? null)
        : null;
      return { ok: true, status: answer.status, error: null, sample: first, stage: "prices_for_dates", body: null };
    } catch (error) {
      return failedTest(error, "prices_for_dates");
    }
  }

  private async testAmadeus(): Promise<HealthTest> {
    const { flags } = await this.flags.effective();
    const amadeus = this.amadeus(flags);
    if (!amadeus) {
      return {
        ok: false,
        status: 0,
        error:
          "AMADEUS_CLIENT_ID / AMADEUS_CLIENT_SECRET are not set (optional: Amadeus Self-Service closed in July 2026)",
        sample: null,
        stage: "credentials",
        body: null,
      };
    }
    const signal = AbortSignal.timeout(this.config.upstreamTimeoutMs);
    try {
      await amadeus.accessToken(signal);
    } catch (error) {
      return failedTest(error, "token");
    }
    const quota = await this.quotas.consume("FOS");
    if (!quota.allowed) {
      return {
        ok: true,
        status: 200,
        error: null,
        sample: { tokenOk: true, quota: quotaDebug(quota) },
        stage: "quota",
        body: null,
      };
    }
    const request = this.sampleRequest();
    try {
      const answer = await amadeus.flightOffers(
        { originLocationCode: "JFK", destinationLocationCode: "CDG", departureDate: request.date, adults: 1, max: 1 },
        signal,
      );
      const offers = mapAmadeusOffers(answer.body, {
        timeZoneOf: this.deps.timeZoneOf,
        request: { ...request, from: "JFK", to: "CDG" },
      });
      return { ok: true, status: answer.status, error: null, sample: offers[0] ?? null, stage: "search", body: null };
    } catch (error) {
      return failedTest(error, "search");
    }
  }

  async close(): Promise<void> {
    await this.cache.close();
  }
}

function failedTest(error: unknown, stage: string): HealthTest {
  if (error instanceof UpstreamError) {
    return {
      ok: false,
      status: error.status,
      error: error.message,
      sample: null,
      stage: error.stage ?? stage,
      body: error.body,
    };
  }
  return {
    ok: false,
    status: 0,
    error: error instanceof Error ? error.message : String(error),
    sample: null,
    stage,
    body: null,
  };
}

export interface CalendarDay {
  date: string;
  /** Cheapest price found for the day (all adults, USD, rounded), null when none. */
  price: number | null;
  currency: "USD";
  /** travelpayouts: a cached real price (see foundAt); sample: the offline engine's estimate. */
  source: "travelpayouts" | "sample";
  foundAt?: string;
}

export interface CalendarDebug {
  source: "live" | "cache" | "offline";
  upstreamMs: number | null;
  fallbackReason?: string;
  error?: string;
  totalMs: number;
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
