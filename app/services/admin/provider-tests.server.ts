import type { z } from "zod";
import type { amadeusTestSchema, providerTestSchema } from "../../core/admin/admin-schemas";
import {
  type AmadeusTestResult,
  amadeusTest as runAmadeusTest,
} from "../providers/amadeus/amadeus-operator-test.server";
import { amadeusSource } from "../providers/amadeus/amadeus-source.server";
import type { SearchFlow } from "../search/flow.server";
import type { QuotaService } from "../search/quotas/quotas.server";

export type { AmadeusTestResult } from "../providers/amadeus/amadeus-operator-test.server";

/**
 * POST /api/admin/amadeus/test: the console's Amadeus connection test (a token, then one
 * search that spends one Flight Offers Search call).
 */
export async function amadeusTest(
  flow: SearchFlow,
  quotas: QuotaService,
  input: z.output<typeof amadeusTestSchema>,
  timeoutMs: number,
): Promise<AmadeusTestResult> {
  const provider = flow.providers.instance(amadeusSource);
  if (!provider) throw new Error("Amadeus is not a source of this server's registry.");
  const { flags } = await flow.flags();
  return runAmadeusTest(provider, input, { flags, quotas, timeoutMs });
}

export interface ProviderTestResult {
  ok: boolean;
  provider: string;
  status: number;
  error: string | null;
  /** Up to 3 results of the answer, as received. */
  sample: unknown;
  timestamp: string;
}

/**
 * POST /api/providers/test/{name}: one real call to a source of the registry with the
 * operator's route and dates, as that source's definition makes it.
 */
export async function providerTest(
  name: string,
  flow: SearchFlow,
  quotas: QuotaService,
  input: z.output<typeof providerTestSchema>,
  timeoutMs: number,
): Promise<ProviderTestResult> {
  const timestamp = new Date().toISOString();
  const source = flow.providers.sources.find((s) => s.info.name === name);
  const provider = source && flow.providers.instance(source);
  if (!source || !provider) throw new Error(`Unknown source ${name}`);
  const { flags } = await flow.flags();
  const answer = await source.operatorTest(provider, input, { flags, quotas, timeoutMs });
  return { ...answer, provider: name, timestamp };
}
