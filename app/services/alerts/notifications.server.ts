import { and, desc, eq, isNull } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { formatExactPrice } from "../../format/money";
import { DEFAULT_LOCALE, intlLocale, type Locale } from "../../i18n/locales";
import { alertNotifications, priceAlerts } from "../db/schema";

type AlertsContext = Pick<AppLoadContext, "logger" | "database">;

/** What the header bell shows of one unread price drop. */
export interface BellNotification {
  id: number;
  origin: string;
  destination: string;
  newPriceCents: number;
  /**
   * The new price as the bell shows it ("$123.45", "US$ 123,45" on Dutch pages): written here so
   * every page's shell carries no price formatting.
   */
  newPrice: string;
  createdAt: string;
}

/**
 * The newest unread price-drop notifications of an account's address (at most 5), and how many
 * there are; prices written for the page being viewed (`locale`).
 */
export async function unreadNotifications(
  context: AlertsContext,
  email: string,
  locale: Locale = DEFAULT_LOCALE,
): Promise<{ count: number; items: BellNotification[] }> {
  try {
    const rows = await context.database.db
      .select({
        id: alertNotifications.id,
        origin: priceAlerts.origin,
        destination: priceAlerts.destination,
        newPriceCents: alertNotifications.newPriceCents,
        createdAt: alertNotifications.createdAt,
      })
      .from(alertNotifications)
      .innerJoin(priceAlerts, eq(priceAlerts.id, alertNotifications.alertId))
      .where(and(eq(alertNotifications.email, email.toLowerCase()), isNull(alertNotifications.readAt)))
      .orderBy(desc(alertNotifications.createdAt))
      .limit(50);
    return {
      count: rows.length,
      items: rows.slice(0, 5).map((r) => ({
        ...r,
        newPrice: formatExactPrice(r.newPriceCents / 100, "USD", intlLocale(locale)),
        createdAt: r.createdAt.toISOString(),
      })),
    };
  } catch (error) {
    // Every page renders the bell: a failed lookup must not take the page down.
    context.logger.error({ err: error }, "notification lookup for the header failed");
    return { count: 0, items: [] };
  }
}

export async function markAllRead(context: AlertsContext, email: string): Promise<void> {
  await context.database.db
    .update(alertNotifications)
    .set({ readAt: new Date() })
    .where(and(eq(alertNotifications.email, email.toLowerCase()), isNull(alertNotifications.readAt)));
}
