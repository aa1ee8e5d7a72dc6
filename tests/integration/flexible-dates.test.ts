import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fakeProvidersEnv, type ProviderFake, startAmadeusFake, startTravelpayoutsFake } from "../fakes/provider-fakes";
import { type RunningServer, startServer } from "../support/server";

/**
 * Flexible dates (decision 145) on the built server: the price-calendar function's grid
 * and month modes (Travelpayouts' fake where configured, the offline engine otherwise), its
 * 400s, and /search?view=grid|month rendered on the server with priced, labelled cells.
 */

let amadeus: ProviderFake;
let tp: ProviderFake;
let live: RunningServer;
let offline: RunningServer;

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  amadeus = await startAmadeusFake();
  tp = await startTravelpayoutsFake();
  [live, offline] = await Promise.all([startServer({ env: fakeProvidersEnv(amadeus, tp) }), startServer()]);
});

afterAll(async () => {
  await Promise.all([live?.stop(), offline?.stop(), amadeus?.close(), tp?.close()]);
});

const calendar = (base: string, query: Record<string, string>) =>
  fetch(`${base}/functions/v1/price-calendar?${new URLSearchParams(query)}`);

describe("price-calendar modes", () => {
  it("mode=grid answers every departure × return pair of ±3 days from the week matrix and the engine", async () => {
    tp.reset();
    const date = inDays(60);
    const returnDate = inDays(67);
    const res = await calendar(live.url, {
      from: "JFK",
      to: "CDG",
      date,
      returnDate,
      tripType: "roundtrip",
      adults: "2",
      mode: "grid",
    });
    expect(res.status).toBe(200);
    const { items } = await res.json();
    expect(items).toHaveLength(49);
    expect(new Set(items.map((i: { date: string; returnDate: string }) => `${i.date}|${i.returnDate}`)).size).toBe(49);
    const sources = new Set(items.map((i: { source: string }) => i.source));
    expect(sources).toEqual(new Set(["travelpayouts", "sample"]));
    expect(
      items.find((i: { date: string; returnDate: string }) => i.date === date && i.returnDate === returnDate),
    ).toMatchObject({
      source: "travelpayouts",
      price: expect.any(Number),
      foundAt: expect.any(String),
    });
    expect(tp.requests.map((r) => r.path)).toEqual(["/v2/prices/week-matrix"]);
    // Amadeus is never asked for a calendar.
    expect(amadeus.requests.filter((r) => r.path === "/v2/shopping/flight-offers")).toHaveLength(0);
  });

  it("mode=month answers each day of the month from the latest prices, the engine for the rest", async () => {
    tp.reset();
    // A day the fake's cache holds (its day number is not a multiple of 5), whatever today is.
    let ahead = 70;
    while (Number(inDays(ahead).slice(8)) % 5 === 0) ahead++;
    const date = inDays(ahead);
    const res = await calendar(live.url, {
      from: "JFK",
      to: "CDG",
      date,
      tripType: "oneway",
      adults: "1",
      mode: "month",
    });
    expect(res.status).toBe(200);
    const { items } = await res.json();
    expect(items.every((i: { date: string }) => i.date.slice(0, 7) === date.slice(0, 7))).toBe(true);
    expect(items.length).toBeGreaterThanOrEqual(28);
    expect(items.find((i: { date: string }) => i.date === date)).toMatchObject({ source: "travelpayouts" });
    const gap = `${date.slice(0, 8)}10`;
    expect(items.find((i: { date: string }) => i.date === gap)).toMatchObject({ source: "sample" });
    expect(tp.requests[0]?.path).toBe("/v2/prices/latest");
  });

  it("prices children and another cabin with the engine in every mode: Travelpayouts' adult economy prices are never shown", async () => {
    tp.reset();
    const travellers = { adults: "2", children: "1", cabin: "business" };
    const roundTrip = { from: "JFK", to: "CDG", date: inDays(60), returnDate: inDays(67), tripType: "roundtrip" };
    const oneWay = { from: "JFK", to: "CDG", date: inDays(70), tripType: "oneway" };
    for (const query of [
      { ...roundTrip, mode: "strip" },
      { ...roundTrip, mode: "grid" },
      { ...oneWay, mode: "month" },
    ]) {
      const res = await calendar(live.url, { ...query, ...travellers, debug: "1" });
      expect(res.status).toBe(200);
      const { items, _debug } = await res.json();
      expect(items.length).toBeGreaterThan(0);
      expect(items.every((i: { source: string }) => i.source === "sample")).toBe(true);
      expect(items.some((i: { price: number | null }) => typeof i.price === "number")).toBe(true);
      expect(_debug.fallbackReason).toBe("travellers_not_priced");
    }
    expect(tp.requests).toHaveLength(0);
  });

  it("answers 400 with a clear message for a bad mode or a mode the trip has no view for; the month of a return trip keeps its length", async () => {
    const base = { from: "JFK", to: "CDG", date: inDays(30), adults: "1" };
    const bad = await calendar(offline.url, { ...base, tripType: "oneway", mode: "week" });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toBe("mode: must be strip, grid or month");
    const grid = await calendar(offline.url, { ...base, tripType: "oneway", mode: "grid" });
    expect(grid.status).toBe(400);
    expect((await grid.json()).error).toMatch(/date grid is for return trips/);
    const month = await calendar(offline.url, {
      ...base,
      tripType: "roundtrip",
      returnDate: inDays(33),
      mode: "month",
    });
    // A return trip's month: every day of the month, each coming back after the same nights.
    expect(month.status).toBe(200);
    const { items } = (await month.json()) as { items: { date: string; returnDate?: string }[] };
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      expect(Date.parse(item.returnDate ?? "") - Date.parse(item.date)).toBe(3 * 86_400_000);
    }
  });
});

describe("/search with a view", () => {
  it("renders the date grid on the server: a table with headers, priced links labelled sample, the search's cell current", async () => {
    const date = inDays(40);
    const returnDate = inDays(47);
    const page = await (
      await fetch(
        `${offline.url}/search?from=JFK&to=CDG&date=${date}&returnDate=${returnDate}&tripType=roundtrip&adults=2&view=grid`,
      )
    ).text();
    const table = page.slice(
      page.indexOf('data-testid="date-grid"'),
      page.indexOf("</table>", page.indexOf('data-testid="date-grid"')),
    );
    expect(table).toContain("Cheapest return fare for each departure and return day, 2 adults.");
    expect(table.match(/<th scope="row"/g)).toHaveLength(7);
    expect(table.match(/<th scope="col"/g)).toHaveLength(8);
    const cells = [...table.matchAll(/<a [^>]*data-testid="calendar-cell"[^>]*>([\s\S]*?)<\/a>/g)];
    expect(cells).toHaveLength(49);
    for (const [, text] of cells) expect(text).toMatch(/\$[\d,]+.*Sample data/);
    expect(table).toMatch(
      /aria-current="date"[^>]*href="\/search\?[^"]*date=[^"]*|href="[^"]*"[^>]*aria-current="date"/,
    );
    expect(table).toContain(`date=${date}&amp;returnDate=${returnDate}`);
    expect(table).toContain("adults=2");
    expect(table).toContain("Cheapest");
    // The switch is links in the URL: the grid is current.
    expect(page).toMatch(
      /aria-current="page"[^>]*data-testid="view-grid"|data-testid="view-grid"[^>]*aria-current="page"/,
    );
  });

  it("keeps the search's children and cabin in every date-grid cell's link and names them in the caption", async () => {
    const date = inDays(40);
    const returnDate = inDays(47);
    const page = await (
      await fetch(
        `${offline.url}/search?from=JFK&to=CDG&date=${date}&returnDate=${returnDate}&tripType=roundtrip&adults=2&children=1&cabin=business&view=grid`,
      )
    ).text();
    const start = page.indexOf('data-testid="date-grid"');
    const table = page.slice(start, page.indexOf("</table>", start));
    expect(table).toContain("Cheapest return fare for each departure and return day, 2 adults, 1 child · Business.");
    const cellTags = table.match(/<a [^>]*data-testid="calendar-cell"[^>]*>/g) ?? [];
    const hrefs = cellTags.map(
      (tag) => new URLSearchParams((tag.match(/href="\/search\?([^"]*)"/)?.[1] ?? "").replaceAll("&amp;", "&")),
    );
    expect(hrefs).toHaveLength(49);
    for (const params of hrefs) {
      expect(params.get("adults")).toBe("2");
      expect(params.get("children")).toBe("1");
      expect(params.get("cabin")).toBe("business");
      expect(params.get("view")).toBe("grid");
    }
  });

  it("renders the month view of a one-way search, the days before today not offered", async () => {
    const date = inDays(0);
    const page = await (
      await fetch(`${offline.url}/search?from=JFK&to=CDG&date=${date}&tripType=oneway&adults=1&view=month`)
    ).text();
    const start = page.indexOf('data-testid="month-view"');
    const table = page.slice(start, page.indexOf("</table>", start));
    expect(table).toMatch(/Cheapest one-way fare for each day of \w+ \d{4}, 1 adult\./);
    expect(table.match(/<th scope="col"/g)).toHaveLength(7);
    const links = table.match(/data-testid="calendar-cell"/g) ?? [];
    const daysInMonth = new Date(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)), 0)).getUTCDate();
    const dayOfMonth = Number(date.slice(8, 10));
    // From today at New York (today or yesterday in UTC terms) to the month's end.
    expect(links.length).toBeGreaterThanOrEqual(daysInMonth - dayOfMonth + 1);
    expect(links.length).toBeLessThanOrEqual(daysInMonth - dayOfMonth + 2);
    expect(table).toContain("Sample data");
    if (dayOfMonth > 2) expect(table).toContain("Not available");
  });
});
