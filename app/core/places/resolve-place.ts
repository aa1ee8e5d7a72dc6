/**
 * What a typed place field stands for, the one rule for every place field the server reads
 * (the search page, the alert form), with or without JavaScript:
 * - a code in parentheses ("Paris (CDG)", what a picked suggestion shows) or a known
 *   3-letter code is that place (a metro city before an airport: "LON" is all of London);
 * - else the name goes through the place index (rank-places.ts), typos and other languages'
 *   names included; the matches are grouped into places a traveller tells apart (a metro and
 *   its airports are one, namesakes far apart are two: metro-areas.server.ts);
 * - one place, or one clearly ahead of the next (a better tier, or CLEAR_MARGIN more
 *   size/traffic weight in the same tier: London before London, Ontario), is taken: "london"
 *   → London (LON), "londn" → London, "new york" → New York (NYC);
 * - several of the same standing ask the traveller to choose (up to MAX_CHOICES);
 * - two letters ("LA", "JF") are a fragment, never taken for one place alone: they ask to choose;
 * - none is refused with the reason.
 * Plain TypeScript over the index; the services hold the index.
 */
import type { Place } from "../search/types";
import { normaliseText } from "./normalise";
import type { PlaceEntry, PlaceIndex } from "./place-index";
import { type RankedEntry, rankEntries } from "./rank-places";

export type PlaceResolution =
  | { kind: "one"; place: Place }
  | { kind: "several"; choices: Place[] }
  | { kind: "none"; reason: "empty" | "unknown" };

/** Size/traffic weight (airport-weight.ts) by which the best place must lead the next to be taken. */
const CLEAR_MARGIN = 40;
const MAX_CHOICES = 5;
/** Tiers of rank-places.ts are this far apart. */
const TIER_SPAN = 10_000;
const CODE_IN_PARENTHESES = /\(\s*([A-Za-z]{3})\s*\)/;

/** The place a code names in the index: a metro city (NYC) before an airport (JFK). */
export function placeOfCode(idx: PlaceIndex, code: string): Place | undefined {
  const places = (idx.byCode.get(code.toUpperCase()) ?? []).map((i) => (idx.entries[i] as PlaceEntry).place);
  return places.find((p) => p.type === "city") ?? places[0];
}

/** The best-ranked entry of each group, best first. */
function bestOfEachGroup(ranked: RankedEntry[]): RankedEntry[] {
  const seen = new Set<string>();
  return ranked.filter((r) => !seen.has(r.entry.group) && seen.add(r.entry.group));
}

/** What `text` stands for: one place, several to choose from, or none (see above). */
export function resolvePlace(idx: PlaceIndex, text: string): PlaceResolution {
  const trimmed = text.trim().slice(0, 64);
  if (trimmed === "") return { kind: "none", reason: "empty" };
  const code = CODE_IN_PARENTHESES.exec(trimmed)?.[1] ?? (/^[A-Za-z]{3}$/.test(trimmed) ? trimmed : undefined);
  const coded = code ? placeOfCode(idx, code) : undefined;
  if (coded) return { kind: "one", place: coded };
  const q = normaliseText(trimmed);
  if (q.length < 2) return { kind: "none", reason: "unknown" };
  const places = bestOfEachGroup(rankEntries(idx, q, 20));
  const [best, next] = places;
  if (!best) return { kind: "none", reason: "unknown" };
  const fragment = q.length < 3;
  if (!fragment && (!next || best.score - next.score >= CLEAR_MARGIN)) return { kind: "one", place: best.entry.place };
  const floor = fragment ? 0 : Math.floor(best.score / TIER_SPAN) * TIER_SPAN;
  return {
    kind: "several",
    choices: places
      .filter((p) => p.score >= floor)
      .slice(0, MAX_CHOICES)
      .map((p) => p.entry.place),
  };
}
