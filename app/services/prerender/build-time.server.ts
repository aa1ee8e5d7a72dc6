import type { AppLoadContext } from "react-router";
import { brandFor } from "../../brand/brand";
import { loadConfig } from "../config/config.server";

/**
 * React Router prerenders pages at build time (react-router.config.ts, decision 165) by calling
 * the server build without a load context: the server's services (database, sessions, logger)
 * only exist in the running server, which always passes them (server/app.ts).
 */
export function isPrerendering(context: AppLoadContext): boolean {
  return !("database" in context);
}

/**
 * The root loader's request-independent values at build time, from the build's environment:
 * PUBLIC_SITE_URL (canonical URLs, brand addresses) and ALERT_CHECK_CRON must be set when
 * `npm run build` runs; a server with other values renders those pages per request instead
 * (server/prerendered-pages.ts).
 */
export function buildTimeSettings(env: NodeJS.ProcessEnv = process.env) {
  const config = loadConfig(env);
  return {
    brand: brandFor(config.publicSiteUrl),
    publicSiteUrl: config.publicSiteUrl,
    alertCheckCron: config.alertCheckCron,
  };
}
