/**
 * A stored deal as its card says it, in the page's language: the price, the saving with what it
 * compares with (or none), the dates, the source and age of the price, and the Fareline search of
 * the same trip. Plain TypeScript over the page's messages (`deals` and `results`).
 */

import { airlineName } from "../../core/airlines/airlines";
import { savingPercent } from "../../core/deals/saving-basis";
import { OFFLINE_SOURCE } from "../../core/providers/registry";
import { formatDate } from "../../format/dates";
import { formatPercent } from "../../format/measures";
import { formatPrice } from "../../format/money";
import type { Translate } from "../../i18n/translator";
import { priceAge } from "../search/results/offer-view";
import { sourceName } from "../search/results/source-text";
import { DEAL_PLACES } from "./deals-data";

/** A stored deal as the loader sends it (times as ISO strings). */
export interface DealData {
  slot: number;
  origin: string;
  destination: string;
  departDate: string;
  returnDate: string | null;
  cabin: string;
  source: string;
  sample: boolean;
  carrier: string | null;
  priceCents: number;
  currency: string;
  observedAt: string;
  compareKind: string | null;
  comparePriceCents: number | null;
  compareBasis: string | null;
}

export interface DealCard {
  destination: string;
  origin: string;
  price: string;
  /** Null: no basis, so no badge and no struck-through price. */
  saving: { percent: string; comparePrice: string } | null;
  /** What the saving compares with, or why there is none. */
  basis: string;
  dates: string;
  /** The airline of the first flight, or null when the source did not say. */
  airline: string | null;
  source: string;
  sample: boolean;
  /** "price seen 3 h ago" */
  age: string;
  /** The Fareline search of the same trip. */
  searchPath: string;
}

const money = (cents: number, currency: string, locale: string) => formatPrice(cents / 100, currency, locale);

function basisText(t: Translate, deal: DealData, locale: string): { saving: DealCard["saving"]; basis: string } {
  const { compareKind: kind, comparePriceCents: compare, compareBasis: at } = deal;
  if (compare === null || at === null || (kind !== "earlier" && kind !== "typical")) {
    return { saving: null, basis: t("deals.basis.none") };
  }
  const comparePrice = money(compare, deal.currency, locale);
  const saving = { percent: formatPercent(savingPercent(deal.priceCents, compare) / 100, locale), comparePrice };
  if (kind === "earlier") {
    return {
      saving,
      basis: t("deals.basis.earlier", { price: comparePrice, date: formatDate(at, "dayMonth", locale) }),
    };
  }
  return {
    saving,
    basis: t("deals.basis.typical", { price: comparePrice, month: formatDate(`${at}-01`, "monthYear", locale) }),
  };
}

/** /search for the deal's trip: one adult, its cabin, both dates. */
function dealSearchPath(
  deal: Pick<DealData, "origin" | "destination" | "departDate" | "returnDate" | "cabin">,
): string {
  const params = new URLSearchParams({
    from: deal.origin,
    to: deal.destination,
    date: deal.departDate,
    tripType: deal.returnDate ? "roundtrip" : "oneway",
    ...(deal.returnDate ? { returnDate: deal.returnDate } : {}),
    adults: "1",
    cabin: deal.cabin,
  });
  return `/search?${params}`;
}

export function dealCard(t: Translate, deal: DealData, locale: string, now: number): DealCard {
  const place = DEAL_PLACES[`${deal.origin}-${deal.destination}`];
  const dates = deal.returnDate
    ? `${formatDate(deal.departDate, "dayMonth", locale)} – ${formatDate(deal.returnDate, "dayMonth", locale)}`
    : formatDate(deal.departDate, "dayMonth", locale);
  return {
    destination: place ? t(place.destination) : deal.destination,
    origin: place?.origin ?? deal.origin,
    price: money(deal.priceCents, deal.currency, locale),
    ...basisText(t, deal, locale),
    dates,
    airline: deal.carrier ? airlineName(deal.carrier) : null,
    source: sourceName(t, deal.source),
    sample: deal.sample || deal.source === OFFLINE_SOURCE.name,
    age: t("deals.card.seen", { age: priceAge(t, deal.observedAt, now) ?? "" }),
    searchPath: dealSearchPath(deal),
  };
}
