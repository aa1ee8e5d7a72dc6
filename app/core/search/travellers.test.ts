import { describe, expect, it } from "vitest";
import { serverTranslator } from "../../i18n/catalogue.server";
import {
  isAdultsOnlyEconomy,
  priceTotalSentence,
  travellerCount,
  travellerFields,
  travellersOf,
  travellersSummary,
} from "./travellers";

const en = serverTranslator("en");
const nl = serverTranslator("nl");

describe("travellers", () => {
  it("reads absent children, infants and cabin as 0, 0 and economy", () => {
    expect(travellersOf({ adults: 2 })).toEqual({ adults: 2, children: 0, infants: 0, cabin: "economy" });
    expect(isAdultsOnlyEconomy(travellersOf({ adults: 3 }))).toBe(true);
    expect(isAdultsOnlyEconomy(travellersOf({ adults: 1, cabin: "first" }))).toBe(false);
    expect(isAdultsOnlyEconomy(travellersOf({ adults: 1, children: 1 }))).toBe(false);
    expect(isAdultsOnlyEconomy(travellersOf({ adults: 1, infants: 1 }))).toBe(false);
  });

  it("summarises who travels in whole plural forms, and counts infants as travellers", () => {
    expect(travellersSummary(en, { adults: 1, children: 0, infants: 0, cabin: "economy" })).toBe("1 adult · Economy");
    expect(travellersSummary(en, { adults: 2, children: 1, infants: 0, cabin: "premium_economy" })).toBe(
      "2 adults, 1 child · Premium economy",
    );
    expect(travellersSummary(en, { adults: 2, children: 3, infants: 2, cabin: "business" })).toBe(
      "2 adults, 3 children, 2 infants · Business",
    );
    expect(travellerCount({ adults: 2, children: 1, infants: 1 })).toBe(4);
    expect(travellersSummary(en, { adults: 1, children: 0, infants: 1, cabin: "first" })).toBe(
      "1 adult, 1 infant · First",
    );
  });

  it("says prices are the total for everyone", () => {
    expect(priceTotalSentence(en, 1, "USD")).toBe("USD total for 1 traveller.");
    expect(priceTotalSentence(en, 3, "USD")).toBe("USD total for 3 travellers.");
  });

  it("in Dutch", () => {
    expect(travellersSummary(nl, { adults: 1, children: 0, infants: 0, cabin: "economy" })).toBe(
      "1 volwassene · Economy",
    );
    expect(travellersSummary(nl, { adults: 2, children: 3, infants: 2, cabin: "premium_economy" })).toBe(
      "2 volwassenen, 3 kinderen, 2 baby's · Premium economy",
    );
    expect(travellersSummary(nl, { adults: 1, children: 1, infants: 1, cabin: "business" })).toBe(
      "1 volwassene, 1 kind, 1 baby · Business",
    );
    expect(priceTotalSentence(nl, 1, "USD")).toBe("Totaal in USD voor 1 reiziger.");
    expect(priceTotalSentence(nl, 3, "USD")).toBe("Totaal in USD voor 3 reizigers.");
  });

  it("keeps the original adults-only query unchanged and adds the rest only when set", () => {
    expect(travellerFields({ adults: 2, children: 0, infants: 0, cabin: "economy" })).toEqual({ adults: "2" });
    expect(travellerFields({ adults: 2, children: 1, infants: 1, cabin: "first" })).toEqual({
      adults: "2",
      children: "1",
      infants: "1",
      cabin: "first",
    });
  });
});
