/**
 * Place autocomplete over the offline airport table plus the curated metro
 * cities (build-place-index.server.ts), ranked by rank-places.ts. One
 * precomputed index; a query costs well under a millisecond
 * (bench/places-and-engine.bench.ts measures p50/p95).
 * Only airports with scheduled passenger service are suggested; a typed code
 * still searches. Case and diacritics never matter ("zurich" finds Zürich).
 * Fewer than 2 characters → []; the limit is clamped to 1–20. A 3-letter query
 * that is no known code also yields that code as a place first (typed:{code}), so it still searches.
 */

import { normaliseText } from "../../core/places/normalise";
import type { PlaceIndex } from "../../core/places/place-index";
import { rankPlaces } from "../../core/places/rank-places";
import { type PlaceResolution, placeOfCode, resolvePlace } from "../../core/places/resolve-place";
import type { Place } from "../../core/search/types";
import { getAirport } from "./airports.server";
import { buildPlaceIndex } from "./build-place-index.server";

const MIN_QUERY_LENGTH = 2;
export const DEFAULT_LIMIT = 10;
const MAX_LIMIT = 20;
/** Longer queries are cut before matching (no place name needs more). */
export const MAX_QUERY_LENGTH = 64;

let index: PlaceIndex | undefined;

/** Builds the index now (the server warms it at start-up); returns the build time in ms. */
export function warmPlacesIndex(): number {
  const started = performance.now();
  index ??= buildPlaceIndex();
  return performance.now() - started;
}

function getIndex(): PlaceIndex {
  index ??= buildPlaceIndex();
  return index;
}

/** A 3-letter code the index does not know, as a place: id typed:{code}, name and code the code, an airport. */
export function typedPlace(code: string): Place {
  const upper = code.toUpperCase();
  return {
    id: `typed:${upper}`,
    name: upper,
    code: upper,
    type: "airport",
    source: "travelpayouts",
    region: "",
    country: "",
  };
}

/** The place a code names: a metro city (NYC) before an airport (JFK); undefined when unknown. */
export function placeForCode(code: string): Place | undefined {
  return placeOfCode(getIndex(), code.trim());
}

/**
 * What a typed place field stands for (resolve-place.ts): one place, several to choose from, or
 * none. A code the table lacks ("QQX", "Somewhere (QQX)") is kept as typed, as the
 * autocomplete offers it: a live source may know it.
 */
export function resolvePlaceText(text: string): PlaceResolution {
  const resolution = resolvePlace(getIndex(), text);
  if (resolution.kind !== "none" || resolution.reason === "empty") return resolution;
  const code =
    /\(\s*([A-Za-z]{3})\s*\)/.exec(text)?.[1] ?? (/^\s*[A-Za-z]{3}\s*$/.test(text) ? text.trim() : undefined);
  return code ? { kind: "one", place: typedPlace(code) } : resolution;
}

/** limit → an integer in 1–20 (default 10). */
export function clampLimit(limit: unknown): number {
  const n = typeof limit === "number" ? limit : typeof limit === "string" ? Number(limit) : Number.NaN;
  if (!Number.isFinite(n)) return DEFAULT_LIMIT;
  return Math.min(MAX_LIMIT, Math.max(1, Math.floor(n)));
}

/**
 * No code twice: a city whose code is also its main airport's (Bangkok BKK, Istanbul IST,
 * Dallas–Fort Worth DFW) searches the same airports either way, so the city alone is offered.
 */
function uniqueByCode(places: Place[]): Place[] {
  const seen = new Set<string>();
  return places.filter((p) => !seen.has(p.code) && seen.add(p.code));
}

/** Autocomplete: the best places for a query (see rank-places.ts for the order). */
export function searchPlaces(query: string, limit: number = DEFAULT_LIMIT): Place[] {
  const max = clampLimit(limit);
  const raw = typeof query === "string" ? query.trim().slice(0, MAX_QUERY_LENGTH) : "";
  if (raw.length < MIN_QUERY_LENGTH) return [];
  const q = normaliseText(raw);
  if (q.length < MIN_QUERY_LENGTH) return [];
  const idx = getIndex();
  const typed = /^[A-Za-z]{3}$/.test(raw) ? raw.toUpperCase() : undefined;
  const ranked = uniqueByCode(rankPlaces(idx, q, max + 5));
  // The typed place is for codes the table lacks, not for the fields it knows and never suggests.
  if (typed && !idx.byCode.has(typed) && !getAirport(typed)) ranked.unshift(typedPlace(typed));
  return ranked.slice(0, max);
}
