/**
 * The one interface every flight source implements (Amadeus, Travelpayouts, the offline
 * engine). The search flow (app/services/search/flow.server.ts) owns flags, cache, quotas, the
 * departed-flight rule and fallbacks; a provider only talks to its source.
 */
import type { HealthTest } from "../../services/health/health.server";
import type { Flags } from "../../services/search/flags/flags.server";
import type { CalendarMode } from "../search/flexible-dates";
import type { QuotaApi } from "../search/quotas/quota-policy";
import type { FlightOffer, SearchRequest } from "../search/types";
import type { SourceInfo } from "./source-info";

export interface ProviderCall {
  signal: AbortSignal;
  /** The effective flags (AMADEUS_ENV picks the Amadeus base URL). */
  flags: Flags;
}

export interface ProviderAnswer {
  offers: FlightOffer[];
  /** Time spent waiting on the upstream API, null when none was called. */
  upstreamMs: number | null;
  upstreamStatus?: number;
  /** Amadeus: the OAuth token was renewed during this call. */
  tokenRenewed?: boolean;
}

/** One cell of a price calendar (a departure day, or a departure × return pair): the cheapest price per adult, USD. */
export interface CalendarPrice {
  date: string;
  /** The return day of that price, for return trips. */
  returnDate?: string;
  price: number;
  /** When the price was found (cached sources). */
  foundAt?: string;
}

export interface CalendarAnswer {
  prices: CalendarPrice[];
  upstreamMs: number | null;
}

/** What a cheapest-destinations API is asked: every destination from an origin in one month. */
export interface DestinationQuery {
  origin: string;
  /** YYYY-MM */
  month: string;
  oneWay: boolean;
  /** Nonstop flights only. */
  direct: boolean;
}

/** One cached price from an origin to a destination (one adult, economy, USD). */
export interface DestinationPrice {
  destination: string;
  departDate: string;
  returnDate?: string;
  price: number;
  /** The most stops on either way, when the source says. */
  stops?: number;
  /** When the price was found. */
  foundAt?: string;
}

export interface DestinationsAnswer {
  prices: DestinationPrice[];
  upstreamMs: number | null;
}

export interface FlightProvider {
  readonly info: SourceInfo;
  /** The quota one live search spends (Amadeus Flight Offers Search); none for free sources. */
  readonly quotaApi?: QuotaApi;
  /** The environment variables its credentials come from (none for the offline engine). */
  readonly credentialVars: readonly string[];
  /** Whether its credentials are set; an unconfigured live source is answered by the offline engine. */
  isConfigured(): boolean;
  /**
   * Why this source cannot price these travellers or this cabin honestly, as a sentence, or
   * null when it can. Without it the source prices every search it is asked.
   */
  unpricedTravellers?(request: SearchRequest): string | null;
  search(request: SearchRequest, call: ProviderCall): Promise<ProviderAnswer>;
  /**
   * Cheapest prices around the request's dates, when the source has such an API: per
   * departure day with the same trip length (strip), per departure × return pair (grid) or
   * per day of the month (month, one-way). Without it the flow prices each cell by search.
   */
  priceCalendar?(request: SearchRequest, call: ProviderCall, mode: CalendarMode): Promise<CalendarAnswer>;
  /**
   * The cheapest cached prices from an origin to every destination in a month, when the source
   * has such an API (the explore page); without it the page is priced by the offline engine.
   */
  cheapestDestinations?(query: DestinationQuery, call: ProviderCall): Promise<DestinationsAnswer>;
  /** A live check of credentials and reachability that spends no quota. */
  healthTest(call: ProviderCall): Promise<HealthTest>;
  /** The circuit breaker's state, for `_debug`. */
  circuitState(): "closed" | "open" | "half-open";
}

/** What an operator is told about a source without credentials, in the registry's words. */
export function notConfiguredMessage(provider: Pick<FlightProvider, "info" | "credentialVars">): string {
  const vars = provider.credentialVars;
  const set = vars.length > 1 ? `${vars.slice(0, -1).join(", ")} and ${vars.at(-1)}` : (vars[0] ?? "its credentials");
  return `${provider.info.label} is not configured: set ${set}.`;
}
