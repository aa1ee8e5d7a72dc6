import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dealTrips } from "../../core/deals/deal-trips";
import { savingPercent, typicalFare } from "../../core/deals/saving-basis";
import { hasAirportSwitch } from "../../core/search/merge";
import type { SearchRequest } from "../../core/search/types";
import { loadConfig } from "../config/config.server";
import { type DatabaseHandle, openDatabase } from "../db/database.server";
import { deals, priceObservations } from "../db/schema";
import { createLogger } from "../logging/logger.server";
import { createOfflineProvider } from "../providers/offline/offline-provider.server";
import { MemorySearchCache } from "../search/cache/search-cache.server";
import { createSearchFlow } from "../search/create-flow.server";
import type { SearchFlow } from "../search/flow.server";
import { computeDeals, dealsMissing, readDeals } from "./deals.server";

/**
 * The deals job on the real search flow (offline engine, no live source configured) and an
 * in-memory database: every deal is the flow's cheapest offer for its trip, and every saving has
 * its basis in the stored price history.
 */
const NOW = new Date("2026-11-20T05:00:00Z");
const config = loadConfig({ NODE_ENV: "test" } as NodeJS.ProcessEnv);
const logger = createLogger("silent");
let database: DatabaseHandle;
let flow: SearchFlow;

beforeAll(async () => {
  database = await openDatabase({ kind: "pglite-memory" });
  flow = createSearchFlow(
    { config, logger, database },
    { now: () => NOW, offline: createOfflineProvider({ now: () => NOW }), cache: new MemorySearchCache(600) },
  );
});
afterAll(async () => {
  await flow?.close();
  await database?.close();
});

const signal = new AbortController().signal;
const observationsOf = (request: SearchRequest) =>
  database.db
    .select()
    .from(priceObservations)
    .where(
      and(
        eq(priceObservations.origin, request.from),
        eq(priceObservations.destination, request.to),
        eq(priceObservations.departDate, request.date),
      ),
    );

describe("price observations", () => {
  it("records each source's cheapest offer of a search, marked sample, with its travellers and trip length", async () => {
    const oneAdult: SearchRequest = { from: "BOS", to: "MIA", date: "2026-12-03", tripType: "oneway", adults: 1 };
    const outcome = await flow.searchSource("travelpayouts", oneAdult, { signal });
    await flow.searchSource("travelpayouts", { ...oneAdult, date: "2026-12-04", adults: 2 }, { signal });
    expect(await observationsOf(oneAdult)).toEqual([]); // buffered, not yet written
    await flow.flushObservations();
    const cheapest = outcome.items.filter((o) => !hasAirportSwitch(o))[0];
    expect(await observationsOf(oneAdult)).toEqual([
      expect.objectContaining({
        returnDate: null,
        cabin: "economy",
        source: "sample",
        sample: true,
        priceCents: Math.round((cheapest?.price ?? 0) * 100),
        observedAt: NOW,
        adults: 1,
        children: 0,
        infants: 0,
        tripNights: null,
        kind: "search",
      }),
    ]);
    // Two adults' search: their total, kept with their count (compared per adult).
    expect(await observationsOf({ ...oneAdult, date: "2026-12-04" })).toEqual([
      expect.objectContaining({ adults: 2, children: 0, infants: 0, source: "sample" }),
    ]);
  });
});

describe("computeDeals", () => {
  it("stores 12 deals, each the flow's cheapest offer for its trip, with a saving only on a stored basis", async () => {
    expect(await dealsMissing(database.db, NOW)).toBe(true);
    expect(await computeDeals({ db: database.db, flow, logger, now: () => NOW })).toBe(12);
    const stored = await readDeals(database.db);
    expect(stored.map((d) => d.slot)).toEqual([...Array(12).keys()]);
    for (const [slot, trip] of dealTrips(NOW).entries()) {
      const deal = stored[slot];
      expect(deal).toMatchObject({ ...trip, source: "sample", sample: true, cabin: "economy" });
      const request: SearchRequest = {
        from: trip.origin,
        to: trip.destination,
        date: trip.departDate,
        returnDate: trip.returnDate,
        tripType: "roundtrip",
        adults: 1,
      };
      const { merged } = await flow.searchAll(request, { signal });
      expect(Math.round((merged.offers[0]?.price ?? 0) * 100)).toBe(deal?.priceCents);
      // The card names the airline of that offer's first flight.
      expect(deal?.carrier).toBe(merged.offers[0]?.leg[0]?.carrier);
      // The first run knows no earlier price of the trip; the month's strips give every route a
      // typical fare, shown as the basis when the deal is at least 5 % below it.
      const month = (await database.db.select().from(priceObservations)).filter(
        (o) =>
          o.origin === trip.origin &&
          o.destination === trip.destination &&
          o.departDate.startsWith(trip.departDate.slice(0, 7)),
      );
      const typical = typicalFare(month, trip, NOW);
      expect(typical).not.toBeNull();
      if (savingPercent(deal?.priceCents ?? 0, typical ?? 0) >= 5) {
        expect(deal).toMatchObject({
          compareKind: "typical",
          comparePriceCents: typical,
          compareBasis: trip.departDate.slice(0, 7),
        });
      } else {
        expect(deal).toMatchObject({ compareKind: null, comparePriceCents: null, compareBasis: null });
      }
    }
    expect(await dealsMissing(database.db, NOW)).toBe(false);
    expect(await dealsMissing(database.db, new Date(NOW.getTime() + 27 * 3_600_000))).toBe(true);
  });

  it("compares with an earlier, higher observation of the same trip: 'was' that price on that day", async () => {
    const trip = dealTrips(NOW)[0];
    if (!trip) throw new Error("no trip");
    const [before] = await database.db.select().from(deals).where(eq(deals.slot, 0));
    const earlier = new Date("2026-11-18T09:30:00Z");
    const wasCents = (before?.priceCents ?? 0) + 20_000;
    await database.db.insert(priceObservations).values({
      origin: trip.origin,
      destination: trip.destination,
      departDate: trip.departDate,
      returnDate: trip.returnDate,
      source: "sample",
      sample: true,
      priceCents: wasCents,
      observedAt: earlier,
    });
    await computeDeals({ db: database.db, flow, logger, now: () => NOW });
    const [after] = await database.db.select().from(deals).where(eq(deals.slot, 0));
    expect(after).toMatchObject({
      priceCents: before?.priceCents,
      compareKind: "earlier",
      comparePriceCents: wasCents,
      compareBasis: earlier.toISOString(),
    });
  });
});
