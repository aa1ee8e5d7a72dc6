import { sql } from "drizzle-orm";
import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

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
