/**
 * What the price-insight panel says (pure): today's cheapest fare of the search (as the results
 * would show it, no airport switch), the history of that fare's own source, and the verdict when
 * the history is long enough. No React.
 */
import { type PriceVerdict, priceVerdict, unitPrice } from "../../../core/insight/price-verdict";
import { OFFLINE_SOURCE } from "../../../core/providers/registry";
import { hasAirportSwitch } from "../../../core/search/merge";
import type { FlightOffer } from "../../../core/search/types";
import type { PriceHistory, SourceHistory } from "../../../services/insight/price-history.server";
import type { SearchRun } from "../search-run";

export type { PriceHistory };

export type InsightView =
  /** No fare yet (sources still answering, or none found). */
  | { kind: "none" }
  | { kind: "tooLittle"; price: number; source: string; sample: boolean; count: number }
  | {
      kind: "verdict";
      verdict: PriceVerdict;
      price: number;
      source: string;
      sample: boolean;
      history: SourceHistory & { range: NonNullable<SourceHistory["range"]> };
    };

/** The cheapest offer of the run's first leg that the results show (no airport switch). */
function cheapestOffer(run: SearchRun): FlightOffer | null {
  let best: FlightOffer | null = null;
  for (const source of run.legs[0]?.sources ?? []) {
    if (source.status !== "ok") continue;
    for (const offer of source.items) {
      if (hasAirportSwitch(offer)) continue;
      if (!best || offer.price < best.price) best = offer;
    }
  }
  return best;
}

/** The panel's content for this run against this history; the fare in the history's unit. */
export function insightView(run: SearchRun, history: PriceHistory, adults: number): InsightView {
  const offer = cheapestOffer(run);
  if (!offer) return { kind: "none" };
  const source = offer.provider;
  const own = history.sources.find((s) => s.source === source);
  const price = unitPrice(offer.price, adults, history.unit);
  const sample = own?.sample ?? source === OFFLINE_SOURCE.name;
  if (!own?.range) return { kind: "tooLittle", price, source, sample, count: own?.count ?? 0 };
  return {
    kind: "verdict",
    verdict: priceVerdict(price, own.range),
    price,
    source,
    sample,
    history: { ...own, range: own.range },
  };
}
