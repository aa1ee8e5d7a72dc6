import { describe, expect, it } from "vitest";
import { serverTranslator } from "../../../i18n/catalogue.server";
import { cellHref } from "./calendar-cell";
import { gridCaption } from "./date-grid";
import { viewHref, viewsFor } from "./flexible-dates";
import { monthCaption } from "./month-view";

const t = serverTranslator("en");

describe("flexible dates on /search", () => {
  const search =
    "?from=JFK&to=CDG&date=2026-12-20&returnDate=2026-12-27&tripType=roundtrip&adults=2&children=1&cabin=business&stops=0";

  it("offers the grid to return trips and the month to every trip, next to the strip", () => {
    expect(viewsFor("roundtrip", "2026-12-27")).toEqual(["strip", "grid", "month"]);
    expect(viewsFor("oneway")).toEqual(["strip", "month"]);
  });

  it("keeps the view in the URL with the rest of the search", () => {
    expect(viewHref(search, "grid")).toBe(`/search${search}&view=grid`);
    expect(viewHref(`${search}&view=grid`, "strip")).toBe(`/search${search}`);
  });

  it("links a cell to the same search on its dates, travellers, filters and view kept", () => {
    const href = new URL(cellHref(`${search}&view=grid`, { date: "2026-12-18", returnDate: "2026-12-26" }), "http://x");
    expect(Object.fromEntries(href.searchParams)).toMatchObject({
      date: "2026-12-18",
      returnDate: "2026-12-26",
      adults: "2",
      children: "1",
      cabin: "business",
      stops: "0",
      view: "grid",
    });
  });

  it("says what the prices are in whole sentences, dates through Intl", () => {
    const adults = (n: number) => ({ adults: n, children: 0, infants: 0, cabin: "economy" as const });
    expect(gridCaption(t, adults(1))).toBe("Cheapest return fare for each departure and return day, 1 adult.");
    expect(monthCaption(t, "2027-01-01", adults(3))).toBe(
      "Cheapest one-way fare for each day of January 2027, 3 adults.",
    );
    expect(gridCaption(t, { ...adults(2), infants: 1, cabin: "business" })).toBe(
      "Cheapest return fare for each departure and return day, 2 adults, 1 infant · Business.",
    );
    expect(monthCaption(t, "2027-01-01", { ...adults(1), children: 2 })).toBe(
      "Cheapest one-way fare for each day of January 2027, 1 adult, 2 children · Economy.",
    );
    expect(monthCaption(t, "2027-01-01", adults(2), undefined, 7)).toBe(
      "Cheapest return fare for a 7-night trip by departure day in January 2027, 2 adults.",
    );
  });
});
