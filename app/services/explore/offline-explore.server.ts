/**
 * The explore page priced by the offline engine (sample data): for each destination, the engine's
 * cheapest trip on the period's likeliest-cheap days, with the results' rules (no airport switch,
 * no departed flight, nonstops only when asked), so the search of that destination and those days
 * shows the same price as its cheapest card.
 *
 * Which days: the engine's fares move with the day through one factor shared by every route (the
 * booking curve, the season, the weekday: fares.ts), plus a ±15 % draw per flight. The days whose
 * factor (out and back) is lowest are searched, a few days apart; for each destination the
 * cheapest of them wins. That keeps a page to a few searches per destination, not one per day.
 */
import type { ExploreDestination } from "../../core/explore/explore-destinations";
import type { ExplorePlan } from "../../core/explore/explore-plan";
import type { ProviderCall } from "../../core/providers/provider";
import { OFFLINE_SOURCE } from "../../core/providers/registry";
import { dropDeparted } from "../../core/search/departed";
import { hasAirportSwitch, maxLegStops } from "../../core/search/merge";
import type { FlightOffer } from "../../core/search/types";
import { type Airport, airportsForCity, greatCircleKm, isSameCity } from "../places/airports.server";
import { dateFactor } from "../providers/offline/fares";
import type { SearchFlow } from "../search/flow.server";
import { EXPLORE_DESTINATIONS } from "./explore-destinations-data";

/** Days searched per destination. */
const DAYS_PER_DESTINATION = 3;
/** Days between two searched departures, so they are not all in one cheap week. */
const MIN_DAYS_APART = 4;

const DAY_MS = 86_400_000;
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The departures to search: the period's days with the lowest fare factor (out and back), a few days apart. */
export function cheapDays(plan: ExplorePlan, now: Date): { date: string; returnDate?: string }[] {
  const scored = plan.departures.map((date) => {
    const returnDate = plan.nights === null ? undefined : addDays(date, plan.nights);
    const factor = dateFactor(date, now) + (returnDate ? dateFactor(returnDate, now) : 0);
    return { date, returnDate, factor };
  });
  scored.sort((a, b) => a.factor - b.factor || a.date.localeCompare(b.date));
  const chosen: typeof scored = [];
  for (const day of scored) {
    if (chosen.length >= DAYS_PER_DESTINATION) break;
    const apart = chosen.every((c) => Math.abs(Date.parse(c.date) - Date.parse(day.date)) >= MIN_DAYS_APART * DAY_MS);
    if (apart) chosen.push(day);
  }
  return chosen.map(({ date, returnDate }) => (returnDate ? { date, returnDate } : { date }));
}

/** The cheapest offer the results would show first, with the page's nonstop choice. */
function cheapestShown(offers: FlightOffer[], nonstop: boolean, now: Date): FlightOffer | undefined {
  return dropDeparted(offers, now)
    .offers.filter((o) => !hasAirportSwitch(o) && (!nonstop || maxLegStops(o) === 0))
    .reduce<FlightOffer | undefined>((min, o) => (!min || o.price < min.price ? o : min), undefined);
}

export async function offlineDestinations(
  flow: SearchFlow,
  origin: Airport,
  plan: ExplorePlan,
  options: { signal: AbortSignal; now: Date },
): Promise<ExploreDestination[]> {
  const { flags } = await flow.flags();
  const call: ProviderCall = { signal: options.signal, flags };
  const days = cheapDays(plan, options.now);
  const seenAt = options.now.toISOString();
  const found: ExploreDestination[] = [];
  for (const code of EXPLORE_DESTINATIONS) {
    const main = airportsForCity(code)[0];
    if (!main || isSameCity(plan.origin, code)) continue;
    let best: { offer: FlightOffer; date: string; returnDate?: string } | undefined;
    for (const day of days) {
      const answer = await flow.providers.offline.search(
        {
          from: plan.origin,
          to: code,
          date: day.date,
          ...(day.returnDate ? { returnDate: day.returnDate } : {}),
          tripType: day.returnDate ? "roundtrip" : "oneway",
          adults: 1,
          children: 0,
          infants: 0,
          cabin: "economy",
        },
        call,
      );
      const offer = cheapestShown(answer.offers, plan.nonstop, options.now);
      if (offer && (!best || Math.round(offer.price) < Math.round(best.offer.price))) best = { offer, ...day };
    }
    if (!best) continue;
    found.push({
      code,
      name: code,
      countryCode: main.countryCode,
      lat: main.lat,
      lon: main.lon,
      distanceKm: Math.round(greatCircleKm(origin, main)),
      price: Math.round(best.offer.price),
      currency: "USD",
      departDate: best.date,
      ...(best.returnDate ? { returnDate: best.returnDate } : {}),
      stops: maxLegStops(best.offer),
      source: OFFLINE_SOURCE.name,
      seenAt,
    });
  }
  return found;
}
