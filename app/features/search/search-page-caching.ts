import { carriesSession } from "../../core/auth/session-cookie";
import type { SearchRun } from "./search-run";

/**
 * How long a shared cache may answer a finished search page for everyone who asks the same URL:
 * the server's own (server/kept-pages.ts) or a proxy in front of it. Short, so the prices' ages on
 * the page ("found 3 min ago") are never behind by more than their rounding to the minute.
 */
export const SEARCH_PAGE_SHARED_SECONDS = 30;

/** The Cache-Control of a priced page that everyone asking its URL without a session is shown alike. */
export const SHARED_PRICED_PAGE_CACHING = {
  "Cache-Control": `public, max-age=0, s-maxage=${SEARCH_PAGE_SHARED_SECONDS}`,
} as const;

/**
 * The Cache-Control of a /search document. Only a page everyone would be shown alike may be
 * shared: asked without a session (no account or bell on it), and finished on the server, with
 * every source answered (a source still loading or failed is left for the next visitor to ask
 * again). Browsers revalidate it each time (max-age=0).
 */
export function searchPageCaching(request: Request, run: SearchRun | null): HeadersInit | undefined {
  if (!run || carriesSession(request.headers.get("cookie"))) return undefined;
  const everyAnswer = run.legs.every((leg) => leg.sources.every((source) => source.status === "ok"));
  if (!everyAnswer) return undefined;
  return SHARED_PRICED_PAGE_CACHING;
}
