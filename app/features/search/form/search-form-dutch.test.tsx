import { describe, expect, it } from "vitest";
import { renderInLocale } from "../../../../tests/support/i18n";
import { formStateFromParams } from "./form-state";
import { SearchForm } from "./search-form";

/** The search form as a Dutch page renders it on the server (the first paint, before hydration). */
const QUERY = "tripType=roundtrip&from=AMS&to=AMS&date=18-12-2026&returnDate=02-01-2027&adults=2&infants=3";
const render = (locale: "en" | "nl") =>
  renderInLocale(<SearchForm initial={formStateFromParams(new URLSearchParams(QUERY))} functionsBasePath="/f" />, {
    locale,
    namespaces: ["search"],
    path: "/search",
  }).replace(/&#x27;/g, "'");

describe("the search form", () => {
  it("in Dutch: words, the date format, the reasons and a GET to /nl/search", () => {
    const page = render("nl");
    expect(page).toContain('action="/nl/search"');
    for (const words of [
      "Enkele reis",
      "Retour",
      "Meerdere bestemmingen",
      "Van",
      "Naar",
      "Vertrekdatum",
      "Terugreisdatum",
      'placeholder="DD-MM-JJJJ"',
      "Reizigers en reisklasse",
      "2 volwassenen, 3 baby's · Economy",
      "Vluchten zoeken",
      // The reasons, the prefilled dd-mm-jjjj dates read as Dutch pages type them.
      "Je bestemming moet anders zijn dan je vertrekplaats (AMS).",
      "Een baby reist bij een volwassene op schoot: voeg een volwassene toe of haal een baby weg.",
    ]) {
      expect(page, words).toContain(words);
    }
    expect(page).not.toContain("Vul een geldige datum in");
    expect(page).not.toMatch(/search\.[a-z]+\.[a-zA-Z]/);
    expect(page).not.toContain("Departure date");
  });

  it("in English as before", () => {
    const page = render("en");
    expect(page).toContain('action="/search"');
    for (const words of ["One Way", "Departure date", 'placeholder="YYYY-MM-DD"', "Search Flights"]) {
      expect(page, words).toContain(words);
    }
    expect(page).toContain("The destination must differ from the origin (AMS).");
    // 18-12-2026 is day first in any language.
    expect(page).not.toContain("Choose a valid date.");
  });
});
