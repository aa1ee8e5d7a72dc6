/**
 * The explore page's destinations from one origin: a live source's cheapest-prices API when one
 * is configured (Travelpayouts' cached prices, each with its age), else the offline engine
 * (offline-explore.server.ts, labelled sample). Answers are kept per (origin, period, trip length,
 * nonstop) for the search cache's time, so a page costs the server its work once per quarter of an
 * hour whatever its sort or maximum price; a second request for the same answer while it is being
 * computed waits for that one. Calls to the live API are held under a per-minute budget well below
 * its limit (Travelpayouts: 600 a minute for prices_for_dates); over it, or when the API fails, the
 * page is priced by the offline engine and says why.
 */
import { LRUCache } from "lru-cache";
import type { ExploreDestination } from "../../core/explore/explore-destinations";
import type { ExploreQuery } from "../../core/explore/explore-options";
import { type ExplorePlan, explorePlan, fitsPlan } from "../../core/explore/explore-plan";
import type { DestinationPrice, FlightProvider } from "../../core/providers/provider";
import type { Logger } from "../logging/logger.server";
import { type Airport, airportsForCity, greatCircleKm, isSameCity } from "../places/airports.server";
import { placeForCode } from "../places/search-places.server";
import type { SearchFlow } from "../search/flow.server";
import { switchedOff } from "../search/source-search.server";
import { offlineDestinations } from "./offline-explore.server";

export interface ExploreAnswer {
  destinations: ExploreDestination[];
  /** "live": a live source's cached prices; "sample": the offline engine's. */
  kind: "live" | "sample";
  /** Why a configured live source did not answer (the page says the prices are samples instead). */
  fallback?: "busy" | "failed" | "empty";
  computedAt: string;
}

export interface ExploreOptions {
  now?: () => Date;
  /** How long an answer is kept, ms (the search cache's TTL). */
  ttlMs: number;
  /** Live API calls allowed per minute from this server (default 60). */
  liveCallsPerMinute?: number;
  /** Deadline of one page's live calls, ms. */
  timeoutMs?: number;
}

/** A sliding one-minute window of calls. */
class MinuteBudget {
  private readonly calls: number[] = [];
  constructor(
    private readonly limit: number,
    private readonly now: () => number,
  ) {}

  /** Takes `n` calls if the last minute leaves room for them all. */
  take(n: number): boolean {
    const since = this.now() - 60_000;
    while (this.calls.length > 0 && (this.calls[0] ?? 0) <= since) this.calls.shift();
    if (this.calls.length + n > this.limit) return false;
    for (let i = 0; i < n; i++) this.calls.push(this.now());
    return true;
  }
}

/** A destination code's English name for the list: a city's name, an airport's city. */
function placeName(code: string): string {
  const place = placeForCode(code);
  if (!place) return code;
  return place.type === "city" ? place.name : place.region || place.name;
}

export class Explore {
  private readonly answers: LRUCache<string, Promise<ExploreAnswer>>;
  private readonly budget: MinuteBudget;
  private readonly now: () => Date;

  constructor(
    private readonly flow: SearchFlow,
    private readonly logger: Logger,
    private readonly options: ExploreOptions,
  ) {
    this.now = options.now ?? (() => new Date());
    this.answers = new LRUCache({ max: 500, ttl: options.ttlMs });
    this.budget = new MinuteBudget(options.liveCallsPerMinute ?? 60, () => this.now().getTime());
  }

  /** The cheapest trip to each destination from `origin` (a code the offline table knows). */
  destinations(origin: string, query: Pick<ExploreQuery, "when" | "trip" | "nonstop">): Promise<ExploreAnswer> {
    const key = [origin, query.when, query.trip, query.nonstop ? "nonstop" : "any"].join("|");
    let answer = this.answers.get(key);
    if (!answer) {
      answer = this.compute(explorePlan(origin, query, this.now()));
      this.answers.set(key, answer);
      // A failure is not kept: the next request tries again.
      answer.catch(() => this.answers.delete(key));
    }
    return answer;
  }

  private async compute(plan: ExplorePlan): Promise<ExploreAnswer> {
    const originAirport = airportsForCity(plan.origin)[0];
    const computedAt = this.now().toISOString();
    if (!originAirport || plan.departures.length === 0) return { destinations: [], kind: "sample", computedAt };
    const { flags } = await this.flow.flags();
    const provider = this.flow.providers.search.find(
      (p) => p.cheapestDestinations && p.isConfigured() && !switchedOff(p, flags),
    );
    let fallback: ExploreAnswer["fallback"];
    if (provider && flags.FORCE_PROVIDER !== "fallback") {
      if (!this.budget.take(plan.months.length)) fallback = "busy";
      else {
        try {
          const destinations = await this.live(provider, plan, originAirport);
          if (destinations.length > 0) return { destinations: named(destinations), kind: "live", computedAt };
          fallback = "empty";
        } catch (error) {
          this.logger.warn({ err: error, origin: plan.origin, provider: provider.info.name }, "explore prices failed");
          fallback = "failed";
        }
      }
    }
    const signal = AbortSignal.timeout(60_000);
    const destinations = await offlineDestinations(this.flow, originAirport, plan, { signal, now: this.now() });
    return { destinations: named(destinations), kind: "sample", computedAt, ...(fallback ? { fallback } : {}) };
  }

  /** One call per month of the period; per destination the cheapest price that fits the plan. */
  private async live(provider: FlightProvider, plan: ExplorePlan, origin: Airport): Promise<ExploreDestination[]> {
    const { flags } = await this.flow.flags();
    const signal = AbortSignal.timeout(this.options.timeoutMs ?? 8000);
    const answers = await Promise.all(
      plan.months.map((month) =>
        provider.cheapestDestinations?.(
          { origin: plan.origin, month, oneWay: plan.nights === null, direct: plan.nonstop },
          { signal, flags },
        ),
      ),
    );
    const best = new Map<string, DestinationPrice>();
    for (const price of answers.flatMap((a) => a?.prices ?? [])) {
      if (!fitsPlan(plan, price) || (plan.nonstop && (price.stops ?? 0) > 0)) continue;
      const current = best.get(price.destination);
      if (!current || price.price < current.price) best.set(price.destination, price);
    }
    const seen = this.now().toISOString();
    const destinations: ExploreDestination[] = [];
    for (const price of best.values()) {
      const main = airportsForCity(price.destination)[0];
      // A place the map cannot put anywhere, or the origin's own city, is left out.
      if (!main || isSameCity(plan.origin, price.destination)) continue;
      destinations.push({
        code: price.destination,
        name: price.destination,
        countryCode: main.countryCode,
        lat: main.lat,
        lon: main.lon,
        distanceKm: Math.round(greatCircleKm(origin, main)),
        price: Math.round(price.price),
        currency: "USD",
        departDate: price.departDate,
        ...(price.returnDate ? { returnDate: price.returnDate } : {}),
        stops: price.stops ?? null,
        source: provider.info.name,
        seenAt: price.foundAt && !Number.isNaN(Date.parse(price.foundAt)) ? price.foundAt : seen,
      });
    }
    return destinations;
  }
}

const named = (list: ExploreDestination[]) => list.map((d) => ({ ...d, name: placeName(d.code) }));
