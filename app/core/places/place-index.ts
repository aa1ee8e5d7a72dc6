/**
 * The place index: the normalised words of every place (sorted, for prefix
 * ranges by binary search) and their postings, and the lookups the ranking
 * makes on it. Plain TypeScript: build-place-index.server.ts fills it from the
 * airport table.
 */
import type { Place } from "../search/types";
import { words } from "./normalise";
import { typoOfPrefix } from "./typos";

/** Field bits of an indexed word: where in the place it was found. */
export const FIELD_CITY = 1;
export const FIELD_NAME = 2;
export const FIELD_COUNTRY = 4;
export const FIELD_CODE = 8;

export interface PlaceEntry {
  place: Place;
  code: string;
  /** Entries with the same group are one place to a typed city name (a metro's airports, one city's). */
  group: string;
  weight: number;
  /** Normalised city names: the city, its aliases (and for a metro, the dataset's spelling). */
  cities: string[];
  names: string[];
  /** Every indexed word of the entry and its field bit (parallel arrays). */
  words: string[];
  fields: number[];
}

export interface PlaceIndex {
  entries: PlaceEntry[];
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

/** Indexes places by the words each entry holds (in `words`/`fields`), for prefix and typo lookups. */
export function indexPlaces(entries: PlaceEntry[]): PlaceIndex {
  // word → entry index * 16 + field bit (an entry may appear once per field).
  const wordMap = new Map<string, number[]>();
  entries.forEach((entry, entryIndex) => {
    entry.words.forEach((word, k) => {
      const posting = wordMap.get(word);
      const value = entryIndex * 16 + (entry.fields[k] as number);
      if (posting) posting.push(value);
      else wordMap.set(word, [value]);
    });
  });
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
export function prefixMatches(idx: PlaceIndex, prefix: string): Map<number, number> {
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

/** Whether any dictionary word starts with `prefix`. */
export function hasPrefix(idx: PlaceIndex, prefix: string): boolean {
  const i = lowerBound(idx.dict, prefix);
  return i < idx.dict.length && (idx.dict[i] as string).startsWith(prefix);
}

/** Entries with a word one edit away from `word` or from a prefix of it. */
export function typoMatches(idx: PlaceIndex, word: string): Map<number, number> {
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
export function fieldsStartingWith(entry: PlaceEntry, prefix: string): number {
  let fields = 0;
  for (let i = 0; i < entry.words.length; i++) {
    if ((entry.words[i] as string).startsWith(prefix)) fields |= entry.fields[i] as number;
  }
  return fields;
}
