import { and, desc, eq, isNull, lt, lte, min, or, sql } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import type { Brand } from "../../brand/brand";
import { priceDropEmail } from "../../core/alerts/alert-emails";
import { checkDate, EMAIL_INTERVAL_MS, isExpired, mayEmailAgain, priceDrop } from "../../core/alerts/alert-rules";
import { searchQuery, tripOf, tripSearch } from "../../core/alerts/alert-trip";
import { OFFLINE_SOURCE, sourceLabel } from "../../core/providers/registry";
import { searchDateWindow } from "../../core/search/search-params";
import type { FlightOffer } from "../../core/search/types";
import { DEFAULT_LOCALE, isLocale, type Locale, localizedPath } from "../../i18n/locales";
import type { Accounts } from "../auth/accounts.server";
import type { Config } from "../config/config.server";
import type { Database } from "../db/database.server";
import { alertNotifications, alertPrices, priceAlerts } from "../db/schema";
import type { Mailer } from "../email/mailer.server";
import type { Logger } from "../logging/logger.server";
import type { SearchFlow } from "../search/flow.server";
import { signAlertId } from "./alert-tokens.server";

export interface CheckDeps {
  db: Database;
  flow: Pick<SearchFlow, "searchAll">;
  mailer: Mailer;
  brand: Brand;
  config: Pick<Config, "publicSiteUrl" | "authSecret">;
  logger: Logger;
  now?: () => Date;
}

export type CheckResult =
  | { kind: "expired" }
  | { kind: "no-offers" }
  | {
      kind: "checked";
      priceCents: number;
      sample: boolean;
      /** The registry's name of the source, and when it saw the price. */
      source: string;
      observedAt: Date;
      emailed: boolean;
      reason: string;
    };

/** A search of the check waits this long for the sources (the scheduled job; a page waits less). */
const CHECK_SEARCH_MS = 30_000;

type AlertRow = typeof priceAlerts.$inferSelect;

/** The signed unsubscribe link of an alert, to the unsubscribe page in the alert's language. */
export function unsubscribeLink(config: CheckDeps["config"], alertId: number, locale: Locale = DEFAULT_LOCALE): string {
  const url = new URL(localizedPath("/alerts/unsubscribe", locale), config.publicSiteUrl);
  url.searchParams.set("token", signAlertId(config.authSecret ?? "", "unsubscribe", alertId));
  return url.toString();
}

/**
 * The price an alert records: the cheapest live offer (a live source now or its cached answer).
 * The offline engine's sample offers count only when no live source found anything: a cheaper
 * sample must not hide a real drop, and it is stored as sample data.
 */
function cheapestOffer<T extends Pick<FlightOffer, "price" | "currency" | "provider">>(offers: T[]): T | null {
  const usd = offers.filter((offer) => offer.currency === "USD");
  const live = usd.filter((offer) => offer.provider !== OFFLINE_SOURCE.name);
  return (live.length > 0 ? live : usd).reduce<T | null>(
    (best, offer) => (best === null || offer.price < best.price ? offer : best),
    null,
  );
}

/**
 * One check of one alert (decision 121): expire it when its date is over; otherwise search the route
 * through the site's one search flow (cache → live source → offline engine, quotas spent as for
 * a traveller), store the cheapest live price (see cheapestOffer) with its source and age, and e-mail when the drop rule
 * says so. The e-mail is claimed in one conditional UPDATE first, so two servers checking the
 * same alert at once send it once, and never twice in 24 hours.
 */
export async function checkAlert(
  deps: CheckDeps,
  alert: AlertRow,
  options: { timeoutMs?: number } = {},
): Promise<CheckResult> {
  const now = deps.now?.() ?? new Date();
  const date = checkDate(alert, now);
  if (date === null || isExpired(alert, now)) {
    await deps.db
      .update(priceAlerts)
      .set({ status: "expired", updatedAt: now })
      .where(and(eq(priceAlerts.id, alert.id), eq(priceAlerts.status, "active")));
    return { kind: "expired" };
  }

  // The trip the traveller searched: its return, travellers and cabin (alert-trip.ts).
  const trip = tripOf(alert);
  const request = tripSearch(alert, trip, date, searchDateWindow(now));
  const signal = AbortSignal.timeout(options.timeoutMs ?? CHECK_SEARCH_MS);
  const merged = request ? (await deps.flow.searchAll(request, { signal })).merged : null;
  const cheapest = merged ? cheapestOffer(merged.offers) : null;
  await deps.db.update(priceAlerts).set({ lastCheckedAt: now }).where(eq(priceAlerts.id, alert.id));
  if (!cheapest || !request) return { kind: "no-offers" };

  const priceCents = Math.round(cheapest.price * 100);
  const sample = cheapest.provider === OFFLINE_SOURCE.name;
  const found = cheapest.priceFoundAt ? new Date(cheapest.priceFoundAt) : now;
  const observedAt = Number.isNaN(found.getTime()) ? now : found;
  const seenBy = { source: cheapest.provider, observedAt };

  const [seen] = await deps.db
    .select({ lowest: min(alertPrices.priceCents) })
    .from(alertPrices)
    .where(and(eq(alertPrices.alertId, alert.id), eq(alertPrices.sample, false)));
  const [lastNotification] = await deps.db
    .select({ cents: alertNotifications.newPriceCents })
    .from(alertNotifications)
    .where(eq(alertNotifications.alertId, alert.id))
    .orderBy(desc(alertNotifications.createdAt))
    .limit(1);
  await deps.db.insert(alertPrices).values({
    alertId: alert.id,
    priceCents,
    source: cheapest.provider,
    sample,
    observedAt,
    checkedAt: now,
  });

  const previousLowestCents = seen?.lowest ?? null;
  const decision = priceDrop({
    maxPrice: alert.maxPrice,
    previousLowestCents,
    lastNotifiedCents: lastNotification?.cents ?? null,
    current: { priceCents, sample },
  });
  if (!decision.drop || !mayEmailAgain(alert.lastEmailedAt, now)) {
    return {
      kind: "checked",
      priceCents,
      sample,
      ...seenBy,
      emailed: false,
      reason: decision.drop ? "emailed-recently" : decision.reason,
    };
  }

  // Claim the e-mail: only one caller gets the row back, and only 24 hours after the last one.
  const [claimed] = await deps.db
    .update(priceAlerts)
    .set({ lastEmailedAt: now, emailsSent: sql`${priceAlerts.emailsSent} + 1` })
    .where(
      and(
        eq(priceAlerts.id, alert.id),
        eq(priceAlerts.status, "active"),
        or(
          isNull(priceAlerts.lastEmailedAt),
          lte(priceAlerts.lastEmailedAt, new Date(now.getTime() - EMAIL_INTERVAL_MS)),
        ),
      ),
    )
    .returning({ id: priceAlerts.id });
  if (!claimed) return { kind: "checked", priceCents, sample, ...seenBy, emailed: false, reason: "claimed-elsewhere" };

  // The e-mail and its links are in the language of the page the alert was made on.
  const locale = isLocale(alert.locale) ? alert.locale : DEFAULT_LOCALE;
  const site = (path: string) => new URL(localizedPath(path, locale), deps.config.publicSiteUrl).toString();
  const message = priceDropEmail(
    deps.brand,
    alert.email,
    {
      route: { ...alert, ...trip },
      searchedDate: date,
      searchedReturnDate: request.returnDate,
      newPriceCents: priceCents,
      oldPriceCents: previousLowestCents,
      sourceLabel: sourceLabel(cheapest.provider),
      observedAt,
      now,
      viewFlightsLink: site(`/search?${searchQuery(request)}`),
      unsubscribeLink: unsubscribeLink(deps.config, alert.id, locale),
      manageLink: site("/alerts"),
    },
    locale,
  );
  try {
    await deps.mailer.send(message);
  } catch (error) {
    // Give the claim back so the next check may try again.
    await deps.db
      .update(priceAlerts)
      .set({ lastEmailedAt: alert.lastEmailedAt, emailsSent: sql`${priceAlerts.emailsSent} - 1` })
      .where(eq(priceAlerts.id, alert.id));
    throw error;
  }
  await deps.db.insert(alertNotifications).values({
    alertId: alert.id,
    email: alert.email,
    oldPriceCents: previousLowestCents,
    newPriceCents: priceCents,
    source: cheapest.provider,
    createdAt: now,
  });
  return { kind: "checked", priceCents, sample, ...seenBy, emailed: true, reason: decision.reason };
}

type ServicesContext = Pick<AppLoadContext, "database" | "search" | "brand" | "config" | "logger"> & {
  accounts: Pick<Accounts, "mailer">;
};

/** The check's parts from a page's load context (the job builds them from the same services). */
export const checkDepsOf = (context: ServicesContext): CheckDeps => ({
  db: context.database.db,
  flow: context.search,
  mailer: context.accounts.mailer,
  brand: context.brand,
  config: context.config,
  logger: context.logger,
});

/** A page waits this long for a new alert's first check; the scheduled job checks it later otherwise. */
const FIRST_CHECK_MS = 10_000;

/**
 * A new alert's first check, run when it is confirmed (or made active at once), so
 * the page shows its current price: the same check as the job's (search flow, stored price,
 * drop rule). Null when the alert is not active or the check failed (logged): the scheduled
 * job checks it then.
 */
export async function checkNewAlert(deps: CheckDeps, alertId: number): Promise<CheckResult | null> {
  try {
    const [alert] = await deps.db
      .select()
      .from(priceAlerts)
      .where(and(eq(priceAlerts.id, alertId), eq(priceAlerts.status, "active")));
    return alert ? await checkAlert(deps, alert, { timeoutMs: FIRST_CHECK_MS }) : null;
  } catch (error) {
    deps.logger.warn({ err: error, alertId }, "first check of a new price alert failed");
    return null;
  }
}

export interface CheckRound {
  /** Alerts checked at or after this moment are done for this round (a follow-up run continues a round). */
  startedAt?: Date;
  /** No alert is started after this moment: the job must end before pg-boss takes it for dead. */
  startBefore?: Date;
}

/**
 * The scheduled job: every active alert not yet checked in this round, least recently checked
 * first, one after another (searches stay within the site's limits). `remaining` counts the
 * alerts left when `startBefore` came: the caller queues a follow-up run for them.
 */
export async function checkAllAlerts(
  deps: CheckDeps,
  round: CheckRound = {},
): Promise<{ checked: number; emailed: number; failed: number; remaining: number }> {
  const now = deps.now ?? (() => new Date());
  const startedAt = round.startedAt ?? now();
  const alerts = await deps.db
    .select()
    .from(priceAlerts)
    .where(
      and(
        eq(priceAlerts.status, "active"),
        or(isNull(priceAlerts.lastCheckedAt), lt(priceAlerts.lastCheckedAt, startedAt)),
      ),
    )
    .orderBy(sql`${priceAlerts.lastCheckedAt} asc nulls first`, priceAlerts.id);
  let checked = 0;
  let emailed = 0;
  let failed = 0;
  for (const alert of alerts) {
    if (round.startBefore && now() >= round.startBefore) break;
    checked += 1;
    try {
      const result = await checkAlert(deps, alert);
      if (result.kind === "checked" && result.emailed) emailed += 1;
    } catch (error) {
      failed += 1;
      deps.logger.error({ err: error, alertId: alert.id }, "price alert check failed");
    }
  }
  const remaining = alerts.length - checked;
  deps.logger.info({ checked, emailed, failed, remaining }, "price alerts checked");
  return { checked, emailed, failed, remaining };
}
