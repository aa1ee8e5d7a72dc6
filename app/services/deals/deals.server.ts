/**
 * The deals page's cards, computed by a scheduled job from the one search flow and stored in
 * `deals`, never typed in. For each of the 12 trips (app/core/deals/deal-trips.ts):
 *
 *   priceCalendar (strips) ─► the route's trips of the month into the history (typical fare)
 *   searchAll ─► merged offers ─► cheapest of a live source, else the offline engine's (sample)
 *   flush the buffered history ─► savingBasis (earlier observation | typical fare | none) ─► row
 *
 * A trip the flow finds no offer for leaves its slot empty: never an old or invented price.
 */
import { and, desc, eq, like } from "drizzle-orm";
import { type DealTrip, dealTrips } from "../../core/deals/deal-trips";
import { type Observation, savingBasis } from "../../core/deals/saving-basis";
import { OFFLINE_SOURCE } from "../../core/providers/registry";
import type { FlightOffer, SearchRequest } from "../../core/search/types";
import type { Database } from "../db/database.server";
import { deals, priceObservations } from "../db/schema";
import type { Logger } from "../logging/logger.server";
import type { SearchFlow } from "../search/flow.server";
import { observationOf } from "../search/observations.server";

export type StoredDeal = typeof deals.$inferSelect;

interface DealsContext {
  db: Database;
  flow: SearchFlow;
  logger: Logger;
  now?: () => Date;
}

/** A trip takes at most this long (the calendar and every source's search). */
const TRIP_TIMEOUT_MS = 60_000;
/** The job runs at start when the newest deal is older than this (the daily run was missed). */
const STALE_AFTER_MS = 26 * 60 * 60_000;

const requestOf = (trip: DealTrip): SearchRequest => ({
  from: trip.origin,
  to: trip.destination,
  date: trip.departDate,
  returnDate: trip.returnDate,
  tripType: "roundtrip",
  adults: 1,
  children: 0,
  infants: 0,
  cabin: "economy",
});

const DAY_MS = 86_400_000;
const addDays = (day: string, days: number) => new Date(Date.parse(day) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * The strips that price the departure month: centred on the 4th, 11th, 18th and 25th, their ±3
 * days cover the 1st to the 28th, each trip as long as the deal's. The flow skips days outside the
 * search window. One calendar call per strip for a live calendar source (cached), else the engine.
 */
function monthAnchors(trip: DealTrip): { departDate: string; returnDate: string }[] {
  const nights = Math.round((Date.parse(trip.returnDate) - Date.parse(trip.departDate)) / DAY_MS);
  return [4, 11, 18, 25].map((day) => {
    const departDate = `${trip.departDate.slice(0, 8)}${String(day).padStart(2, "0")}`;
    return { departDate, returnDate: addDays(departDate, nights) };
  });
}

/** The offer a deal shows: the cheapest from a live source when one answered, else the sample one. */
function dealOffer(offers: readonly FlightOffer[]): FlightOffer | null {
  const cheapest = (list: readonly FlightOffer[]) =>
    list.reduce<FlightOffer | null>((min, o) => (!min || o.price < min.price ? o : min), null);
  return cheapest(offers.filter((o) => o.provider !== OFFLINE_SOURCE.name)) ?? cheapest(offers);
}

async function history(db: Database, row: NonNullable<ReturnType<typeof observationOf>>) {
  const route = and(
    eq(priceObservations.origin, row.origin),
    eq(priceObservations.destination, row.destination),
    eq(priceObservations.cabin, row.cabin ?? "economy"),
    eq(priceObservations.source, row.source),
    // A deal is one adult's fare: compared only with one adult's fares.
    eq(priceObservations.adults, 1),
    eq(priceObservations.children, 0),
    eq(priceObservations.infants, 0),
  );
  const columns = {
    departDate: priceObservations.departDate,
    returnDate: priceObservations.returnDate,
    priceCents: priceObservations.priceCents,
    observedAt: priceObservations.observedAt,
  };
  const month: Observation[] = await db
    .select(columns)
    .from(priceObservations)
    .where(and(route, like(priceObservations.departDate, `${row.departDate.slice(0, 7)}-%`)));
  const sameTrip = month.filter((o) => o.departDate === row.departDate && o.returnDate === row.returnDate);
  return { sameTrip, month };
}

/** Prices one trip through the flow and stores (or clears) its slot. */
async function computeDeal(context: DealsContext, trip: DealTrip, now: Date): Promise<StoredDeal | null> {
  const { db, flow } = context;
  const request = requestOf(trip);
  const signal = AbortSignal.timeout(TRIP_TIMEOUT_MS);
  // The route's other trips of the month, same length, into the history: its typical fare.
  for (const anchor of monthAnchors(trip)) {
    await flow.priceCalendar({ ...request, date: anchor.departDate, returnDate: anchor.returnDate }, { signal });
  }
  const { sources, merged } = await flow.searchAll(request, { signal });
  const offer = dealOffer(merged.offers);
  if (!offer) {
    await db.delete(deals).where(eq(deals.slot, trip.slot));
    return null;
  }
  // A cached answer's price was seen when it was stored (as the flow's own history records it).
  const answered = sources.find((s) => s.ok && s.name === offer.provider);
  const cachedAt = answered?.ok ? answered.outcome._debug.cachedAt : undefined;
  const seen = observationOf(request, [offer], cachedAt ? new Date(cachedAt) : now);
  if (!seen) return null;
  await flow.flushObservations();
  const basis = savingBasis(
    {
      departDate: seen.departDate,
      returnDate: seen.returnDate ?? null,
      priceCents: seen.priceCents,
      observedAt: seen.observedAt,
    },
    await history(db, seen),
    now,
  );
  const row = {
    slot: trip.slot,
    origin: seen.origin,
    destination: seen.destination,
    departDate: seen.departDate,
    returnDate: seen.returnDate ?? null,
    cabin: seen.cabin ?? "economy",
    source: seen.source,
    sample: seen.sample ?? false,
    carrier: offer.leg[0]?.carrier ?? null,
    priceCents: seen.priceCents,
    currency: seen.currency ?? "USD",
    observedAt: seen.observedAt,
    compareKind: basis?.kind ?? null,
    comparePriceCents: basis?.priceCents ?? null,
    compareBasis: basis?.basis ?? null,
    computedAt: now,
  };
  const [stored] = await db.insert(deals).values(row).onConflictDoUpdate({ target: deals.slot, set: row }).returning();
  return stored ?? null;
}

/** The job: every trip of today, one after another (a failed trip is logged and left as it was). */
export async function computeDeals(context: DealsContext): Promise<number> {
  const now = context.now?.() ?? new Date();
  let stored = 0;
  for (const trip of dealTrips(now)) {
    try {
      if (await computeDeal(context, trip, now)) stored++;
    } catch (error) {
      context.logger.warn(
        { err: error, slot: trip.slot, route: `${trip.origin}-${trip.destination}` },
        "deal not priced",
      );
    }
  }
  context.logger.info({ stored }, "deals computed");
  return stored;
}

/** The stored deals in page order. */
export function readDeals(db: Database): Promise<StoredDeal[]> {
  return db.select().from(deals).orderBy(deals.slot);
}

/** When a deal was last stored (null: none yet): pages showing the deals follow it. */
export async function newestDealAt(db: Database): Promise<Date | null> {
  const [newest] = await db.select({ at: deals.computedAt }).from(deals).orderBy(desc(deals.computedAt)).limit(1);
  return newest?.at ?? null;
}

/** Whether the job should run at start: no deals yet, or none computed in the last 26 hours. */
export async function dealsMissing(db: Database, now: Date = new Date()): Promise<boolean> {
  const newest = await newestDealAt(db);
  return !newest || now.getTime() - newest.getTime() > STALE_AFTER_MS;
}
