import type { AppLoadContext } from "react-router";
import { runBackup } from "../admin/backups.server";
import { checkAllAlerts } from "../alerts/check-alerts.server";
import type { Accounts } from "../auth/accounts.server";
import { computeDeals, dealsMissing } from "../deals/deals.server";
import type { JobMetrics } from "../metrics/metrics.server";
import { createScheduler, type Scheduler } from "./scheduler.server";

export const ALERT_CHECK_JOB = "alerts-check";
export const DAILY_BACKUP_JOB = "admin-backup";
/** 03:30 UTC: the quietest hour for most of Fareline's markets. */
export const DAILY_BACKUP_CRON = "30 3 * * *";
export const DEALS_JOB = "deals-compute";

/** Every scheduled job of the site, registered on the one scheduler (one run per tick across servers). */
type JobsContext = Pick<AppLoadContext, "config" | "logger" | "database" | "brand" | "search"> & {
  accounts: Pick<Accounts, "mailer">;
  metrics?: JobMetrics;
};

/**
 * A run of the alert check is taken for dead 3 minutes after it started, so a server killed
 * mid-check has its run retried within 5 minutes. A run starts no alert in its last minute (a
 * search is bounded to 30 s, then the e-mail); alerts left over go to a follow-up run of the same
 * round. E-mails are claimed before they are sent (check-alerts.server.ts), so a retried run never
 * sends one twice.
 */
export const ALERT_CHECK_EXPIRY_SECONDS = 180;
const ALERT_CHECK_LAST_START_MS = 60_000;

export async function startJobs(context: JobsContext): Promise<Scheduler> {
  const scheduler = createScheduler(
    context.database,
    context.logger,
    context.metrics ? { metrics: context.metrics } : {},
  );
  scheduler.every(
    ALERT_CHECK_JOB,
    context.config.alertCheckCron,
    async ({ data, expiresAt }) => {
      const startedAt = typeof data.roundStartedAt === "string" ? new Date(data.roundStartedAt) : new Date();
      const { remaining } = await checkAllAlerts(
        {
          db: context.database.db,
          flow: context.search,
          mailer: context.accounts.mailer,
          brand: context.brand,
          config: context.config,
          logger: context.logger.child({ job: ALERT_CHECK_JOB }),
        },
        { startedAt, startBefore: new Date(expiresAt.getTime() - ALERT_CHECK_LAST_START_MS) },
      );
      if (remaining > 0) await scheduler.runNow(ALERT_CHECK_JOB, { roundStartedAt: startedAt.toISOString() });
    },
    { expireInSeconds: ALERT_CHECK_EXPIRY_SECONDS },
  );
  scheduler.every(DAILY_BACKUP_JOB, DAILY_BACKUP_CRON, async () => {
    await runBackup(context, "scheduled");
  });
  // DEALS_CRON (default 04:15 UTC, after the backup): the deals page's prices are at most a day old.
  const dealsCron = context.config.dealsCron;
  if (dealsCron) {
    scheduler.every(DEALS_JOB, dealsCron, async () => {
      await computeDeals({
        db: context.database.db,
        flow: context.search,
        logger: context.logger.child({ job: DEALS_JOB }),
      });
    });
  }
  await scheduler.start();
  // The deals page is never empty for a day: at start, deals missing or stale are computed now.
  if (dealsCron && (await dealsMissing(context.database.db))) await scheduler.runNow(DEALS_JOB);
  return scheduler;
}
