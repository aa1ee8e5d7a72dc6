import { and, asc, eq, gt, inArray } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { accountsFor } from "../auth/accounts.server";
import { consumeEmailAttempt } from "../auth/email-rate-limit.server";
import { alertManageTokens, alertPrices, priceAlerts } from "../db/schema";
import { manageLinkEmail } from "./alert-emails";
import { hashToken, newToken } from "./alert-tokens.server";

type AlertsContext = Pick<AppLoadContext, "config" | "logger" | "database" | "brand">;

/** A management link works for a day. */
export const MANAGE_LINK_MS = 24 * 3600 * 1000;

export interface PricePoint {
  priceCents: number;
  sample: boolean;
  source: string;
  observedAt: string;
  checkedAt: string;
}

export interface ManagedAlert {
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

/** Pause, resume or delete one alert of `email`; false when it is not theirs (or not in a state to change). */
export async function changeAlert(
  context: AlertsContext,
  email: string,
  id: number,
  change: "pause" | "resume" | "delete",
): Promise<boolean> {
  const { db } = context.database;
  const mine = and(eq(priceAlerts.id, id), eq(priceAlerts.email, email.toLowerCase()));
  if (change === "delete") {
    return (await db.delete(priceAlerts).where(mine).returning({ id: priceAlerts.id })).length > 0;
  }
  const [from, to] = change === "pause" ? (["active", "paused"] as const) : (["paused", "active"] as const);
  const changed = await db
    .update(priceAlerts)
    .set({ status: to, updatedAt: new Date() })
    .where(and(mine, eq(priceAlerts.status, from)))
    .returning({ id: priceAlerts.id });
  return changed.length > 0;
}

/**
 * E-mails a management link to an address that has alerts (the answer is the same either way, so
 * the form does not reveal who tracks what). Limited per IP and per address.
 */
export async function sendManageLink(
  context: AlertsContext,
  email: string,
  ip: string,
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
  const link = new URL("/alerts", context.config.publicSiteUrl);
  link.searchParams.set("token", token);
  await accountsFor(context).mailer.send(manageLinkEmail(context.brand, email, link.toString()));
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
