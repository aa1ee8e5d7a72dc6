/**
 * What the explore page's loader answers for a query, in the page's language: the form's values
 * and their problems (400), the places a typed name may mean, or the destinations with their
 * markers. Typed names resolve through the place index as /search's do: one place → the same
 * query with its code (a redirect); several → links to choose from; none → a sentence (400).
 */
import {
  destinationSearchPath,
  type ExploreDestination,
  sortDestinations,
  underMaxPrice,
} from "../../core/explore/explore-destinations";
import { type ExploreQuery, exploreParams } from "../../core/explore/explore-options";
import { type ExploreProblems, exploreValues, readExploreQuery } from "../../core/explore/explore-query";
import { type MapMarker, placeMarkers, projectPoint } from "../../core/explore/world-projection";
import { IATA } from "../../core/search/search-params";
import { formatPrice } from "../../format/money";
import { compareNames, countryName } from "../../format/names";
import { intlLocale, type Locale } from "../../i18n/locales";
import type { Explore, ExploreAnswer } from "../../services/explore/explore.server";
import { airportsForCity, getAirport } from "../../services/places/airports.server";
import { placeForCode, resolvePlaceText } from "../../services/places/search-places.server";
import { DUTCH_CITY_NAMES } from "../search/trip/dutch-city-names-data";

/** A destination as the page shows it (what the map needs was placed on the server already). */
export interface ExploreRow extends Omit<ExploreDestination, "lat" | "lon" | "countryCode" | "currency"> {
  /** The country in the page's language. */
  country: string;
  searchPath: string;
}

export type ExploreView =
  | { kind: "start"; origins: { code: string; name: string }[] }
  | { kind: "problems"; values: Record<string, string>; problems: ExploreProblems; unknownPlace?: string }
  | { kind: "choose"; text: string; choices: { name: string; country: string; code: string; search: string }[] }
  | { kind: "redirect"; search: string }
  | {
      kind: "results";
      query: ExploreQuery;
      origin: { code: string; name: string; point: { x: number; y: number } | null };
      rows: ExploreRow[];
      markers: MapMarker[];
      answer: Pick<ExploreAnswer, "kind" | "fallback" | "computedAt">;
    };

/** Origins offered on the page without a query: one link each. */
const START_ORIGINS = ["NYC", "LON", "AMS", "PAR", "LAX", "CHI", "TYO", "SYD"] as const;

/** A city in the page's language ("Parijs" on a Dutch page). */
const cityIn = (name: string, locale: Locale) => (locale === "nl" ? (DUTCH_CITY_NAMES[name] ?? name) : name);

/** A code's place name for headings: a city's name, an airport's city. */
function originName(code: string, locale: Locale): string {
  const place = placeForCode(code);
  if (!place) return code;
  return cityIn(place.type === "city" ? place.name : place.region || place.name, locale);
}

/** The markers of an answer, placed once per maximum price and language (the sort does not move them). */
const placedMarkers = new WeakMap<ExploreAnswer, Map<string, MapMarker[]>>();
function markersFor(answer: ExploreAnswer, key: string, place: () => MapMarker[]): MapMarker[] {
  const byKey = placedMarkers.get(answer) ?? new Map<string, MapMarker[]>();
  placedMarkers.set(answer, byKey);
  const markers = byKey.get(key) ?? place();
  byKey.set(key, markers);
  return markers;
}

export async function exploreView(explore: Explore, params: URLSearchParams, locale: Locale): Promise<ExploreView> {
  const values = exploreValues(params);
  if (Object.keys(values).length === 0) {
    return { kind: "start", origins: START_ORIGINS.map((code) => ({ code, name: originName(code, locale) })) };
  }
  const read = readExploreQuery(values, new Date());
  if (!read.ok) return { kind: "problems", values, problems: read.problems };
  const { query } = read;
  const text = query.from;
  const resolved = resolvePlaceText(text);
  if (resolved.kind === "several") {
    return {
      kind: "choose",
      text,
      choices: resolved.choices.map((place) => ({
        name: place.type === "city" ? cityIn(place.name, locale) : place.name,
        country: place.country,
        code: place.code,
        search: exploreParams(query, { from: place.code }).toString(),
      })),
    };
  }
  const code = resolved.kind === "one" ? resolved.place.code : undefined;
  if (!code || airportsForCity(code).length === 0) {
    return { kind: "problems", values, problems: {}, unknownPlace: text };
  }
  // A name, a lower-case code or any parameter out of the canonical order: the canonical link.
  const canonical = exploreParams(query, { from: code }).toString();
  if (!IATA.test(text) || text !== code || canonical !== params.toString())
    return { kind: "redirect", search: canonical };

  const answer = await explore.destinations(code, query);
  const intl = intlLocale(locale);
  const shown = sortDestinations(underMaxPrice(answer.destinations, query.maxPrice), query.sort, (a, b) =>
    compareNames(cityIn(a, locale), cityIn(b, locale), intl),
  );
  const rows: ExploreRow[] = shown.map(({ lat: _lat, lon: _lon, countryCode, currency: _currency, ...d }) => ({
    ...d,
    name: cityIn(d.name, locale),
    country: countryName(countryCode, intl),
    searchPath: destinationSearchPath(code, d, query),
  }));
  const main = airportsForCity(code)[0] ?? getAirport(code);
  const originPoint = main ? projectPoint(main.lon, main.lat) : null;
  const markers = markersFor(answer, `${query.maxPrice}|${locale}`, () =>
    placeMarkers(
      sortDestinations(shown, "price").map((d) => ({
        code: d.code,
        lon: d.lon,
        lat: d.lat,
        label: formatPrice(d.price, d.currency, intl),
      })),
      originPoint,
    ),
  );
  return {
    kind: "results",
    query,
    origin: { code, name: originName(code, locale), point: originPoint },
    rows,
    markers,
    answer: {
      kind: answer.kind,
      computedAt: answer.computedAt,
      ...(answer.fallback ? { fallback: answer.fallback } : {}),
    },
  };
}
