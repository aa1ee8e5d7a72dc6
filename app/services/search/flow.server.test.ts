import { describe, expect, it } from "vitest";
import type { CalendarAnswer, FlightProvider, ProviderAnswer } from "../../core/providers/provider";
import type { SearchSourceName } from "../../core/providers/registry";
import { hasAirportSwitch } from "../../core/search/merge";
import type { FlightOffer, SearchRequest } from "../../core/search/types";
import { loadConfig } from "../config/config.server";
import { createLogger } from "../logging/logger.server";
import { getTimeZone } from "../places/airports.server";
import { createOfflineProvider } from "../providers/offline/offline-provider.server";
import { createProviderRegistry, type ProviderRegistry } from "../providers/registry.server";
import { MemorySearchCache } from "./cache/search-cache.server";
import { defaultFlags, type Flags } from "./flags/flags.server";
import { SearchFlow } from "./flow.server";
import type { QuotaDecision } from "./quotas/quotas.server";

/**
 * The search flow in-process, with an injected clock, the real offline engine, the real
 * in-memory cache, and counting stand-ins for the flags and quota stores (their database
 * behaviour is tested in flags.test.ts and quotas.test.ts).
 */

const config = loadConfig({ AMADEUS_CLIENT_ID: "id", AMADEUS_CLIENT_SECRET: "secret", TRAVELPAYOUTS_TOKEN: "t" });
// 14:00 in New York (UTC-5) on Tuesday 1 December 2026.
const NOW = new Date("2026-12-01T19:00:00Z");

function flowWith(
  options: { flags?: Partial<Flags>; now?: Date; registry?: ProviderRegistry; quotaAllowed?: boolean } = {},
) {
  let spent = 0;
  const now = options.now ?? NOW;
  const flags: Flags = { ...defaultFlags(config), ...options.flags };
  const flow = new SearchFlow({
    providers:
      options.registry ?? createProviderRegistry(config, getTimeZone, createOfflineProvider({ now: () => now })),
    flags: { effective: async () => ({ flags, defaults: flags, overrides: {} }) },
    quotas: {
      consume: async (): Promise<QuotaDecision> => {
        spent += 1;
        const allowed = options.quotaAllowed ?? true;
        return { allowed, forced: false, monthUsed: spent, dayUsed: spent, target: 10, dayBudget: 10 };
      },
    },
    cache: new MemorySearchCache(60),
    logger: createLogger("silent"),
    timeZoneOf: getTimeZone,
    upstreamTimeoutMs: 1000,
    now: () => now,
  });
  return { flow, spent: () => spent };
}

const signal = new AbortController().signal;
const today: SearchRequest = { from: "JFK", to: "CDG", date: "2026-12-01", tripType: "oneway", adults: 1 };

/** A live source answering from the offline engine, counting its calls (the flow only sees the interface). */
function countingSource(base: FlightProvider, name: SearchSourceName, calendar?: CalendarAnswer) {
  const calls: SearchRequest[] = [];
  const engine = createOfflineProvider({ now: () => NOW });
  const provider: FlightProvider = {
    ...base,
    info: base.info,
    quotaApi: base.quotaApi,
    isConfigured: () => true,
    circuitState: () => "closed",
    healthTest: base.healthTest.bind(base),
    async search(request, call): Promise<ProviderAnswer> {
      calls.push(request);
      const answer = await engine.search(request, call);
      return { offers: answer.offers.map((o): FlightOffer => ({ ...o, provider: name })), upstreamMs: 5 };
    },
    ...(calendar ? { priceCalendar: async () => calendar } : {}),
  };
  return { provider, calls };
}

const realRegistry = () => createProviderRegistry(config, getTimeZone, createOfflineProvider({ now: () => NOW }));

function registryWith(amadeus: FlightProvider, travelpayouts: FlightProvider): ProviderRegistry {
  const real = realRegistry();
  const search = [amadeus, travelpayouts];
  return {
    ...real,
    search,
    get: (name) => [...search, real.offline].find((p) => p.info.name === name),
  };
}

describe("the search flow", () => {
  it("never offers a flight that left or leaves within two hours, at the departure airport's local time", async () => {
    const { flow } = flowWith({ flags: { FORCE_PROVIDER: "dummy" } });
    const outcome = await flow.searchSource("amadeus", today, { signal });
    const limit = NOW.getTime() + 2 * 3_600_000;
    expect(outcome.items.length).toBeGreaterThan(0);
    for (const offer of outcome.items)
      expect(Date.parse(offer.leg[0]?.departureTime ?? "")).toBeGreaterThanOrEqual(limit);
    // The engine does schedule flights earlier that day: they were dropped and counted.
    expect(outcome._debug.departed).toBeGreaterThan(0);
    // The same day seen from the morning keeps them.
    const morning = flowWith({ flags: { FORCE_PROVIDER: "dummy" }, now: new Date("2026-11-30T12:00:00Z") });
    const early = await morning.flow.searchSource("amadeus", today, { signal });
    expect(early.items.length).toBe(outcome.items.length + (outcome._debug.departed ?? 0));
  });

  it("asks a source once for requests that only differ in what the source is not asked (no cache busting)", async () => {
    const real = realRegistry();
    const amadeus = countingSource(real.get("amadeus") as FlightProvider, "amadeus");
    const tp = countingSource(real.get("travelpayouts") as FlightProvider, "travelpayouts");
    const { flow, spent } = flowWith({ registry: registryWith(amadeus.provider, tp.provider) });
    const request: SearchRequest = { ...today, date: "2026-12-20" };
    const first = await flow.searchSource("amadeus", request, { signal });
    for (const variant of [
      { ...request, tripType: "multicity" as const },
      { ...request, returnDate: "2026-12-27" },
      { ...request, from: "jfk", to: "cdg" },
    ]) {
      const again = await flow.searchSource("amadeus", variant, { signal });
      expect(again._debug).toMatchObject({ source: "cache", cacheHit: true });
      expect(again.items).toEqual(first.items);
    }
    expect(amadeus.calls).toHaveLength(1);
    expect(spent()).toBe(1);
    // A different search does reach the source and spends quota.
    await flow.searchSource("amadeus", { ...request, adults: 2 }, { signal });
    expect(amadeus.calls).toHaveLength(2);
    expect(spent()).toBe(2);
  });

  it("defers a quota-limited source to another live source, else to the offline engine", async () => {
    const real = realRegistry();
    const amadeus = countingSource(real.get("amadeus") as FlightProvider, "amadeus");
    const tp = countingSource(real.get("travelpayouts") as FlightProvider, "travelpayouts");
    const { flow } = flowWith({ registry: registryWith(amadeus.provider, tp.provider), quotaAllowed: false });
    const request: SearchRequest = { ...today, date: "2026-12-21" };
    const limited = await flow.searchSource("amadeus", request, { signal });
    expect(limited.items).toEqual([]);
    expect(limited._debug).toMatchObject({ source: "none", fallbackTo: "travelpayouts", fallbackReason: "day_paced" });
    expect(amadeus.calls).toHaveLength(0);
  });

  it("merges every source for a whole search, without airport switches", async () => {
    const { flow } = flowWith({ flags: { FORCE_PROVIDER: "dummy" } });
    const { sources, merged } = await flow.searchAll(
      { from: "LON", to: "TYO", date: "2026-12-20", returnDate: "2026-12-27", tripType: "roundtrip", adults: 1 },
      { signal },
    );
    expect(sources.map((s) => s.name)).toEqual(["amadeus", "travelpayouts"]);
    expect(merged.offers.length).toBeGreaterThan(0);
    expect(merged.offers.some(hasAirportSwitch)).toBe(false);
    expect(merged.offers.map((o) => o.price)).toEqual([...merged.offers.map((o) => o.price)].sort((a, b) => a - b));
  });
});

describe("the price calendar", () => {
  it("prices return trips of the same length, and its chosen day is the cheapest return offer", async () => {
    const { flow } = flowWith({ flags: { FORCE_PROVIDER: "dummy" } });
    const request: SearchRequest = {
      from: "JFK",
      to: "CDG",
      date: "2026-12-20",
      returnDate: "2026-12-27",
      tripType: "roundtrip",
      adults: 2,
    };
    const calendar = await flow.priceCalendar(request, { signal });
    expect(calendar.items.map((d) => [d.date, d.returnDate])).toEqual([
      ["2026-12-17", "2026-12-24"],
      ["2026-12-18", "2026-12-25"],
      ["2026-12-19", "2026-12-26"],
      ["2026-12-20", "2026-12-27"],
      ["2026-12-21", "2026-12-28"],
      ["2026-12-22", "2026-12-29"],
      ["2026-12-23", "2026-12-30"],
    ]);
    const results = await flow.searchAll(request, { signal });
    const cheapestReturn = Math.round(Math.min(...results.merged.offers.map((o) => o.price)));
    expect(calendar.items[3]?.price).toBe(cheapestReturn);
    // A one-way fare is cheaper than the return: the strip must not show it.
    const oneWay = await flow.searchAll({ ...request, tripType: "oneway", returnDate: undefined }, { signal });
    expect(Math.min(...oneWay.merged.offers.map((o) => o.price))).toBeLessThan(cheapestReturn);
  });

  it("never offers a day before today at the origin", async () => {
    // 02:00 UTC on 3 December is still 2 December (21:00) in New York.
    const { flow } = flowWith({ flags: { FORCE_PROVIDER: "dummy" }, now: new Date("2026-12-03T02:00:00Z") });
    const calendar = await flow.priceCalendar({ ...today, date: "2026-12-03" }, { signal });
    expect(calendar.items.map((d) => d.date)).toEqual([
      "2026-12-02",
      "2026-12-03",
      "2026-12-04",
      "2026-12-05",
      "2026-12-06",
    ]);
    // Late evening in New York: nothing leaves that day more than two hours later.
    expect(calendar.items[0]?.price).toBeNull();
    // The same instant is already 3 December (11:00) in Tokyo: 2 December is gone there.
    const tokyo = await flow.priceCalendar({ ...today, from: "NRT", to: "LAX", date: "2026-12-04" }, { signal });
    expect(tokyo.items[0]?.date).toBe("2026-12-03");
  });

  it("uses a live calendar's prices for every adult, and the engine for the days it lacks", async () => {
    const real = realRegistry();
    const amadeus = countingSource(real.get("amadeus") as FlightProvider, "amadeus");
    const tp = countingSource(real.get("travelpayouts") as FlightProvider, "travelpayouts", {
      prices: [
        { date: "2026-12-19", price: 300, foundAt: "2026-11-30T10:00:00Z" },
        { date: "2026-12-20", price: 250 },
      ],
      upstreamMs: 5,
    });
    const { flow } = flowWith({ registry: registryWith(amadeus.provider, tp.provider) });
    const calendar = await flow.priceCalendar({ ...today, date: "2026-12-20", adults: 3 }, { signal });
    expect(calendar.items[2]).toMatchObject({ date: "2026-12-19", price: 900, source: "travelpayouts" });
    expect(calendar.items[3]).toMatchObject({ date: "2026-12-20", price: 750, source: "travelpayouts" });
    expect(calendar.items[4]).toMatchObject({ date: "2026-12-21", source: "sample" });
    expect(calendar._debug.source).toBe("live");
    const again = await flow.priceCalendar({ ...today, date: "2026-12-20", adults: 1 }, { signal });
    expect(again._debug.source).toBe("cache");
    expect(again.items[3]).toMatchObject({ price: 250 });
  });

  it("prices a date grid: live pairs where the source has them, the engine elsewhere; the search's cell is its cheapest card", async () => {
    const real = realRegistry();
    const amadeus = countingSource(real.get("amadeus") as FlightProvider, "amadeus");
    const tp = countingSource(real.get("travelpayouts") as FlightProvider, "travelpayouts", {
      prices: [{ date: "2026-12-18", returnDate: "2026-12-24", price: 333, foundAt: "2026-11-30T10:00:00Z" }],
      upstreamMs: 5,
    });
    const { flow, spent } = flowWith({ registry: registryWith(amadeus.provider, tp.provider) });
    const request: SearchRequest = {
      from: "JFK",
      to: "CDG",
      date: "2026-12-20",
      returnDate: "2026-12-22",
      tripType: "roundtrip",
      adults: 2,
    };
    const grid = await flow.priceCalendar(request, { signal, mode: "grid" });
    // 7 × 7 pairs less the 10 that return before they leave.
    expect(grid.items).toHaveLength(39);
    expect(grid.items.every((c) => (c.returnDate ?? "") >= c.date)).toBe(true);
    expect(grid.items.find((c) => c.date === "2026-12-18" && c.returnDate === "2026-12-24")).toMatchObject({
      price: 666,
      source: "travelpayouts",
      foundAt: "2026-11-30T10:00:00Z",
    });
    const chosen = grid.items.find((c) => c.date === "2026-12-20" && c.returnDate === "2026-12-22");
    expect(chosen?.source).toBe("sample");
    const offline = await flowWith({ flags: { FORCE_PROVIDER: "dummy" } }).flow.searchAll(request, { signal });
    expect(chosen?.price).toBe(Math.round(Math.min(...offline.merged.offers.map((o) => o.price))));
    // No live search and no quota spent for the 38 cells the engine priced.
    expect(amadeus.calls).toHaveLength(0);
    expect(tp.calls).toHaveLength(0);
    expect(spent()).toBe(0);
  });

  it("prices a month of one-way fares from today at the origin", async () => {
    const { flow } = flowWith({ flags: { FORCE_PROVIDER: "dummy" } });
    const month = await flow.priceCalendar({ ...today, date: "2026-12-20" }, { signal, mode: "month" });
    expect(month.items.map((d) => d.date)).toEqual(
      Array.from({ length: 31 }, (_, i) => `2026-12-${String(i + 1).padStart(2, "0")}`),
    );
    expect(month.items.every((d) => d.source === "sample" && d.returnDate === undefined)).toBe(true);
    expect(month.items[10]?.price).toEqual(expect.any(Number));
  });
});
