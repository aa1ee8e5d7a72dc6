/**
 * A Fareline server's job runner in a process of its own, for crash tests: it opens the database
 * named by the environment (DATABASE_URL, else PGlite in DATA_DIR), starts the site's jobs and
 * queues the alert check at once. The check stops for good at the route in HANG_ROUTE
 * ("JFK-SFO") and prints "hanging", so a test can kill the process there with SIGKILL.
 */
import { brandFor } from "../../app/brand/brand";
import { loadConfig } from "../../app/services/config/config.server";
import { openDatabase } from "../../app/services/db/database.server";
import { createMailer } from "../../app/services/email/mailer.server";
import { ALERT_CHECK_JOB, startJobs } from "../../app/services/jobs/jobs.server";
import { createLogger } from "../../app/services/logging/logger.server";
import { createSearchFlow } from "../../app/services/search/create-flow.server";
import type { SearchFlow } from "../../app/services/search/flow.server";

const config = loadConfig();
const database = await openDatabase(
  config.databaseUrl ? { kind: "postgres", url: config.databaseUrl } : { kind: "pglite", dataDir: config.dataDir },
);
const context = { config, logger: createLogger("silent"), database, brand: brandFor(config.publicSiteUrl) };
const flow = createSearchFlow(context);
const hangRoute = process.env.HANG_ROUTE;
const hanging: SearchFlow = Object.create(flow);
hanging.searchAll = async (request, options) => {
  if (`${request.from}-${request.to}` === hangRoute) {
    console.log("hanging");
    return new Promise<never>(() => {});
  }
  return flow.searchAll(request, options);
};
const mailer = createMailer(config, context.brand, context.logger);
const scheduler = await startJobs({ ...context, search: hanging, accounts: { mailer } });
await scheduler.runNow(ALERT_CHECK_JOB);
console.log("queued");
