import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Place } from "../../app/core/search/types";
import { type RunningServer, startServer } from "../support/server";

let server: RunningServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

const get = (query: string) =>
  fetch(`${server.url}/functions/v1/autocomplete${query}`, { headers: { Accept: "application/json" } });

describe("GET /functions/v1/autocomplete", () => {
  it("answers { items: Place[] } with the exact code first", async () => {
    const res = await get("?q=jfk&limit=10");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
    const body = (await res.json()) as { items: Place[] };
    expect(body.items[0]).toEqual({
      id: "airport:JFK",
      name: "John F. Kennedy International Airport",
      code: "JFK",
      type: "airport",
      source: "offline",
      region: "New York City",
      country: "United States",
    });
  });

  it("ranks cities and airports and tolerates diacritics and typos", async () => {
    const codes = async (q: string) =>
      ((await (await get(`?q=${encodeURIComponent(q)}`)).json()) as { items: Place[] }).items.map((p) => p.code);
    expect((await codes("lond")).slice(0, 3)).toEqual(["LON", "LHR", "LGW"]);
    expect((await codes("zurich"))[0]).toBe("ZRH");
    expect((await codes("são paulo"))[0]).toBe("SAO");
    expect((await codes("lodnon"))[0]).toBe("LON");
  });

  it("returns the typed place for an unknown 3-letter code", async () => {
    const body = (await (await get("?q=qqx")).json()) as { items: Place[] };
    expect(body.items[0]).toMatchObject({ id: "typed:QQX", code: "QQX", type: "airport", source: "travelpayouts" });
  });

  it("answers no items for short or missing queries and clamps the limit", async () => {
    expect(await (await get("?q=a")).json()).toEqual({ items: [] });
    expect(await (await get("")).json()).toEqual({ items: [] });
    expect(((await (await get("?q=san&limit=500")).json()) as { items: Place[] }).items).toHaveLength(20);
    expect(((await (await get("?q=san&limit=0")).json()) as { items: Place[] }).items).toHaveLength(1);
    expect(((await (await get("?q=san")).json()) as { items: Place[] }).items).toHaveLength(10);
  });

  it("answers bad input with a 400 JSON error, never a 500", async () => {
    for (const query of [`?q=${"x".repeat(65)}`, "?q=a&q=b", "?q=lon&limit=ten", "?q=lon&limit=1&limit=2"]) {
      const res = await get(query);
      expect(res.status, query).toBe(400);
      const body = (await res.json()) as { error: string };
      expect(body.error.length, query).toBeGreaterThan(0);
    }
    const odd = await get("?q=%F0%9F%99%82%00%25");
    expect(odd.status).toBe(200);
  });
});

describe("GET /functions/v1/airports", () => {
  const airports = (query: string) =>
    fetch(`${server.url}/functions/v1/airports${query}`, { headers: { Accept: "application/json" } });

  it("names the airports a card's details list, leaving out unknown codes", async () => {
    const res = await airports("?codes=jfk,KEF,ZZZ,JFK");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      items: [
        { code: "JFK", name: "John F. Kennedy International Airport", city: "New York City", country: "United States" },
        { code: "KEF", name: expect.stringMatching(/Keflav/), city: expect.any(String), country: "Iceland" },
      ],
    });
  });

  it("answers 400 with a sentence for missing, malformed or too many codes", async () => {
    for (const query of ["", "?codes=", "?codes=JF", "?codes=a&codes=b", `?codes=${Array(13).fill("JFK").join(",")}`]) {
      const res = await airports(query);
      expect(res.status, query).toBe(400);
      expect(((await res.json()) as { error: string }).error, query).toMatch(/codes/);
    }
    expect((await fetch(`${server.url}/functions/v1/airports?codes=JFK`, { method: "POST" })).status).toBe(405);
  });
});
