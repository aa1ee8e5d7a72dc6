/**
 * Builds the place index from the offline airport table and the curated metro
 * cities: each place's city, names, aliases, country and code as words. Only
 * airports with scheduled passenger service are indexed: military bases,
 * private and general-aviation fields and closed airports never are
 * (`isSuggestable`).
 */

import { normaliseText, words } from "../../core/places/normalise";
import {
  FIELD_CITY,
  FIELD_CODE,
  FIELD_COUNTRY,
  FIELD_NAME,
  indexPlaces,
  type PlaceEntry,
  type PlaceIndex,
} from "../../core/places/place-index";
import type { Place } from "../../core/search/types";
import { type Airport, allAirports, CLOSED_AIRPORTS, getAirport, METRO_CITIES } from "./airports.server";
import { type AirportCity, airportCities } from "./metro-areas.server";

const PLACE_SOURCE = "offline";

/**
 * Other names travellers type for big cities (local spellings, former names, and the Dutch
 * names a traveller on /nl types: Londen, Parijs, Keulen), matched like the city name. Keys
 * are metro or airport codes.
 */
const CITY_ALIASES: Readonly<Record<string, readonly string[]>> = {
  MUC: ["München"],
  CGN: ["Köln", "Cologne", "Keulen"],
  VIE: ["Wien", "Wenen"],
  PRG: ["Praha", "Praag"],
  ROM: ["Roma"],
  MIL: ["Milano", "Milaan"],
  FLR: ["Firenze"],
  VCE: ["Venezia", "Venetië"],
  NAP: ["Napoli", "Napels"],
  TRN: ["Torino", "Turijn"],
  LIS: ["Lisboa", "Lissabon"],
  MOW: ["Moskva", "Moskou"],
  WAW: ["Warszawa", "Warschau"],
  CPH: ["København", "Kobenhavn", "Kopenhagen"],
  BRU: ["Brussel", "Bruxelles"],
  GVA: ["Genève", "Genf"],
  GOT: ["Göteborg"],
  ATH: ["Athina", "Athene"],
  BJS: ["Peking"],
  // Dutch names of major cities (exonyms), as a Dutch traveller types them.
  LON: ["Londen"],
  PAR: ["Parijs"],
  BER: ["Berlijn"],
  TYO: ["Tokio"],
  SVQ: ["Sevilla"],
  CPT: ["Kaapstad"],
  BUD: ["Boedapest"],
  BUH: ["Boekarest"],
  BEG: ["Belgrado"],
  KRK: ["Krakau"],
  IST: ["Istanboel"],
  LED: ["Saint Petersburg", "St Petersburg", "Sankt-Peterburg", "Sint-Petersburg"],
  LUX: ["Luxemburg"],
  HKG: ["Hongkong"],
  MEX: ["Mexico-Stad"],
  SXB: ["Straatsburg"],
  LGG: ["Luik"],
  BSL: ["Bazel"],
  ANR: ["Antwerpen"],
  SHA: ["Sjanghai"],
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
  MLE: ["Maldives", "Malediven"],
};

/** Names of military fields, whatever their flags say (some keep a "scheduled" flag from a past service). */
const MILITARY_NAME =
  /\b(air ?base|air force|afb|army air ?field|army airfield|naval air|joint base|raf|royal air force|military|air station)\b/i;

/**
 * Whether autocomplete may offer an airport: scheduled passenger service, not a military
 * field, not closed. Van Nuys (general aviation), Yokota Air Base or Vélizy–Villacoublay
 * are never suggested.
 */
function isSuggestable(a: Airport): boolean {
  return a.scheduled && !MILITARY_NAME.test(a.name) && !MILITARY_NAME.test(a.altName) && !CLOSED_AIRPORTS.has(a.code);
}

function airportPlace(a: Airport, city: string): Place {
  return {
    id: `airport:${a.code}`,
    name: a.name,
    code: a.code,
    type: "airport",
    source: PLACE_SOURCE,
    region: city,
    country: a.countryName,
  };
}

export function buildPlaceIndex(): PlaceIndex {
  const entries: PlaceEntry[] = [];
  const countries = new Map<string, string>();
  const normaliseCountry = (name: string) => {
    let n = countries.get(name);
    if (n === undefined) {
      n = normaliseText(name);
      countries.set(name, n);
    }
    return n;
  };
  const add = (entryIndex: number, text: string, field: number) => addWords(entryIndex, normaliseText(text), field);
  const addWords = (entryIndex: number, normalised: string, field: number) => {
    const entry = entries[entryIndex] as PlaceEntry;
    for (const word of words(normalised)) {
      entry.words.push(word);
      entry.fields.push(field);
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
      group: metro.code,
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
  const metroAreas = airportCities();
  for (const airport of allAirports()) {
    if (!isSuggestable(airport)) continue;
    const i = entries.length;
    const area: AirportCity = metroAreas.get(airport.code) ?? { city: airport.city, group: `airport:${airport.code}` };
    const city = normaliseText(area.city);
    const names = [normaliseText(airport.name)];
    if (airport.altName) names.push(normaliseText(airport.altName));
    entries.push({
      place: airportPlace(airport, area.city),
      code: airport.code,
      group: area.group,
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

  return indexPlaces(entries);
}
