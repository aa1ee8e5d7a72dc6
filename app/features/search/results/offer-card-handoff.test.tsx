import { describe, expect, it } from "vitest";
import { renderInLocale } from "../../../../tests/support/i18n";
import type { Locale } from "../../../i18n/locales";
import { OfferCard, type OfferCardProps } from "./offer-card";
import { NONSTOP_AF, offer, seg } from "./test-offers";

const FAMILY = { adults: 2, children: 1, infants: 1, cabin: "business" as const };
const QUERY = "from=JFK&to=CDG&date=2026-12-16&returnDate=2026-12-23&tripType=roundtrip";
const SAMPLE = {
  ...NONSTOP_AF,
  deeplink:
    "https://www.kiwi.com/deep?from=JFK&to=CDG&departure=2026-12-16&return=2026-12-23&adults=2&children=1&infants=1&cabinClass=BUSINESS",
};
const AVIASALES = offer(
  "tp",
  900,
  [seg("JFK", "CDG", "2026-12-16T18:30:00-05:00", "2026-12-17T07:45:00+01:00", "AF", "7")],
  { provider: "travelpayouts", deeplink: "https://www.aviasales.com/search/JFK1612CDG2312211?t=AF7_ticket" },
);

function card(locale: Locale, props: Partial<OfferCardProps> = {}) {
  return renderInLocale(
    <OfferCard
      offer={SAMPLE}
      marker="457050"
      functionsBasePath="/api"
      departure="2026-12-16"
      returnDate="2026-12-23"
      travellers={FAMILY}
      now={Date.parse("2026-11-30T12:00:00Z")}
      {...props}
    />,
    { locale, namespaces: ["results", "offers"], path: `/search?${QUERY}` },
  )
    .replace(/\u00a0/g, " ")
    .replace(/&#x27;/g, "'");
}

/** The View Deal link's markup, its accessible description and where it lands. */
function viewDeal(html: string) {
  const anchor = /<a [^>]*href="([^"]+)"[^>]*>([^<]*)<\/a>/.exec(html);
  const describedBy = /aria-describedby="([^"]+)"/.exec(anchor?.[0] ?? "")?.[1];
  const note = describedBy ? new RegExp(`id="${describedBy}"[^>]*>([^<]*)<`).exec(html)?.[1] : undefined;
  const href = new URL((anchor?.[1] ?? "").replace(/&amp;/g, "&"));
  return { name: anchor?.[2], note, target: new URL(href.searchParams.get("custom_url") ?? "") };
}

describe("View Deal names the partner and says where it goes", () => {
  it("a sample offer: 'View Deal on Kiwi.com →', described as Kiwi.com's search for that route and days", () => {
    const { name, note, target } = viewDeal(card("en"));
    expect(name).toBe("View Deal on Kiwi.com →");
    expect(note).toBe("Opens Kiwi.com's search for JFK → CDG, Wed, Dec 16 to Wed, Dec 23");
    expect(target.searchParams.get("cabinClass")).toBe("BUSINESS");
    expect(target.searchParams.get("return")).toBe("2026-12-23");
  });

  it("in Dutch", () => {
    const { name, note } = viewDeal(card("nl"));
    expect(name).toBe("Bekijk aanbieding bij Kiwi.com →");
    expect(note).toBe("Opent de zoekresultaten van Kiwi.com voor JFK → CDG, wo 16 dec. tot wo 23 dec.");
  });

  it("a one-way sample names its day", () => {
    const oneWay = { ...SAMPLE, deeplink: "https://www.kiwi.com/deep?from=JFK&to=CDG&departure=2026-12-16" };
    expect(viewDeal(card("en", { offer: oneWay, returnDate: undefined })).note).toBe(
      "Opens Kiwi.com's search for JFK → CDG on Wed, Dec 16",
    );
  });

  it("a Travelpayouts offer with its own link: 'View Deal on Aviasales →', opening that offer", () => {
    const { name, note, target } = viewDeal(card("en", { offer: AVIASALES }));
    expect(name).toBe("View Deal on Aviasales →");
    expect(note).toBe("Opens this offer on Aviasales");
    expect(target.href).toBe("https://www.aviasales.com/search/JFK1612CDG2312211?t=AF7_ticket");
  });
});
