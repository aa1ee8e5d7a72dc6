/**
 * `GET {functionsBasePath}/airports?codes=JFK,KEF` → `{ "items": [{ code, name, city, country }] }`:
 * the names a result card's flight details show (the airport table stays on the server).
 * Up to 12 three-letter codes; unknown codes are left out.
 *
 * `GET {functionsBasePath}/autocomplete?q=&limit=10` → `{ "items": Place[] }` (each a place
 * suggestion: id, name, code, type, source, region, country). Bad input is a 400 `{ error }`, never
 * a 500: q must be a single string of at most 64 characters (missing or short → no items), limit a
 * number (clamped to 1–20, default 10). The `error` is in the language of the page that asked.
 */
import express, { type Router } from "express";
import { z } from "zod";
import { serverTranslator } from "../../i18n/catalogue.server";
import { getAirport } from "../../services/places/airports.server";
import {
  clampLimit,
  DEFAULT_LIMIT,
  MAX_QUERY_LENGTH,
  searchPlaces,
  warmPlacesIndex,
} from "../../services/places/search-places.server";
import { perLocale, requestLocale } from "../functions/request-locale.server";

const querySchema = perLocale((t) =>
  z.object({
    q: z
      .string({ message: t("api.places.query") })
      .max(MAX_QUERY_LENGTH, { message: t("api.places.queryTooLong", { max: MAX_QUERY_LENGTH }) })
      .optional(),
    limit: z
      .string({ message: t("api.places.limitText") })
      .trim()
      .regex(/^[+-]?\d+(\.\d+)?$/, { message: t("api.places.limit") })
      .optional(),
  }),
);

const MAX_AIRPORT_CODES = 12;
const codesSchema = perLocale((t) =>
  z
    .string({ message: t("api.places.codesText") })
    .transform((value) => value.split(",").map((code) => code.trim().toUpperCase()))
    .pipe(
      z
        .array(z.string().regex(/^[A-Z]{3}$/, { message: t("api.places.codes") }))
        .min(1)
        .max(MAX_AIRPORT_CODES, { message: t("api.places.tooManyCodes", { max: MAX_AIRPORT_CODES }) }),
    ),
);

export function autocompleteRouter(): Router {
  const router = express.Router();
  // Build the index off the request path so the first query is fast too.
  setImmediate(() => warmPlacesIndex());

  router.get("/autocomplete", (req, res) => {
    const locale = requestLocale(req);
    const parsed = querySchema(locale).safeParse({ q: req.query.q, limit: req.query.limit });
    if (!parsed.success) {
      res.status(400).json({ error: parsed.error.issues[0]?.message ?? serverTranslator(locale)("api.invalidInput") });
      return;
    }
    const { q = "", limit } = parsed.data;
    const items = searchPlaces(q, limit === undefined ? DEFAULT_LIMIT : clampLimit(Number(limit)));
    res.set("Cache-Control", "public, max-age=3600");
    res.json({ items });
  });
  router.get("/airports", (req, res) => {
    const locale = requestLocale(req);
    const parsed = codesSchema(locale).safeParse(req.query.codes);
    if (!parsed.success) {
      res.status(400).json({ error: parsed.error.issues[0]?.message ?? serverTranslator(locale)("api.invalidInput") });
      return;
    }
    const items = [...new Set(parsed.data)].flatMap((code) => {
      const airport = getAirport(code);
      return airport ? [{ code, name: airport.name, city: airport.city, country: airport.countryName }] : [];
    });
    res.set("Cache-Control", "public, max-age=86400");
    res.json({ items });
  });
  return router;
}
