import type { Logger } from "./logger.server";

/** How often, at most, one outage (e.g. an unreachable Redis) is logged: once a minute, not per request. */
export const OUTAGE_LOG_INTERVAL_MS = 60_000;

/**
 * A warning that logs at most once per interval and counts what it held back in between
 * (`notLoggedSinceLast`), so a dependency that is down shows up without drowning the log.
 */
export function throttledWarn(
  logger: Pick<Logger, "warn"> | undefined,
  message: string,
  now: () => number = Date.now,
  intervalMs = OUTAGE_LOG_INTERVAL_MS,
): (error: unknown) => void {
  let lastAt = Number.NEGATIVE_INFINITY;
  let held = 0;
  return (error) => {
    const at = now();
    if (at - lastAt < intervalMs) {
      held += 1;
      return;
    }
    logger?.warn({ err: error, notLoggedSinceLast: held }, message);
    lastAt = at;
    held = 0;
  };
}
