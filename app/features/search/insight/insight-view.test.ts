import { describe, expect, it } from "vitest";
import { typicalRange } from "../../../core/insight/price-verdict";
import { NONSTOP_AF, ONE_STOP_DL, offer, seg } from "../results/test-offers";
import type { SearchRun } from "../search-run";
import { insightView, type PriceHistory } from "./insight-view";

const leg = { from: "JFK", to: "CDG", date: "2026-12-01" };
const runOf = (...sources: { name: "amadeus" | "travelpayouts"; items: (typeof NONSTOP_AF)[] }[]): SearchRun => ({
  key: "k",
  legs: [{ leg, sources: sources.map((s) => ({ ...s, status: "ok" as const })) }],
});
const prices = Array.from({ length: 12 }, (_, i) => 300 + i * 20);
const history = (sources: PriceHistory["sources"]): PriceHistory => ({
  month: "2026-12",
  historyDays: 60,
  nights: null,
  unit: "adult",
  currency: "USD",
  sources,
});
const sample = { source: "sample", sample: true, count: 12, range: typicalRange(prices), days: [] };

describe("insight view", () => {
  it("judges today's cheapest shown fare against its own source's history, per adult", () => {
    const view = insightView(runOf({ name: "amadeus", items: [NONSTOP_AF, ONE_STOP_DL] }), history([sample]), 2);
    // $420 for two adults is $210 each: below the range ($355–$465).
    expect(view).toMatchObject({ kind: "verdict", verdict: "low", price: 210, source: "sample", sample: true });
  });

  it("never judges a live fare against sample history: too little history of its own", () => {
    const live = offer("t", 900, [seg("JFK", "CDG", "2026-12-01T18:30:00-05:00", "2026-12-02T07:45:00+01:00")], {
      provider: "travelpayouts",
    });
    const view = insightView(runOf({ name: "travelpayouts", items: [live] }), history([sample]), 1);
    expect(view).toEqual({ kind: "tooLittle", price: 900, source: "travelpayouts", sample: false, count: 0 });
  });

  it("says nothing before a fare is found", () => {
    expect(insightView(runOf(), history([sample]), 1)).toEqual({ kind: "none" });
  });
});
