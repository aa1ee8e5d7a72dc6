import type { Brand } from "../app/brand/brand";
import type { Accounts } from "../app/services/auth/accounts.server";
import type { ViewerScope } from "../app/services/auth/viewer.server";
import type { Config } from "../app/services/config/config.server";
import type { DatabaseHandle } from "../app/services/db/database.server";
import type { Explore } from "../app/services/explore/explore.server";
import type { Lifecycle } from "../app/services/health/readiness.server";
import type { DocumentEncoding } from "../app/services/http/document-encoding.server";
import type { RateLimits } from "../app/services/http/rate-limit.server";
import type { Logger } from "../app/services/logging/logger.server";
import type { ServerMetrics } from "../app/services/metrics/metrics.server";
import type { FlagStore } from "../app/services/search/flags/flags.server";
import type { SearchFlow } from "../app/services/search/flow.server";

/**
 * Every service of the server, built once at start-up by the composition root (server/services.ts)
 * and handed as it is to the routers, the loaders (as their load context) and the jobs.
 */
export interface ServerServices {
  config: Config;
  logger: Logger;
  database: DatabaseHandle;
  brand: Brand;
  /** Better Auth and the mailer. */
  accounts: Accounts;
  /** The search flow's flag store, shared with the admin API so a change reaches the next search. */
  flags: FlagStore;
  /** The one search flow, called in-process by the function API, loaders and jobs (never over HTTP). */
  search: SearchFlow;
  /** The explore page's destinations (cached per origin and choices), priced through the search flow's sources. */
  explore: Explore;
  /** The per-IP rate limits (in Redis when REDIS_URL is set). */
  limits: RateLimits;
  /** This server's Prometheus registry and counters (GET /metrics); one per server, never global. */
  metrics: ServerMetrics;
  /** Whether a graceful stop is under way (then GET /readyz answers 503). */
  lifecycle: Lifecycle;
}

declare module "react-router" {
  interface AppLoadContext extends ServerServices {
    /**
     * True only for a /search document request within its address's per-minute budget
     * (app/services/http/page-budget.server.ts); otherwise /search leaves the search to the browser.
     * A data request (/search.data, a client navigation) never searches on the server.
     */
    serverSearchAllowed: boolean;
    /** This response's Content-Security-Policy nonce (app/services/http/security-headers.server.ts). */
    cspNonce: string;
    /** How this request takes a page rendered per request (app/services/http/document-encoding.server.ts). */
    documentEncoding: DocumentEncoding;
    /**
     * Rendered once for every visitor (server/shared-pages.ts): nobody is signed in, and the page
     * asks the server for the visitor's header after hydrating.
     */
    sharedRender?: boolean;
    /** This page request's session lookup, shared by its loaders (app/services/auth/viewer.server.ts). */
    viewerScope?: ViewerScope;
  }
}
