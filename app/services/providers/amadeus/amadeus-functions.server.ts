/**
 * POST /amadeus-search under the function API, strictly rate-limited: Amadeus' raw answer for
 * operators; anonymous callers get a credentials check and cached offers, never a flight search.
 */
import { z } from "zod";
import { ApiError } from "../../../core/http/api-error";
import { parseInput } from "../../../core/http/validation";
import { notConfiguredMessage } from "../../../core/providers/provider";
import { dropDeparted } from "../../../core/search/departed";
import type { SourceFunctions } from "../source.server";
import { travellersQuery } from "./amadeus-client.server";
import { amadeusErrorMessage } from "./amadeus-mapper";
import type { AmadeusProvider } from "./amadeus-provider.server";

const amadeusDebugSchema = z.object({
  origin: z.unknown(),
  destination: z.unknown(),
  depart: z.unknown(),
  adults: z.unknown().optional(),
  children: z.unknown().optional(),
  infants: z.unknown().optional(),
  cabin: z.unknown().optional(),
  maxResults: z.coerce
    .number({ message: "must be a number from 1 to 50" })
    .int({ message: "must be a whole number from 1 to 50" })
    .min(1, { message: "must be a number from 1 to 50" })
    .max(50, { message: "must be a number from 1 to 50" })
    .default(1),
});

export const amadeusFunctions: SourceFunctions<AmadeusProvider> = {
  methods: { "/amadeus-search": ["POST"] },
  add(router, provider, kit) {
    const sendUpstreamError = (res: Parameters<typeof kit.sendUpstreamError>[0], error: unknown) =>
      kit.sendUpstreamError(res, "amadeus-search", error, amadeusErrorMessage((error as { body?: unknown }).body));

    router.post("/amadeus-search", kit.debugLimit, kit.json("2kb"), async (req, res) => {
      const input = parseInput(amadeusDebugSchema, req.body ?? {});
      const request = kit.parseSearch({
        from: input.origin,
        to: input.destination,
        date: input.depart,
        adults: input.adults,
        children: input.children,
        infants: input.infants,
        cabin: input.cabin,
      });
      const { flags } = await kit.flags();
      const client = provider.client(flags);
      res.set("Cache-Control", "no-store");
      if (!client) {
        throw new ApiError(503, notConfiguredMessage(provider), { stage: "credentials", env: flags.AMADEUS_ENV });
      }
      const signal = kit.clientSignal(req, res);
      if (!kit.isOperator(req)) {
        // Anonymous: check the credentials (a token costs no quota) and show what the cache holds.
        try {
          await client.accessToken(signal);
        } catch (error) {
          if (signal.aborted) return;
          sendUpstreamError(res, error);
          return;
        }
        const cached = await kit.cached(provider.info.name, request);
        const offers = cached ? dropDeparted(cached.offers, new Date()).offers.slice(0, input.maxResults) : [];
        if (signal.aborted) return;
        res.json({
          credentials: "ok",
          environment: flags.AMADEUS_ENV,
          quotaSpent: false,
          note: "Flight offers are searched live for operators only; this checked the credentials and the cache.",
          source: cached ? "cache" : "none",
          ...(cached ? { cachedAt: cached.storedAt } : {}),
          data: offers,
        });
        return;
      }
      const quota = await kit.quotas.consume("FOS");
      if (!quota.allowed) {
        throw new ApiError(
          429,
          `${provider.info.label} quota limit reached for today (${quota.reason}); searches use ${kit.otherSources(provider.info.name)} or the offline engine.`,
          { stage: "quota", quota },
        );
      }
      try {
        const answer = await client.flightOffers(
          {
            originLocationCode: request.from,
            destinationLocationCode: request.to,
            departureDate: request.date,
            ...travellersQuery(request),
            max: input.maxResults,
          },
          signal,
        );
        if (!signal.aborted) res.status(200).json(answer.body);
      } catch (error) {
        if (signal.aborted) return;
        sendUpstreamError(res, error);
      }
    });
  },
};
