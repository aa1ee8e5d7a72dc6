/**
 * The one merge of flight offers, used by the server and the browser alike
 * (no Node imports).
 *
 * mergeSources(sources):
 * - union of every source's offers; a failed source counts as empty and is
 *   reported with `failed: true`;
 * - offers without segments or with a non-finite price are dropped;
 * - duplicates (same key: every segment's carrier, flight number and
 *   departure time, the currency and the rounded price) keep the first seen,
 *   in source order;
 * - itineraries that would make the traveller change airports are removed
 *   and counted in `hiddenAirportSwitches` (the product promises no airport
 *   switches): a connection that changes airport (segment i lands at one
 *   airport, segment i+1 leaves from another) in the outbound or the return
 *   leg, or a return that leaves from another airport than the outbound landed
 *   at or lands at another airport than the outbound left from (out LHR→NRT,
 *   back HND→STN);
 * - sorted by price ascending (ties: shorter, then id).
 *
 * cheapestTrip(lists): a multi-city trip's cheapest total, the sum of each
 * leg's cheapest offer (separate tickets), or null while a leg has none or
 * the legs are priced in different currencies.
 *
 * sortOffers(offers, "cheapest" | "best" | "fastest" | "emissions"):
 * - cheapest: price ascending;
 * - fastest: total travel time ascending (all legs), ties by price;
 * - emissions: estimated kg CO₂e ascending (offers without an estimate last), ties by price;
 * - best: lowest score, a trade-off between money, time and connections
 *   measured against the list's own cheapest fare and shortest trip:
 *     score = price / cheapest + 0.6 × duration / shortest + 0.15 × stops
 *   Each term is relative, so the score reads the same in any currency and on
 *   any route length. Travel time weighs 0.6 of price: taking twice the
 *   shortest time costs as much as paying 60 % more than the cheapest fare. In
 *   the offline engine's LON→TYO, $415 for 15 h 05 with one stop beats the
 *   $610 nonstop of 11 h 40; in its JFK→LHR, the nonstop at $349 for 7 h keeps
 *   the lead over $272 for 9 h 20 with a stop. Each stop
 *   adds 0.15 (15 % of the cheapest fare) on top of the time it costs: the risk
 *   and hassle of a connection. Ties by price. Unlike 'fastest', which takes
 *   the shortest trip at any price, 'best' trades a little time for a lot of
 *   money.
 */
import type { FlightOffer, Segment } from "./types";

export interface MergeSource {
  /** The registry's name of the source, as in `sources` (a server may add sources the browser does not list). */
  provider: string;
  items: FlightOffer[];
  failed?: boolean;
  error?: string;
}

interface SourceSummary {
  name: string;
  /** Offers this source returned (before dedup and filtering). */
  count: number;
  failed: boolean;
  error?: string;
}

export interface MergeResult {
  offers: FlightOffer[];
  hiddenAirportSwitches: number;
  sources: SourceSummary[];
}

export type SortOrder = "cheapest" | "best" | "fastest" | "emissions";

/** Weight of the travel time in the 'best' score (see the module comment). */
export const BEST_DURATION_WEIGHT = 0.6;
/** Weight of one stop in the 'best' score (see the module comment). */
export const BEST_STOP_PENALTY = 0.15;

const legs = (offer: FlightOffer): Segment[][] =>
  offer.returnLeg?.length ? [offer.leg, offer.returnLeg] : [offer.leg];

/** The dedup key of an offer: the same flights at the same rounded price are one offer. */
export function dedupKey(offer: FlightOffer): string {
  const segments = legs(offer)
    .flat()
    .map((s) => `${s.carrier.toUpperCase()}${String(s.flightNumber).replace(/^0+/, "")}@${s.departureTime}`);
  return `${segments.join(",")}|${offer.currency.toUpperCase()}|${Math.round(offer.price)}`;
}

/** Whether a leg's connection changes airport (segment i → segment i+1 at different airports). */
function legSwitchesAirport(leg: readonly Segment[] | undefined): boolean {
  if (!leg) return false;
  for (let i = 0; i + 1 < leg.length; i++) {
    if ((leg[i] as Segment).to.toUpperCase() !== (leg[i + 1] as Segment).from.toUpperCase()) return true;
  }
  return false;
}

/**
 * Whether the return leg leaves from another airport than the outbound landed
 * at, or lands at another airport than the outbound left from (out LHR→NRT,
 * back HND→STN): the traveller would cross the city between the two.
 */
export function returnSwitchesAirport(offer: FlightOffer): boolean {
  const back = offer.returnLeg;
  if (!back?.length) return false;
  const out = offer.leg;
  const code = (segment: Segment | undefined, end: "from" | "to") => segment?.[end].toUpperCase();
  return (
    code(out[out.length - 1], "to") !== code(back[0], "from") ||
    code(out[0], "from") !== code(back[back.length - 1], "to")
  );
}

/** Whether the offer would make the traveller change airports: at a connection, or between outbound and return. */
export function hasAirportSwitch(offer: FlightOffer): boolean {
  return legSwitchesAirport(offer.leg) || legSwitchesAirport(offer.returnLeg) || returnSwitchesAirport(offer);
}

/** Minutes from the first departure to the last arrival of a leg (ISO times with offsets), or NaN. */
export function legDurationMinutes(leg: readonly Segment[] | undefined): number {
  const first = leg?.[0];
  const last = leg?.[leg.length - 1];
  if (!first || !last) return Number.NaN;
  return Math.round((Date.parse(last.arrivalTime) - Date.parse(first.departureTime)) / 60_000);
}

/** Total travel time of an offer in minutes: the outbound plus the return leg. */
export function totalDurationMinutes(offer: FlightOffer): number {
  return legs(offer).reduce((sum, leg) => sum + legDurationMinutes(leg), 0);
}

/** Stops of one leg: connections plus any intermediate stops the segments report. */
export function legStops(leg: readonly Segment[] | undefined): number {
  if (!leg || leg.length === 0) return 0;
  return leg.length - 1 + leg.reduce((sum, s) => sum + (Number.isFinite(s.stops) ? s.stops : 0), 0);
}

/** Stops over all legs of an offer. */
export function totalStops(offer: FlightOffer): number {
  return legs(offer).reduce((sum, leg) => sum + legStops(leg), 0);
}

/** The most stops on any one leg (what a "nonstop / 1 stop / 2+" filter means). */
export function maxLegStops(offer: FlightOffer): number {
  return Math.max(...legs(offer).map(legStops));
}

const usable = (offer: FlightOffer) =>
  Array.isArray(offer?.leg) &&
  offer.leg.length > 0 &&
  Number.isFinite(offer.price) &&
  typeof offer.currency === "string";

const byPrice = (a: FlightOffer, b: FlightOffer) =>
  a.price - b.price || totalDurationMinutes(a) - totalDurationMinutes(b) || a.id.localeCompare(b.id);

/** Merges the sources' answers (see the module comment). */
export function mergeSources(sources: readonly MergeSource[]): MergeResult {
  const seen = new Set<string>();
  const offers: FlightOffer[] = [];
  let hiddenAirportSwitches = 0;
  const summaries: SourceSummary[] = [];
  for (const source of sources) {
    const items = source.failed || !Array.isArray(source.items) ? [] : source.items;
    const summary: SourceSummary = { name: source.provider, count: items.length, failed: source.failed === true };
    if (source.error) summary.error = source.error;
    summaries.push(summary);
    for (const offer of items) {
      if (!usable(offer)) continue;
      const key = dedupKey(offer);
      if (seen.has(key)) continue;
      seen.add(key);
      if (hasAirportSwitch(offer)) {
        hiddenAirportSwitches++;
        continue;
      }
      offers.push(offer);
    }
  }
  offers.sort(byPrice);
  return { offers, hiddenAirportSwitches, sources: summaries };
}

/** 'best' scores (lower is better) for a list of offers, by offer object (ids may repeat across sources). */
export function bestScores(offers: readonly FlightOffer[]): Map<FlightOffer, number> {
  const scores = new Map<FlightOffer, number>();
  const prices = offers.map((o) => o.price).filter((p) => p > 0);
  const durations = offers.map(totalDurationMinutes).filter((d) => Number.isFinite(d) && d > 0);
  const cheapest = prices.length ? Math.min(...prices) : 1;
  const fastest = durations.length ? Math.min(...durations) : 1;
  for (const offer of offers) {
    const duration = totalDurationMinutes(offer);
    const durationPart = Number.isFinite(duration) && duration > 0 ? duration / fastest : 2;
    scores.set(
      offer,
      offer.price / cheapest + BEST_DURATION_WEIGHT * durationPart + BEST_STOP_PENALTY * totalStops(offer),
    );
  }
  return scores;
}

/** A new array of the offers in the chosen order (see the module comment). */
export function sortOffers(offers: readonly FlightOffer[], order: SortOrder): FlightOffer[] {
  const list = [...offers];
  if (order === "cheapest") return list.sort(byPrice);
  if (order === "fastest") {
    const minutes = (o: FlightOffer) => {
      const d = totalDurationMinutes(o);
      return Number.isFinite(d) ? d : Number.POSITIVE_INFINITY;
    };
    return list.sort((a, b) => minutes(a) - minutes(b) || byPrice(a, b));
  }
  if (order === "emissions") {
    // Lowest estimated kg CO₂e first; offers without an estimate last.
    const kg = (o: FlightOffer) => o.co2eKg ?? Number.POSITIVE_INFINITY;
    return list.sort((a, b) => kg(a) - kg(b) || byPrice(a, b));
  }
  const scores = bestScores(list);
  return list.sort((a, b) => (scores.get(a) ?? 0) - (scores.get(b) ?? 0) || byPrice(a, b));
}

export interface TripTotal {
  price: number;
  currency: string;
  /** The cheapest offer of each leg, in leg order: each is a ticket of its own. */
  offers: FlightOffer[];
}

/** The cheapest whole multi-city trip: each leg's cheapest offer, summed (see the module comment). */
export function cheapestTrip(lists: readonly (readonly FlightOffer[])[]): TripTotal | null {
  const offers: FlightOffer[] = [];
  for (const list of lists) {
    const cheapest = [...list].sort(byPrice)[0];
    if (!cheapest) return null;
    offers.push(cheapest);
  }
  const currency = offers[0]?.currency;
  if (!currency || offers.some((o) => o.currency !== currency)) return null;
  return { price: offers.reduce((sum, o) => sum + o.price, 0), currency, offers };
}
