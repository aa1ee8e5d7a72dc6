/**
 * Airline names, alliances and marks, offline and browser-safe (decision 110):
 * the OpenFlights table generated into data/airlines.json by `npm run airlines:data`,
 * corrected by the curated names and alliances of ./alliances. Used by result
 * cards, filters and the offline engine.
 */

import { ALLIANCE_LABELS, ALLIANCE_MEMBERS, type Alliance, CURRENT_NAMES } from "./alliances";
import data from "./data/airlines.json";

export { ALLIANCE_LABELS, type Alliance };

export interface Airline {
  /** IATA designator, e.g. "LH". */
  code: string;
  /** ICAO designator, e.g. "DLH"; empty when unknown. */
  icao: string;
  name: string;
  country: string;
  alliance?: Alliance;
}

const ALLIANCE_OF = new Map<string, Alliance>();
for (const [alliance, codes] of Object.entries(ALLIANCE_MEMBERS) as [Alliance, readonly string[]][]) {
  for (const code of codes) ALLIANCE_OF.set(code, alliance);
}

let table: Map<string, Airline> | undefined;

function airlines(): Map<string, Airline> {
  if (!table) {
    table = new Map();
    for (const [code, icao, name, country] of data.airlines as [string, string, string, string][]) {
      table.set(code, { code, icao, name: CURRENT_NAMES[code] ?? name, country, alliance: ALLIANCE_OF.get(code) });
    }
  }
  return table;
}

/** The airline with this IATA code, or undefined for a code the dataset does not know. */
export function findAirline(code: string): Airline | undefined {
  return airlines().get(code.toUpperCase());
}

/** The airline's name, or its code when unknown (a provider may return a carrier we have no name for). */
export function airlineName(code: string): string {
  return findAirline(code)?.name ?? code;
}

export function allianceOf(code: string): Alliance | undefined {
  return ALLIANCE_OF.get(code.toUpperCase());
}

/**
 * Background classes of the coloured monogram: dark enough for white text at
 * WCAG AA (4.5:1), written out whole so Tailwind generates them. Classes, not a
 * style attribute: the CSP allows no inline styles.
 */
export const MARK_COLOURS = [
  "bg-sky-800",
  "bg-emerald-800",
  "bg-rose-800",
  "bg-indigo-800",
  "bg-amber-800",
  "bg-teal-800",
  "bg-fuchsia-800",
  "bg-slate-700",
  "bg-red-800",
  "bg-blue-800",
  "bg-violet-800",
  "bg-cyan-800",
] as const;

/** The airline's mark: its code on a colour fixed by the code, so a carrier looks the same on every card. */
export function airlineMark(code: string): { letters: string; colour: (typeof MARK_COLOURS)[number] } {
  const letters = code.toUpperCase().slice(0, 2);
  let hash = 0;
  for (const ch of letters) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return { letters, colour: MARK_COLOURS[hash % MARK_COLOURS.length] as (typeof MARK_COLOURS)[number] };
}
