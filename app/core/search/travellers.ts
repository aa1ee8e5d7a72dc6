/**
 * Who travels and in which cabin: labels and counts shared by the form, the result
 * cards, the providers and the partner links. Plain TypeScript (browser and server).
 * The limits are search rules (search-rules.ts); parsing is in search-params.ts.
 * Words come from the page's messages (the `search` namespace) through `t`.
 */

import type { MessageKey } from "../../i18n/message-key";
import type { Translate } from "../../i18n/translator";
import type { Cabin, SearchRequest } from "./types";

export const CABINS: readonly Cabin[] = ["economy", "premium_economy", "business", "first"];

const CABIN_KEYS: Record<Cabin, MessageKey> = {
  economy: "search.cabin.economy",
  premium_economy: "search.cabin.premium_economy",
  business: "search.cabin.business",
  first: "search.cabin.first",
};

/** The cabin's name: "Premium economy". */
export const cabinLabel = (t: Translate, cabin: Cabin): string => t(CABIN_KEYS[cabin]);

export interface Travellers {
  adults: number;
  /** Aged 2 to 11, each with a seat. */
  children: number;
  /** Under 2, each on an adult's lap. */
  infants: number;
  cabin: Cabin;
}

/** The travellers of a request; fields absent from older requests mean 0, 0 and economy. */
export function travellersOf(request: Pick<SearchRequest, "adults" | "children" | "infants" | "cabin">): Travellers {
  return {
    adults: request.adults,
    children: request.children ?? 0,
    infants: request.infants ?? 0,
    cabin: request.cabin ?? "economy",
  };
}

/** Everyone on the booking, infants on a lap included. */
export function travellerCount(t: Pick<Travellers, "adults" | "children" | "infants">): number {
  return t.adults + t.children + t.infants;
}

/** Whether the search is the plainest kind: adults only, in economy. */
export function isAdultsOnlyEconomy(t: Travellers): boolean {
  return t.children === 0 && t.infants === 0 && t.cabin === "economy";
}

/** "2 adults, 1 child": who travels, without the cabin (each count a whole plural phrase). */
function peopleSummary(t: Translate, who: Pick<Travellers, "adults" | "children" | "infants">): string {
  const people = [t("search.travellers.adults", { count: who.adults })];
  if (who.children > 0) people.push(t("search.travellers.children", { count: who.children }));
  if (who.infants > 0) people.push(t("search.travellers.infants", { count: who.infants }));
  return people.join(", ");
}

/** "2 adults, 1 child · Premium economy": the passengers button's label. */
export function travellersSummary(t: Translate, who: Travellers): string {
  return t("search.travellers.withCabin", { people: peopleSummary(t, who), cabin: cabinLabel(t, who.cabin) });
}

/** The search summary's travellers: "1 adult" for the plainest search, else people and cabin. */
export function summaryTravellers(t: Translate, who: Travellers): string {
  return isAdultsOnlyEconomy(who) ? peopleSummary(t, who) : travellersSummary(t, who);
}

/** The sentence under a price ("USD total for 3 travellers."): prices are always the booking's total. */
export function priceTotalSentence(t: Translate, travellers: number, currency: string): string {
  return t("search.travellers.priceTotal", { count: travellers, currency });
}

/**
 * The query fields for these travellers: `adults` always (the original parameter), `children`,
 * `infants` and `cabin` only when they differ from 0, 0 and economy, so an adults-only
 * economy search keeps exactly the URL it always had.
 */
export function travellerFields(t: Travellers): Record<string, string> {
  const fields: Record<string, string> = { adults: String(t.adults) };
  if (t.children > 0) fields.children = String(t.children);
  if (t.infants > 0) fields.infants = String(t.infants);
  if (t.cabin !== "economy") fields.cabin = t.cabin;
  return fields;
}
