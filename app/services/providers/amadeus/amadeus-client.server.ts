import { amadeusInfo } from "../../../core/providers/amadeus/amadeus-info";
import { travellersOf } from "../../../core/search/travellers";
import type { SearchRequest } from "../../../core/search/types";
import { type UpstreamClient, UpstreamError } from "../../http-client/upstream-client.server";
import { amadeusErrorMessage } from "./amadeus-mapper";

/**
 * Amadeus Self-Service client: OAuth2 client-credentials token (POST /v1/security/oauth2/token,
 * form-encoded), cached until a minute before it expires and renewed once when a call
 * answers 401; Flight Offers Search v2 (GET /v2/shopping/flight-offers).
 * Amadeus closed Self-Service in July 2026: this is for operators with compatible access
 * and is never required.
 */

export const AMADEUS_BASE_URLS = {
  test: "https://test.api.amadeus.com",
  production: "https://api.amadeus.com",
} as const;

export interface FlightOffersQuery {
  originLocationCode: string;
  destinationLocationCode: string;
  departureDate: string;
  returnDate?: string;
  adults: number;
  /** Aged 2–11 on the departure date, each with a seat. */
  children: number;
  /** Under 2, on an adult's lap (never more than adults). */
  infants: number;
  travelClass: TravelClass;
  max: number;
}

/** Amadeus' travelClass: "this cabin or better for most of the flight time". */
type TravelClass = "ECONOMY" | "PREMIUM_ECONOMY" | "BUSINESS" | "FIRST";

/** The flight-offers query fields for a request's travellers (absent means 0, 0 and economy). */
export function travellersQuery(
  request: Pick<SearchRequest, "adults" | "children" | "infants" | "cabin">,
): Pick<FlightOffersQuery, "adults" | "children" | "infants" | "travelClass"> {
  const t = travellersOf(request);
  return {
    adults: t.adults,
    children: t.children,
    infants: t.infants,
    travelClass: t.cabin.toUpperCase() as TravelClass,
  };
}

export interface AmadeusClientOptions {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  upstream: UpstreamClient;
  now?: () => number;
  /** Renew this long before the token's expiry (default 60 s). */
  renewMarginMs?: number;
}

export interface AmadeusAnswer {
  body: unknown;
  status: number;
  ms: number;
  tokenRenewed: boolean;
}

const MEDIA_TYPE = "application/vnd.amadeus+json";

export class AmadeusClient {
  readonly baseUrl: string;
  private token: { value: string; expiresAt: number } | undefined;
  private pendingToken: Promise<string> | undefined;
  private readonly now: () => number;
  /** How many tokens were fetched (for tests and health). */
  tokenFetches = 0;

  constructor(private readonly options: AmadeusClientOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, "");
    this.now = options.now ?? Date.now;
  }

  /** A valid token, fetched once and shared by concurrent callers. */
  async accessToken(signal?: AbortSignal): Promise<string> {
    const margin = this.options.renewMarginMs ?? 60_000;
    if (this.token && this.token.expiresAt - margin > this.now()) return this.token.value;
    if (!this.pendingToken) {
      this.pendingToken = this.fetchToken(signal).finally(() => {
        this.pendingToken = undefined;
      });
    }
    return this.pendingToken;
  }

  invalidateToken(): void {
    this.token = undefined;
  }

  private async fetchToken(signal?: AbortSignal): Promise<string> {
    this.tokenFetches += 1;
    try {
      const { data } = await this.options.upstream.requestJson<{ access_token?: string; expires_in?: number }>(
        {
          url: `${this.baseUrl}/v1/security/oauth2/token`,
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
          body: new URLSearchParams({
            grant_type: "client_credentials",
            client_id: this.options.clientId,
            client_secret: this.options.clientSecret,
          }).toString(),
        },
        signal,
      );
      if (!data.access_token) {
        throw new UpstreamError(
          amadeusInfo.name,
          "malformed",
          200,
          "Amadeus token answer has no access_token",
          null,
          "token",
        );
      }
      const lifetimeMs = (typeof data.expires_in === "number" ? data.expires_in : 1799) * 1000;
      this.token = { value: data.access_token, expiresAt: this.now() + lifetimeMs };
      return data.access_token;
    } catch (error) {
      throw withStage(error, "token");
    }
  }

  /** GET /v2/shopping/flight-offers with currencyCode=USD; raw body back. */
  async flightOffers(query: FlightOffersQuery, signal?: AbortSignal): Promise<AmadeusAnswer> {
    const params = new URLSearchParams({
      originLocationCode: query.originLocationCode,
      destinationLocationCode: query.destinationLocationCode,
      departureDate: query.departureDate,
      adults: String(query.adults),
      travelClass: query.travelClass,
      currencyCode: "USD",
      max: String(query.max),
    });
    if (query.returnDate) params.set("returnDate", query.returnDate);
    // Sent only when there are any, so an adults-only search asks exactly what it always did.
    if (query.children > 0) params.set("children", String(query.children));
    if (query.infants > 0) params.set("infants", String(query.infants));
    const url = `${this.baseUrl}/v2/shopping/flight-offers?${params.toString()}`;
    let tokenRenewed = false;
    const call = async () => {
      const token = await this.accessToken(signal);
      return this.options.upstream.requestJson(
        { url, headers: { authorization: `Bearer ${token}`, accept: `${MEDIA_TYPE}, application/json` } },
        signal,
      );
    };
    try {
      let answer: Awaited<ReturnType<typeof call>>;
      try {
        answer = await call();
      } catch (error) {
        if (!(error instanceof UpstreamError) || error.status !== 401 || error.stage === "token") throw error;
        // The token was revoked or expired early: renew once and try again.
        this.invalidateToken();
        tokenRenewed = true;
        answer = await call();
      }
      return { body: answer.data, status: answer.status, ms: answer.ms, tokenRenewed };
    } catch (error) {
      throw withStage(error, "search");
    }
  }
}

function withStage(error: unknown, stage: string): unknown {
  if (error instanceof UpstreamError) {
    error.stage ??= stage;
    const detail = amadeusErrorMessage(error.body);
    if (detail && !error.message.includes(detail)) error.message = `${error.message}: ${detail}`;
  }
  return error;
}
