/**
 * Bag rules (decision 251): an offer's typical allowance from its airline's policy
 * (bags-data.ts) for the cabin and the kind of trip, and the price with one checked bag per
 * traveller and direction added where the policy knows the fee.
 */
import type { Cabin, FlightOffer } from "../search/types";
import { AIRLINE_BAGS, type BagRule } from "./bags-data";

/** An offer's typical allowance: the airline whose policy it is and the rule for its cabin and trip. */
export interface BagAllowance extends BagRule {
  carrier: string;
}

/** Trips between continents of this many km or more are long haul. */
const LONG_HAUL_KM = 3000;

export function isLongHaul(intercontinental: boolean, longestKm: number): boolean {
  return intercontinental && longestKm >= LONG_HAUL_KM;
}

/**
 * The typical allowance of `carrier` in `cabin`, or null when the dataset does not know the
 * airline. First class takes the business rule; a cabin the airline's policy does not list takes
 * the next one down (premium economy → economy), so no allowance is promised that is not there.
 */
export function bagAllowance(carrier: string, cabin: Cabin, longHaul: boolean): BagAllowance | null {
  const airline = AIRLINE_BAGS[carrier.toUpperCase()];
  if (!airline) return null;
  const rules = (longHaul ? airline.long : undefined) ?? airline.short;
  const wanted =
    cabin === "first" || cabin === "business" ? "business" : cabin === "premium_economy" ? "premium" : "economy";
  const rule =
    (wanted === "business" ? (rules.business ?? rules.premium) : wanted === "premium" ? rules.premium : undefined) ??
    rules.economy;
  return { carrier: carrier.toUpperCase(), ...rule };
}

/** The airline whose bag policy applies: the one selling every flight, or null for a mix of airlines. */
export function policyCarrier(offer: FlightOffer): string | null {
  const carriers = new Set([...offer.leg, ...(offer.returnLeg ?? [])].map((s) => s.carrier.toUpperCase()));
  return carriers.size === 1 ? ([...carriers][0] as string) : null;
}

export type BagPrice =
  /** A checked bag is in the fare already. */
  | { kind: "included"; price: number }
  /** The typical fee was added: an estimate. */
  | { kind: "added"; price: number; fee: number }
  /** The fee is not known: the price is the fare alone. */
  | { kind: "unknown"; price: number };

/**
 * The price with one checked bag for each traveller with a seat, each direction. Fees are in
 * US dollars, so an offer priced in another currency gets "unknown".
 */
export function priceWithCheckedBag(offer: FlightOffer, seatedTravellers: number): BagPrice {
  const bags = offer.bags;
  if (bags && bags.pieces > 0) return { kind: "included", price: offer.price };
  if (!bags || bags.feeUsd === undefined || offer.currency !== "USD") return { kind: "unknown", price: offer.price };
  const directions = offer.returnLeg?.length ? 2 : 1;
  const fee = bags.feeUsd * Math.max(1, seatedTravellers) * directions;
  return { kind: "added", price: offer.price + fee, fee };
}
