import { and, asc, eq, gt, inArray, sql } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { manageLinkEmail } from "../../core/alerts/alert-emails";
import { MAX_ACTIVE_ALERTS_PER_EMAIL, OPEN_STATUSES } from "../../core/alerts/alert-rules";
import { type AlertTrip, tripOf } from "../../core/alerts/alert-trip";
import { DEFAULT_LOCALE, type Locale, localizedPath } from "../../i18n/locales";
import type { Accounts } from "../auth/accounts.server";
import { consumeEmailAttempt } from "../auth/email-rate-limit.server";
import { alertManageTokens, alertPrices, priceAlerts } from "../db/schema";
import { hashToken, newToken } from "./alert-tokens.server";

type AlertsContext = Pick<AppLoadContext, "config" | "logger" | "database" | "brand"> & {
  accounts: Pick<Accounts, "mailer">;
};

/** A management link works for a day. */
const MANAGE_LINK_MS = 24 * 3600 * 1000;

interface PricePoint {
  priceCents: number;
  sample: boolean;
  source: string;
  observedAt: string;
  checkedAt: string;
}

/** An alert as its owner sees it: route, dates, limit, the trip it follows, and its prices. */
export interface ManagedAlert extends AlertTrip {
  id: number;
  origin: string;
  destination: string;
  status: string;
  departDate: string | null;
  departMonth: string | null;
  maxPrice: number | null;
  lastCheckedAt: string | null;
  history: PricePoint[];
}

/** Every alert of an address (newest first) with its price history, oldest point first. */
export async function alertsOf(context: AlertsContext, email: string): Promise<ManagedAlert[]> {
  const { db } = context.database;
  const rows = await db
    .select()
    .from(priceAlerts)
    .where(
      and(
        eq(priceAlerts.email, email.toLowerCase()),
        inArray(priceAlerts.status, ["pending", "active", "paused", "expired"]),
      ),
    )
    .orderBy(asc(priceAlerts.id));
  const ids = rows.map((r) => r.id);
  const prices = ids.length
    ? await db.select().from(alertPrices).where(inArray(alertPrices.alertId, ids)).orderBy(asc(alertPrices.checkedAt))
    : [];
  return rows.reverse().map((row) => ({
    id: row.id,
    origin: row.origin,
    destination: row.destination,
    status: row.status,
    departDate: row.departDate,
    departMonth: row.departMonth,
    maxPrice: row.maxPrice,
    ...tripOf(row),
    lastCheckedAt: row.lastCheckedAt?.toISOString() ?? null,
    history: prices
      .filter((p) => p.alertId === row.id)
      .slice(-60)
      .map((p) => ({
        priceCents: p.priceCents,
        sample: p.sample,
        source: p.source,
        observedAt: p.observedAt.toISOString(),
        checkedAt: p.checkedAt.toISOString(),
      })),
  }));
}

export type ChangeOutcome =
  | { kind: "changed" }
  /** Not theirs, gone, or not in a state to change (resuming an active alert). */
  | { kind: "unchanged" }
  /** Resuming would put the address over the cap of open alerts. */
  | { kind: "too-many" };

/**
 * Pause, resume or delete one alert of `email`. Resuming counts against the same cap as signing
 * up (MAX_ACTIVE_ALERTS_PER_EMAIL open alerts an address): the count and the change are one
 * statement, so pausing 20, adding 20 and resuming one is refused.
 */
export async function changeAlert(
  context: AlertsContext,
  email: string,
  id: number,
  change: "pause" | "resume" | "delete",
): Promise<ChangeOutcome> {
  const { db } = context.database;
  const owner = email.toLowerCase();
  const mine = and(eq(priceAlerts.id, id), eq(priceAlerts.email, owner));
  if (change === "delete") {
    const deleted = await db.delete(priceAlerts).where(mine).returning({ id: priceAlerts.id });
    return { kind: deleted.length > 0 ? "changed" : "unchanged" };
  }
  if (change === "pause") {
    const paused = await db
      .update(priceAlerts)
      .set({ status: "paused", updatedAt: new Date() })
      .where(and(mine, eq(priceAlerts.status, "active")))
      .returning({ id: priceAlerts.id });
    return { kind: paused.length > 0 ? "changed" : "unchanged" };
  }
  const resumed = await db
    .update(priceAlerts)
    .set({ status: "active", updatedAt: new Date() })
    .where(
      and(
        mine,
        eq(priceAlerts.status, "paused"),
        sql`(select count(*) from ${priceAlerts} where ${and(eq(priceAlerts.email, owner), inArray(priceAlerts.status, OPEN_STATUSES))}) < ${MAX_ACTIVE_ALERTS_PER_EMAIL}`,
      ),
    )
    .returning({ id: priceAlerts.id });
  if (resumed.length > 0) return { kind: "changed" };
  const [paused] = await db
    .select({ id: priceAlerts.id })
    .from(priceAlerts)
    .where(and(mine, eq(priceAlerts.status, "paused")));
  return { kind: paused ? "too-many" : "unchanged" };
}

/**
 * E-mails a management link to an address that has alerts (the answer is the same either way, so
 * the form does not reveal who tracks what). Limited per IP and per address. The e-mail and its
 * link are in `locale`, the language of the page the person asked on.
 */
export async function sendManageLink(
  context: AlertsContext,
  email: string,
  ip: string,
  locale: Locale = DEFAULT_LOCALE,
): Promise<{ kind: "sent" } | { kind: "rate-limited"; retryAfter: number }> {
  const { db } = context.database;
  for (const [action, key] of [
    ["alert-manage-ip", ip || "unknown"],
    ["alert-manage-email", email],
  ] as const) {
    const decision = await consumeEmailAttempt(db, action, key, { max: 5, windowSeconds: 3600 });
    if (!decision.allowed) return { kind: "rate-limited", retryAfter: decision.retryAfter };
  }
  const [any] = await db.select({ id: priceAlerts.id }).from(priceAlerts).where(eq(priceAlerts.email, email)).limit(1);
  if (!any) return { kind: "sent" };
  const { token, hash } = newToken();
  await db
    .insert(alertManageTokens)
    .values({ tokenHash: hash, email, expiresAt: new Date(Date.now() + MANAGE_LINK_MS) });
  const link = new URL(localizedPath("/alerts", locale), context.config.publicSiteUrl);
  link.searchParams.set("token", token);
  await context.accounts.mailer.send(manageLinkEmail(context.brand, email, link.toString(), locale));
  return { kind: "sent" };
}

/** The address a management token stands for, or null when unknown or expired. */
export async function emailForManageToken(context: AlertsContext, token: string | null): Promise<string | null> {
  if (!token || token.length > 200) return null;
  const [row] = await context.database.db
    .select({ email: alertManageTokens.email })
    .from(alertManageTokens)
    .where(and(eq(alertManageTokens.tokenHash, hashToken(token)), gt(alertManageTokens.expiresAt, new Date())));
  return row?.email ?? null;
}
