import type { FlightOffer } from "./types";

/** No offer may leave sooner than this after now (a flight about to leave can no longer be booked). */
export const MIN_MINUTES_BEFORE_DEPARTURE = 120;

/**
 * Whether the offer's first flight leaves at least `minMinutes` after `now`. Segment times
 * carry the departure airport's UTC offset, so comparing instants is comparing local times
 * at that airport. An offer without a readable departure time is not offered.
 */
export function departsInTime(offer: FlightOffer, now: Date, minMinutes = MIN_MINUTES_BEFORE_DEPARTURE): boolean {
  const first = offer.leg[0]?.departureTime;
  const departs = first ? Date.parse(first) : Number.NaN;
  return Number.isFinite(departs) && departs - now.getTime() >= minMinutes * 60_000;
}

/** The offers that still leave in time; the number dropped goes to `_debug`. */
export function dropDeparted(
  offers: readonly FlightOffer[],
  now: Date,
  minMinutes = MIN_MINUTES_BEFORE_DEPARTURE,
): { offers: FlightOffer[]; departed: number } {
  const kept = offers.filter((offer) => departsInTime(offer, now, minMinutes));
  return { offers: kept, departed: offers.length - kept.length };
}
