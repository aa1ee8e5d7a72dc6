import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";

/** One pg-core schema for PGlite and PostgreSQL alike (spec §3, §6, §7). */

export const profiles = pgTable("profiles", {
  userId: text("user_id").primaryKey(),
  role: text("role").notNull().default("user"),
});

export const affiliateClicks = pgTable(
  "affiliate_clicks",
  {
    id: serial("id").primaryKey(),
    program: text("program").notNull(),
    subId: text("sub_id").notNull(),
    origin: text("origin"),
    destination: text("destination"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("affiliate_clicks_created_at_idx").on(table.createdAt)],
);

export const priceAlerts = pgTable("price_alerts", {
  id: serial("id").primaryKey(),
  email: text("email").notNull(),
  origin: text("origin").notNull(),
  destination: text("destination").notNull(),
  maxPrice: integer("max_price"),
  status: text("status").notNull().default(sql`'active'`),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Operator overrides of the environment's flags (USE_DUMMY_DATA, FORCE_PROVIDER, AMADEUS_ENV); see app/flags. */
export const featureFlags = pgTable("feature_flags", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Amadeus quota counters, one row per API and UTC month; `day`/`day_used` hold the
 * current UTC day's count. Updated by one atomic upsert (app/quotas).
 */
export const quotaCounters = pgTable(
  "quota_counters",
  {
    api: text("api").notNull(),
    month: text("month").notNull(),
    monthUsed: integer("month_used").notNull().default(0),
    day: text("day").notNull(),
    dayUsed: integer("day_used").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.api, table.month] })],
);

/** Force-allow switch per Amadeus API, set from the admin console. */
export const quotaOverrides = pgTable("quota_overrides", {
  api: text("api").primaryKey(),
  forceAllow: boolean("force_allow").notNull().default(false),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
