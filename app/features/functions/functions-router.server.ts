import express, { type Request, type RequestHandler, type Response, type Router } from "express";
import { badRequest } from "../../core/http/api-error";
import { CALENDAR_MODES, calendarModeProblem } from "../../core/search/flexible-dates";
import { ruleText } from "../../core/search/rule-message";
import { ProviderFailure, redactDebug } from "../../core/search/search-outcome";
import { serverTranslator } from "../../i18n/catalogue.server";
import { intlLocale } from "../../i18n/locales";
import type { Config } from "../../services/config/config.server";
import type { DatabaseHandle } from "../../services/db/database.server";
import { buildHealth, databaseCheck, healthStatus } from "../../services/health/health.server";
import { storageCheck } from "../../services/health/storage-check.server";
import { isOperator } from "../../services/http/operator.server";
import { sendPreparedJson } from "../../services/http/prepared-json.server";
import type { RateLimits } from "../../services/http/rate-limit.server";
import type { SearchFlow } from "../../services/search/flow.server";
import { clientSignal, createSearchParser, debugWanted, firstValue, json } from "./function-input.server";
import { requestLocale } from "./request-locale.server";
import { addSourceFunctions, sourceFunctionMethods } from "./source-functions.server";

/**
 * The function API under config.functionsBasePath (default /functions/v1), a
 * thin layer over the search flow (app/services/search/flow.server.ts):
 *
 * - POST /search-amadeus?debug=1        body {from,to,date,returnDate?,tripType,adults,children?,infants?,cabin?}
 *                                       → {items, _debug}
 * - GET  /search-travelpayouts?from&to&date&returnDate&tripType&adults[&children&infants&cabin]&debug=1
 *                                       → {items, _debug}
 *   (one endpoint per live source of the search flow's registry, its path and method from there)
 * - each source's own debug endpoints, declared in its folder (app/services/providers/<source>/):
 *   POST /amadeus-search   {origin,destination,depart,adults,children?,infants?,cabin?,maxResults} → Amadeus' raw answer (operators);
 *                          anonymous callers get a credentials check and cached offers, never a flight search
 *   POST /tp-search        {endpoint:'prices_for_dates'|'week_matrix'|'latest', params:{origin,destination,depart_date,currency}}
 *                          → Travelpayouts' raw answer (free of quota; strictly rate-limited)
 * - GET  /health           the health payload with a live test per source (reused for 5 minutes)
 * - GET  /price-calendar?from&to&date[&returnDate&tripType&adults&children&infants&cabin&mode] → {items:[{date,
 *   returnDate?, price, currency, source, foundAt?}], _debug}: mode=strip (default) ±3 days for the price strip,
 *   return trips with the same trip length; mode=grid (return trips) every departure × return pair of ±3 days;
 *   mode=month (one-way) every day of the departure's month. Only days that may be searched are priced.
 *
 * children, infants (default 0) and cabin (economy, premium_economy, business, first; default
 * economy) are additive: a search that sends only from, to, date, returnDate, tripType and adults is answered as before.
 * Bad input → 400 {error}, in the language of the page that asked (requestLocale). A provider failure → {error, _debug} with 502/503/504 (never 500).
 * `_debug` never shows live quota counters to anonymous callers.
 */
export interface FunctionsRouterOptions {
  config: Config;
  database: DatabaseHandle;
  flow: SearchFlow;
  limits: RateLimits;
}

/** The paths of this router and the methods each takes (for 405 answers). */
export function functionMethods(flow: SearchFlow): Record<string, string[]> {
  const table: Record<string, string[]> = {
    ...sourceFunctionMethods(flow),
    "/health": ["GET"],
    "/price-calendar": ["GET"],
  };
  for (const { info } of flow.providers.sources) table[`/${info.endpoint.path}`] = [info.endpoint.method];
  return table;
}

export function createFunctionsRouter({ config, database, flow, limits }: FunctionsRouterOptions): Router {
  const router = express.Router();
  const debugLimit: RequestHandler = limits.limiter({
    name: "debug",
    perMinute: config.rateLimits.debugPerMinute,
    message: "Too many debug requests from your address. Please wait a minute.",
  });

  const parseSearch = createSearchParser();

  const runSearch = async (name: string, input: unknown, req: Request, res: Response) => {
    const locale = requestLocale(req);
    if (!input || typeof input !== "object") throw badRequest(serverTranslator(locale)("api.search.notAnObject"));
    const request = parseSearch(input as Record<string, unknown>, locale);
    const signal = clientSignal(req, res);
    res.set("Cache-Control", "no-store");
    const operator = isOperator(req);
    try {
      const outcome = await flow.searchSource(name, request, { signal });
      if (res.writableEnded || signal.aborted) return;
      if (debugWanted(req)) res.json({ items: outcome.items, _debug: redactDebug(outcome._debug, operator) });
      // The same list on a repeated search (a cached or remembered answer): its JSON is written once.
      else sendPreparedJson(req, res, outcome.items, () => ({ items: outcome.items }));
    } catch (error) {
      if (signal.aborted) return; // the client is gone; nobody to answer
      if (error instanceof ProviderFailure) {
        res.status(error.httpStatus).json({ error: error.message, _debug: redactDebug(error.debug, operator) });
        return;
      }
      throw error;
    }
  };

  for (const { info } of flow.providers.sources) {
    const path = `/${info.endpoint.path}`;
    if (info.endpoint.method === "POST") {
      router.post(path, json("4kb"), async (req, res) => {
        await runSearch(info.name, req.body, req, res);
      });
    } else {
      router.get(path, async (req, res) => {
        await runSearch(info.name, req.query, req, res);
      });
    }
  }

  addSourceFunctions(router, { flow, debugLimit, parseSearch });

  router.get("/price-calendar", async (req, res) => {
    const locale = requestLocale(req);
    const t = serverTranslator(locale);
    const request = parseSearch(req.query, locale);
    const asked = firstValue(req.query.mode);
    const mode = asked === undefined ? "strip" : CALENDAR_MODES.find((m) => m === asked);
    if (!mode) throw badRequest(`mode: ${t("api.field.calendarMode")}`);
    const problem = calendarModeProblem(mode, request.tripType, request.returnDate);
    if (problem) throw badRequest(`mode: ${ruleText(problem, t, intlLocale(locale))}`);
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
  return buildHealth(config, database, { ...essential, ...flow.healthChecks() }, flow.providers.services(), flags);
}

/** Answers a health request: 503 while the database or the data folder fails (healthStatus). */
export async function respondHealth(res: Response, config: Config, database: DatabaseHandle, flow: SearchFlow) {
  res.set("Cache-Control", "no-store");
  const payload = await healthPayload(config, database, flow);
  res.status(healthStatus(payload)).json(payload);
}
