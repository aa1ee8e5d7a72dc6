/**
 * Place autocomplete over the offline airport table plus the curated metro
 * cities. One precomputed index of normalised words (sorted, for prefix
 * ranges by binary search) and their postings; a query costs well under a
 * millisecond (bench/places-and-engine.bench.ts measures p50/p95).
 *
 * Ranking, best first (each tier strictly above the next; inside a tier the
 * airport's size/traffic weight decides, a metro city just above its busiest
 * airport):
 *   1. exact code (a metro city before an airport with the same code);
 *   2. the city name starts with the query ("lond" → London LON, LHR, LGW…);
 *   3. the airport name starts with the query ("heath" → Heathrow);
 *   4. every query word starts a word of the city, airport name or code
 *      ("new york jfk", "charles gaulle");
 *   5. the same, but some words only match the country ("japan");
 *   6. one typo (one letter wrong, missing, extra or two swapped) in a
 *      query word of at least 4 letters that starts no known word
 *      ("lodnon", "zurik", "sao paolo").
 * Two-letter queries also match a multi-word city's initials ("la" → Los Angeles,
 * just below an exact code) and the start of an IATA code ("la" → LAX, LAS, in the
 * city-prefix tier), as travellers type them.
 * Only airports with scheduled passenger service are suggested: military bases,
 * private and general-aviation fields and closed airports never are
 * (`isSuggestable`); a typed code still searches.
 * Case and diacritics never matter ("zurich" finds Zürich). Fewer than 2
 * characters → []; the limit is clamped to 1–20. A 3-letter query that is no
 * known code also yields the typed place of spec §3 first.
 */
import type { Place } from "../search/types";
import { type Airport, allAirports, CLOSED_AIRPORTS, getAirport, METRO_CITIES } from "./airports.server";
import { getMetroCity } from "./metro-cities";
import { normaliseText, words } from "./normalise";

export const MIN_QUERY_LENGTH = 2;
export const DEFAULT_LIMIT = 10;
export const MAX_LIMIT = 20;
/** Longer queries are cut before matching (no place name needs more). */
export const MAX_QUERY_LENGTH = 64;
export const PLACE_SOURCE = "offline";

const FIELD_CITY = 1;
const FIELD_NAME = 2;
const FIELD_COUNTRY = 4;
const FIELD_CODE = 8;

const TIER_CODE = 100_000;
const TIER_INITIALS = 90_000;
const TIER_CITY_PREFIX = 80_000;
const TIER_NAME_PREFIX = 70_000;
const TIER_WORDS = 50_000;
const TIER_COUNTRY = 30_000;
const TIER_TYPO = 20_000;

interface Entry {
  place: Place;
  code: string;
  weight: number;
  /** Normalised city names: the city, its aliases (and for a metro, the dataset's spelling). */
  cities: string[];
  names: string[];
  /** Every indexed word of the entry and its field bit (parallel arrays). */
  words: string[];
  fields: number[];
}

interface Index {
  entries: Entry[];
  byCode: Map<string, number[]>;
  /** Entries by the initials of a multi-word city ("la" → Los Angeles) and by a code's first two letters. */
  byInitials: Map<string, number[]>;
  byCodeStart: Map<string, number[]>;
  dict: string[];
  /** Parallel to dict: entry index * 16 + field bits. */
  postings: number[][];
  /** Dictionary ids by first and by second letter, for the typo scan (one edit keeps one of them). */
  byFirst: Map<string, number[]>;
  bySecond: Map<string, number[]>;
  /** Scan stamps per dictionary word (dedup without allocating a Set per query). */
  seen: Uint32Array;
  scan: number;
}

let index: Index | undefined;

/**
 * Other names travellers type for a few big cities (local spellings, former
 * names), matched like the city name. Keys are metro or airport codes.
 */
export const CITY_ALIASES: Readonly<Record<string, readonly string[]>> = {
  MUC: ["München"],
  CGN: ["Köln", "Cologne"],
  VIE: ["Wien"],
  PRG: ["Praha"],
  ROM: ["Roma"],
  MIL: ["Milano"],
  FLR: ["Firenze"],
  VCE: ["Venezia"],
  NAP: ["Napoli"],
  TRN: ["Torino"],
  LIS: ["Lisboa"],
  MOW: ["Moskva"],
  WAW: ["Warszawa"],
  CPH: ["København", "Kobenhavn"],
  BRU: ["Brussel", "Bruxelles"],
  GVA: ["Genève", "Genf"],
  GOT: ["Göteborg"],
  ATH: ["Athina"],
  BJS: ["Peking"],
  BOM: ["Bombay"],
  MAA: ["Madras"],
  CCU: ["Calcutta"],
  SGN: ["Saigon", "Ho Chi Minh City"],
  DEL: ["New Delhi"],
  NYC: ["New York City", "NYC"],
  WAS: ["Washington DC", "Washington D.C."],
  DFW: ["Dallas", "Fort Worth"],
  DPS: ["Bali"],
  PMI: ["Majorca", "Mallorca"],
  HKT: ["Phuket"],
  MLE: ["Maldives"],
  LED: ["Saint Petersburg", "St Petersburg", "Sankt-Peterburg"],
};

/** Names of military fields, whatever their flags say (some keep a "scheduled" flag from a past service). */
const MILITARY_NAME =
  /\b(air ?base|air force|afb|army air ?field|army airfield|naval air|joint base|raf|royal air force|military|air station)\b/i;

/**
 * Whether autocomplete may offer an airport: scheduled passenger service, not a military
 * field, not closed. Van Nuys (general aviation), Yokota Air Base or Vélizy–Villacoublay
 * are never suggested.
 */
export function isSuggestable(a: Airport): boolean {
  return a.scheduled && !MILITARY_NAME.test(a.name) && !MILITARY_NAME.test(a.altName) && !CLOSED_AIRPORTS.has(a.code);
}

function airportPlace(a: Airport): Place {
  return {
    id: `airport:${a.code}`,
    name: a.name,
    code: a.code,
    type: "airport",
    source: PLACE_SOURCE,
    region: a.city,
    country: a.countryName,
  };
}

function buildIndex(): Index {
  const entries: Entry[] = [];
  const countries = new Map<string, string>();
  const normaliseCountry = (name: string) => {
    let n = countries.get(name);
    if (n === undefined) {
      n = normaliseText(name);
      countries.set(name, n);
    }
    return n;
  };
  // word → entry index * 16 + field bit (an entry may appear once per field).
  const wordMap = new Map<string, number[]>();
  const add = (entryIndex: number, text: string, field: number) => addWords(entryIndex, normaliseText(text), field);
  const addWords = (entryIndex: number, normalised: string, field: number) => {
    const entry = entries[entryIndex] as Entry;
    for (const word of words(normalised)) {
      entry.words.push(word);
      entry.fields.push(field);
      const posting = wordMap.get(word);
      if (posting) posting.push(entryIndex * 16 + field);
      else wordMap.set(word, [entryIndex * 16 + field]);
    }
  };

  for (const metro of METRO_CITIES) {
    const airports = metro.airports.map((c) => getAirport(c)).filter((a): a is Airport => a !== undefined);
    const main = airports[0];
    if (!main) continue;
    const i = entries.length;
    entries.push({
      place: {
        id: `city:${metro.code}`,
        name: metro.name,
        code: metro.code,
        type: "city",
        source: PLACE_SOURCE,
        region: metro.name,
        country: main.countryName,
      },
      code: metro.code,
      // Just above the city's busiest airport.
      weight: Math.max(...airports.map((a) => a.weight)) + 1,
      cities: [metro.name, main.city, ...(CITY_ALIASES[metro.code] ?? [])].map(normaliseText),
      names: [],
      words: [],
      fields: [],
    });
    add(i, metro.name, FIELD_CITY);
    // The dataset's own spelling of the city too ("New York City", "Reykjavík").
    add(i, main.city, FIELD_CITY);
    add(i, main.countryName, FIELD_COUNTRY);
    add(i, metro.code, FIELD_CODE);
    for (const alias of CITY_ALIASES[metro.code] ?? []) add(i, alias, FIELD_CITY);
  }
  for (const airport of allAirports()) {
    if (!isSuggestable(airport)) continue;
    const i = entries.length;
    const city = normaliseText(airport.city);
    const names = [normaliseText(airport.name)];
    if (airport.altName) names.push(normaliseText(airport.altName));
    entries.push({
      place: airportPlace(airport),
      code: airport.code,
      weight: airport.weight,
      cities: [city, ...(CITY_ALIASES[airport.code] ?? []).map(normaliseText)],
      names,
      words: [],
      fields: [],
    });
    addWords(i, city, FIELD_CITY);
    for (const name of names) addWords(i, name, FIELD_NAME);
    for (const alias of CITY_ALIASES[airport.code] ?? []) add(i, alias, FIELD_CITY);
    addWords(i, normaliseCountry(airport.countryName), FIELD_COUNTRY);
    addWords(i, airport.code.toLowerCase(), FIELD_CODE);
  }

  const byCode = new Map<string, number[]>();
  const byInitials = new Map<string, number[]>();
  const byCodeStart = new Map<string, number[]>();
  const push = (map: Map<string, number[]>, key: string, i: number) => {
    const list = map.get(key);
    if (list) list.push(i);
    else map.set(key, [i]);
  };
  entries.forEach((entry, i) => {
    push(byCode, entry.code, i);
    push(byCodeStart, entry.code.slice(0, 2).toLowerCase(), i);
    const cityWords = words(entry.cities[0] ?? "");
    if (cityWords.length >= 2) push(byInitials, cityWords.map((w) => w[0]).join(""), i);
  });

  // Flat copies of the words (split() leaves slices of the long name strings).
  const dict = [...wordMap.keys()].sort().map((w) => w.split("").join(""));
  const postings = dict.map((word) => wordMap.get(word) ?? []);
  const byFirst = new Map<string, number[]>();
  const bySecond = new Map<string, number[]>();
  const bucket = (map: Map<string, number[]>, key: string | undefined, id: number) => {
    if (key === undefined) return;
    const list = map.get(key);
    if (list) list.push(id);
    else map.set(key, [id]);
  };
  dict.forEach((word, i) => {
    bucket(byFirst, word[0], i);
    bucket(bySecond, word[1], i);
  });
  return {
    entries,
    byCode,
    byInitials,
    byCodeStart,
    dict,
    postings,
    byFirst,
    bySecond,
    seen: new Uint32Array(dict.length),
    scan: 0,
  };
}

/** Builds the index now (the server warms it at start-up); returns the build time in ms. */
export function warmPlacesIndex(): number {
  const started = performance.now();
  index ??= buildIndex();
  return performance.now() - started;
}

function getIndex(): Index {
  index ??= buildIndex();
  return index;
}

/** First dictionary position whose word is ≥ prefix. */
function lowerBound(dict: string[], prefix: string): number {
  let lo = 0;
  let hi = dict.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((dict[mid] as string) < prefix) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Entries (→ field bits) with a word starting with `prefix`. */
function prefixMatches(idx: Index, prefix: string): Map<number, number> {
  const found = new Map<number, number>();
  for (let i = lowerBound(idx.dict, prefix); i < idx.dict.length; i++) {
    if (!(idx.dict[i] as string).startsWith(prefix)) break;
    for (const p of idx.postings[i] as number[]) {
      const entry = Math.floor(p / 16);
      found.set(entry, (found.get(entry) ?? 0) | (p % 16));
    }
  }
  return found;
}

/** Whether `a` and the first `lb` characters of `b` differ by at most one edit (no allocation). */
function oneEditOfPrefix(a: string, b: string, lb: number): boolean {
  const la = a.length;
  if (Math.abs(la - lb) > 1 || lb > b.length) return false;
  let i = 0;
  while (i < la && i < lb && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  if (i === la && i === lb) return true;
  const rest = (ai: number, bi: number) => {
    while (ai < la && bi < lb) {
      if (a.charCodeAt(ai) !== b.charCodeAt(bi)) return false;
      ai++;
      bi++;
    }
    return ai === la && bi === lb;
  };
  if (la === lb) {
    // One substitution, or one adjacent transposition.
    if (rest(i + 1, i + 1)) return true;
    return (
      i + 1 < la &&
      a.charCodeAt(i) === b.charCodeAt(i + 1) &&
      a.charCodeAt(i + 1) === b.charCodeAt(i) &&
      rest(i + 2, i + 2)
    );
  }
  return la > lb ? rest(i + 1, i) : rest(i, i + 1);
}

/** Whether a and b differ by at most one edit (substitution, insertion, deletion or adjacent swap). */
export function withinOneEdit(a: string, b: string): boolean {
  return oneEditOfPrefix(a, b, b.length);
}

/** Whether any dictionary word starts with `prefix`. */
function hasPrefix(idx: Index, prefix: string): boolean {
  const i = lowerBound(idx.dict, prefix);
  return i < idx.dict.length && (idx.dict[i] as string).startsWith(prefix);
}

/**
 * Whether `word` is one edit (substitution, adjacent swap, extra or missing
 * letter) away from some prefix of `candidate`: "lodnon" ~ "london",
 * "zurik" ~ "zuric|h", "frankfrut" ~ "frankfurt". No allocation.
 */
export function typoOfPrefix(word: string, candidate: string): boolean {
  const n = word.length;
  const m = candidate.length;
  let i = 0;
  while (i < n && i < m && word.charCodeAt(i) === candidate.charCodeAt(i)) i++;
  if (i >= n - 1) return m >= n - 1;
  return (
    sameFrom(word, i + 1, candidate, i + 1) || // substitution
    (word.charCodeAt(i) === candidate.charCodeAt(i + 1) &&
      word.charCodeAt(i + 1) === candidate.charCodeAt(i) &&
      sameFrom(word, i + 2, candidate, i + 2)) || // swap
    sameFrom(word, i + 1, candidate, i) || // extra letter in the word
    sameFrom(word, i, candidate, i + 1) // missing letter in the word
  );
}

/** Whether word[a..) equals candidate[b..b + rest). A top-level function: hot loops must not allocate closures. */
function sameFrom(word: string, a: number, candidate: string, b: number): boolean {
  const n = word.length;
  if (b + (n - a) > candidate.length) return false;
  for (; a < n; a++, b++) if (word.charCodeAt(a) !== candidate.charCodeAt(b)) return false;
  return true;
}

/** Entries with a word one edit away from `word` or from a prefix of it. */
function typoMatches(idx: Index, word: string): Map<number, number> {
  const found = new Map<number, number>();
  const w0 = word[0] as string;
  const w1 = word[1] as string;
  // One edit keeps the first letter, or the second, or swaps or shifts them.
  const stamp = ++idx.scan;
  for (const list of [idx.byFirst.get(w0), idx.bySecond.get(w1), idx.byFirst.get(w1), idx.bySecond.get(w0)]) {
    if (!list) continue;
    for (const id of list) {
      if (idx.seen[id] === stamp) continue;
      idx.seen[id] = stamp;
      if (!typoOfPrefix(word, idx.dict[id] as string)) continue;
      for (const p of idx.postings[id] as number[]) {
        const entry = Math.floor(p / 16);
        found.set(entry, (found.get(entry) ?? 0) | (p % 16));
      }
    }
  }
  return found;
}

/** The field bits of an entry's words that start with `prefix` (0 when none does). */
function fieldsStartingWith(entry: Entry, prefix: string): number {
  let fields = 0;
  for (let i = 0; i < entry.words.length; i++) {
    if ((entry.words[i] as string).startsWith(prefix)) fields |= entry.fields[i] as number;
  }
  return fields;
}

/** The typed place of spec §3 for a 3-letter code the index does not know. */
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
  const entries = getIndex().byCode.get(code.trim().toUpperCase()) ?? [];
  const places = entries.map((i) => (getIndex().entries[i] as Entry).place);
  return places.find((p) => p.type === "city") ?? places[0];
}

/** limit → an integer in 1–20 (default 10). */
export function clampLimit(limit: unknown): number {
  const n = typeof limit === "number" ? limit : typeof limit === "string" ? Number(limit) : Number.NaN;
  if (!Number.isFinite(n)) return DEFAULT_LIMIT;
  return Math.min(MAX_LIMIT, Math.max(1, Math.floor(n)));
}

/** Autocomplete: the best places for a query (see the ranking above). */
export function searchPlaces(query: string, limit: number = DEFAULT_LIMIT): Place[] {
  const max = clampLimit(limit);
  const raw = typeof query === "string" ? query.trim().slice(0, MAX_QUERY_LENGTH) : "";
  if (raw.length < MIN_QUERY_LENGTH) return [];
  const q = normaliseText(raw);
  if (q.length < MIN_QUERY_LENGTH) return [];
  const idx = getIndex();
  const scores = new Map<number, number>();
  const consider = (entry: number, score: number) => {
    if (score > (scores.get(entry) ?? -1)) scores.set(entry, score);
  };

  const typed = /^[A-Za-z]{3}$/.test(raw) ? raw.toUpperCase() : undefined;
  const compact = q.replace(/ /g, "").toUpperCase();
  for (const i of idx.byCode.get(compact) ?? []) {
    const entry = idx.entries[i] as Entry;
    consider(i, TIER_CODE + (entry.place.type === "city" ? 1_000 : 0) + entry.weight);
    // A metro code lists its airports right after it ("nyc" → NYC, JFK, EWR, LGA).
    if (entry.place.type === "city") {
      for (const code of getMetroCity(entry.code)?.airports ?? []) {
        for (const j of idx.byCode.get(code) ?? []) {
          const airport = idx.entries[j] as Entry;
          if (airport.place.type === "airport") consider(j, TIER_CODE + airport.weight);
        }
      }
    }
  }

  if (/^[a-z]{2}$/.test(q)) {
    for (const i of idx.byInitials.get(q) ?? []) consider(i, TIER_INITIALS + (idx.entries[i] as Entry).weight);
    for (const i of idx.byCodeStart.get(q) ?? []) consider(i, TIER_CITY_PREFIX + (idx.entries[i] as Entry).weight);
  }

  const qWords = words(q);
  if (qWords.length > 0) {
    // Anchor on the longest (most selective) word, check the others on each candidate.
    const anchor = qWords.reduce((a, b) => (b.length > a.length ? b : a));
    const others = qWords.filter((_, i) => i !== qWords.indexOf(anchor));
    const TEXT = FIELD_CITY | FIELD_NAME | FIELD_CODE;
    for (const [entry, anchorFields] of prefixMatches(idx, anchor)) {
      const e = idx.entries[entry] as Entry;
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
          const e = idx.entries[entry] as Entry;
          if (!qWords.every((other, i) => i === j || fieldsStartingWith(e, other) !== 0)) continue;
          consider(entry, TIER_TYPO + ((fields & FIELD_CITY) !== 0 ? 500 : 0) + e.weight);
        }
      });
    }
  }

  const ranked = [...scores]
    .sort((a, b) => b[1] - a[1] || (idx.entries[a[0]] as Entry).code.localeCompare((idx.entries[b[0]] as Entry).code))
    .map(([i]) => (idx.entries[i] as Entry).place);
  // The typed place is for codes the table lacks, not for the fields it knows and never suggests.
  if (typed && !idx.byCode.has(typed) && !getAirport(typed)) ranked.unshift(typedPlace(typed));
  return ranked.slice(0, max);
}
