import { dropDeparted, MIN_MINUTES_BEFORE_DEPARTURE } from "../../core/search/departed";
import type { FlightOffer } from "../../core/search/types";

/** A source's list as a search answers it: departed flights dropped, cheapest first. */
export interface PreparedAnswer {
  offers: FlightOffer[];
  departed: number;
  /** Until when (ms) no kept offer leaves too soon: the answer holds until then. */
  until: number;
  /** Its cheapest price went into the price history already. */
  observed: boolean;
  /** The offers with their emissions and bag facts, worked out once (the request's cabin is the list's). */
  withFacts?: FlightOffer[];
}

/**
 * The prepared answer of each list a source returned, by the list itself: a cached live answer
 * and the offline engine's remembered answer are the same list on every identical search
 * (decision 272), so a repeated search reuses its prepared answer (and the function API the
 * JSON written from it) until its first offer would leave within the departure margin.
 */
const prepared = new WeakMap<readonly FlightOffer[], PreparedAnswer>();

export function preparedAnswer(items: readonly FlightOffer[], now: Date): PreparedAnswer {
  const known = prepared.get(items);
  if (known && now.getTime() <= known.until) return known;
  const kept = dropDeparted(items, now);
  kept.offers.sort((a, b) => a.price - b.price);
  let first = Number.POSITIVE_INFINITY;
  for (const offer of kept.offers) first = Math.min(first, Date.parse(offer.leg[0]?.departureTime ?? ""));
  const answer: PreparedAnswer = {
    offers: kept.offers,
    departed: kept.departed,
    until: first - MIN_MINUTES_BEFORE_DEPARTURE * 60_000,
    observed: false,
  };
  prepared.set(items, answer);
  return answer;
}
