import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fakeProvidersEnv, type ProviderFake, startAmadeusFake, startTravelpayoutsFake } from "../fakes/provider-fakes";
import { type RunningServer, startServer } from "../support/server";

/**
 * /explore on the built server: the offline engine's destinations (labelled sample) and
 * Travelpayouts' cheapest prices (its fake, by origin alone, cached), each with a marker on the
 * server-drawn map and a link whose search shows the same price; bad input is a 400 sentence; the
 * Dutch page; the base map as a cached SVG; robots and sitemap.
 */

let amadeus: ProviderFake;
let tp: ProviderFake;
let live: RunningServer;
let offline: RunningServer;

beforeAll(async () => {
  [amadeus, tp] = await Promise.all([startAmadeusFake(), startTravelpayoutsFake()]);
  [live, offline] = await Promise.all([startServer({ env: fakeProvidersEnv(amadeus, tp) }), startServer()]);
}, 90_000);

afterAll(async () => {
  await Promise.all([live?.stop(), offline?.stop(), amadeus?.close(), tp?.close()]);
});

interface Listed {
  code: string;
  price: number;
  depart: string;
  returnDate: string;
  href: string;
}

/** The destinations of an explore page, as its list items carry them. */
function listed(html: string): Listed[] {
  const items = html.split('data-testid="explore-destination"').slice(1);
  return items.map((item) => ({
    code: /data-code="([A-Z]{3})"/.exec(item)?.[1] ?? "",
    price: Number(/data-price="(\d+)"/.exec(item)?.[1]),
    depart: /data-depart="([\d-]+)"/.exec(item)?.[1] ?? "",
    returnDate: /data-return="([\d-]*)"/.exec(item)?.[1] ?? "",
    href: (/href="(\/search\?[^"]+)"/.exec(item)?.[1] ?? "").replaceAll("&amp;", "&"),
  }));
}

const money = (n: number) => `$${n.toLocaleString("en-US")}`;

describe("/explore with the offline engine", () => {
  it("lists destinations with sample prices, a map with a marker each, and links whose search shows that price", async () => {
    const res = await fetch(`${offline.url}/explore?from=NYC`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Cheapest flights from New York");
    expect(html).toMatch(/<svg[^>]*role="img"[^>]*aria-labelledby="[^"]+"/);
    expect(html).toContain('href="/explore-map.svg"');
    const list = listed(html);
    expect(list.length).toBeGreaterThan(20);
    expect(html.split('data-testid="explore-marker"').length - 1).toBe(list.length);
    expect(html.split('data-testid="sample-badge"').length - 1).toBe(list.length);
    expect(html).toMatch(/price seen (just now|\d+ min ago)/);
    // Cheapest first.
    expect(list.map((d) => d.price)).toEqual([...list.map((d) => d.price)].sort((a, b) => a - b));
    const first = list[0] as Listed;
    expect(first.href).toContain(`from=NYC&to=${first.code}&date=${first.depart}`);
    const search = await (await fetch(`${offline.url}${first.href}`)).text();
    const cards = [...search.matchAll(/data-testid="offer-price"[^>]*>([^<]+)</g)].map((m) => m[1]);
    expect(cards.length).toBeGreaterThan(0);
    expect(cards[0]).toBe(money(first.price));
  });

  it("sorts by name and distance with links, keeps a maximum price and nonstops only", async () => {
    const byName = listed(await (await fetch(`${offline.url}/explore?from=NYC&sort=name`)).text());
    const names = byName.map((d) => d.code);
    expect(names.length).toBeGreaterThan(20);
    const byDistance = listed(await (await fetch(`${offline.url}/explore?from=NYC&sort=distance`)).text());
    expect(byDistance[0]?.code).not.toBe(byName[0]?.code);
    const capped = listed(await (await fetch(`${offline.url}/explore?from=NYC&maxPrice=300`)).text());
    expect(capped.length).toBeGreaterThan(0);
    expect(capped.length).toBeLessThan(byName.length);
    expect(capped.every((d) => d.price <= 300)).toBe(true);
    const nonstop = await (await fetch(`${offline.url}/explore?from=NYC&nonstop=1&trip=oneway&when=any`)).text();
    const rows = listed(nonstop);
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.every((d) => d.returnDate === "" && d.href.includes("stops=0"))).toBe(true);
  });

  it("resolves a typed name to its code and answers bad input with a sentence (400)", async () => {
    const named = await fetch(`${offline.url}/explore?from=new+york&trip=week`, { redirect: "manual" });
    expect(named.status).toBe(302);
    expect(named.headers.get("location")).toBe("/explore?from=NYC");
    // A name of several places: a link to each, the rest of the query kept.
    const several = await fetch(`${offline.url}/explore?from=springfield&trip=oneway`);
    expect(several.status).toBe(200);
    const choices = await several.text();
    expect(choices).toContain("Which &quot;springfield&quot; do you mean?");
    expect(choices).toContain('href="/explore?from=SGF&amp;trip=oneway"');
    expect(choices).toContain('href="/explore?from=SPI&amp;trip=oneway"');
    for (const [query, sentence] of [
      ["from=NYC&when=2020-01", "Choose any time or a month from this month to eleven months ahead."],
      ["from=NYC&maxPrice=cheap", "Enter a maximum price as a whole number of dollars"],
      ["from=NYC&trip=forever", "Choose one way, a weekend, a week or two weeks."],
      ["from=", "Enter a city or airport to leave from."],
      ["from=Qqxxzzy", "We don&#x27;t know a city or airport called &quot;Qqxxzzy&quot;"],
    ] as const) {
      const res = await fetch(`${offline.url}/explore?${query}`);
      expect(res.status, query).toBe(400);
      expect(await res.text()).toContain(sentence);
    }
  });

  it("the Dutch page, the page without a query, robots and the sitemap", async () => {
    const nl = await (await fetch(`${offline.url}/nl/explore?from=AMS&trip=weekend`)).text();
    expect(nl).toContain('lang="nl"');
    expect(nl).toContain("Goedkoopste vluchten vanuit Amsterdam");
    expect(nl).toContain("Voorbeeldgegevens");
    expect(nl).toContain('href="/nl/search?from=AMS');
    expect(nl).toContain('content="noindex, follow"');
    const start = await (await fetch(`${offline.url}/explore`)).text();
    expect(start).toContain("Explore anywhere");
    expect(start).not.toContain("noindex");
    expect(start).toContain('href="/explore?from=NYC"');
    const sitemap = await (await fetch(`${offline.url}/sitemap.xml`)).text();
    expect(sitemap).toContain(`${offline.url}/explore</loc>`);
    expect(sitemap).toContain(`${offline.url}/nl/explore</loc>`);
    expect(sitemap).not.toContain("explore-map.svg");
  });

  it("serves the base map once drawn, as a cached SVG", async () => {
    const res = await fetch(`${offline.url}/explore-map.svg`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("image/svg+xml");
    const svg = await res.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 960 470"/);
    expect(svg.split("<path").length - 1).toBe(3);
    const etag = res.headers.get("etag") ?? "";
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await fetch(`${offline.url}/explore-map.svg`, { headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
  });
});

describe("/explore asked again", () => {
  it("is answered from memory for 30 s, for everyone without a session", async () => {
    const page = `${offline.url}/explore?from=LON&sort=distance`;
    const first = await fetch(page);
    expect(first.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=30");
    const again = await fetch(page);
    expect(again.headers.get("x-prerendered")).toBe("true");
    expect(await again.text()).toBe(await first.text());
    const signedIn = await fetch(page, { headers: { cookie: "fareline.session_token=abc" } });
    expect(signedIn.headers.get("x-prerendered")).toBeNull();
    expect(signedIn.headers.get("cache-control")).not.toContain("s-maxage");
  });
});

describe("/explore with Travelpayouts' cheapest prices", () => {
  it("asks prices_for_dates by origin per month, caches the answer and lists live prices with their age", async () => {
    tp.reset();
    const html = await (await fetch(`${live.url}/explore?from=NYC`)).text();
    const calls = tp.requests.filter((r) => r.path === "/aviasales/v3/prices_for_dates");
    expect(calls.length).toBeGreaterThanOrEqual(3);
    for (const call of calls) {
      expect(call.query).toMatchObject({ origin: "NYC", one_way: "false", direct: "false", currency: "usd" });
      expect(call.query.destination).toBeUndefined();
      expect(call.query.departure_at).toMatch(/^\d{4}-\d{2}$/);
    }
    const list = listed(html);
    const paris = list.find((d) => d.code === "PAR");
    // The fixture's one-stop ticket (356) is the cheapest to Paris; a week, leaving on a 10th.
    expect(paris).toMatchObject({ price: 356 });
    expect(paris?.depart.slice(8)).toBe("10");
    expect(html).toContain("Travelpayouts");
    // Found "yesterday" (the link's search date, a day without a time): 24 to 48 h before now,
    // which the page words in hours, or as 2 days in the last half hour of a UTC day.
    expect(html).toMatch(/price seen (\d+ h|2 days) ago/);
    expect(html).not.toContain('data-testid="sample-badge"');
    // A second look within the cache's time asks nothing upstream.
    const before = tp.requests.length;
    await fetch(`${live.url}/explore?from=NYC&sort=name`);
    expect(tp.requests.length).toBe(before);
    // Its search shows that price.
    const search = await (await fetch(`${live.url}${paris?.href}`)).text();
    const cards = [...search.matchAll(/data-testid="offer-price"[^>]*>([^<]+)</g)].map((m) => m[1]);
    expect(cards).toContain("$356");
  });

  it("nonstop only asks for direct flights", async () => {
    tp.reset();
    const list = listed(await (await fetch(`${live.url}/explore?from=NYC&nonstop=1&when=${nextMonth()}`)).text());
    expect(tp.requests.every((r) => r.query.direct === "true")).toBe(true);
    expect(list.find((d) => d.code === "PAR")?.price).toBe(412);
  });

  it("a page priced by samples because Travelpayouts failed is not kept: the next visitor asks again", async () => {
    tp.set({ behaviour: "500" });
    try {
      const page = `${live.url}/explore?from=AMS`;
      const first = await fetch(page);
      expect(await first.text()).toContain('data-testid="sample-badge"');
      expect(first.headers.get("cache-control") ?? "").not.toContain("s-maxage");
      expect((await fetch(page)).headers.get("x-prerendered")).toBeNull();
    } finally {
      tp.reset();
    }
  });
});

function nextMonth(): string {
  const now = new Date();
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return d.toISOString().slice(0, 7);
}
