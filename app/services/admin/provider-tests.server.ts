import type { z } from "zod";
import type { amadeusTestSchema, providerTestSchema } from "../../core/admin/admin-schemas";
import { amadeusInfo } from "../../core/providers/amadeus/amadeus-info";
import type { SearchSourceName } from "../../core/providers/registry";
import { travelpayoutsInfo } from "../../core/providers/travelpayouts/travelpayouts-info";
import { UpstreamError } from "../http-client/upstream-client.server";
import { travellersQuery } from "../providers/amadeus/amadeus-client.server";
import type { SearchFlow } from "../search/flow.server";
import type { QuotaService } from "../search/quotas/quotas.server";

/** What the Amadeus connection test answers: the environment, whether a token and a search worked, a sample. */
export interface AmadeusTestResult {
  env: "test" | "production";
  base: string;
  tokenOk: boolean;
  searchOk: boolean;
  error: string | null;
  sample: unknown;
  timestamp: string;
}

const messageOf = (error: unknown) =>
  error instanceof UpstreamError
    ? `${error.message}${error.status ? ` (HTTP ${error.status})` : ""}`
    : error instanceof Error
      ? error.message
      : String(error);

/**
 * The operator's Amadeus connection test: a token, then one flight-offers search (max 1
 * result) that spends one Flight Offers Search call from the quota, so it is refused when
 * the quota is exhausted (unless force-allowed) like any other live search.
 */
export async function amadeusTest(
  flow: SearchFlow,
  quotas: QuotaService,
  input: z.output<typeof amadeusTestSchema>,
  timeoutMs: number,
): Promise<AmadeusTestResult> {
  const { flags } = await flow.flags();
  const provider = flow.providers.amadeus;
  const result: AmadeusTestResult = {
    env: flags.AMADEUS_ENV,
    base: provider.baseUrl(flags),
    tokenOk: false,
    searchOk: false,
    error: null,
    sample: null,
    timestamp: new Date().toISOString(),
  };
  const client = provider.client(flags);
  if (!client)
    return {
      ...result,
      error: `${amadeusInfo.label} is not configured: set AMADEUS_CLIENT_ID and AMADEUS_CLIENT_SECRET.`,
    };
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    // A connection test asks for a fresh token: a cached one would hide credentials that stopped working.
    client.invalidateToken();
    await client.accessToken(signal);
    result.tokenOk = true;
  } catch (error) {
    return { ...result, error: `Token request failed: ${messageOf(error)}` };
  }
  const quota = await quotas.consume("FOS");
  if (!quota.allowed) {
    return { ...result, error: `Flight Offers Search quota is used up for now (${quota.reason}); the token works.` };
  }
  try {
    const answer = await client.flightOffers(
      {
        originLocationCode: input.origin,
        destinationLocationCode: input.destination,
        departureDate: input.departureDate,
        ...travellersQuery({ adults: 1 }),
        max: 1,
      },
      signal,
    );
    const offers = (answer.body as { data?: unknown[] } | null)?.data;
    return { ...result, searchOk: true, sample: Array.isArray(offers) ? (offers[0] ?? null) : null };
  } catch (error) {
    return { ...result, error: `Flight search failed: ${messageOf(error)}` };
  }
}

export interface ProviderTestResult {
  ok: boolean;
  provider: SearchSourceName;
  status: number;
  error: string | null;
  /** Up to 3 results of the answer, as received. */
  sample: unknown;
  timestamp: string;
}

/** POST /api/providers/test/{name}: one real call to the provider with the operator's route and dates. */
export async function providerTest(
  name: SearchSourceName,
  flow: SearchFlow,
  quotas: QuotaService,
  input: z.output<typeof providerTestSchema>,
  timeoutMs: number,
): Promise<ProviderTestResult> {
  const timestamp = new Date().toISOString();
  if (name === amadeusInfo.name) {
    const answer = await amadeusTest(
      flow,
      quotas,
      {
        origin: input.origin,
        destination: input.destination,
        departureDate: input.startDate,
      },
      timeoutMs,
    );
    const ok = answer.tokenOk && answer.searchOk;
    return { ok, provider: name, status: ok ? 200 : 0, error: answer.error, sample: answer.sample, timestamp };
  }
  const client = flow.providers.travelpayouts.client();
  if (!client) {
    return {
      ok: false,
      provider: name,
      status: 0,
      error: `${travelpayoutsInfo.label} is not configured: set TRAVELPAYOUTS_TOKEN.`,
      sample: null,
      timestamp,
    };
  }
  try {
    const answer = await client.pricesForDates(
      {
        origin: input.origin,
        destination: input.destination,
        departure_at: input.startDate,
        ...(input.endDate ? { return_at: input.endDate } : {}),
        limit: 3,
      },
      AbortSignal.timeout(timeoutMs),
    );
    const items = (answer.body as { data?: unknown[] } | null)?.data;
    return {
      ok: true,
      provider: name,
      status: answer.status,
      error: null,
      sample: Array.isArray(items) ? items.slice(0, 3) : null,
      timestamp,
    };
  } catch (error) {
    return {
      ok: false,
      provider: name,
      status: error instanceof UpstreamError ? error.status : 0,
      error: messageOf(error),
      sample: null,
      timestamp,
    };
  }
}
