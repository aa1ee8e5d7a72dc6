/** What every endpoint of the function API reads from its request. */
import express, { type Request, type Response } from "express";
import { parseInput } from "../../core/http/validation";
import { createSearchRequestSchema } from "../../core/search/search-request-schema";
import type { SearchRequest } from "../../core/search/types";
import type { Locale } from "../../i18n/locales";
import { resolvePlaceText } from "../../services/places/search-places.server";
import { perLocale } from "./request-locale.server";

export const debugWanted = (req: Request) => ["1", "true"].includes(String(req.query.debug ?? ""));

/** An AbortSignal that fires when the client hangs up before the answer is sent. */
export function clientSignal(req: Request, res: Response): AbortSignal {
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  req.on("aborted", () => controller.abort());
  return controller.signal;
}

export const firstValue = (value: unknown) => (Array.isArray(value) ? value[0] : value);

/** Each endpoint's one JSON body limit, applied before anything else reads the body. */
export const json = (limit: string) => express.json({ limit });

/**
 * A search from a body or a query string (a repeated parameter's first value); bad input → 400,
 * its reason in `locale` (the caller's page, requestLocale), whose dates it also reads.
 */
export type SearchParser = (input: Record<string, unknown>, locale?: Locale) => SearchRequest;

export function createSearchParser(): SearchParser {
  const schemas = perLocale((t, locale) => createSearchRequestSchema({ t, locale, places: resolvePlaceText }));
  return (input, locale = "en") =>
    parseInput(schemas(locale), {
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
}
