import { travelpayoutsInfo } from "../../../core/providers/travelpayouts/travelpayouts-info";
import { type UpstreamClient, UpstreamError } from "../../http-client/upstream-client.server";

/**
 * Travelpayouts Data API client (X-Access-Token header; currency usd, market us).
 * Raw answers back; mapping lives in travelpayouts-mapper.ts. An answer whose envelope
 * says `{success: false, error}` — even with HTTP 200 — is thrown as an UpstreamError of
 * kind "rejected" carrying the API's own error message.
 */

/** The `error` of a `{success: false, error}` envelope, or undefined when the body is not one. */
export function envelopeFailure(body: unknown): string | undefined {
  if (!body || typeof body !== "object" || (body as { success?: unknown }).success !== false) return undefined;
  const error = (body as { error?: unknown }).error;
  const text = typeof error === "string" ? error.trim() : "";
  return text.length > 0 ? text.slice(0, 300) : "request failed (no error message given)";
}

export interface TravelpayoutsClientOptions {
  baseUrl: string;
  token: string;
  upstream: UpstreamClient;
}

export interface TravelpayoutsAnswer {
  body: unknown;
  status: number;
  ms: number;
}

export interface PricesForDatesQuery {
  origin: string;
  destination: string;
  departure_at: string;
  return_at?: string;
  limit?: number;
}

export interface CheapestFromQuery {
  origin: string;
  /** YYYY-MM */
  departure_at: string;
  one_way: boolean;
  direct: boolean;
}

export interface WeekMatrixQuery {
  origin: string;
  destination: string;
  depart_date: string;
  return_date?: string;
}

export interface LatestPricesQuery {
  origin: string;
  destination: string;
  beginning_of_period?: string;
  period_type?: "year" | "month";
  one_way?: boolean;
  limit?: number;
}

export class TravelpayoutsClient {
  readonly baseUrl: string;

  constructor(private readonly options: TravelpayoutsClientOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, "");
  }

  private async get(path: string, params: Record<string, string | undefined>, signal?: AbortSignal) {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== "") query.set(key, value);
    const answer = await this.options.upstream.requestJson(
      {
        url: `${this.baseUrl}${path}?${query.toString()}`,
        headers: { "x-access-token": this.options.token, accept: "application/json", "accept-encoding": "gzip" },
      },
      signal,
    );
    const failure = envelopeFailure(answer.data);
    if (failure !== undefined) {
      throw new UpstreamError(travelpayoutsInfo.name, "rejected", answer.status, failure, answer.data);
    }
    return { body: answer.data, status: answer.status, ms: answer.ms } satisfies TravelpayoutsAnswer;
  }

  /** GET /aviasales/v3/prices_for_dates, cheapest first; one_way unless return_at is given. */
  pricesForDates(query: PricesForDatesQuery, signal?: AbortSignal): Promise<TravelpayoutsAnswer> {
    return this.get(
      "/aviasales/v3/prices_for_dates",
      {
        origin: query.origin,
        destination: query.destination,
        departure_at: query.departure_at,
        return_at: query.return_at,
        one_way: query.return_at ? "false" : "true",
        currency: "usd",
        market: "us",
        sorting: "price",
        limit: String(query.limit ?? 30),
      },
      signal,
    );
  }

  /**
   * GET /aviasales/v3/prices_for_dates with the origin alone: the cheapest cached prices to every
   * destination in a month (up to 1,000, cheapest first), round trips unless one_way.
   */
  cheapestFrom(query: CheapestFromQuery, signal?: AbortSignal): Promise<TravelpayoutsAnswer> {
    return this.get(
      "/aviasales/v3/prices_for_dates",
      {
        origin: query.origin,
        departure_at: query.departure_at,
        one_way: String(query.one_way),
        direct: String(query.direct),
        currency: "usd",
        market: "us",
        sorting: "price",
        limit: "1000",
      },
      signal,
    );
  }

  /** GET /v2/prices/week-matrix: 3 days before to 4 days after the given date(s). */
  weekMatrix(query: WeekMatrixQuery, signal?: AbortSignal): Promise<TravelpayoutsAnswer> {
    return this.get(
      "/v2/prices/week-matrix",
      {
        origin: query.origin,
        destination: query.destination,
        depart_date: query.depart_date,
        return_date: query.return_date,
        currency: "usd",
        market: "us",
        show_to_affiliates: "true",
      },
      signal,
    );
  }

  /** GET /v2/prices/latest: the latest prices found for a route in a period. */
  latestPrices(query: LatestPricesQuery, signal?: AbortSignal): Promise<TravelpayoutsAnswer> {
    return this.get(
      "/v2/prices/latest",
      {
        origin: query.origin,
        destination: query.destination,
        beginning_of_period: query.beginning_of_period,
        period_type: query.period_type ?? "month",
        one_way: String(query.one_way ?? true),
        currency: "usd",
        market: "us",
        sorting: "price",
        limit: String(query.limit ?? 30),
        show_to_affiliates: "true",
      },
      signal,
    );
  }
}
