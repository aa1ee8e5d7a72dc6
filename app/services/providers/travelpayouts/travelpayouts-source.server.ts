/** The Travelpayouts Data API as a source of the registry: its variables, checks, tests and debug endpoint. */
import { optionalString, urlWithDefault, withoutTrailingSlash } from "../../../core/config/env-values";
import { notConfiguredMessage } from "../../../core/providers/provider";
import { travelpayoutsInfo } from "../../../core/providers/travelpayouts/travelpayouts-info";
import { UpstreamError } from "../../http-client/upstream-client.server";
import { operatorMessage } from "../shared/operator-message.server";
import { defineSource } from "../source.server";
import { travelpayoutsFunctions } from "./travelpayouts-functions.server";
import { TravelpayoutsProvider } from "./travelpayouts-provider.server";

export const travelpayoutsSource = defineSource({
  info: travelpayoutsInfo,
  env: {
    TRAVELPAYOUTS_TOKEN: optionalString,
    TRAVELPAYOUTS_BASE_URL: urlWithDefault("https://api.travelpayouts.com"),
  },
  settings: (env) => ({
    token: env.TRAVELPAYOUTS_TOKEN,
    baseUrl: withoutTrailingSlash(env.TRAVELPAYOUTS_BASE_URL),
  }),
  services: (settings) => ({ tpToken: Boolean(settings.token) }),
  integration: {
    name: `${travelpayoutsInfo.label} Data API`,
    category: "Flight data",
    notes: () => "Cached Aviasales prices.",
    rateLimitNote: "Aviasales Data API: about 60 requests per minute per token.",
    docsUrl: "https://support.travelpayouts.com/hc/en-us/articles/203956163",
  },
  create: (build) => new TravelpayoutsProvider(build),
  /** prices_for_dates with the operator's route and dates, at most 3 results; free of quota. */
  async operatorTest(provider, input, { timeoutMs }) {
    const client = provider.client();
    if (!client) return { ok: false, status: 0, error: notConfiguredMessage(provider), sample: null };
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
      return { ok: true, status: answer.status, error: null, sample: Array.isArray(items) ? items.slice(0, 3) : null };
    } catch (error) {
      return {
        ok: false,
        status: error instanceof UpstreamError ? error.status : 0,
        error: operatorMessage(error),
        sample: null,
      };
    }
  },
  functions: travelpayoutsFunctions,
});
