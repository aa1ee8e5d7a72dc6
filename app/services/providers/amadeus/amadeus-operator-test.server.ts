import { notConfiguredMessage } from "../../../core/providers/provider";
import { operatorMessage } from "../shared/operator-message.server";
import type { OperatorTestContext } from "../source.server";
import { travellersQuery } from "./amadeus-client.server";
import type { AmadeusProvider } from "./amadeus-provider.server";

/** The Amadeus connection test's answer (POST /api/admin/amadeus/test). */
export interface AmadeusTestResult {
  env: "test" | "production";
  base: string;
  tokenOk: boolean;
  searchOk: boolean;
  error: string | null;
  sample: unknown;
  timestamp: string;
}

/**
 * The operator's Amadeus connection test: a token, then one flight-offers search (max 1
 * result) that spends one Flight Offers Search call from the quota, so it is refused when
 * the quota is exhausted (unless force-allowed) like any other live search.
 */
export async function amadeusTest(
  provider: AmadeusProvider,
  input: { origin: string; destination: string; departureDate: string },
  { flags, quotas, timeoutMs }: OperatorTestContext,
): Promise<AmadeusTestResult> {
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
  if (!client) return { ...result, error: notConfiguredMessage(provider) };
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    // A connection test asks for a fresh token: a cached one would hide credentials that stopped working.
    client.invalidateToken();
    await client.accessToken(signal);
    result.tokenOk = true;
  } catch (error) {
    return { ...result, error: `Token request failed: ${operatorMessage(error)}` };
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
    return { ...result, error: `Flight search failed: ${operatorMessage(error)}` };
  }
}
