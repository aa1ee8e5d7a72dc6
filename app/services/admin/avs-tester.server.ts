import type { z } from "zod";
import type { ServerServices } from "../../../server/context";
import {
  AVS_TEST_LIMIT,
  type avsLatestPricesSchema,
  type avsPricesForDatesSchema,
  type avsWeekMatrixSchema,
} from "../../core/admin/admin-schemas";
import { buildAffiliateLink } from "../../core/affiliate/affiliate-link";
import { notConfiguredMessage } from "../../core/providers/provider";
import { UpstreamError } from "../http-client/upstream-client.server";
import { AVIASALES_ORIGIN } from "../providers/travelpayouts/travelpayouts-mapper";
import { travelpayoutsSource } from "../providers/travelpayouts/travelpayouts-source.server";

export type AvsCall =
  | { endpoint: "prices-for-dates"; input: z.output<typeof avsPricesForDatesSchema> }
  | { endpoint: "week-matrix"; input: z.output<typeof avsWeekMatrixSchema> }
  | { endpoint: "get-latest-prices"; input: z.output<typeof avsLatestPricesSchema> };

export interface AvsAnswer {
  ok: boolean;
  endpoint: AvsCall["endpoint"];
  status: number;
  error: string | null;
  /** The Travelpayouts answer as received (raw JSON for the tester). */
  data: unknown;
  /** The first result's Aviasales page behind our tracked click link, when there is one. */
  deeplink: string | null;
  /** The partner page the tracked link lands on. */
  target: string | null;
}

/** DDMM of an ISO date, as Aviasales search paths write it. */
const ddmm = (date: string) => `${date.slice(8, 10)}${date.slice(5, 7)}`;

/** The Aviasales page of the answer's first result: its own link, else a search path for its dates. */
function aviasalesTarget(call: AvsCall, data: unknown): string | null {
  const items = (data as { data?: unknown } | null)?.data;
  const first = Array.isArray(items) ? (items[0] as Record<string, unknown> | undefined) : undefined;
  if (!first) return null;
  if (typeof first.link === "string" && first.link.startsWith("/")) return `${AVIASALES_ORIGIN}${first.link}`;
  const depart = typeof first.depart_date === "string" ? first.depart_date : null;
  if (!depart || !/^\d{4}-\d{2}-\d{2}$/.test(depart)) return null;
  const back =
    typeof first.return_date === "string" && /^\d{4}-\d{2}-\d{2}$/.test(first.return_date)
      ? ddmm(first.return_date)
      : "";
  return `${AVIASALES_ORIGIN}/search/${call.input.origin}${ddmm(depart)}${call.input.destination}${back}1`;
}

/**
 * Runs one Aviasales tester call (prices for dates, week matrix or latest prices) against the
 * Travelpayouts Data API, at most 5 results.
 */
export async function avsTest(context: ServerServices, call: AvsCall): Promise<AvsAnswer> {
  const provider = context.search.providers.instance(travelpayoutsSource);
  if (!provider) throw new Error("Travelpayouts is not a source of this server's registry.");
  const client = provider.client();
  const base = { endpoint: call.endpoint, data: null, deeplink: null, target: null };
  if (!client)
    return {
      ...base,
      ok: false,
      status: 0,
      error: notConfiguredMessage(provider),
    };
  const signal = AbortSignal.timeout(context.config.upstreamTimeoutMs);
  try {
    const { input } = call;
    const answer =
      call.endpoint === "prices-for-dates"
        ? await client.pricesForDates(
            {
              origin: call.input.origin,
              destination: call.input.destination,
              departure_at: call.input.departure_at,
              ...(call.input.return_at ? { return_at: call.input.return_at } : {}),
              limit: Math.min(call.input.limit ?? AVS_TEST_LIMIT, AVS_TEST_LIMIT),
            },
            signal,
          )
        : call.endpoint === "week-matrix"
          ? await client.weekMatrix(
              {
                origin: input.origin,
                destination: input.destination,
                depart_date: call.input.depart_date,
                ...(call.input.return_date ? { return_date: call.input.return_date } : {}),
              },
              signal,
            )
          : await client.latestPrices(
              {
                origin: input.origin,
                destination: input.destination,
                ...(call.input.beginning_of_period ? { beginning_of_period: call.input.beginning_of_period } : {}),
                period_type: call.input.period_type ?? "month",
                limit: AVS_TEST_LIMIT,
              },
              signal,
            );
    const target = aviasalesTarget(call, answer.body);
    const deeplink = target
      ? buildAffiliateLink({
          program: "aviasales",
          marker: context.config.travelpayoutsMarker,
          subId: "avs_tester",
          origin: input.origin,
          destination: input.destination,
          target,
        }).url
      : null;
    return {
      ok: true,
      endpoint: call.endpoint,
      status: answer.status,
      error: null,
      data: answer.body,
      deeplink,
      target,
    };
  } catch (error) {
    if (error instanceof UpstreamError) {
      return { ...base, ok: false, status: error.status, error: error.message, data: error.body ?? null };
    }
    return { ...base, ok: false, status: 0, error: error instanceof Error ? error.message : String(error) };
  }
}
