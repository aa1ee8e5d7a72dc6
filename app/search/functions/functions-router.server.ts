import express, { type Request, type RequestHandler, type Response, type Router } from "express";
import { z } from "zod";
import type { Config } from "../../config/config.server";
import type { DatabaseHandle } from "../../db/database.server";
import { buildHealth, databaseCheck, healthStatus } from "../../health/health.server";
import { storageCheck } from "../../health/storage-check.server";
import { ApiError, badRequest } from "../../http/api-error";
import { isOperator } from "../../http/operator.server";
import type { RateLimits } from "../../http/rate-limit.server";
import { parseInput } from "../../http/validation";
import { UpstreamError } from "../../http-client/upstream-client.server";
import { travellersQuery } from "../../providers/amadeus/amadeus-client.server";
import { amadeusErrorMessage } from "../../providers/amadeus/amadeus-mapper";
import { notConfiguredMessage } from "../../providers/provider";
import { SEARCH_SOURCES, type SearchSourceName } from "../../providers/registry";
import { searchCacheKey } from "../cache/search-cache.server";
import { dropDeparted } from "../departed";
import { CALENDAR_MODES, calendarModeProblem } from "../flexible-dates";
import { ProviderFailure, redactDebug, type SearchFlow } from "../flow.server";
import { describeFailure } from "../provider-failure.server";
import { createSearchRequestSchema } from "../search-request-schema";
import type { SearchRequest } from "../types";

/**
 * The function API of spec §7 under config.functionsBasePath (default /functions/v1), a
 * thin layer over the search flow (app/search/flow.server.ts):
 *
 * - POST /search-amadeus?debug=1        body {from,to,date,returnDate?,tripType,adults,children?,infants?,cabin?}
 *                                       → {items, _debug}
 * - GET  /search-travelpayouts?from&to&date&returnDate&tripType&adults[&children&infants&cabin]&debug=1
 *                                       → {items, _debug}
 *   (one endpoint per live source of the registry, its path and method from there)
 * - POST /amadeus-search   {origin,destination,depart,adults,children?,infants?,cabin?,maxResults} → Amadeus' raw answer (operators);
 *                          anonymous callers get a credentials check and cached offers, never a flight search
 * - POST /tp-search        {endpoint:'prices_for_dates'|'week_matrix'|'latest', params:{origin,destination,depart_date,currency}}
 *                          → Travelpayouts' raw answer (free of quota; strictly rate-limited)
 * - GET  /health           the health payload with a live test per source (reused for 5 minutes)
 * - GET  /price-calendar?from&to&date[&returnDate&tripType&adults&children&infants&cabin&mode] → {items:[{date,
 *   returnDate?, price, currency, source, foundAt?}], _debug}: mode=strip (default) ±3 days for the price strip,
 *   return trips with the same trip length; mode=grid (return trips) every departure × return pair of ±3 days;
 *   mode=month (one-way) every day of the departure's month. Only days that may be searched are priced.
 *
 * children, infants (default 0) and cabin (economy, premium_economy, business, first; default
 * economy) are additive: a search that sends only the spec's fields is answered as before.
 * Bad input → 400 {error}. A provider failure → {error, _debug} with 502/503/504 (never 500).
 * `_debug` never shows live quota counters to anonymous callers.
 */

const debugWanted = (req: Request) => ["1", "true"].includes(String(req.query.debug ?? ""));

/** An AbortSignal that fires when the client hangs up before the answer is sent. */
function clientSignal(req: Request, res: Response): AbortSignal {
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  req.on("aborted", () => controller.abort());
  return controller.signal;
}

const firstValue = (value: unknown) => (Array.isArray(value) ? value[0] : value);

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
      .refine((c) => c === undefined || c.toLowerCase() === "usd", { message: "must be usd: Fareline shows USD only" }),
  }),
});

const calendarModeSchema = z.object({
  mode: z.enum(CALENDAR_MODES, { message: "must be strip, grid or month" }).default("strip"),
});

/** The labels of the live sources other than `name` ("Travelpayouts"), from the registry. */
const otherSources = (name: string) =>
  SEARCH_SOURCES.filter((s) => s.name !== name)
    .map((s) => s.label)
    .join(" or ");

/** Each endpoint's one JSON body limit, applied before anything else reads the body. */
const json = (limit: string) => express.json({ limit });

export interface FunctionsRouterOptions {
  config: Config;
  database: DatabaseHandle;
  flow: SearchFlow;
  limits: RateLimits;
}

/** The paths of this router and the methods each takes (for 405 answers). */
export function functionMethods(): Record<string, string[]> {
  const table: Record<string, string[]> = {
    "/amadeus-search": ["POST"],
    "/tp-search": ["POST"],
    "/health": ["GET"],
    "/price-calendar": ["GET"],
  };
  for (const source of SEARCH_SOURCES) table[`/${source.endpoint.path}`] = [source.endpoint.method];
  return table;
}

export function createFunctionsRouter({ config, database, flow, limits }: FunctionsRouterOptions): Router {
  const schema = createSearchRequestSchema();
  const router = express.Router();
  const debugLimit: RequestHandler = limits.limiter({
    name: "debug",
    perMinute: config.rateLimits.debugPerMinute,
    message: "Too many debug requests from your address. Please wait a minute.",
  });

  const parseSearch = (input: Record<string, unknown>): SearchRequest =>
    parseInput(schema, {
      from: firstValue(input.from),
      to: firstValue(input.to),
      date: firstValue(input.date),
      returnDate: firstValue(input.returnDate),
      tripType: firstValue(input.tripType),
      adults: firstValue(input.adults),
      children: firstValue(input.children),
      infants: firstValue(input.infants),
      cabin: firstValue(input.cabin),
    });

  const runSearch = async (name: SearchSourceName, input: unknown, req: Request, res: Response) => {
    if (!input || typeof input !== "object")
      throw badRequest(
        "Send the search as a JSON object: from, to, date, tripType, adults, and children, infants and cabin if any.",
      );
    const request = parseSearch(input as Record<string, unknown>);
    const signal = clientSignal(req, res);
    res.set("Cache-Control", "no-store");
    const operator = isOperator(req);
    try {
      const outcome = await flow.searchSource(name, request, { signal });
      if (res.writableEnded || signal.aborted) return;
      res.json(
        debugWanted(req)
          ? { items: outcome.items, _debug: redactDebug(outcome._debug, operator) }
          : { items: outcome.items },
      );
    } catch (error) {
      if (signal.aborted) return; // the client is gone; nobody to answer
      if (error instanceof ProviderFailure) {
        res.status(error.httpStatus).json({ error: error.message, _debug: redactDebug(error.debug, operator) });
        return;
      }
      throw error;
    }
  };

  for (const source of SEARCH_SOURCES) {
    const path = `/${source.endpoint.path}`;
    if (source.endpoint.method === "POST") {
      router.post(path, json("4kb"), async (req, res) => {
        await runSearch(source.name, req.body, req, res);
      });
    } else {
      router.get(path, async (req, res) => {
        await runSearch(source.name, req.query, req, res);
      });
    }
  }

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

  router.get("/price-calendar", async (req, res) => {
    const request = parseSearch(req.query);
    const { mode } = parseInput(calendarModeSchema, { mode: firstValue(req.query.mode) });
    const problem = calendarModeProblem(mode, request.tripType, request.returnDate);
    if (problem) throw badRequest(`mode: ${problem}`);
    const signal = clientSignal(req, res);
    res.set("Cache-Control", "no-store");
    try {
      const answer = await flow.priceCalendar(request, { signal, mode });
      if (!signal.aborted) res.json(debugWanted(req) ? answer : { items: answer.items });
    } catch (error) {
      if (signal.aborted) return;
      throw error;
    }
  });

  router.get("/health", (_req, res) => respondHealth(res, config, database, flow));

  return router;
}

/** The health payload of /api/health and /functions/v1/health: live tests reused for 5 minutes. */
export async function healthPayload(config: Config, database: DatabaseHandle, flow: SearchFlow) {
  const { flags } = await flow.flags();
  const essential = { database: databaseCheck(database), storage: storageCheck(config.dataDir) };
  return buildHealth(config, database, { ...essential, ...flow.healthChecks() }, flags);
}

/** Answers a health request: 503 while the database or the data folder fails (healthStatus). */
export async function respondHealth(res: Response, config: Config, database: DatabaseHandle, flow: SearchFlow) {
  res.set("Cache-Control", "no-store");
  const payload = await healthPayload(config, database, flow);
  res.status(healthStatus(payload)).json(payload);
}
