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
import { UpstreamClient } from "../../http-client/upstream-client.server";
import type { Flags } from "../../search/flags/flags.server";
import { failedHealthTest, missingCredentials } from "../health-test.server";
import { mapAnswer } from "../shared/map-answer.server";
import type { SourceBuild } from "../source.server";
import { AMADEUS_BASE_URLS, AmadeusClient, travellersQuery } from "./amadeus-client.server";
import { mapAmadeusOffers, type TimeZoneOf } from "./amadeus-mapper";

/** Amadeus' own settings, from its variables (amadeus-source.server.ts). */
export interface AmadeusSettings {
  clientId: string | undefined;
  clientSecret: string | undefined;
  /** The default of the AMADEUS_ENV flag: which of AMADEUS_BASE_URLS is called. */
  env: "test" | "production";
  /** Overrides the base URL the AMADEUS_ENV flag picks. */
  baseUrl: string | undefined;
  /** Monthly free quota per Amadeus API and the share of it the product may use. */
  quota: { FOS: number; FOP: number; SEATMAPS: number; targetPercent: number };
}

export class AmadeusProvider implements FlightProvider {
  readonly info = amadeusInfo;
  readonly quotaApi = "FOS" as const;
  readonly credentialVars = ["AMADEUS_CLIENT_ID", "AMADEUS_CLIENT_SECRET"] as const;
  private readonly upstream: UpstreamClient;
  private readonly clients = new Map<string, AmadeusClient>();

  private readonly settings: AmadeusSettings;
  private readonly timeZoneOf: TimeZoneOf;

  constructor({ settings, upstreamTimeoutMs, timeZoneOf }: SourceBuild<AmadeusSettings>) {
    this.settings = settings;
    this.timeZoneOf = timeZoneOf;
    this.upstream = new UpstreamClient({ provider: amadeusInfo.name, timeoutMs: upstreamTimeoutMs });
  }

  isConfigured(): boolean {
    return Boolean(this.settings.clientId && this.settings.clientSecret);
  }

  circuitState() {
    return this.upstream.circuitState;
  }

  baseUrl(flags: Flags): string {
    return this.settings.baseUrl ?? AMADEUS_BASE_URLS[flags.AMADEUS_ENV];
  }

  /** The client for the flags' environment (one per base URL, so each keeps its token), or undefined without credentials. */
  client(flags: Flags): AmadeusClient | undefined {
    const { clientId, clientSecret } = this.settings;
    if (!clientId || !clientSecret) return undefined;
    const baseUrl = this.baseUrl(flags);
    let client = this.clients.get(baseUrl);
    if (!client) {
      client = new AmadeusClient({
        baseUrl,
        clientId,
        clientSecret,
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
