import type { AppLoadContext } from "react-router";
import { runBackup } from "../admin/backups.server";
import { checkAllAlerts } from "../alerts/check-alerts.server";
import { accountsFor } from "../auth/accounts.server";
import type { SearchFlow } from "../search/flow.server";
import { createScheduler, type Scheduler } from "./scheduler.server";

export const ALERT_CHECK_JOB = "alerts-check";
export const DAILY_BACKUP_JOB = "admin-backup";
/** 03:30 UTC: the quietest hour for most of Fareline's markets. */
export const DAILY_BACKUP_CRON = "30 3 * * *";

/** Every scheduled job of the site, registered on the one scheduler (one run per tick across servers). */
type JobsContext = Pick<AppLoadContext, "config" | "logger" | "database" | "brand">;

export async function startJobs(context: JobsContext, flow: SearchFlow): Promise<Scheduler> {
  const scheduler = createScheduler(context.database, context.logger);
  scheduler.every(ALERT_CHECK_JOB, context.config.alertCheckCron, async () => {
    await checkAllAlerts({
      db: context.database.db,
      flow,
      mailer: accountsFor(context).mailer,
      brand: context.brand,
      config: context.config,
      logger: context.logger.child({ job: ALERT_CHECK_JOB }),
    });
  });
  scheduler.every(DAILY_BACKUP_JOB, DAILY_BACKUP_CRON, async () => {
    await runBackup(context, "scheduled");
  });
  await scheduler.start();
  return scheduler;
}
