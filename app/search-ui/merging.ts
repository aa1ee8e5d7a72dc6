/**
 * TEMPORARY adapter over helper A1's shared merge (app/search/merge.ts): a minimal
 * stand-in with the same contract until it lands.
 */
import type { FlightOffer } from "../search/types";
import { offerMinutes, offerStops } from "./offer-view";

export interface MergeSource {
  provider: string;
  items: FlightOffer[];
  failed?: boolean;
  error?: string;
}

export interface MergeResult {
  offers: FlightOffer[];
  hiddenAirportSwitches: number;
  sources: { name: string; count: number; failed: boolean }[];
}

const switchesAirport = (leg: FlightOffer["leg"] | undefined) =>
  (leg ?? []).some((s, i, all) => i > 0 && all[i - 1]?.to !== s.from);

export function mergeSources(sources: MergeSource[]): MergeResult {
  const seen = new Set<string>();
  const offers: FlightOffer[] = [];
  let hidden = 0;
  for (const source of sources) {
    if (source.failed) continue;
    for (const offer of source.items) {
      if (switchesAirport(offer.leg) || switchesAirport(offer.returnLeg)) {
        hidden++;
        continue;
      }
      const key = [
        ...[...offer.leg, ...(offer.returnLeg ?? [])].map((s) => `${s.carrier}${s.flightNumber}@${s.departureTime}`),
        offer.currency,
        Math.round(offer.price),
      ].join("|");
      if (seen.has(key)) continue;
      seen.add(key);
      offers.push(offer);
    }
  }
  offers.sort((a, b) => a.price - b.price);
  return {
    offers,
    hiddenAirportSwitches: hidden,
    sources: sources.map((s) => ({ name: s.provider, count: s.items.length, failed: !!s.failed })),
  };
}

export type SortOrder = "cheapest" | "best" | "fastest";

export function sortOffers(offers: FlightOffer[], order: SortOrder): FlightOffer[] {
  const list = [...offers];
  if (order === "cheapest") return list.sort((a, b) => a.price - b.price);
  if (order === "fastest") return list.sort((a, b) => offerMinutes(a) - offerMinutes(b) || a.price - b.price);
  if (list.length === 0) return list;
  const prices = list.map((o) => o.price);
  const mins = list.map(offerMinutes);
  const [pMin, pMax] = [Math.min(...prices), Math.max(...prices)];
  const [dMin, dMax] = [Math.min(...mins), Math.max(...mins)];
  const score = (o: FlightOffer) =>
    (o.price - pMin) / (pMax - pMin || 1) + (offerMinutes(o) - dMin) / (dMax - dMin || 1) + 0.25 * offerStops(o);
  return list.sort((a, b) => score(a) - score(b) || a.price - b.price);
}
