/**
 * What the offline engine charges a whole booking, from one adult's economy fare.
 * Shares follow common airline practice: a child (2–11) with a seat pays about 75 % of
 * the adult fare, an infant on a lap about 10 %; cabins cost a multiple of economy
 * (premium economy ~1.6×, business ~3.5×, first ~6×). The total is for every traveller,
 * like Amadeus' grandTotal, rounded to cents.
 */
import type { Travellers } from "../../../core/search/travellers";
import type { Cabin } from "../../../core/search/types";

const CHILD_FARE_SHARE = 0.75;
const INFANT_FARE_SHARE = 0.1;

const CABIN_FARE_FACTOR: Record<Cabin, number> = {
  economy: 1,
  premium_economy: 1.6,
  business: 3.5,
  first: 6,
};

/** The booking's total price for these travellers, given one adult's economy fare. */
export function bookingTotal(adultEconomyFare: number, travellers: Travellers): number {
  const adultFare = adultEconomyFare * CABIN_FARE_FACTOR[travellers.cabin];
  const people = travellers.adults + travellers.children * CHILD_FARE_SHARE + travellers.infants * INFANT_FARE_SHARE;
  return Math.round(adultFare * people * 100) / 100;
}
