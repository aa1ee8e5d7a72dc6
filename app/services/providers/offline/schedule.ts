/**
 * The schedule of an itinerary on a date. Block time from great-circle
 * distance at 800 km/h, adjusted per flight by the aircraft's cruise speed, the
 * jet stream on the route's east-west share (8 % faster eastbound, 8 % slower
 * westbound), the day's winds (±2.5 %) and taxi time by time of day (peaks
 * +10 min, night −5 min), rounded to 5 minutes. Departures are local times in
 * the airport's IANA zone, long-haul banks by direction; connections respect a
 * minimum connection time (50 min domestic, 75 min otherwise, 3 h when the
 * airport changes); a connection that would leave between 23:00 and 06:00
 * (short haul) or before 06:00 (long haul) waits for the morning bank. No flight
 * leaves or lands in an airport's curfew (curfews-data.ts): it leaves earlier when it
 * still can (arriving before the airport closes), else after the airport opens.
 */

import type { Segment } from "../../../core/search/types";
import type { Airport } from "../../places/airports.server";
import { aircraftFor, cruiseSpeed } from "./aircraft";
import type { Carrier } from "./airlines-data";
import { curfewAt, hasCurfew } from "./curfews";
import type { Itinerary, Leg } from "./itineraries";
import { hashString, randomFor } from "./prng";
import { formatLocalIso, localClock, localToUtc } from "./time";

export const DOMESTIC_MCT_MINUTES = 50;
export const INTERNATIONAL_MCT_MINUTES = 75;
export const AIRPORT_CHANGE_MCT_MINUTES = 180;

interface FlightConditions {
  aircraft: string;
  /** Local departure time, minutes after midnight. */
  departureMinutes: number;
  /** Seeds the day's winds for this flight (deterministic per flight). */
  key: string;
}

/**
 * Block time in minutes: cruise at 800 km/h adjusted by the aircraft's speed
 * and the winds, plus taxi, climb and descent. The jet stream blows west to
 * east: a route's east-west share flies 8 % faster eastbound and 8 % slower
 * westbound, and the day's winds add ±2.5 %. Taxi takes longer in the morning
 * and evening peaks (+10 min) and less at night (−5 min). Without conditions,
 * the nominal time of the route.
 */
export function blockMinutes(from: Airport, to: Airport, km: number, flight?: FlightConditions): number {
  let dLon = to.lon - from.lon;
  if (dLon > 180) dLon -= 360;
  if (dLon < -180) dLon += 360;
  // The east-west share of the track: how much of the flight the jet stream acts on.
  const eastWest = Math.min(1, (Math.abs(dLon) * 111 * Math.cos(((from.lat + to.lat) / 2) * (Math.PI / 180))) / km);
  const jetStream = Math.abs(dLon) > 5 ? Math.sign(dLon) * 0.08 * eastWest : 0;
  let wind = 1 - jetStream;
  let speed = 1;
  let taxi = km < 1000 ? 45 : 40;
  if (flight) {
    wind += 0.05 * (randomFor(`${flight.key}|wind`) - 0.5);
    speed = cruiseSpeed(flight.aircraft);
    const hour = flight.departureMinutes / 60;
    if ((hour >= 7 && hour < 10) || (hour >= 16 && hour < 20)) taxi += 10;
    else if (hour >= 22 || hour < 6) taxi -= 5;
  }
  const minutes = ((km / 800) * 60 * wind) / speed + taxi;
  return Math.max(35, Math.round(minutes / 5) * 5);
}

/** A plausible local departure time (minutes after midnight) for the first flight. */
function departureSlot(itinerary: Itinerary, key: string): number {
  const first = itinerary.legs[0] as Leg;
  const r = randomFor(key);
  const longHaul = first.km > 4000;
  if (longHaul) {
    let dLon = first.to.lon - first.from.lon;
    if (dLon > 180) dLon -= 360;
    if (dLon < -180) dLon += 360;
    // Eastbound long haul leaves in the evening and lands in the morning; westbound by day.
    const [start, end] = dLon > 0 ? [16 * 60 + 30, 22 * 60 + 45] : [8 * 60, 15 * 60];
    return start + Math.floor((r * (end - start)) / 5) * 5;
  }
  return 6 * 60 + Math.floor((r * (21 * 60 + 30 - 6 * 60)) / 5) * 5;
}

const isDomestic = (a: Leg, b: Leg) =>
  a.from.countryCode === a.to.countryCode &&
  b.from.countryCode === b.to.countryCode &&
  a.to.countryCode === b.from.countryCode;

/** Minimum connection time between two consecutive flights. */
export function minimumConnectionMinutes(arriving: Segment, departing: Segment, domestic: boolean): number {
  if (arriving.to !== departing.from) return AIRPORT_CHANGE_MCT_MINUTES;
  return domestic ? DOMESTIC_MCT_MINUTES : INTERNATIONAL_MCT_MINUTES;
}

function flightNumber(carrier: Carrier, leg: Leg, slot: number): string {
  const h = hashString(`${carrier.code}|${leg.from.code}|${leg.to.code}|${slot}`);
  if (carrier.lowCost) return String(1000 + (h % 8999));
  if (leg.km > 4000) return String(1 + (h % 299));
  return String(300 + (h % 2700));
}

/**
 * The flight's departure moved out of curfews at either end, with its block time: earlier
 * when it can still leave at or after `earliest`, else later, by a seeded 5–40 minutes
 * beyond the closed hours. A few moves settle every case (only later once moved later).
 */
function clearOfCurfews(leg: Leg, proposed: number, earliest: number, aircraft: string, key: string) {
  let departUtc = proposed;
  let departureMinutes = 0;
  let block = 0;
  let movedLater = false;
  for (let attempt = 0; attempt < 5; attempt++) {
    departureMinutes = localClock(departUtc, leg.from.timeZone).minutes;
    block = blockMinutes(leg.from, leg.to, leg.km, { aircraft, departureMinutes, key });
    const closed =
      curfewAt(leg.from.code, "departures", departureMinutes) ??
      (hasCurfew(leg.to.code)
        ? curfewAt(leg.to.code, "arrivals", localClock(departUtc + block * 60_000, leg.to.timeZone).minutes)
        : undefined);
    if (!closed) break;
    const margin = 5 * (1 + Math.floor(randomFor(`${key}|curfew|${attempt}`) * 8));
    const earlier = departUtc - (closed.sinceClose + margin) * 60_000;
    // Once moved later, only later: going back could swing between the two ends' curfews.
    if (!movedLater && earlier >= earliest) departUtc = earlier;
    else {
      departUtc += (closed.untilOpen + margin) * 60_000;
      movedLater = true;
    }
  }
  return { departUtc, departureMinutes, block };
}

export interface Timed {
  segments: Segment[];
  /** UTC instants, for checks. */
  departUtc: number;
  arriveUtc: number;
}

export function schedule(itinerary: Itinerary, date: string, key: string): Timed {
  const segments: Segment[] = [];
  const first = itinerary.legs[0] as Leg;
  let departUtc = localToUtc(date, departureSlot(itinerary, key), first.from.timeZone);
  // The first flight may leave from 05:00 on the day; a connection once the traveller can make it.
  let earliest = localToUtc(date, 5 * 60, first.from.timeZone);
  let previous: { leg: Leg; segment: Segment; arriveUtc: number } | undefined;
  itinerary.legs.forEach((leg, i) => {
    if (previous) {
      const probe: Segment = { ...previous.segment, from: leg.from.code };
      const mct = minimumConnectionMinutes(previous.segment, probe, isDomestic(previous.leg, leg));
      earliest = previous.arriveUtc + mct * 60_000;
      const r = randomFor(`${key}|layover|${i}`);
      const layover = mct + 5 * Math.floor(r * r * (itinerary.kind === "switch" ? 36 : 60));
      departUtc = previous.arriveUtc + layover * 60_000;
      // Round up to a 5-minute departure.
      departUtc = Math.ceil(departUtc / 300_000) * 300_000;
      const local = localClock(departUtc, leg.from.timeZone);
      const night = local.minutes < 6 * 60 || (leg.km < 4000 && local.minutes >= 23 * 60);
      if (night) {
        // No short-haul departures at night: wait for the first morning bank.
        const morning = 6 * 60 + 5 * Math.floor(randomFor(`${key}|morning|${i}`) * 24);
        const day =
          local.minutes < 6 * 60 ? local.date : localClock(departUtc + 12 * 3_600_000, leg.from.timeZone).date;
        departUtc = localToUtc(day, morning, leg.from.timeZone);
      }
    }
    const aircraft = aircraftFor(leg.carrier, leg.km, `${key}|aircraft|${i}`);
    const fitted = clearOfCurfews(leg, departUtc, earliest, aircraft, `${key}|block|${i}`);
    departUtc = fitted.departUtc;
    const { block, departureMinutes } = fitted;
    const arriveUtc = departUtc + block * 60_000;
    const segment: Segment = {
      from: leg.from.code,
      to: leg.to.code,
      departureTime: formatLocalIso(departUtc, leg.from.timeZone),
      arrivalTime: formatLocalIso(arriveUtc, leg.to.timeZone),
      carrier: leg.carrier.code,
      flightNumber: flightNumber(leg.carrier, leg, departureMinutes),
      stops: 0,
      aircraft,
    };
    segments.push(segment);
    previous = { leg, segment, arriveUtc };
  });
  const start = Date.parse(segments[0]?.departureTime ?? "");
  return { segments, departUtc: start, arriveUtc: previous?.arriveUtc ?? start };
}
