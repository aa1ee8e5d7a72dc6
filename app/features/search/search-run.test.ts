import { describe, expect, it } from "vitest";
import { NONSTOP_AF } from "./results/test-offers";
import { fetchSource, requestsFor, runSearch, runStatus } from "./search-run";

const ECONOMY = { children: 0, infants: 0, cabin: "economy" as const };
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

describe("search run", () => {
  it("sends multi-city legs as one-way searches and return dates only on return trips", () => {
    const legs = [
      { from: "JFK", to: "CDG", date: "2026-12-01" },
      { from: "CDG", to: "FCO", date: "2026-12-05" },
    ];
    expect(
      requestsFor({ tripType: "multicity", legs, adults: 1, ...ECONOMY, returnDate: "2026-12-09" }).map(
        (r) => r.tripType,
      ),
    ).toEqual(["oneway", "oneway"]);
    expect(
      requestsFor({
        tripType: "roundtrip",
        legs: legs.slice(0, 1),
        adults: 2,
        children: 1,
        infants: 1,
        cabin: "business",
        returnDate: "2026-12-09",
      })[0],
    ).toEqual({
      from: "JFK",
      to: "CDG",
      date: "2026-12-01",
      tripType: "roundtrip",
      returnDate: "2026-12-09",
      adults: 2,
      children: 1,
      infants: 1,
      cabin: "business",
    });
  });

  it("calls Amadeus by POST and Travelpayouts by GET with debug=1", async () => {
    const calls: string[] = [];
    const fetcher = (async (url: string, init?: RequestInit) => {
      calls.push(`${init?.method ?? "GET"} ${url}`);
      return json(200, { items: [NONSTOP_AF], _debug: { source: "offline" } });
    }) as typeof fetch;
    const req = { from: "JFK", to: "CDG", date: "2026-12-01", tripType: "oneway" as const, adults: 1 };
    const a = await fetchSource("/functions/v1", "amadeus", req, undefined, fetcher);
    const t = await fetchSource("/functions/v1", "travelpayouts", req, undefined, fetcher);
    expect(a).toMatchObject({ status: "ok", items: [NONSTOP_AF], debug: { source: "offline" } });
    expect(t.status).toBe("ok");
    expect(calls).toEqual([
      "POST /functions/v1/search-amadeus?debug=1",
      "GET /functions/v1/search-travelpayouts?from=JFK&to=CDG&date=2026-12-01&tripType=oneway&adults=1&debug=1",
    ]);
  });

  it("sends children, infants and cabin to both sources only when the search has them", async () => {
    const calls: { url: string; body?: string }[] = [];
    const fetcher = (async (url: string, init?: RequestInit) => {
      calls.push({ url, body: init?.body as string | undefined });
      return json(200, { items: [] });
    }) as typeof fetch;
    const req = {
      from: "JFK",
      to: "CDG",
      date: "2026-12-01",
      tripType: "oneway" as const,
      adults: 2,
      children: 1,
      infants: 0,
      cabin: "premium_economy" as const,
    };
    await fetchSource("/f", "amadeus", req, undefined, fetcher);
    await fetchSource("/f", "travelpayouts", req, undefined, fetcher);
    expect(JSON.parse(calls[0]?.body ?? "{}")).toMatchObject({ adults: "2", children: "1", cabin: "premium_economy" });
    expect(JSON.parse(calls[0]?.body ?? "{}")).not.toHaveProperty("infants");
    expect(calls[1]?.url).toBe(
      "/f/search-travelpayouts?from=JFK&to=CDG&date=2026-12-01&tripType=oneway&adults=2&children=1&cabin=premium_economy&debug=1",
    );
  });

  it("turns an error status into a failed source with the fx_ message, and a network error too", async () => {
    const req = { from: "JFK", to: "CDG", date: "2026-12-01", tripType: "oneway" as const, adults: 1 };
    const failed = await fetchSource("", "amadeus", req, undefined, (async () =>
      json(502, { error: "x" })) as typeof fetch);
    expect(failed).toMatchObject({ status: "failed", error: 'fx_search-amadeus_502: {"error":"x"}' });
    const down = await fetchSource("", "travelpayouts", req, undefined, (async () => {
      throw new TypeError("Failed to fetch");
    }) as typeof fetch);
    expect(down).toMatchObject({ status: "failed", error: "Failed to fetch" });
  });

  it("reports each source as it answers, and the run's status", async () => {
    const seen: string[] = [];
    const fetcher = (async (url: string) =>
      url.includes("amadeus") ? json(500, {}) : json(200, { items: [NONSTOP_AF] })) as typeof fetch;
    const run = await runSearch(
      "",
      "k",
      { tripType: "oneway", legs: [{ from: "JFK", to: "CDG", date: "2026-12-01" }], adults: 1, ...ECONOMY },
      { fetcher, onSource: (_i, s) => seen.push(`${s.name}:${s.status}`) },
    );
    expect(seen.sort()).toEqual(["amadeus:failed", "travelpayouts:ok"]);
    expect(runStatus(run)).toBe("done");
    const allFailed = await runSearch(
      "",
      "k",
      { tripType: "oneway", legs: [{ from: "JFK", to: "CDG", date: "2026-12-01" }], adults: 1, ...ECONOMY },
      { fetcher: (async () => json(500, {})) as typeof fetch },
    );
    expect(runStatus(allFailed)).toBe("failed");
  });
});
