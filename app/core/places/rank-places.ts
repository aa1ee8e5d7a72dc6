/**
 * Ranks the places of the index for a normalised query, best first (each tier
 * strictly above the next; inside a tier the airport's size/traffic weight
 * decides, a metro city just above its busiest airport):
 *   1. exact code (a metro city before an airport with the same code);
 *   2. the city name starts with the query ("lond" → London LON, LHR, LGW…);
 *   3. the airport name starts with the query ("heath" → Heathrow);
 *   4. every query word starts a word of the city, airport name or code
 *      ("new york jfk", "charles gaulle");
 *   5. the same, but some words only match the country ("japan");
 *   6. one typo (one letter wrong, missing, extra or two swapped) in a
 *      query word of at least 4 letters that starts no known word
 *      ("lodnon", "zurik", "sao paolo").
 * Two-letter queries also match a multi-word city's initials ("la" → Los Angeles)
 * and the start of an IATA code ("la" → LAX, LAS), both in the city-prefix tier, so
 * size and traffic decide among them: Los Angeles before Likiep Atoll or Long Apung,
 * whose initials are "la" too. Plain TypeScript over the index.
 */
import type { Place } from "../search/types";
import { getMetroCity } from "./metro-cities";
import { words } from "./normalise";
import {
  FIELD_CITY,
  FIELD_CODE,
  FIELD_NAME,
  fieldsStartingWith,
  hasPrefix,
  type PlaceEntry,
  type PlaceIndex,
  prefixMatches,
  typoMatches,
} from "./place-index";

const TIER_CODE = 100_000;
const TIER_CITY_PREFIX = 80_000;
const TIER_NAME_PREFIX = 70_000;
const TIER_WORDS = 50_000;
const TIER_COUNTRY = 30_000;
const TIER_TYPO = 20_000;

/** An index entry and its score (tier + weight): tiers are 10,000 apart, weights at most ~130. */
export interface RankedEntry {
  entry: PlaceEntry;
  score: number;
}

/** Every place matching the normalised query `q`, best first; typos are tried while fewer than `max` match. */
export function rankPlaces(idx: PlaceIndex, q: string, max: number): Place[] {
  return rankEntries(idx, q, max).map((r) => r.entry.place);
}

/** rankPlaces with each entry and its score, for resolving a typed name (resolve-place.ts). */
export function rankEntries(idx: PlaceIndex, q: string, max: number): RankedEntry[] {
  const scores = new Map<number, number>();
  const consider = (entry: number, score: number) => {
    if (score > (scores.get(entry) ?? -1)) scores.set(entry, score);
  };

  const compact = q.replace(/ /g, "").toUpperCase();
  for (const i of idx.byCode.get(compact) ?? []) {
    const entry = idx.entries[i] as PlaceEntry;
    consider(i, TIER_CODE + (entry.place.type === "city" ? 1_000 : 0) + entry.weight);
    // A metro code lists its airports right after it ("nyc" → NYC, JFK, EWR, LGA).
    if (entry.place.type === "city") {
      for (const code of getMetroCity(entry.code)?.airports ?? []) {
        for (const j of idx.byCode.get(code) ?? []) {
          const airport = idx.entries[j] as PlaceEntry;
          if (airport.place.type === "airport") consider(j, TIER_CODE + airport.weight);
        }
      }
    }
  }

  if (/^[a-z]{2}$/.test(q)) {
    for (const i of idx.byInitials.get(q) ?? []) consider(i, TIER_CITY_PREFIX + (idx.entries[i] as PlaceEntry).weight);
    for (const i of idx.byCodeStart.get(q) ?? []) consider(i, TIER_CITY_PREFIX + (idx.entries[i] as PlaceEntry).weight);
  }

  const qWords = words(q);
  if (qWords.length > 0) {
    // Anchor on the longest (most selective) word, check the others on each candidate.
    const anchor = qWords.reduce((a, b) => (b.length > a.length ? b : a));
    const others = qWords.filter((_, i) => i !== qWords.indexOf(anchor));
    const TEXT = FIELD_CITY | FIELD_NAME | FIELD_CODE;
    for (const [entry, anchorFields] of prefixMatches(idx, anchor)) {
      const e = idx.entries[entry] as PlaceEntry;
      let fields = anchorFields;
      let allText = (anchorFields & TEXT) !== 0;
      let ok = true;
      for (const word of others) {
        const f = fieldsStartingWith(e, word);
        if (f === 0) {
          ok = false;
          break;
        }
        fields |= f;
        if ((f & TEXT) === 0) allText = false;
      }
      if (!ok) continue;
      let tier: number;
      if (e.cities.some((c) => c.startsWith(q))) tier = TIER_CITY_PREFIX;
      else if (e.names.some((n) => n.startsWith(q))) tier = TIER_NAME_PREFIX;
      else if (allText) tier = TIER_WORDS + ((fields & FIELD_CITY) !== 0 ? 500 : 0);
      else tier = TIER_COUNTRY;
      consider(entry, tier + e.weight);
    }

    // Typos only when the exact tiers leave room, and only in words of 4+ letters
    // that start no indexed word ("lodnon", not "charles").
    if (scores.size < max) {
      qWords.forEach((word, j) => {
        if (word.length < 4 || hasPrefix(idx, word)) return;
        for (const [entry, fields] of typoMatches(idx, word)) {
          if (scores.has(entry)) continue;
          const e = idx.entries[entry] as PlaceEntry;
          if (!qWords.every((other, i) => i === j || fieldsStartingWith(e, other) !== 0)) continue;
          consider(entry, TIER_TYPO + ((fields & FIELD_CITY) !== 0 ? 500 : 0) + e.weight);
        }
      });
    }
  }

  return [...scores]
    .sort(
      (a, b) =>
        b[1] - a[1] || (idx.entries[a[0]] as PlaceEntry).code.localeCompare((idx.entries[b[0]] as PlaceEntry).code),
    )
    .map(([i, score]) => ({ entry: idx.entries[i] as PlaceEntry, score }));
}
