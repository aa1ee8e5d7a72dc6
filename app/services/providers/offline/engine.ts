/**
 * The offline flight engine: realistic sample offers without any network,
 * deterministic for (route, date, travellers, cabin) on a given day. Real airports
 * (app/places) and real airlines with their hubs (airlines-data.ts). Its parts:
 *
 * - network.ts: which carriers plausibly fly an airport pair nonstop;
 * - itineraries.ts: nonstops and connections built from that network;
 * - schedule.ts and aircraft.ts: departure and arrival times of each flight;
 * - fares.ts and traveller-fares.ts: the price per person and for all travellers;
 * - select-offers.ts: the best offers of one direction on a date;
 * - this module: the request's offers, round trips paired.
 *
 * Round trips come home between the same two airports whenever such a return
 * exists. FlightOffer.price is the TOTAL for all travellers (children, infants on
 * a lap and the cabin priced from that adult economy fare), like Amadeus' grandTotal.
 */

import { kiwiDeepLink } from "../../../core/affiliate/affiliate-link";
import { offlineInfo } from "../../../core/providers/offline/offline-info";
import { travellersOf } from "../../../core/search/travellers";
import type { FlightOffer, SearchRequest } from "../../../core/search/types";
import { canConnect, sellableTogether } from "./airlines";
import { ROUND_TRIP_FACTOR } from "./fares";
import { hubAirports } from "./itineraries";
import { hashString, mulberry32 } from "./prng";
import { endpoints, marketDistanceKm, type OneWay, oneWayOptions } from "./select-offers";
import { formatLocalIso, localToUtc } from "./time";
import { bookingTotal } from "./traveller-fares";

interface EngineOptions {
  /** The clock for the booking curve (days to departure); defaults to now. */
  now?: Date;
}

/**
 * Sample offers for a validated request: 10–40 for any pair of known
 * airports or metro codes with a plausible connection, [] when a code is
 * unknown. Round trips (tripType roundtrip with a returnDate) carry returnLeg.
 */
export function generateOfflineOffers(request: SearchRequest, options: EngineOptions = {}): FlightOffer[] {
  const now = options.now ?? new Date();
  const from = request.from.toUpperCase();
  const to = request.to.toUpperCase();
  if (endpoints(from).length === 0 || endpoints(to).length === 0) return [];
  const travellers = travellersOf({ ...request, adults: Math.max(1, Math.floor(request.adults || 1)) });
  // The traveller lands on Kiwi.com's search for this route, dates, travellers and cabin.
  const deeplink = kiwiDeepLink({
    from,
    to,
    departure: request.date,
    returnDate: request.tripType === "roundtrip" ? request.returnDate : undefined,
    travellers,
  });

  const outbound = oneWayOptions(from, to, request.date, now);
  // The cabin's multiple of economy grows with the haul of the market (traveller-fares.ts).
  const marketKm = marketDistanceKm(from, to);
  if (outbound.length === 0) return [];

  const toOffer = (out: OneWay, back: OneWay | undefined, perPerson: number): FlightOffer => {
    const who = `${travellers.adults}|${travellers.children}|${travellers.infants}|${travellers.cabin}`;
    const idKey = `${from}|${to}|${request.date}|${request.returnDate ?? ""}|${who}|${out.key}|${back?.key ?? ""}`;
    const offer: FlightOffer = {
      id: `sample-${hashString(idKey).toString(36)}${hashString(`${idKey}|2`).toString(36)}`,
      price: bookingTotal(perPerson, travellers, marketKm),
      currency: "USD",
      provider: offlineInfo.name,
      deeplink,
      leg: out.timed.segments,
    };
    if (back) offer.returnLeg = back.timed.segments;
    return offer;
  };

  let offers: FlightOffer[];
  if (request.tripType === "roundtrip" && request.returnDate) {
    const inbound = oneWayOptions(to, from, request.returnDate, now);
    if (inbound.length === 0) return [];
    const inboundByPrice = [...inbound].sort((a, b) => a.perPerson - b.perPerson);
    const rand = mulberry32(hashString(`${from}|${to}|${request.date}|${request.returnDate}|pairs`));
    offers = outbound.map((out) => {
      const carrier = out.itinerary.legs[0]?.carrier;
      const landed = out.itinerary.legs[out.itinerary.legs.length - 1]?.to.code;
      const left = out.itinerary.legs[0]?.from.code;
      // Home between the same two airports (a round-trip fare does, LHR→NRT→LHR) when
      // there is such a return; on the same carrier or alliance when there is one.
      const sameAirports = inboundByPrice.filter(
        (b) =>
          b.itinerary.legs[0]?.from.code === landed && b.itinerary.legs[b.itinerary.legs.length - 1]?.to.code === left,
      );
      const candidates = sameAirports.length > 0 ? sameAirports : inboundByPrice;
      const partners = candidates.filter((b) => {
        const c = b.itinerary.legs[0]?.carrier;
        return carrier && c && canConnect(carrier, c) && b.itinerary.kind !== "switch";
      });
      const sellable = partners.length > 0 ? partners : candidates.slice(0, 6);
      // Back with as many stops as the way out when there is such a return: a traveller who
      // flies nonstop out is offered nonstop home too, not only the cheaper connections.
      const sameStops = sellable.filter((b) => b.itinerary.legs.length === out.itinerary.legs.length);
      const pool = sameStops.length > 0 ? sameStops : sellable;
      const back = pool[Math.floor(rand() * Math.min(pool.length, 4))] as OneWay;
      // A round-trip fare when the airlines sell one ticket together; else two one-ways.
      const carriers = [...out.itinerary.legs, ...back.itinerary.legs].map((l) => l.carrier);
      const fare = sellableTogether(carriers) ? ROUND_TRIP_FACTOR : 1;
      return toOffer(out, back, (out.perPerson + back.perPerson) * fare);
    });
    // An outbound that lands after the chosen return leaves is dropped (same-day returns).
    offers = offers.filter((o) => {
      const lands = Date.parse(o.leg[o.leg.length - 1]?.arrivalTime ?? "");
      const leaves = Date.parse(o.returnLeg?.[0]?.departureTime ?? "");
      return leaves - lands >= 2 * 3_600_000;
    });
  } else {
    offers = outbound.map((out) => toOffer(out, undefined, out.perPerson));
  }
  return offers.sort((a, b) => a.price - b.price || a.id.localeCompare(b.id));
}

/**
 * Builds the airport table and the time-zone formatters of every hub ahead of
 * the first search (the first search otherwise pays ~50–100 ms for them).
 */
export function warmOfflineEngine(): void {
  const date = new Date().toISOString().slice(0, 10);
  for (const hub of hubAirports()) formatLocalIso(localToUtc(date, 12 * 60, hub.timeZone), hub.timeZone);
}
