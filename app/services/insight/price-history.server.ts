/**
 * The price history of a trip, read for the results' price insight: the comparable prices
 * (app/core/insight/price-verdict.ts says which) of each source, with their typical range and
 * the lowest price seen each day for the chart. Sources are never mixed: the results judge
 * today's cheapest fare against its own source's history only.
 */
import { and, between, eq, gte, isNull, like } from "drizzle-orm";
import {
  comparableNights,
  HISTORY_DAYS,
  nightsBetween,
  type PriceUnit,
  priceUnit,
  type TypicalRange,
  typicalRange,
  unitPrice,
} from "../../core/insight/price-verdict";
import type { SearchRequest } from "../../core/search/types";
import type { Database } from "../db/database.server";
import { priceObservations } from "../db/schema";

export interface SourceHistory {
  /** The registry's name of the source (`offline` is the sample engine). */
  source: string;
  sample: boolean;
  /** Comparable prices (each trip once a day). */
  count: number;
  /** Null with too little history. */
  range: TypicalRange | null;
  /** The lowest comparable price of each day seen (YYYY-MM-DD, oldest first), in the unit. */
  days: { day: string; price: number }[];
}

export interface PriceHistory {
  /** The departure month compared (YYYY-MM). */
  month: string;
  /** How far back (days). */
  historyDays: number;
  /** Return trips' comparable lengths; null for one-way. */
  nights: { min: number; max: number } | null;
  unit: PriceUnit;
  currency: "USD";
  sources: SourceHistory[];
}

/** At most this many rows are read (a busy route's 60 days of a month). */
const MAX_ROWS = 20_000;

/** The history of the trip a search asks for, by source. */
export async function priceHistory(db: Database, request: SearchRequest, now: Date): Promise<PriceHistory> {
  const month = request.date.slice(0, 7);
  const travellers = { adults: request.adults, children: request.children ?? 0, infants: request.infants ?? 0 };
  const unit = priceUnit(travellers);
  const roundTrip = request.tripType === "roundtrip" && request.returnDate;
  const nights = comparableNights(roundTrip ? nightsBetween(request.date, request.returnDate as string) : null);
  const p = priceObservations;
  const party =
    unit === "adult"
      ? [eq(p.children, 0), eq(p.infants, 0)]
      : [eq(p.adults, travellers.adults), eq(p.children, travellers.children), eq(p.infants, travellers.infants)];
  const rows = await db
    .select({
      source: p.source,
      sample: p.sample,
      departDate: p.departDate,
      returnDate: p.returnDate,
      adults: p.adults,
      priceCents: p.priceCents,
      observedAt: p.observedAt,
    })
    .from(p)
    .where(
      and(
        eq(p.origin, request.from),
        eq(p.destination, request.to),
        eq(p.cabin, request.cabin ?? "economy"),
        like(p.departDate, `${month}-%`),
        eq(p.currency, "USD"),
        gte(p.observedAt, new Date(now.getTime() - HISTORY_DAYS * 86_400_000)),
        nights ? between(p.tripNights, nights.min, nights.max) : isNull(p.returnDate),
        ...party,
      ),
    )
    .limit(MAX_ROWS);

  // Each trip once a day, at its lowest price that day; then per source.
  const perTripDay = new Map<string, { source: string; sample: boolean; day: string; price: number }>();
  for (const row of rows) {
    const day = row.observedAt.toISOString().slice(0, 10);
    const price = unitPrice(row.priceCents / 100, row.adults, unit);
    const key = [row.source, row.sample, row.departDate, row.returnDate ?? "", row.adults, day].join("|");
    const known = perTripDay.get(key);
    if (!known || price < known.price) perTripDay.set(key, { source: row.source, sample: row.sample, day, price });
  }
  const bySource = new Map<string, { sample: boolean; prices: number[]; days: Map<string, number> }>();
  for (const seen of perTripDay.values()) {
    const key = `${seen.source}|${seen.sample}`;
    const entry = bySource.get(key) ?? { sample: seen.sample, prices: [], days: new Map<string, number>() };
    entry.prices.push(seen.price);
    entry.days.set(seen.day, Math.min(entry.days.get(seen.day) ?? Number.POSITIVE_INFINITY, seen.price));
    bySource.set(key, entry);
  }
  const sources = [...bySource.entries()].map(([key, entry]) => ({
    source: key.slice(0, key.lastIndexOf("|")),
    sample: entry.sample,
    count: entry.prices.length,
    range: typicalRange(entry.prices),
    days: [...entry.days.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([day, price]) => ({ day, price: Math.round(price * 100) / 100 })),
  }));
  return { month, historyDays: HISTORY_DAYS, nights, unit, currency: "USD", sources };
}
