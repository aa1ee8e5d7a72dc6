import { and, asc, desc, eq, ilike, inArray, or, type SQL } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { type CheckResult, checkAlert, checkDepsOf } from "../alerts/check-alerts.server";
import { changeAlert } from "../alerts/manage.server";
import { type AdminActor, recordAudit } from "../audit/audit-log.server";
import type { Accounts } from "../auth/accounts.server";
import type { Database } from "../db/database.server";
import { alertNotifications, alertPrices, priceAlerts } from "../db/schema";

/**
 * The Alerts tab: every price alert, found by e-mail or route, with what its checks found; and
 * the operator's controls on one alert (check now through the job's own check, pause, resume,
 * delete), each written to the audit log.
 */
export interface AlertRow {
  id: number;
  email: string;
  origin: string;
  destination: string;
  maxPrice: number | null;
  status: string;
  createdAt: string;
  /** When the scheduled check last looked at this alert (null: not yet). */
  lastCheckedAt: string | null;
  /** The price the last check observed, with its source (a registry name) and whether it was sample data. */
  lastPrice: { cents: number; currency: string; source: string; sample: boolean } | null;
  emailsSent: number;
}

export interface AlertDetail {
  alert: AlertRow;
  /** Every price its checks observed, newest first (at most 50). */
  prices: { cents: number; source: string; sample: boolean; observedAt: string; checkedAt: string }[];
  /** The price-drop e-mails it sent, newest first. */
  emails: { sentAt: string; oldCents: number | null; newCents: number; source: string }[];
}

const ROUTE_QUERY = /^([A-Za-z]{3})(?:\s*(?:-|\u2013|\u2192|>|\s|to)\s*([A-Za-z]{3}))?$/i;

/** The filter for a query: an address (or part of one), or a route `JFK`, `JFK-CDG`, `JFK → CDG`. */
function alertQueryFilter(query: string): SQL | undefined {
  const text = query.trim();
  if (!text) return undefined;
  const route = ROUTE_QUERY.exec(text);
  const byEmail = ilike(priceAlerts.email, `%${text.replace(/[%_\\]/g, (c) => `\\${c}`)}%`);
  if (!route || text.includes("@")) return byEmail;
  const [, from, to] = route as unknown as [string, string, string | undefined];
  const byRoute = to
    ? and(eq(priceAlerts.origin, from.toUpperCase()), eq(priceAlerts.destination, to.toUpperCase()))
    : or(eq(priceAlerts.origin, from.toUpperCase()), eq(priceAlerts.destination, from.toUpperCase()));
  return or(byRoute, byEmail);
}

export async function listAlerts(
  db: Database,
  options: { query?: string; id?: number; limit?: number } = {},
): Promise<AlertRow[]> {
  const rows = await db
    .select()
    .from(priceAlerts)
    .where(options.id !== undefined ? eq(priceAlerts.id, options.id) : alertQueryFilter(options.query ?? ""))
    .orderBy(desc(priceAlerts.createdAt), desc(priceAlerts.id))
    .limit(options.limit ?? 200);
  const ids = rows.map((row) => row.id);
  const latest =
    ids.length === 0
      ? []
      : await db
          .selectDistinctOn([alertPrices.alertId])
          .from(alertPrices)
          .where(inArray(alertPrices.alertId, ids))
          .orderBy(alertPrices.alertId, desc(alertPrices.checkedAt), desc(alertPrices.id));
  const lastPrice = new Map(latest.map((price) => [price.alertId, price]));
  return rows.map((row) => {
    const price = lastPrice.get(row.id);
    return {
      id: row.id,
      email: row.email,
      origin: row.origin,
      destination: row.destination,
      maxPrice: row.maxPrice,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      lastCheckedAt: row.lastCheckedAt?.toISOString() ?? null,
      lastPrice: price
        ? { cents: price.priceCents, currency: price.currency, source: price.source, sample: price.sample }
        : null,
      emailsSent: row.emailsSent,
    };
  });
}

/** One alert with its price history and e-mails sent; null when there is no such alert. */
export async function alertDetail(db: Database, id: number): Promise<AlertDetail | null> {
  const [alert] = await listAlerts(db, { id });
  if (!alert) return null;
  const [prices, emails] = await Promise.all([
    db.select().from(alertPrices).where(eq(alertPrices.alertId, id)).orderBy(desc(alertPrices.checkedAt)).limit(50),
    db
      .select()
      .from(alertNotifications)
      .where(eq(alertNotifications.alertId, id))
      .orderBy(asc(alertNotifications.createdAt)),
  ]);
  return {
    alert,
    prices: prices.map((p) => ({
      cents: p.priceCents,
      source: p.source,
      sample: p.sample,
      observedAt: p.observedAt.toISOString(),
      checkedAt: p.checkedAt.toISOString(),
    })),
    emails: emails.reverse().map((n) => ({
      sentAt: n.createdAt.toISOString(),
      oldCents: n.oldPriceCents,
      newCents: n.newPriceCents,
      source: n.source,
    })),
  };
}

type ControlsContext = Pick<AppLoadContext, "database" | "search" | "brand" | "config" | "logger"> & {
  accounts: Pick<Accounts, "mailer">;
};

export type ControlOutcome =
  | { kind: "done"; status: string | null; check?: CheckResult }
  | { kind: "missing" }
  | { kind: "refused"; reason: string };

/**
 * One operator action on one alert, audited with the status before and after. `check` runs the
 * scheduled job's own check (search flow, stored price, drop rule, e-mail claim), so a paused or
 * pending alert is checked but never e-mailed.
 */
export async function controlAlert(
  context: ControlsContext,
  actor: AdminActor,
  id: number,
  action: "check" | "pause" | "resume" | "delete",
): Promise<ControlOutcome> {
  const db = context.database.db;
  const [alert] = await db.select().from(priceAlerts).where(eq(priceAlerts.id, id));
  if (!alert) return { kind: "missing" };
  const audit = (after: unknown) =>
    recordAudit(db, actor, {
      action: `alert.${action}`,
      target: String(id),
      before: { status: alert.status, email: alert.email, route: `${alert.origin}-${alert.destination}` },
      after,
    });
  if (action === "check") {
    const check = await checkAlert(checkDepsOf(context), alert);
    const [now] = await db.select({ status: priceAlerts.status }).from(priceAlerts).where(eq(priceAlerts.id, id));
    await audit({ status: now?.status ?? null, result: check });
    return { kind: "done", status: now?.status ?? null, check };
  }
  const outcome = await changeAlert(context, alert.email, id, action);
  if (outcome.kind === "too-many")
    return { kind: "refused", reason: "This address already has 20 open alerts: pause or delete one first." };
  if (outcome.kind === "unchanged")
    return {
      kind: "refused",
      reason:
        action === "pause"
          ? `Only an active alert can be paused; this one is ${alert.status}.`
          : `Only a paused alert can be resumed; this one is ${alert.status}.`,
    };
  const status = action === "delete" ? null : action === "pause" ? "paused" : "active";
  await audit({ status });
  return { kind: "done", status };
}
