import type { CalendarMode } from "../../core/search/flexible-dates";
import type { SearchRequest } from "../../core/search/types";
import { type PriceCalendar, ProviderFailure, redactDebug, type SearchFlow } from "../../services/search/flow.server";
import { failedState, loadingRun, requestsFor, type SearchRun, SOURCES } from "./search-run";
import type { SearchSpec } from "./search-spec";

/** How long the server render waits for the sources before sending the page. */
export const SSR_SEARCH_BUDGET_MS = 4000;

/** Resolves with `work`, or with undefined once the signal aborts (the budget is over). */
function withinBudget<T>(work: Promise<T>, signal: AbortSignal): Promise<T | undefined> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return resolve(undefined);
    const onAbort = () => resolve(undefined);
    signal.addEventListener("abort", onAbort, { once: true });
    work
      .then(resolve, (error) => (signal.aborted ? resolve(undefined) : reject(error)))
      .finally(() => signal.removeEventListener("abort", onAbort));
  });
}

/**
 * Runs the search in-process through the search flow (no HTTP, no address taken from the
 * request); sources that miss the budget stay "loading" for the browser to finish.
 * `_debug` is shown as to an anonymous caller: no live quota counters.
 */
export async function serverSearch(
  flow: SearchFlow,
  key: string,
  spec: SearchSpec,
  signal: AbortSignal,
): Promise<SearchRun> {
  const run = loadingRun(key, spec);
  await Promise.all(
    requestsFor(spec).flatMap((req, legIndex) =>
      SOURCES.map(async (name) => {
        const state = await withinBudget(
          flow.searchSource(name, req, { signal }).then(
            (outcome) => ({
              name,
              status: "ok" as const,
              items: outcome.items,
              debug: redactDebug(outcome._debug, false),
            }),
            (error) => {
              if (!(error instanceof ProviderFailure)) throw error;
              return failedState(
                name,
                error.httpStatus,
                JSON.stringify({ error: error.message, _debug: redactDebug(error.debug, false) }),
              );
            },
          ),
          signal,
        ).catch(() => undefined); // anything unexpected: left "loading" for the browser to retry
        const leg = run.legs[legIndex];
        if (state && leg) leg.sources = leg.sources.map((s) => (s.name === name ? state : s));
      }),
    ),
  );
  return run;
}

/** The strip, date grid or month priced on the server, so it shows real prices without JavaScript. */
export async function serverPriceCalendar(
  flow: SearchFlow,
  request: SearchRequest,
  signal: AbortSignal,
  mode: CalendarMode,
): Promise<PriceCalendar["items"] | null> {
  const answer = await withinBudget(flow.priceCalendar(request, { signal, mode }), signal).catch(() => undefined);
  return answer?.items ?? null;
}
