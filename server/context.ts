import type { Brand } from "../app/brand";
import type { Config } from "../app/config/config.server";
import type { DatabaseHandle } from "../app/db/database.server";
import type { Logger } from "../app/logging/logger.server";

/** Everything the server owns, built once at boot and handed to routes and loaders. */
export interface ServerContext {
  config: Config;
  logger: Logger;
  database: DatabaseHandle;
  brand: Brand;
}

declare module "react-router" {
  interface AppLoadContext extends ServerContext {}
}
