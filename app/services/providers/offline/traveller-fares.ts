/**
 * What the offline engine charges a whole booking, from one adult's economy fare.
 * Shares follow common airline practice: a child (2–11) with a seat pays about 75 % of
 * the adult fare, an infant on a lap about 10 %. A cabin costs a multiple of economy that
 * grows with the haul, as airlines' published fare ladders show (the cheapest fare of each
 * cabin on their own booking pages, 2025): short haul business is about 2× economy and
 * first (where sold, e.g. US domestic) 1.5× business; long haul business 3–6× economy
 * and first 1.5–2.5× business. The multiple is per person, so every traveller count keeps
 * the same ladder. The total is for every traveller, like Amadeus' grandTotal, rounded
 * to cents.
 */
import type { Travellers } from "../../../core/search/travellers";
import type { Cabin } from "../../../core/search/types";

const CHILD_FARE_SHARE = 0.75;
const INFANT_FARE_SHARE = 0.1;

/** [longest market in km, the cabin multiples of economy] by haul; the last is the longest. */
const CABIN_LADDERS: readonly (readonly [number, Record<Cabin, number>])[] = [
  [1_500, { economy: 1, premium_economy: 1.3, business: 2.2, first: 3.4 }],
  [4_000, { economy: 1, premium_economy: 1.5, business: 3, first: 4.8 }],
  [9_000, { economy: 1, premium_economy: 1.7, business: 4.5, first: 9 }],
  [Number.POSITIVE_INFINITY, { economy: 1, premium_economy: 1.8, business: 5.5, first: 11 }],
];

/** How many economy fares one seat in the cabin costs on a market of `marketKm`. */
export function cabinMultiple(cabin: Cabin, marketKm: number): number {
  const ladder = CABIN_LADDERS.find(([km]) => marketKm <= km) ?? CABIN_LADDERS[CABIN_LADDERS.length - 1];
  return ladder?.[1][cabin] ?? 1;
}

/** The booking's total price for these travellers, given one adult's economy fare on a market of `marketKm`. */
export function bookingTotal(adultEconomyFare: number, travellers: Travellers, marketKm: number): number {
  const adultFare = adultEconomyFare * cabinMultiple(travellers.cabin, marketKm);
  const people = travellers.adults + travellers.children * CHILD_FARE_SHARE + travellers.infants * INFANT_FARE_SHARE;
  return Math.round(adultFare * people * 100) / 100;
}
