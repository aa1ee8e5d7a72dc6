import { describe, expect, it } from "vitest";
import { serverTranslator } from "../../i18n/catalogue.server";
import { type DealData, dealCard } from "./deal-view";

const deal: DealData = {
  slot: 0,
  origin: "JFK",
  destination: "CDG",
  departDate: "2026-12-15",
  returnDate: "2026-12-22",
  cabin: "economy",
  source: "sample",
  sample: true,
  carrier: "AF",
  priceCents: 38_900,
  currency: "USD",
  observedAt: "2026-11-20T04:00:00.000Z",
  compareKind: null,
  comparePriceCents: null,
  compareBasis: null,
};
const now = Date.parse("2026-11-20T07:00:00Z");

describe("dealCard", () => {
  it("shows no saving without a basis, and says so", () => {
    const card = dealCard(serverTranslator("en"), deal, "en-US", now);
    expect(card).toMatchObject({ destination: "Paris, France", origin: "New York", price: "$389", saving: null });
    expect(card.basis).toMatch(/^No saving shown/);
    expect(card).toMatchObject({
      source: "Sample data",
      sample: true,
      age: "price seen 3 h ago",
      dates: "Dec 15 – Dec 22",
      airline: "Air France",
    });
    expect(dealCard(serverTranslator("en"), { ...deal, carrier: null }, "en-US", now).airline).toBeNull();
  });

  it("names the earlier price and its day, or the typical fare and its month, in the page's language", () => {
    const earlier = {
      ...deal,
      compareKind: "earlier",
      comparePriceCents: 45_500,
      compareBasis: "2026-11-18T09:00:00.000Z",
    };
    expect(dealCard(serverTranslator("en"), earlier, "en-US", now)).toMatchObject({
      saving: { percent: "15%", comparePrice: "$455" },
      basis: "Compared with: was $455 on Nov 18",
    });
    const typical = { ...deal, compareKind: "typical", comparePriceCents: 56_000, compareBasis: "2026-12" };
    expect(dealCard(serverTranslator("nl"), typical, "nl-NL", now)).toMatchObject({
      saving: { percent: "31%", comparePrice: "US$\u00a0560" },
      basis: "Vergeleken met: gebruikelijk US$\u00a0560 in december 2026",
      source: "Voorbeeldgegevens",
    });
  });

  it("links to the Fareline search of the same trip: both dates, one adult, the cabin", () => {
    const params = new URL(dealCard(serverTranslator("en"), deal, "en-US", now).searchPath, "http://x").searchParams;
    expect(Object.fromEntries(params)).toEqual({
      from: "JFK",
      to: "CDG",
      date: "2026-12-15",
      returnDate: "2026-12-22",
      tripType: "roundtrip",
      adults: "1",
      cabin: "economy",
    });
  });
});
