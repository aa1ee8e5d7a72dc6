/**
 * Which city each airport is offered under. The dataset gives an airport the city it serves
 * in Open Travel Data's broad sense (Parma → Milan, Torp → Oslo); a traveller who asks for a
 * city expects the airports of its metropolitan area only. So:
 * - an airport of a curated metro (metro-cities.ts) belongs to that metro;
 * - else an airport within METRO_RADIUS_KM of the busiest airport the dataset lists under
 *   the same city and country belongs to that city (with its metro, if it has one);
 * - farther, up to NAMESAKE_KM, it only serves the city from beyond its area: it is offered
 *   under its own town, taken from its name ("Parma Airport" → Parma);
 * - farther still, the "same city" is a namesake (Springfield, Illinois and Missouri): it
 *   keeps its city but is a place of its own.
 * Each airport also gets a group: the airports a typed city name stands for together (a metro
 * code, or one city's airports), so resolving "milan" sees one city, not four candidates.
 */
import { type Airport, allAirports, greatCircleKm } from "./airports.server";

const METRO_RADIUS_KM = 100;
const NAMESAKE_KM = 300;

export interface AirportCity {
  /** The city the airport is offered under. */
  city: string;
  /** Airports with the same group are one place to a typed city name. */
  group: string;
}

/** The town in an airport's name: "Parma Airport" → Parma, "Sandefjord Airport, Torp" → Sandefjord. */
function townOfAirportName(name: string): string {
  const last = name.split("/").pop() ?? name;
  const town = (last.split(",")[0] ?? last)
    .replace(/\s+(international|regional|municipal|metropolitan|national)?\s*(airport|airfield|aerodrome)\b.*$/i, "")
    .trim();
  return town || name;
}

/** The city and group of every airport (by code), by the rules above. */
export function airportCities(): Map<string, AirportCity> {
  const byCity = new Map<string, Airport[]>();
  for (const airport of allAirports()) {
    const key = `${airport.countryCode}|${airport.city.toLowerCase()}`;
    const list = byCity.get(key);
    if (list) list.push(airport);
    else byCity.set(key, [airport]);
  }
  const cities = new Map<string, AirportCity>();
  for (const [key, list] of byCity) {
    const busiest = list.reduce((a, b) => (b.weight > a.weight ? b : a));
    const cityGroup = busiest.metroCode ?? `city:${key}`;
    for (const airport of list) {
      if (airport.metroCode) {
        cities.set(airport.code, { city: airport.city, group: airport.metroCode });
        continue;
      }
      const km = greatCircleKm(busiest, airport);
      if (km <= METRO_RADIUS_KM) cities.set(airport.code, { city: airport.city, group: cityGroup });
      else if (km < NAMESAKE_KM) {
        cities.set(airport.code, { city: townOfAirportName(airport.name), group: `airport:${airport.code}` });
      } else cities.set(airport.code, { city: airport.city, group: `airport:${airport.code}` });
    }
  }
  return cities;
}
