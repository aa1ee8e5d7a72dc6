import type { Brand } from "../app/brand";
import type { Config } from "../app/config/config.server";
import type { DatabaseHandle } from "../app/db/database.server";
import type { DocumentEncoding } from "../app/http/document-encoding.server";
import type { Logger } from "../app/logging/logger.server";
import type { SearchFlow } from "../app/search/flow.server";

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
     * (app/http/page-budget.server.ts); otherwise /search leaves the search to the browser.
     * A data request (/search.data, a client navigation) never searches on the server.
     */
    serverSearchAllowed: boolean;
    /** This response's Content-Security-Policy nonce (app/http/security-headers.server.ts). */
    cspNonce: string;
    /** How this request takes a page rendered per request (app/http/document-encoding.server.ts). */
    documentEncoding: DocumentEncoding;
  }
}
