/**
 * The function API's debug endpoints, strictly rate-limited:
 * - POST /amadeus-search: Amadeus' raw answer for operators; anonymous callers get a
 *   credentials check and cached offers, never a flight search;
 * - POST /tp-search: Travelpayouts' raw answer (free of quota).
 */

import type { RequestHandler, Response, Router } from "express";
import { z } from "zod";
import { BRAND_NAME } from "../../brand/brand";
import { ApiError } from "../../core/http/api-error";
import { parseInput } from "../../core/http/validation";
import { notConfiguredMessage } from "../../core/providers/provider";
import { SEARCH_SOURCES } from "../../core/providers/registry";
import { dropDeparted } from "../../core/search/departed";
import { isOperator } from "../../services/http/operator.server";
import { UpstreamError } from "../../services/http-client/upstream-client.server";
import { travellersQuery } from "../../services/providers/amadeus/amadeus-client.server";
import { amadeusErrorMessage } from "../../services/providers/amadeus/amadeus-mapper";
import { searchCacheKey } from "../../services/search/cache/search-cache.server";
import type { SearchFlow } from "../../services/search/flow.server";
import { describeFailure } from "../../services/search/provider-failure.server";
import { clientSignal, json, type SearchParser } from "./function-input.server";

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

const tpDebugSchema = z.object({
  endpoint: z.enum(["prices_for_dates", "week_matrix", "latest"], {
    message: "must be prices_for_dates, week_matrix or latest",
  }),
  params: z.object({
    origin: z.unknown(),
    destination: z.unknown(),
    depart_date: z.unknown(),
    return_date: z.unknown().optional(),
    currency: z
      .string()
      .optional()
      .refine((c) => c === undefined || c.toLowerCase() === "usd", {
        message: `must be usd: ${BRAND_NAME} shows USD only`,
      }),
  }),
});

/** The labels of the live sources other than `name` ("Travelpayouts"), from the registry. */
const otherSources = (name: string) =>
  SEARCH_SOURCES.filter((s) => s.name !== name)
    .map((s) => s.label)
    .join(" or ");

/** Adds /amadeus-search and /tp-search to the function router, behind the debug rate limit. */
export function addDebugEndpoints(
  router: Router,
  { flow, debugLimit, parseSearch }: { flow: SearchFlow; debugLimit: RequestHandler; parseSearch: SearchParser },
): void {
  /** Answers an upstream failure of a debug endpoint with its status and body. */
  const sendUpstreamError = (res: Response, endpoint: string, error: unknown) => {
    if (!(error instanceof UpstreamError)) throw error;
    const { status: fallbackStatus, message } = describeFailure(error);
    const status = error.status >= 400 ? error.status : fallbackStatus;
    const detail = amadeusErrorMessage(error.body);
    res.status(status).json({
      error: `${message}${detail && !message.includes(detail) ? ` ${detail}` : ""}`,
      endpoint,
      upstreamStatus: error.status,
      stage: error.stage ?? endpoint,
      kind: error.kind,
      body: error.body,
    });
  };

  router.post("/amadeus-search", debugLimit, json("2kb"), async (req, res) => {
    const input = parseInput(amadeusDebugSchema, req.body ?? {});
    const request = parseSearch({
      from: input.origin,
      to: input.destination,
      date: input.depart,
      adults: input.adults,
      children: input.children,
      infants: input.infants,
      cabin: input.cabin,
    });
    const { flags } = await flow.flags();
    const provider = flow.providers.amadeus;
    const client = provider.client(flags);
    res.set("Cache-Control", "no-store");
    if (!client) {
      throw new ApiError(503, notConfiguredMessage(provider), {
        stage: "credentials",
        env: flags.AMADEUS_ENV,
      });
    }
    const signal = clientSignal(req, res);
    if (!isOperator(req)) {
      // Anonymous: check the credentials (a token costs no quota) and show what the cache holds.
      try {
        await client.accessToken(signal);
      } catch (error) {
        if (signal.aborted) return;
        sendUpstreamError(res, "amadeus-search", error);
        return;
      }
      const cached = await flow.cache.get(searchCacheKey(provider.info.name, request));
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
    const quota = await flow.quotas.consume("FOS");
    if (!quota.allowed) {
      throw new ApiError(
        429,
        `${provider.info.label} quota limit reached for today (${quota.reason}); searches use ${otherSources(provider.info.name)} or the offline engine.`,
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
      sendUpstreamError(res, "amadeus-search", error);
    }
  });

  router.post("/tp-search", debugLimit, json("2kb"), async (req, res) => {
    const input = parseInput(tpDebugSchema, req.body ?? {});
    const request = parseSearch({
      from: input.params.origin,
      to: input.params.destination,
      date: input.params.depart_date,
      returnDate: input.params.return_date,
      tripType: input.params.return_date ? "roundtrip" : "oneway",
    });
    const provider = flow.providers.travelpayouts;
    const client = provider.client();
    res.set("Cache-Control", "no-store");
    if (!client) throw new ApiError(503, notConfiguredMessage(provider), { stage: "credentials" });
    const signal = clientSignal(req, res);
    try {
      const answer =
        input.endpoint === "prices_for_dates"
          ? await client.pricesForDates(
              {
                origin: request.from,
                destination: request.to,
                departure_at: request.date,
                ...(request.returnDate ? { return_at: request.returnDate } : {}),
                limit: 5,
              },
              signal,
            )
          : input.endpoint === "week_matrix"
            ? await client.weekMatrix(
                {
                  origin: request.from,
                  destination: request.to,
                  depart_date: request.date,
                  ...(request.returnDate ? { return_date: request.returnDate } : {}),
                },
                signal,
              )
            : await client.latestPrices(
                {
                  origin: request.from,
                  destination: request.to,
                  beginning_of_period: `${request.date.slice(0, 7)}-01`,
                },
                signal,
              );
      if (!signal.aborted) res.status(200).json(answer.body);
    } catch (error) {
      if (signal.aborted) return;
      sendUpstreamError(res, `tp-search/${input.endpoint}`, error);
    }
  });
}
