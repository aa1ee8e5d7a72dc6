/**
 * What each offer carries beside its price, added by the flow to every source's answer (live,
 * cached or offline alike): the estimated kg CO₂e per passenger (decision 250) and the selling
 * airline's typical bag allowance (decision 251). The rules are plain core code; the airport
 * table (distances, continents) is here, on the server.
 */
import { bagAllowance, isLongHaul, policyCarrier } from "../../core/offers/bags";
import { itineraryEmissionsKg } from "../../core/offers/emissions";
import type { FlightOffer, SearchRequest } from "../../core/search/types";
import { distanceKm, getAirport } from "../places/airports.server";

function longHaulTrip(offer: FlightOffer): boolean {
  const from = offer.leg[0]?.from;
  const to = offer.leg[offer.leg.length - 1]?.to;
  if (!from || !to) return false;
  const a = getAirport(from);
  const b = getAirport(to);
  return !!a && !!b && isLongHaul(a.continent !== b.continent, distanceKm(from, to) ?? 0);
}

/** The offer with its emissions estimate and bag allowance (each left out when not known). */
export function withOfferFacts(offer: FlightOffer, request: SearchRequest): FlightOffer {
  const cabin = request.cabin ?? "economy";
  const flights = [...offer.leg, ...(offer.returnLeg ?? [])].map((s) => {
    const km = distanceKm(s.from, s.to);
    return km === undefined ? null : { km, aircraft: s.aircraft };
  });
  const { co2eKg: _kg, bags: _bags, ...plain } = offer;
  const kg = itineraryEmissionsKg(flights, cabin);
  const carrier = policyCarrier(offer);
  const bags = carrier ? bagAllowance(carrier, cabin, longHaulTrip(offer)) : null;
  return { ...plain, ...(kg !== null ? { co2eKg: kg } : {}), ...(bags ? { bags } : {}) };
}
