import type { Brand } from "../app/brand/brand";
import type { Config } from "../app/services/config/config.server";
import type { DatabaseHandle } from "../app/services/db/database.server";
import type { DocumentEncoding } from "../app/services/http/document-encoding.server";
import type { Logger } from "../app/services/logging/logger.server";
import type { SearchFlow } from "../app/services/search/flow.server";

/** Everything the server owns, built once at boot and handed to routes and loaders. */
export interface ServerContext {
  config: Config;
  logger: Logger;
  database: DatabaseHandle;
  brand: Brand;
}

/** The server's context plus the search flow: what every request handler and loader shares. */
export interface ServerServices extends ServerContext {
  /** The search flow, called in-process by loaders (never over HTTP). */
  search: SearchFlow;
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
  }
}
