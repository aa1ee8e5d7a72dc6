import type { Config } from "../config/config.server";
import type { Logger } from "../logging/logger.server";
import type { SearchFlow } from "../search/flow.server";
import { Explore } from "./explore.server";
import { baseMap } from "./world-map.server";

/**
 * The explore service of a server: answers kept as long as the search cache keeps a search, and
 * the map's base drawn now, off the first request's path.
 */
export function createExplore(
  flow: SearchFlow,
  logger: Logger,
  config: Pick<Config, "searchCacheTtlSeconds">,
): Explore {
  setImmediate(() => {
    const map = baseMap();
    logger.debug({ ms: map.ms, bytes: map.svg.length }, "explore map drawn");
  });
  return new Explore(flow, logger, { ttlMs: config.searchCacheTtlSeconds * 1000 });
}
