import { carriesSession } from "../../core/auth/session-cookie";
import { SHARED_PRICED_PAGE_CACHING } from "../search/search-page-caching";
import type { ExploreView } from "./explore-view.server";

/**
 * The Cache-Control of an /explore document: shared briefly, as a finished search page is, when
 * everyone asking its URL without a session would be shown it alike: the start page, or the
 * destinations of an answer no live source failed (a fallback to samples is left for the next
 * visitor to ask again). A problem or a choice of places is not kept.
 */
export function exploreCaching(request: Request, view: ExploreView): HeadersInit | undefined {
  if (carriesSession(request.headers.get("cookie"))) return undefined;
  const alike = view.kind === "start" || (view.kind === "results" && view.answer.fallback === undefined);
  return alike ? SHARED_PRICED_PAGE_CACHING : undefined;
}
