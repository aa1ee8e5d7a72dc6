/**
 * Amadeus as a FlightProvider: Flight Offers Search v2 with the OAuth2 client-credentials
 * token. Each live search spends one FOS call (the flow consumes the quota first).
 */

import { amadeusInfo } from "../../../core/providers/amadeus/amadeus-info";
import {
  type FlightProvider,
  notConfiguredMessage,
  type ProviderAnswer,
  type ProviderCall,
} from "../../../core/providers/provider";
import type { SearchRequest } from "../../../core/search/types";
import type { Config } from "../../config/config.server";
import { UpstreamClient } from "../../http-client/upstream-client.server";
import type { Flags } from "../../search/flags/flags.server";
import { failedHealthTest, missingCredentials } from "../health-test.server";
import { mapAnswer } from "../shared/map-answer.server";
import { AMADEUS_BASE_URLS, AmadeusClient, travellersQuery } from "./amadeus-client.server";
import { mapAmadeusOffers, type TimeZoneOf } from "./amadeus-mapper";

export class AmadeusProvider implements FlightProvider {
  readonly info = amadeusInfo;
  readonly quotaApi = "FOS" as const;
  readonly credentialVars = ["AMADEUS_CLIENT_ID", "AMADEUS_CLIENT_SECRET"] as const;
  private readonly upstream: UpstreamClient;
  private readonly clients = new Map<string, AmadeusClient>();

  constructor(
    private readonly config: Config,
    private readonly timeZoneOf: TimeZoneOf,
  ) {
    this.upstream = new UpstreamClient({ provider: amadeusInfo.name, timeoutMs: config.upstreamTimeoutMs });
  }

  isConfigured(): boolean {
    const { amadeusClientId, amadeusClientSecret } = this.config.secrets;
    return Boolean(amadeusClientId && amadeusClientSecret);
  }

  circuitState() {
    return this.upstream.circuitState;
  }

  baseUrl(flags: Flags): string {
    return this.config.amadeusBaseUrl ?? AMADEUS_BASE_URLS[flags.AMADEUS_ENV];
  }

  /** The client for the flags' environment (one per base URL, so each keeps its token), or undefined without credentials. */
  client(flags: Flags): AmadeusClient | undefined {
    const { amadeusClientId, amadeusClientSecret } = this.config.secrets;
    if (!amadeusClientId || !amadeusClientSecret) return undefined;
    const baseUrl = this.baseUrl(flags);
    let client = this.clients.get(baseUrl);
    if (!client) {
      client = new AmadeusClient({
        baseUrl,
        clientId: amadeusClientId,
        clientSecret: amadeusClientSecret,
        upstream: this.upstream,
      });
      this.clients.set(baseUrl, client);
    }
    return client;
  }

  async search(request: SearchRequest, call: ProviderCall): Promise<ProviderAnswer> {
    const client = this.client(call.flags);
    if (!client) throw new Error(notConfiguredMessage(this));
    const answer = await client.flightOffers(
      {
        originLocationCode: request.from,
        destinationLocationCode: request.to,
        departureDate: request.date,
        ...(request.tripType === "roundtrip" && request.returnDate ? { returnDate: request.returnDate } : {}),
        ...travellersQuery(request),
        max: 50,
      },
      call.signal,
    );
    return mapAnswer(this.info.name, answer.status, () => {
      const offers = mapAmadeusOffers(answer.body, { timeZoneOf: this.timeZoneOf, request });
      return { offers, upstreamMs: answer.ms, upstreamStatus: answer.status, tokenRenewed: answer.tokenRenewed };
    });
  }

  /** Checks the credentials with a token request: no flight search, so no quota is spent. */
  async healthTest(call: ProviderCall) {
    const client = this.client(call.flags);
    if (!client) {
      return missingCredentials(
        "AMADEUS_CLIENT_ID / AMADEUS_CLIENT_SECRET are not set (optional: Amadeus Self-Service closed in July 2026)",
      );
    }
    try {
      await client.accessToken(call.signal);
      return {
        ok: true,
        status: 200,
        error: null,
        sample: { tokenOk: true, environment: call.flags.AMADEUS_ENV },
        stage: "token",
        body: null,
      };
    } catch (error) {
      return failedHealthTest(error, "token");
    }
  }
}
