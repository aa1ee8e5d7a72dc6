import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "../support/server";

// Emissions, bags and the airport, connection, layover and emissions filters: read from the URL and
// rendered by the server (the page a browser without JavaScript gets), bad values ignored.
let server: RunningServer;

const ymd = (daysAhead: number) => new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);
const SEARCH = `from=NYC&to=PAR&date=${ymd(30)}&returnDate=${ymd(37)}&tripType=roundtrip&adults=1`;

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

/** The server's page of the search with `query` added; every card (show=all) unless `firstOnly`. */
async function results(query: string, { firstOnly = false } = {}) {
  const url = `${server.url}/search?${SEARCH}${firstOnly ? "" : "&show=all"}${query}`;
  const res = await fetch(url, { headers: { Accept: "text/html" } });
  const html = await res.text();
  const cards = html.split('data-testid="offer-card"').slice(1);
  return {
    status: res.status,
    html,
    cards,
    routes: cards.map((c) => /data-testid="offer-route">([^<]*)</.exec(c)?.[1] ?? ""),
    kgs: cards.map((c) => Number(/data-testid="emissions" data-kg="(\d+)"/.exec(c)?.[1] ?? Number.NaN)),
  };
}

/** Whether the page has the checkbox `name`=`value`, ticked. */
function checkedBox(html: string, name: string, value: string): boolean {
  const box = [...html.matchAll(/<input[^>]*>/g)]
    .map((m) => m[0])
    .find((tag) => tag.includes(`name="${name}"`) && tag.includes(`value="${value}"`));
  return !!box?.includes('checked=""');
}

describe("offers on /search rendered by the server", () => {
  it("each card shows its emissions estimate and its typical bags", async () => {
    const page = await results("");
    expect(page.status).toBe(200);
    expect(page.cards.length).toBeGreaterThan(5);
    expect(page.kgs.every((kg) => kg > 100 && kg < 5000)).toBe(true);
    expect(page.html).toMatch(/≈ [\d,]+ kg CO₂e \(estimate\)/);
    for (const card of page.cards) expect(card).toContain('data-testid="bags"');
    expect(page.html).toContain("typical policy, check with the airline");
    // The filters offer each direction's airports found in the results.
    expect(page.html).toContain('data-testid="airports-depAirport"');
    expect(page.html).toMatch(/name="depAirport" value="EWR"/);
  });

  it("draws the first ten cards and a Show all form that keeps the search and the filters", async () => {
    const all = await results("&stops=1");
    const first = await results("&stops=1", { firstOnly: true });
    expect(all.cards.length).toBeGreaterThan(10);
    expect(first.cards.length).toBe(10);
    expect(first.routes).toEqual(all.routes.slice(0, 10));
    expect(first.html).toContain(`Showing 10 of`);
    const button = /<button type="submit"[^>]*>Show all \d+ flights<\/button>/.exec(first.html)?.[0] ?? "";
    expect(button).toContain('name="show"');
    expect(button).toContain('value="all"');
    expect(button).toContain(`Show all ${all.cards.length} flights`);
    expect(first.html).toMatch(/<input type="hidden" name="stops" value="1"\/>/);
    expect(all.html).not.toMatch(/>Show all \d+ flights</);
  });

  it("applies the airport filters per direction from the URL", async () => {
    const all = await results("");
    const newark = await results("&depAirport=EWR");
    expect(newark.cards.length).toBeGreaterThan(0);
    expect(newark.cards.length).toBeLessThan(all.cards.length);
    expect(newark.routes.every((r) => r.startsWith("EWR →"))).toBe(true);
    expect(checkedBox(newark.html, "depAirport", "EWR")).toBe(true);
    expect(checkedBox(newark.html, "depAirport", "JFK")).toBe(false);
    const back = await results("&returnArrAirport=JFK");
    expect(back.routes.every((r) => r.endsWith("→ JFK"))).toBe(true);
  });

  it("keeps lower-emission itineraries only, each with its badge, and sorts by emissions", async () => {
    const lower = await results("&lowerEmissions=1");
    expect(lower.cards.length).toBeGreaterThan(0);
    for (const card of lower.cards) expect(card).toContain('data-testid="lower-emissions"');
    const sorted = await results("&sort=emissions");
    expect(sorted.kgs).toEqual([...sorted.kgs].sort((a, b) => a - b));
    expect(sorted.html).toMatch(/aria-pressed="true"[^>]*><span class="[^"]*">Lowest CO₂e/);
  });

  it("limits the longest layover and the connecting airports", async () => {
    const all = await results("");
    const short = await results("&maxLayover=90");
    expect(short.cards.length).toBeLessThan(all.cards.length);
    expect(short.html).toMatch(/name="maxLayover"[^>]*value="90"/);
    const viaNowhere = await results("&via=ZZZ");
    // Only nonstop trips connect nowhere else.
    expect(viaNowhere.cards.every((c) => /data-stops="0"/.test(c))).toBe(true);
  });

  it("adds the typical checked-bag fee to the price and says so, or says when it is not known", async () => {
    const page = await results("&bags=1");
    expect(page.cards.every((c) => c.includes('data-testid="bag-price"'))).toBe(true);
    expect(page.html).toMatch(/Includes about \$\d+ for checked bags \(estimate\)\.|A checked bag is included\./);
    expect(checkedBox(page.html, "bags", "1")).toBe(true);
  });

  it("ignores values that are not filters: the search shows, never an error", async () => {
    const all = await results("");
    const bad = await results(
      "&depAirport=ewr&arrAirport=%3Cscript%3E&via=1&maxLayover=2h&lowerEmissions=maybe&bags=yes&sort=greenest",
    );
    expect(bad.status).toBe(200);
    expect(bad.cards.length).toBe(all.cards.length);
    // The value is not written into the page: no script element beyond the page's own.
    const scripts = (html: string) => html.match(/<script\b/g)?.length ?? 0;
    expect(scripts(bad.html)).toBe(scripts(all.html));
  });

  it("speaks Dutch on /nl/search", async () => {
    const res = await fetch(`${server.url}/nl/search?${SEARCH}&bags=1`);
    const html = await res.text();
    expect(html).toMatch(/≈ [\d.]+ kg CO₂e \(schatting\)/);
    expect(html).toContain("Prijzen met 1 ingecheckte tas");
    // No raw key shown as text.
    expect(html.replace(/<script[\s\S]*?<\/script>/g, "")).not.toMatch(/>[^<]*offers\.[a-z]/);
  });
});
