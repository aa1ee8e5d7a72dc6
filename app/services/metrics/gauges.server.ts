import { count } from "drizzle-orm";
import type { Database } from "../db/database.server";
import { priceAlerts } from "../db/schema";
import type { QuotaRow } from "../search/quotas/quotas.server";
import type { ScrapedGauge } from "./metrics.server";

/**
 * The gauges read from the database at each scrape. Every server reports the same values (they
 * are the site's, not the process's): aggregate them with max, not sum.
 */
export function databaseGauges(db: Database, quotaStatus: () => Promise<QuotaRow[]>): ScrapedGauge[] {
  return [
    {
      name: "fareline_price_alerts",
      help: "Price alerts by status (pending, active, paused, expired…), read from the database.",
      labelNames: ["status"],
      read: async () => {
        const rows = await db
          .select({ status: priceAlerts.status, alerts: count() })
          .from(priceAlerts)
          .groupBy(priceAlerts.status);
        return rows.map((row) => ({ labels: { status: row.status }, value: row.alerts }));
      },
    },
    {
      name: "fareline_quota_used",
      help: "Calls of a paid API's free quota used this month (period=month) and today (period=day).",
      labelNames: ["api", "period"],
      read: async () =>
        (await quotaStatus()).flatMap((row) => [
          { labels: { api: row.api, period: "month" }, value: row.monthUsed },
          { labels: { api: row.api, period: "day" }, value: row.dayUsed },
        ]),
    },
    {
      name: "fareline_quota_target",
      help: "Calls of a paid API's free quota Fareline may use this month (period=month) and today (period=day).",
      labelNames: ["api", "period"],
      read: async () =>
        (await quotaStatus()).flatMap((row) => [
          { labels: { api: row.api, period: "month" }, value: row.target },
          { labels: { api: row.api, period: "day" }, value: row.dayBudget },
        ]),
    },
  ];
}
