import { describe, expect, it } from "vitest";
import { renderInLocale } from "../../../../tests/support/i18n";
import { buildDateGrid, buildMonth } from "../../../core/search/flexible-dates";
import type { Locale } from "../../../i18n/locales";
import { DateGrid } from "./date-grid";
import { FlexibleDates } from "./flexible-dates";
import { MonthView } from "./month-view";

const SEARCH = "?from=JFK&to=CDG&date=2026-12-20&returnDate=2026-12-27&tripType=roundtrip&adults=2";
const NOW = Date.parse("2026-11-25T12:00:00Z");
const ADULTS = { adults: 2, children: 0, infants: 0, cabin: "economy" as const };
const context = {
  search: { date: "2026-12-20", returnDate: "2026-12-27" },
  window: { earliest: "2026-11-25", latest: "2027-11-20" },
  earliest: "2026-11-25",
};

const render = (element: React.ReactNode, locale: Locale) =>
  renderInLocale(element, { locale, namespaces: ["results"], path: `/search${SEARCH}` }).replace(/\u00a0/g, " ");

function strip(locale: Locale) {
  return render(
    <FlexibleDates
      mode="strip"
      search={SEARCH}
      tripType="roundtrip"
      from="JFK"
      to="CDG"
      date="2026-12-20"
      returnDate="2026-12-27"
      travellers={{ ...ADULTS, children: 1, cabin: "premium_economy" }}
      earliest="2026-11-25"
      now={NOW}
      functionsBasePath="/api"
      initial={{
        key: "strip|JFK|CDG|2026-12-20|2026-12-27|2|1|0|premium_economy",
        items: [{ date: "2026-12-19", price: 1125, source: "travelpayouts" }],
      }}
    />,
    locale,
  );
}

describe("flexible dates", () => {
  it("read as Dutch, with the days, prices and links of the Dutch page", () => {
    const html = strip("nl");
    expect(html).toContain('aria-label="Flexibele data"');
    expect(html).toContain('aria-label="Data rond je vertrekdatum"');
    expect(html).toContain("Prijsbalk");
    expect(html).toContain("Datumraster");
    expect(html).toContain(
      "Goedkoopste retour per vertrekdag voor een reis van 7 nachten, 2 volwassenen, 1 kind · Premium Economy",
    );
    expect(html).toContain("opgeslagen Aviasales-prijzen via Travelpayouts");
    expect(html).toContain("za 19 dec");
    expect(html).toContain("US$ 1.125");
    expect(html).toMatch(/href="\/nl\/search\?from=JFK[^"]*date=2026-12-19/);
    expect(html).toMatch(/href="\/nl\/search\?[^"]*view=grid/);
    expect(html).not.toMatch(/results\.[a-z]/);
  });

  it("stay as they were in English", () => {
    const html = strip("en");
    expect(html).toContain(
      "Cheapest return fare by departure day for a 7-night trip, 2 adults, 1 child · Premium economy",
    );
    expect(html).toContain("Sat, Dec 19");
    expect(html).toContain("$1,125");
    expect(html).toMatch(/href="\/search\?from=JFK[^"]*date=2026-12-19/);
  });

  it("name the date grid's rows, columns and cells in Dutch", () => {
    const grid = buildDateGrid(
      [{ date: "2026-12-20", returnDate: "2026-12-27", price: 480, source: "sample" }],
      context,
    );
    const html = render(<DateGrid grid={grid} travellers={ADULTS} search={SEARCH} now={NOW} loaded />, "nl");
    expect(html).toContain("Goedkoopste retour voor elke combinatie van vertrek- en terugreisdag, 2 volwassenen.");
    expect(html).toContain("Vertrek en terugreis");
    expect(html).toContain("Vertrek zo 20 dec");
    expect(html).toContain("Terug zo 27 dec");
    expect(html).toContain("Geen prijs");
    expect(html).toContain("Voorbeeldgegevens");
    expect(html).not.toMatch(/results\.[a-z]/);
  });

  it("write the month view's caption and weekdays in Dutch", () => {
    const month = buildMonth([], { ...context, search: { date: "2026-12-20" } });
    const html = render(<MonthView month={month} travellers={ADULTS} search={SEARCH} now={NOW} loaded />, "nl");
    expect(html).toContain("Goedkoopste enkele reis voor elke dag in december 2026, 2 volwassenen.");
    expect(html).toContain('<abbr title="maandag" class="no-underline">ma</abbr>');
    expect(html).toContain('aria-label="Maandoverzicht"');
    expect(html).not.toMatch(/results\.[a-z]/);
  });
});
