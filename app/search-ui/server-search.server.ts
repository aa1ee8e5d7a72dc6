import type { Config } from "../config/config.server";
import { fetchSource, loadingRun, requestsFor, type SearchRun, type SearchSpec, SOURCES } from "./search-run";

/** How long the server render waits for the sources before sending the page. */
export const SSR_SEARCH_BUDGET_MS = 4000;

/**
 * The function API as the server reaches itself: the same endpoints the browser
 * calls (same validation, cache and quotas), over loopback.
 */
export function loopbackBase(request: Request, config: Config): string {
  const url = new URL(request.url);
  if (["127.0.0.1", "localhost", "[::1]"].includes(url.hostname)) return `${url.origin}${config.functionsBasePath}`;
  if (config.port) return `http://127.0.0.1:${config.port}${config.functionsBasePath}`;
  return `${url.origin}${config.functionsBasePath}`;
}

/**
 * A client-side navigation asks for loader data with fetch (Sec-Fetch-Dest: empty):
 * then the browser runs the search itself and shows cards as each source answers.
 * A document request (first load, JavaScript off, crawlers) gets results rendered
 * on the server.
 */
export function isClientDataRequest(request: Request): boolean {
  return request.headers.get("sec-fetch-dest") === "empty";
}

/** Runs the search on the server; sources that miss the budget stay "loading" for the browser to finish. */
export async function serverSearch(
  base: string,
  key: string,
  spec: SearchSpec,
  budgetMs = SSR_SEARCH_BUDGET_MS,
): Promise<SearchRun> {
  const run = loadingRun(key, spec);
  const ctrl = new AbortController();
  const timer = setTimeout(() => ctrl.abort(), budgetMs);
  try {
    await Promise.all(
      requestsFor(spec).flatMap((req, legIndex) =>
        SOURCES.map(async (name) => {
          try {
            const state = await fetchSource(base, name, req, ctrl.signal);
            // Loopback unreachable (no HTTP answer): leave it to the browser.
            if (state.status === "failed" && !state.error?.startsWith("fx_")) return;
            const leg = run.legs[legIndex];
            if (leg) leg.sources = leg.sources.map((s) => (s.name === name ? state : s));
          } catch {
            // Aborted at the budget: left "loading" for the browser.
          }
        }),
      ),
    );
  } finally {
    clearTimeout(timer);
  }
  return run;
}
