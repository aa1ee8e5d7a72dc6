import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/**
 * Every cheapest price the site observed for a trip (a search's cheapest per route, day, return,
 * cabin and source; the calendar's cached prices): the one price history deals, price insight and
 * alerts read. Sample prices are kept, marked, and never mixed with live ones.
 */
export const priceObservations = pgTable(
  "price_observations",
  {
    id: serial("id").primaryKey(),
    origin: text("origin").notNull(),
    destination: text("destination").notNull(),
    departDate: text("depart_date").notNull(),
    /** Null for a one-way trip. */
    returnDate: text("return_date"),
    /** Nights between departure and return; null for a one-way trip. */
    tripNights: integer("trip_nights"),
    /** The travellers the price is for: it is their total, as the source quoted it. */
    adults: integer("adults").notNull().default(1),
    children: integer("children").notNull().default(0),
    infants: integer("infants").notNull().default(0),
    /** `search` (a search's cheapest offer) or `calendar` (a price calendar's day). */
    kind: text("kind").notNull().default("search"),
    cabin: text("cabin").notNull().default("economy"),
    /** Provider name from the registry (e.g. `travelpayouts`, `offline`). */
    source: text("source").notNull(),
    sample: boolean("sample").notNull().default(false),
    priceCents: integer("price_cents").notNull(),
    currency: text("currency").notNull().default("USD"),
    /** When the source saw the price (a cached fare is older than the search). */
    observedAt: timestamp("observed_at", { withTimezone: true }).notNull(),
    recordedAt: timestamp("recorded_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("price_observations_trip_idx").on(
      table.origin,
      table.destination,
      table.departDate,
      table.returnDate,
      table.cabin,
      table.source,
    ),
    index("price_observations_route_idx").on(table.origin, table.destination, table.observedAt),
    index("price_observations_month_idx").on(table.origin, table.destination, table.cabin, table.departDate),
  ],
);

/**
 * The deals page's cards: each a real trip the search found, priced by the search flow's cheapest
 * offer, recomputed by a scheduled job. A saving is shown only with its basis (an earlier stored
 * observation of the same trip, or the route's typical fare that month from the same source).
 */
export const deals = pgTable(
  "deals",
  {
    id: serial("id").primaryKey(),
    /** Position on the page (0–11). */
    slot: integer("slot").notNull(),
    origin: text("origin").notNull(),
    destination: text("destination").notNull(),
    departDate: text("depart_date").notNull(),
    returnDate: text("return_date"),
    cabin: text("cabin").notNull().default("economy"),
    source: text("source").notNull(),
    sample: boolean("sample").notNull().default(false),
    /** The airline of the offer's first flight (IATA code), named on the card. */
    carrier: text("carrier"),
    priceCents: integer("price_cents").notNull(),
    currency: text("currency").notNull().default("USD"),
    observedAt: timestamp("observed_at", { withTimezone: true }).notNull(),
    /** "earlier" (an earlier observation of this trip) or "typical" (the route's month); null: no saving shown. */
    compareKind: text("compare_kind"),
    comparePriceCents: integer("compare_price_cents"),
    /** The earlier observation's time, or the month (YYYY-MM) of the typical fare. */
    compareBasis: text("compare_basis"),
    computedAt: timestamp("computed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("deals_slot_idx").on(table.slot)],
);
