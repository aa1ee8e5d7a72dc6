/**
 * Travelpayouts as a FlightProvider: prices_for_dates for searches (cached Aviasales
 * prices, their age shown) and week-matrix for the price calendar. Free of quota.
 */

import {
  type CalendarAnswer,
  type DestinationQuery,
  type DestinationsAnswer,
  type FlightProvider,
  notConfiguredMessage,
  type ProviderAnswer,
  type ProviderCall,
} from "../../../core/providers/provider";
import { travelpayoutsInfo } from "../../../core/providers/travelpayouts/travelpayouts-info";
import type { CalendarMode } from "../../../core/search/flexible-dates";
import { isAdultsOnlyEconomy, travellersOf } from "../../../core/search/travellers";
import type { SearchRequest } from "../../../core/search/types";
import { UpstreamClient } from "../../http-client/upstream-client.server";
import { failedHealthTest, missingCredentials } from "../health-test.server";
import { mapAnswer } from "../shared/map-answer.server";
import type { SourceBuild } from "../source.server";
import { TravelpayoutsClient } from "./travelpayouts-client.server";
import { cheapestPerDay, mapDestinationPrices, mapPricesForDates, type TimeZoneOf } from "./travelpayouts-mapper";

const TRAVELPAYOUTS_ADULTS_ECONOMY_ONLY =
  "Travelpayouts' cached prices are for adults in economy only, so they are not shown for searches with children, infants or another cabin.";

/** Travelpayouts' own settings, from its variables (travelpayouts-source.server.ts). */
export interface TravelpayoutsSettings {
  token: string | undefined;
  baseUrl: string;
}

export class TravelpayoutsProvider implements FlightProvider {
  readonly info = travelpayoutsInfo;
  readonly credentialVars = ["TRAVELPAYOUTS_TOKEN"] as const;
  private readonly upstream: UpstreamClient;
  private tp: TravelpayoutsClient | undefined;

  private readonly settings: TravelpayoutsSettings;
  private readonly timeZoneOf: TimeZoneOf;

  constructor({ settings, upstreamTimeoutMs, timeZoneOf }: SourceBuild<TravelpayoutsSettings>) {
    this.settings = settings;
    this.timeZoneOf = timeZoneOf;
    this.upstream = new UpstreamClient({ provider: travelpayoutsInfo.name, timeoutMs: upstreamTimeoutMs });
  }

  isConfigured(): boolean {
    return Boolean(this.settings.token);
  }

  circuitState() {
    return this.upstream.circuitState;
  }

  client(): TravelpayoutsClient | undefined {
    const { token, baseUrl } = this.settings;
    if (!token) return undefined;
    this.tp ??= new TravelpayoutsClient({ baseUrl, token, upstream: this.upstream });
    return this.tp;
  }

  private required(): TravelpayoutsClient {
    const client = this.client();
    if (!client) throw new Error(notConfiguredMessage(this));
    return client;
  }

  /**
   * The Data API's prices are cached from Aviasales searches for one adult in economy: an
   * adult's price times the adults is honest, a child's, an infant's or another cabin's
   * price is not in the data, so such searches get no Travelpayouts offers.
   */
  unpricedTravellers(request: SearchRequest): string | null {
    return isAdultsOnlyEconomy(travellersOf(request)) ? null : TRAVELPAYOUTS_ADULTS_ECONOMY_ONLY;
  }

  async search(request: SearchRequest, call: ProviderCall): Promise<ProviderAnswer> {
    const roundTrip = request.tripType === "roundtrip" && request.returnDate;
    const answer = await this.required().pricesForDates(
      {
        origin: request.from,
        destination: request.to,
        departure_at: request.date,
        ...(roundTrip ? { return_at: request.returnDate } : {}),
      },
      call.signal,
    );
    return mapAnswer(this.info.name, answer.status, () => {
      const offers = mapPricesForDates(answer.body, request, { timeZoneOf: this.timeZoneOf });
      return { offers, upstreamMs: answer.ms, upstreamStatus: answer.status };
    });
  }

  /**
   * week-matrix around the dates (3 days before to 4 after each): for the strip only prices
   * with the same trip length count, for the grid every departure × return pair; the month
   * view reads the month's latest prices (one-way, or return trips of the search's length).
   */
  async priceCalendar(request: SearchRequest, call: ProviderCall, mode: CalendarMode): Promise<CalendarAnswer> {
    const client = this.required();
    const returnDate = request.tripType === "roundtrip" ? request.returnDate : undefined;
    if (mode === "month") {
      const answer = await client.latestPrices(
        {
          origin: request.from,
          destination: request.to,
          beginning_of_period: `${request.date.slice(0, 7)}-01`,
          period_type: "month",
          one_way: !returnDate,
          limit: 1000,
        },
        call.signal,
      );
      return mapAnswer(this.info.name, answer.status, () => ({
        prices: cheapestPerDay(answer.body, returnDate ? { nights: daysBetween(request.date, returnDate) } : {}),
        upstreamMs: answer.ms,
      }));
    }
    const answer = await client.weekMatrix(
      {
        origin: request.from,
        destination: request.to,
        depart_date: request.date,
        ...(returnDate ? { return_date: returnDate } : {}),
      },
      call.signal,
    );
    return mapAnswer(this.info.name, answer.status, () => {
      const nights = returnDate ? (mode === "grid" ? "any" : daysBetween(request.date, returnDate)) : undefined;
      return { prices: cheapestPerDay(answer.body, { nights }), upstreamMs: answer.ms };
    });
  }

  /** prices_for_dates by origin alone: the month's cheapest cached prices to every destination. */
  async cheapestDestinations(query: DestinationQuery, call: ProviderCall): Promise<DestinationsAnswer> {
    const answer = await this.required().cheapestFrom(
      { origin: query.origin, departure_at: query.month, one_way: query.oneWay, direct: query.direct },
      call.signal,
    );
    return mapAnswer(this.info.name, answer.status, () => ({
      prices: mapDestinationPrices(answer.body, { oneWay: query.oneWay }),
      upstreamMs: answer.ms,
    }));
  }

  /** One prices_for_dates row for a route a month ahead: free, so it is a real search. */
  async healthTest(call: ProviderCall) {
    const client = this.client();
    if (!client) return missingCredentials("TRAVELPAYOUTS_TOKEN is not set: searches answer from the offline engine");
    const month = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 7);
    try {
      const answer = await client.pricesForDates(
        { origin: "NYC", destination: "PAR", departure_at: month, limit: 1 },
        call.signal,
      );
      const data = (answer.body as { data?: unknown }).data;
      const first = Array.isArray(data) ? (data[0] ?? null) : null;
      return { ok: true, status: answer.status, error: null, sample: first, stage: "prices_for_dates", body: null };
    } catch (error) {
      return failedHealthTest(error, "prices_for_dates");
    }
  }
}

/** Whole days from one YYYY-MM-DD to another. */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
