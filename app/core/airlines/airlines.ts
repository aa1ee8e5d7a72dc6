/**
 * Airline names and alliances, offline (decision 110): the OpenFlights table generated into
 * data/airlines.json by `npm run airlines:data`, corrected by the curated names and alliances of
 * ./alliances. Used by the server (a search page's airline names, deals, the offline engine);
 * a browser loads the 40 KB table only for an airline the page did not name (decision 290).
 */

import { type Alliance, allianceOf, CURRENT_NAMES } from "./alliances";
import data from "./data/airlines.json";

export interface Airline {
  /** IATA designator, e.g. "LH". */
  code: string;
  /** ICAO designator, e.g. "DLH"; empty when unknown. */
  icao: string;
  name: string;
  country: string;
  alliance?: Alliance;
}

let table: Map<string, Airline> | undefined;

function airlines(): Map<string, Airline> {
  if (!table) {
    table = new Map();
    for (const [code, icao, name, country] of data.airlines as [string, string, string, string][]) {
      table.set(code, { code, icao, name: CURRENT_NAMES[code] ?? name, country, alliance: allianceOf(code) });
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

/** Each of these airlines' names, by code: what a page that shows them needs of the table. */
export function airlineNames(codes: Iterable<string>): Record<string, string> {
  const names: Record<string, string> = {};
  for (const code of codes) names[code] = airlineName(code);
  return names;
}
