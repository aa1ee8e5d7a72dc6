import { describe, expect, it } from "vitest";
import { renderInLocale } from "../../../../tests/support/i18n";
import { airlineName } from "../../../core/airlines/airlines";
import { formatDuration } from "../../../format/durations";
import type { Locale } from "../../../i18n/locales";
import { FilterForm } from "./filter-form";
import { EMPTY_FILTERS, facets } from "./filters";
import { OfferCard, type OfferCardProps } from "./offer-card";
import { SearchErrorBox } from "./search-error-box";
import { SortTabs, sortEachWay } from "./sort-tabs";
import { NONSTOP_AF, ONE_STOP_DL, offer, seg, TWO_STOP_TK } from "./test-offers";
import { TripTotalCard } from "./trip-total-card";

const ONE_ADULT = { adults: 1, children: 0, infants: 0, cabin: "economy" as const };
const QUERY = "from=JFK&to=CDG&date=2026-12-01&tripType=oneway&adults=1";
const RYANAIR = offer("r", 1125, [seg("JFK", "CDG", "2026-12-01T09:00:00-05:00", "2026-12-01T22:00:00+01:00", "FR")]);
const ALL = [NONSTOP_AF, ONE_STOP_DL, TWO_STOP_TK, RYANAIR];

/** Markup as text, the non-breaking spaces Intl writes read as spaces. */
const render = (element: React.ReactNode, locale: Locale) =>
  renderInLocale(element, { locale, namespaces: ["results", "offers"], path: `/search?${QUERY}` }).replace(
    /\u00a0/g,
    " ",
  );

function card(locale: Locale, props: Partial<OfferCardProps> = {}) {
  return render(
    <OfferCard
      offer={NONSTOP_AF}
      marker="m"
      functionsBasePath="/api"
      departure="2026-12-01"
      travellers={ONE_ADULT}
      now={Date.parse("2026-11-30T12:00:00Z")}
      {...props}
    />,
    locale,
  );
}

describe("a result card", () => {
  it("reads as Dutch: US$ with Dutch separators, 24-hour times, Dutch days and durations", () => {
    const html = card("nl");
    expect(html).toContain("Bekijk aanbieding bij Kiwi.com →");
    expect(html).toContain("Rechtstreeks");
    expect(html).toContain("Heenvlucht · di 1 dec");
    expect(html).toContain("US$ 500");
    expect(html).toContain("Totaal in USD voor 1 reiziger.");
    expect(html).toMatch(/data-testid="depart-time">18:30</);
    expect(html).toMatch(/data-testid="arrive-time">07:45/);
    expect(html).toContain("Komt 1 dag later aan");
    expect(html).toContain(formatDuration(435, "nl-NL"));
    expect(html).toMatch(/7 u 15/);
    expect(html).toContain('Vluchtdetails<span class="sr-only"> van JFK → CDG, US$ 500</span>');
    expect(html).toContain("via Voorbeeldgegevens · indicatieve prijs");
    for (const english of ["View Deal", "Nonstop", "Outbound", "Flight details", "total for", "$500"]) {
      expect(html).not.toContain(english);
    }
    expect(html).not.toMatch(/results\.[a-z]/);
  });

  it("writes thousands, stops and a price's age in Dutch", () => {
    const cached = { ...ONE_STOP_DL, price: 1125, priceFoundAt: "2026-11-30T09:00:00Z" };
    const html = card("nl", {
      offer: cached,
      travellers: { ...ONE_ADULT, adults: 2 },
    });
    expect(html).toContain("US$ 1.125");
    expect(html).toContain('1 overstap<span class="text-slate-600"> via AMS</span>');
    expect(html).toContain("In totaal 1 overstap");
    expect(html).toContain("prijs 3 uur geleden gevonden");
    expect(html).toContain("Totaal in USD voor 2 reizigers.");
  });

  it("shows emissions, the lower-emissions badge, bags and the price with a checked bag, in both languages", () => {
    const ryanair = {
      ...RYANAIR,
      co2eKg: 1204,
      bags: { carrier: "FR", cabinBag: false, pieces: 0, feeUsd: 40 },
    };
    const props = { offer: ryanair, median: 1500, bagPrice: { kind: "added" as const, price: 1165, fee: 40 } };
    const nl = card("nl", props);
    expect(nl).toContain("≈ 1.204 kg CO₂e (schatting)");
    expect(nl).toContain("Lagere uitstoot");
    expect(nl).toContain("Alleen een kleine tas onder de stoel · ingecheckte tas ≈ US$ 40 · gebruikelijk beleid");
    expect(nl).toContain("Inclusief ongeveer US$ 40 voor ingecheckte bagage (schatting).");
    expect(nl).not.toMatch(/offers\.[a-z]/);
    const en = card("en", props);
    expect(en).toContain("≈ 1,204 kg CO₂e (estimate)");
    expect(en).toContain("Lower emissions");
    expect(en).toContain("Small under-seat bag only · checked bag ≈ $40 · typical policy, check with the airline");
    expect(en).toContain("Includes about $40 for checked bags (estimate).");
    // Not 15 % below the median: no badge; no policy known: said so.
    const plain = card("en", { offer: { ...NONSTOP_AF, co2eKg: 1400 }, median: 1500 });
    expect(plain).not.toContain("Lower emissions");
    expect(plain).toContain("Bags: not known, check with the airline");
  });

  it("stays as it was in English", () => {
    const html = card("en");
    expect(html).toContain("View Deal on Kiwi.com →");
    expect(html).toContain("Outbound · Tue, Dec 1");
    expect(html).toContain("$500");
    expect(html).toContain("7h 15m");
    expect(html).toContain("USD total for 1 traveller.");
    expect(html).toContain('Flight details<span class="sr-only"> of JFK → CDG, $500</span>');
    expect(html).toContain("via Sample data · illustrative fare, check the partner for the live price");
  });
});

describe("the filters and the sort", () => {
  const form = (locale: Locale) =>
    render(
      <FilterForm
        facets={facets(ALL, EMPTY_FILTERS, airlineName)}
        filters={{ ...EMPTY_FILTERS, stops: ["0"] }}
        onChange={() => {}}
        params={new URLSearchParams(`${QUERY}&stops=0`)}
        hydrated={false}
      />,
      locale,
    );

  it("read as Dutch, and the GET forms stay on the Dutch page", () => {
    const html = form("nl");
    for (const dutch of [
      "Overstappen",
      "Rechtstreeks",
      "1 overstap",
      "2+ overstappen",
      "Luchtvaartmaatschappijen",
      "Overige maatschappijen",
      "vanaf US$ 350",
      "Vertrektijd",
      "Aankomsttijd",
      "Ochtend (06:00–11:59)",
      "Maximale reisduur: <output>",
      "Maximale prijs: <output>US$ 1.125</output>",
      "Filters toepassen",
      "Alles wissen",
    ]) {
      expect(html).toContain(dutch);
    }
    expect(html).toContain('action="/nl/search"');
    expect(html).toMatch(/href="\/nl\/search\?from=JFK[^"]*"/);
    expect(html).not.toMatch(/results\.[a-z]/);

    const tabs = render(
      <SortTabs sorted={sortEachWay(ALL)} order="fastest" onChange={() => {}} params={new URLSearchParams(QUERY)} />,
      "nl",
    );
    for (const dutch of ["Sorteren op", "Goedkoopste", "Beste", "Snelste", "US$ 350"]) expect(tabs).toContain(dutch);
    expect(tabs).toContain('action="/nl/search"');
  });

  it("stay as they were in English", () => {
    const html = form("en");
    for (const english of ["Stops", "Nonstop", "Other airlines", "Star Alliance", "from $350", "Apply filters"]) {
      expect(html).toContain(english);
    }
    expect(html).toContain('action="/search"');
  });
});

describe("the trip total and the error box", () => {
  it("read as Dutch", () => {
    const total = render(<TripTotalCard legs={[[NONSTOP_AF], [RYANAIR]]} />, "nl");
    expect(total).toContain("Goedkoopste hele reis: <span");
    expect(total).toContain("US$ 1.625");
    expect(total).toContain("geboekt als 2 losse tickets.");
    expect(total).toContain("Vlucht 2, JFK → CDG: US$ 1.125 via Voorbeeldgegevens");
    const box = render(<SearchErrorBox reasons={[]} />, "nl");
    expect(box).toContain("Zoeken mislukt");
    expect(box).toContain("Het zoeken is mislukt. Probeer het opnieuw.");
  });
});
