import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/**
 * Price alerts (decision 121; app/features/alerts). Double opt-in: `pending` until the e-mailed
 * link is followed, then `active`; `paused` by the traveller; `expired` once the date has
 * passed. Only hashes of the confirmation token are stored. Observed prices are whole US cents (`*_cents` columns); the limit a traveller types is whole dollars.
 */
export const priceAlerts = pgTable(
  "price_alerts",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    origin: text("origin").notNull(),
    destination: text("destination").notNull(),
    /** Whole US dollars, as the traveller typed it. */
    maxPrice: integer("max_price"),
    status: text("status").notNull().default(sql`'pending'`),
    /** Exact departure day (YYYY-MM-DD), or a month (YYYY-MM), or neither (any day in the next weeks). */
    departDate: text("depart_date"),
    departMonth: text("depart_month"),
    confirmTokenHash: text("confirm_token_hash"),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    lastCheckedAt: timestamp("last_checked_at", { withTimezone: true }),
    lastEmailedAt: timestamp("last_emailed_at", { withTimezone: true }),
    emailsSent: integer("emails_sent").notNull().default(0),
    /** The language of the page the alert was made on ("en" or "nl"): its e-mails are written in it. */
    locale: text("locale").notNull().default("en"),
    /** The trip that was searched: "oneway" or "roundtrip" (a multi-city search tracks one flight). */
    tripType: text("trip_type").notNull().default("oneway"),
    /** Return day (YYYY-MM-DD) of a return trip with an exact departure day. */
    returnDate: text("return_date"),
    /** Days between departure and return for a return trip tracked by month or any day. */
    tripLength: integer("trip_length"),
    adults: integer("adults").notNull().default(1),
    children: integer("children").notNull().default(0),
    infants: integer("infants").notNull().default(0),
    cabin: text("cabin").notNull().default("economy"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("price_alerts_email_idx").on(table.email),
    index("price_alerts_status_idx").on(table.status),
    uniqueIndex("price_alerts_confirm_token_idx").on(table.confirmTokenHash),
  ],
);

/** Every price an alert check observed, with its source and the time the source saw it. */
export const alertPrices = pgTable(
  "alert_prices",
  {
    id: serial("id").primaryKey(),
    alertId: integer("alert_id")
      .notNull()
      .references(() => priceAlerts.id, { onDelete: "cascade" }),
    priceCents: integer("price_cents").notNull(),
    currency: text("currency").notNull().default("USD"),
    /** Provider name from the registry (e.g. `travelpayouts`, `sample`). */
    source: text("source").notNull(),
    /** True for the offline engine's sample prices: never a reason for a drop e-mail on their own. */
    sample: boolean("sample").notNull().default(false),
    /** When the source observed the price (cached fares are older than the check). */
    observedAt: timestamp("observed_at", { withTimezone: true }).notNull(),
    checkedAt: timestamp("checked_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("alert_prices_alert_idx").on(table.alertId, table.checkedAt)],
);

/** Price-drop notifications for the header bell (by e-mail address, read when the owner signs in). */
export const alertNotifications = pgTable(
  "alert_notifications",
  {
    id: serial("id").primaryKey(),
    alertId: integer("alert_id")
      .notNull()
      .references(() => priceAlerts.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    oldPriceCents: integer("old_price_cents"),
    newPriceCents: integer("new_price_cents").notNull(),
    source: text("source").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp("read_at", { withTimezone: true }),
  },
  (table) => [index("alert_notifications_email_idx").on(table.email, table.readAt)],
);

/** Management links e-mailed to signed-out travellers: only the token's hash is kept. */
export const alertManageTokens = pgTable("alert_manage_tokens", {
  tokenHash: text("token_hash").primaryKey(),
  email: text("email").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
