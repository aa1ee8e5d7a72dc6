/**
 * `GET {functionsBasePath}/autocomplete?q=&limit=10` → `{ "items": Place[] }`
 * (spec §3, §7). Bad input is a 400 `{ error }`, never a 500: q must be a
 * single string of at most 64 characters (missing or short → no items), limit
 * a number (clamped to 1–20, default 10).
 */
import express, { type Router } from "express";
import { z } from "zod";
import { clampLimit, DEFAULT_LIMIT, MAX_QUERY_LENGTH, searchPlaces, warmPlacesIndex } from "./search-places.server";

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
  return router;
}
