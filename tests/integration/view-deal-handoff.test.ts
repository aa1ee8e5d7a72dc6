import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "../support/server";

/**
 * View Deal carries the trip: from a return search for 2 adults, 1 child and 1 infant in business, every
 * card's View Deal names its partner, carries both days, the travellers and the cabin through the
 * Travelpayouts click wrapper with the configured marker, and (sample offers) says it opens the
 * partner's search for that route and those days. Server-rendered, so it holds without JavaScript.
 */
const MARKER = "612345";
let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ env: { TRAVELPAYOUTS_MARKER: MARKER } });
});
afterAll(async () => {
  await server?.stop();
});

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const DATE = inDays(40);
const RETURN = inDays(47);
const QUERY = `from=NYC&to=PAR&date=${DATE}&returnDate=${RETURN}&tripType=roundtrip&adults=2&children=1&infants=1&cabin=business`;

const decode = (html: string) =>
  html
    .replace(/&amp;/g, "&")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\u00a0/g, " ");

/** Each card's partner link: its words, href and the sentence its aria-describedby points at. */
function viewDealLinks(html: string) {
  return [...html.matchAll(/<a [^>]*data-program="[^"]*"[^>]*>([^<]*)<\/a>/g)].map((match) => {
    const tag = match[0];
    const href = decode(/href="([^"]+)"/.exec(tag)?.[1] ?? "");
    const describedBy = /aria-describedby="([^"]+)"/.exec(tag)?.[1];
    const note = describedBy ? new RegExp(`id="${describedBy}"[^>]*>([^<]*)<`).exec(html)?.[1] : undefined;
    return { name: decode(match[1] ?? ""), href: new URL(href), note: note && decode(note) };
  });
}

describe("the results of a return search", () => {
  it("are headed, for screen readers too, with both days", async () => {
    const html = decode(await (await fetch(`${server.url}/search?${QUERY}`)).text());
    const heading = /<h2 id="leg-0-heading"[^>]*>([^<]*)<\/h2>/.exec(html)?.[1] ?? "";
    expect(heading).toMatch(/^Results: NYC → PAR, out on \w+ \d+, \d{4}, back on \w+ \d+, \d{4}$/);
  });
});

describe("View Deal from a return search with travellers and a cabin", () => {
  it("every card's link carries both days, 2 adults + 1 child + 1 infant and business, behind the marker", async () => {
    const res = await fetch(`${server.url}/search?${QUERY}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    const links = viewDealLinks(html);
    expect(links.length).toBeGreaterThan(0);
    expect(links.length).toBe(html.match(/data-testid="offer-card"/g)?.length);
    for (const { name, href, note } of links) {
      expect(name).toBe("View Deal on Kiwi.com →");
      expect(href.origin + href.pathname).toBe("https://c111.travelpayouts.com/click");
      expect(href.searchParams.get("shmarker")).toMatch(new RegExp(`^${MARKER}\\.[A-Za-z0-9_]+$`));
      const target = new URL(href.searchParams.get("custom_url") ?? "");
      expect(target.origin + target.pathname).toBe("https://www.kiwi.com/deep");
      expect(Object.fromEntries(target.searchParams)).toEqual({
        from: "NYC",
        to: "PAR",
        departure: DATE,
        return: RETURN,
        adults: "2",
        children: "1",
        infants: "1",
        cabinClass: "BUSINESS",
      });
      // A sample offer is not sold as such anywhere: the words say it opens the partner's search.
      expect(note).toMatch(/^Opens Kiwi\.com's search for NYC → PAR, \w{3}, \w{3} \d{1,2} to \w{3}, \w{3} \d{1,2}$/);
    }
  });

  it("in Dutch the button and its sentence are Dutch", async () => {
    const html = await (await fetch(`${server.url}/nl/search?${QUERY}`)).text();
    const [first] = viewDealLinks(html);
    expect(first?.name).toBe("Bekijk aanbieding bij Kiwi.com →");
    expect(first?.note).toMatch(/^Opent de zoekresultaten van Kiwi\.com voor NYC → PAR, \w{2} \d{1,2} \S+ tot /);
  });
});
