/**
 * `GET {functionsBasePath}/airports?codes=JFK,KEF` → `{ "items": [{ code, name, city, country }] }`:
 * the names a result card's flight details show (the airport table stays on the server).
 * Up to 12 three-letter codes; unknown codes are left out.
 *
 * `GET {functionsBasePath}/autocomplete?q=&limit=10` → `{ "items": Place[] }` (each a place
 * suggestion: id, name, code, type, source, region, country). Bad input is a 400 `{ error }`, never
 * a 500: q must be a single string of at most 64 characters (missing or short → no items), limit a
 * number (clamped to 1–20, default 10).
 */
import express, { type Router } from "express";
import { z } from "zod";
import { getAirport } from "../../services/places/airports.server";
import {
  clampLimit,
  DEFAULT_LIMIT,
  MAX_QUERY_LENGTH,
  searchPlaces,
  warmPlacesIndex,
} from "../../services/places/search-places.server";

const querySchema = z.object({
  q: z
    .string({ message: "q must be a single text value" })
    .max(MAX_QUERY_LENGTH, { message: `q must be at most ${MAX_QUERY_LENGTH} characters` })
    .optional(),
  limit: z
    .string({ message: "limit must be a single number" })
    .trim()
    .regex(/^[+-]?\d+(\.\d+)?$/, { message: "limit must be a number between 1 and 20" })
    .optional(),
});

const MAX_AIRPORT_CODES = 12;
const codesSchema = z
  .string({ message: "codes must be a single comma-separated list of IATA codes" })
  .transform((value) => value.split(",").map((code) => code.trim().toUpperCase()))
  .pipe(
    z
      .array(z.string().regex(/^[A-Z]{3}$/, { message: "codes must be three-letter IATA airport codes" }))
      .min(1)
      .max(MAX_AIRPORT_CODES, { message: `codes may list at most ${MAX_AIRPORT_CODES} airports` }),
  );

export function autocompleteRouter(): Router {
  const router = express.Router();
  // Build the index off the request path so the first query is fast too.
  setImmediate(() => warmPlacesIndex());

  router.get("/autocomplete", (req, res) => {
    const parsed = querySchema.safeParse({ q: req.query.q, limit: req.query.limit });
    if (!parsed.success) {
      res.status(400).json({ error: parsed.error.issues[0]?.message ?? "Invalid autocomplete query" });
      return;
    }
    const { q = "", limit } = parsed.data;
    const items = searchPlaces(q, limit === undefined ? DEFAULT_LIMIT : clampLimit(Number(limit)));
    res.set("Cache-Control", "public, max-age=3600");
    res.json({ items });
  });
  router.get("/airports", (req, res) => {
    const parsed = codesSchema.safeParse(req.query.codes);
    if (!parsed.success) {
      res.status(400).json({ error: parsed.error.issues[0]?.message ?? "Invalid airport codes" });
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
