import express, { type Request, type Response, type Router } from "express";
import { z } from "zod";
import { buildHealth, databaseCheck } from "../health/health.server";
import { ApiError, badRequest } from "../http/api-error";
import { parseInput } from "../http/validation";
import { UpstreamError } from "../http-client/upstream-client.server";
import { amadeusErrorMessage } from "../providers/amadeus/amadeus-mapper";
import { searchDateWindow } from "../search/search-params";
import { createSearchRequestSchema } from "../search/search-request-schema";
import type { SearchRequest } from "../search/types";
import {
  describeFailure,
  ProviderFailure,
  SearchServices,
  type ServiceContext,
  type ServiceDeps,
} from "./search-service.server";

/**
 * The function API of spec §7 under config.functionsBasePath (default /functions/v1):
 *
 * - POST /search-amadeus?debug=1        body {from,to,date,returnDate?,tripType,adults} → {items, _debug}
 * - GET  /search-travelpayouts?from&to&date&returnDate&tripType&adults&debug=1 → {items, _debug}
 * - POST /amadeus-search   {origin,destination,depart,adults,maxResults} → Amadeus' raw answer
 * - POST /tp-search        {endpoint:'prices_for_dates'|'week_matrix'|'latest', params:{origin,destination,depart_date,currency}}
 *                          → Travelpayouts' raw answer
 * - GET  /health           the health payload with a live test per source
 * - GET  /price-calendar?from&to&date[&adults] → {items:[{date, price, currency, source, foundAt?}], _debug}
 *   (±3 days around date for the price strip; price null when no fare is known; source
 *   "travelpayouts" = a cached real price with its foundAt, "sample" = offline estimate)
 *
 * Bad input → 400 {error}. A provider failure → {error, _debug} with 502/503/504 (never 500).
 * The debug endpoints answer the upstream's own status and body when it fails, and 503
 * with a clear error when the provider has no credentials (they exist to test credentials).
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

export interface FunctionsApi {
  router: Router;
  services: SearchServices;
}

export function createFunctionsRouter(context: ServiceContext, deps: ServiceDeps): FunctionsApi {
  const services = new SearchServices(context, deps);
  const schema = createSearchRequestSchema();
  const router = express.Router();
  router.use(express.json({ limit: "20kb" }));

  const parseSearch = (input: Record<string, unknown>): SearchRequest =>
    parseInput(schema, {
      from: firstValue(input.from),
      to: firstValue(input.to),
      date: firstValue(input.date),
      returnDate: firstValue(input.returnDate),
      tripType: firstValue(input.tripType),
      adults: firstValue(input.adults),
    });

  const runSearch = async (provider: "amadeus" | "travelpayouts", input: unknown, req: Request, res: Response) => {
    if (!input || typeof input !== "object")
      throw badRequest("Send the search as a JSON object: from, to, date, tripType, adults.");
    const request = parseSearch(input as Record<string, unknown>);
    const signal = clientSignal(req, res);
    res.set("Cache-Control", "no-store");
    try {
      const outcome = await services.search(provider, request, signal);
      if (res.writableEnded || signal.aborted) return;
      res.json(debugWanted(req) ? outcome : { items: outcome.items });
    } catch (error) {
      if (signal.aborted) return; // the client is gone; nobody to answer
      if (error instanceof ProviderFailure) {
        res.status(error.httpStatus).json({ error: error.message, _debug: error.debug });
        return;
      }
      throw error;
    }
  };

  router.post("/search-amadeus", async (req, res) => {
    await runSearch("amadeus", req.body, req, res);
  });
  router.get("/search-travelpayouts", async (req, res) => {
    await runSearch("travelpayouts", req.query, req, res);
  });

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

  router.post("/amadeus-search", async (req, res) => {
    const input = parseInput(amadeusDebugSchema, req.body ?? {});
    const request = parseSearch({
      from: input.origin,
      to: input.destination,
      date: input.depart,
      adults: input.adults,
    });
    const { flags } = await services.flags.effective();
    const client = services.amadeus(flags);
    res.set("Cache-Control", "no-store");
    if (!client) {
      throw new ApiError(503, "Amadeus is not configured: set AMADEUS_CLIENT_ID and AMADEUS_CLIENT_SECRET.", {
        stage: "credentials",
        env: flags.AMADEUS_ENV,
      });
    }
    const quota = await services.quotas.consume("FOS");
    if (!quota.allowed) {
      throw new ApiError(
        429,
        `Amadeus quota limit reached for today (${quota.reason}); searches use Travelpayouts or the offline engine.`,
        {
          stage: "quota",
          quota,
        },
      );
    }
    const signal = clientSignal(req, res);
    try {
      const answer = await client.flightOffers(
        {
          originLocationCode: request.from,
          destinationLocationCode: request.to,
          departureDate: request.date,
          adults: request.adults,
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

  router.post("/tp-search", async (req, res) => {
    const input = parseInput(tpDebugSchema, req.body ?? {});
    const request = parseSearch({
      from: input.params.origin,
      to: input.params.destination,
      date: input.params.depart_date,
      returnDate: input.params.return_date,
      tripType: input.params.return_date ? "roundtrip" : "oneway",
    });
    const client = services.travelpayouts();
    res.set("Cache-Control", "no-store");
    if (!client) {
      throw new ApiError(503, "Travelpayouts is not configured: set TRAVELPAYOUTS_TOKEN.", { stage: "credentials" });
    }
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
    const request = parseSearch({ ...req.query, tripType: "oneway", returnDate: undefined });
    const signal = clientSignal(req, res);
    res.set("Cache-Control", "no-store");
    const { earliest } = searchDateWindow();
    try {
      const answer = await services.priceCalendar(request, earliest, signal);
      if (!signal.aborted) res.json(debugWanted(req) ? answer : { items: answer.items });
    } catch (error) {
      if (signal.aborted) return;
      throw error;
    }
  });

  router.get("/health", async (_req, res) => {
    res.set("Cache-Control", "no-store");
    const { flags } = await services.flags.effective();
    res.json(
      await buildHealth(
        context.config,
        context.database,
        {
          ...services.healthChecks(),
          database: databaseCheck(context.database),
        },
        flags,
      ),
    );
  });

  // No catch-all 404 here: /autocomplete (app/places) is mounted on the same base after this router.
  return { router, services };
}
