import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dealsPriced } from "../support/deals";
import { type RunningServer, startServer } from "../support/server";

/**
 * The home, deals and tools pages in Dutch at `/nl…`, as the server sends them: the language of the
 * document, the words, the alternates, the structured data and prices in the Dutch way (US$ 1.249),
 * with the English pages unchanged beside them.
 */
let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
  await dealsPriced(server.url);
}, 90_000);
afterAll(async () => {
  await server?.stop();
});

type Block = Record<string, unknown>;

async function page(path: string) {
  const response = await fetch(server.url + path);
  expect(response.status, path).toBe(200);
  const html = await response.text();
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? "") as Block,
  );
  // What a reader sees: the markup without scripts (the page data carries the message keys).
  const text = html
    .replace(/<script[\s\S]*?<\/script>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");
  return { html, blocks, text };
}

/** The canonical and the hreflang alternates of a page whose English path is `path`. */
function expectAlternates(html: string, path: string) {
  const en = `${server.url}${path}`;
  const nl = `${server.url}${path === "/" ? "/nl" : `/nl${path}`}`;
  expect(html).toContain(`<link rel="canonical" href="${nl}"/>`);
  expect(html).toMatch(new RegExp(`<link rel="alternate" hreflang="en" href="${en}"/>`, "i"));
  expect(html).toMatch(new RegExp(`<link rel="alternate" hreflang="nl" href="${nl}"/>`, "i"));
  expect(html).toMatch(new RegExp(`<link rel="alternate" hreflang="x-default" href="${en}"/>`, "i"));
  expect(html).toContain('<meta property="og:locale" content="nl_NL"/>');
}

/** No message key of these namespaces shows as text (a key missing from the route's namespaces). */
function expectNoRawKeys(text: string) {
  expect(text).not.toMatch(/\b(?:home|deals|tools)\.[a-zA-Z]+(?:\.[a-zA-Z0-9]+)*/);
}

describe("the home page in Dutch", () => {
  it("has Dutch words, lang, title, alternates and links that stay in Dutch", async () => {
    const { html, text } = await page("/nl");
    expect(html).toContain('<html lang="nl">');
    expect(html).toContain("<title>Fareline: Goedkope vluchten zonder luchthavenwissel</title>");
    expectAlternates(html, "/");
    expect(text).toContain("Vind de goedkoopste vluchten, zonder van luchthaven te wisselen");
    expect(html).toMatch(/id="search-heading"[^>]*>Vluchten zoeken</);
    expect(text).toContain("Waarom reizigers Fareline gebruiken");
    expect(text).toContain("Bekijk de aanbiedingen van vandaag");
    // The alert-check frequency comes from the root in the page's language.
    expect(text).toContain("We controleren de route elke 6 uur");
    // The search form (search namespace) and the alert form (alerts namespace) get their words too.
    expect(text).toContain("Enkele reis");
    expect(text).toContain("Prijzen volgen");
    for (const english of ["Why travellers use", "Find the cheapest flights, without", "See today's deals"])
      expect(text).not.toContain(english);
    expect(html).toContain('href="/nl/deals"');
    expect(html).toContain('href="/nl/alerts"');
    expectNoRawKeys(text);
  });

  it("describes the site in Dutch in its JSON-LD, with the Dutch search URL", async () => {
    const { blocks } = await page("/nl");
    const org = blocks.find((b) => b["@type"] === "Organization");
    const site = blocks.find((b) => b["@type"] === "WebSite");
    expect(org?.contactPoint).toMatchObject({ contactType: "klantenservice" });
    expect(site).toMatchObject({
      inLanguage: "nl-NL",
      url: `${server.url}/nl`,
      description: expect.stringContaining("Zoek vluchten voor enkele reis, retour"),
      potentialAction: { target: { urlTemplate: `${server.url}/nl/search?q={search_term_string}` } },
    });
  });

  it("serves /nl/flights as the home page with its own canonical", async () => {
    const { html } = await page("/nl/flights");
    expect(html).toContain(`<link rel="canonical" href="${server.url}/nl/flights"/>`);
  });
});

describe("the deals page in Dutch", () => {
  it("has Dutch words, place names, alternates, and prices and dates written the Dutch way", async () => {
    const { html, text } = await page("/nl/deals");
    expect(html).toContain('<html lang="nl">');
    expect(html).toContain("<title>Aanbiedingen voor vliegtickets | Fareline</title>");
    expectAlternates(html, "/deals");
    expect(text).toContain("Aanbiedingen voor vliegtickets");
    expect(text).toContain("Parijs, Frankrijk");
    expect(text).toContain("Vanuit New York (JFK → CDG)");
    // Each card says what its saving compares with, or that it shows none.
    expect(text).toMatch(/Vergeleken met: (?:US\$|gebruikelijk)|Geen korting getoond/);
    expect(text).toContain("Nu boeken");
    expect(text).toContain("retour");
    // Dollars with a dot between thousands (and a no-break space after US$); Dutch short months.
    expect(text).toMatch(/US\$\s\d{1,3}(?:\.\d{3})*\b/);
    expect(text).not.toMatch(/\$\d{1,3},\d{3}/);
    expect(text).toMatch(/\b\d{1,2} (?:jan|feb|mrt|apr|mei|jun|jul|aug|sep|okt|nov|dec)\.? – \d{1,2} [a-z]{3}/);
    expect(html).toContain(
      'aria-label="Nu boeken: New York naar Parijs, Frankrijk (opent Kiwi.com in een nieuw tabblad)"',
    );
    for (const english of ["Flight Deals", "Book Now", "round trip", "Paris, France"])
      expect(text).not.toContain(english);
    expectNoRawKeys(text);
    // The partner links' own words (what a link that cannot open says) travel with the page data.
    expect(html).toContain("results.partner.openFailed");
  });

  it("keeps the English deals page in English and US formats", async () => {
    const { html, text } = await page("/deals");
    expect(html).toContain('<html lang="en">');
    expect(text).toContain("Flight Deals");
    expect(text).toContain("Paris, France");
    expect(text).toMatch(/\$\d{1,3}(?:,\d{3})*\b/);
    expect(text).not.toContain("US$");
    expect(text).toMatch(/\b(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{1,2} – /);
  });
});

describe("the tools page in Dutch", () => {
  it("has Dutch words, categories, alternates and a disclosure link that stays in Dutch", async () => {
    const { html, text } = await page("/nl/tools");
    expect(html).toContain('<html lang="nl">');
    expect(html).toContain("<title>Reistools: eSIM, VPN, geld, reisverzekering en bagage | Fareline</title>");
    expectAlternates(html, "/tools");
    expect(text).toContain("Reistools");
    expect(text).toContain("Werk en beveiliging");
    expect(text).toContain("Onze topkeuze");
    expect(text).toContain("Naar Airalo");
    expect(html).toContain('href="/nl/disclosure"');
    for (const english of ["Travel tools", "Top pick", "Get Airalo", "Money &amp; cards"])
      expect(text).not.toContain(english);
    expectNoRawKeys(text);
  });

  it("lists the tools in Dutch in its ItemList", async () => {
    const { blocks } = await page("/nl/tools");
    const list = blocks.find((b) => b["@type"] === "ItemList");
    expect(list?.name).toBe("Reistools van Fareline");
    const items = list?.itemListElement as Block[];
    expect(items).toHaveLength(6);
    expect(items[0]).toMatchObject({ name: "Airalo", description: expect.stringContaining("Koop vóór vertrek") });
  });
});
