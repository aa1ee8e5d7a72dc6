import type { RequestHandler } from "express";
import { LRUCache } from "lru-cache";
import { askedWithSession, isPersonalPage, PERSONAL_CACHE_CONTROL } from "../app/services/http/no-store.server";
import { DEALS_PATHS, filteredPagePaths, sharedPagePaths } from "../app/services/prerender/shared-paths.server";
import type { ServerServices } from "./context";
import { type KeptPage, keptPages, keptPagesHandler } from "./kept-page";

/**
 * Short freshness, then a day of stale-while-revalidate: a change reaches readers within
 * minutes, and a cache may answer at once while it checks the ETag in the background.
 */
const SHARED_CACHE_CONTROL = "public, max-age=300, stale-while-revalidate=86400";
/** A page kept longer than this is rendered again in the background while the kept one answers. */
const REFRESH_AFTER_MS = 5 * 60_000;
/** How often, at most, the newest deal's time is read (the deals job may run on another server). */
const DEALS_CHECK_MS = 5_000;
/** How many filtered lists (`/guides?category=…`) are kept besides the plain pages. */
const MAX_FILTERED = 200;

/** One page as rendered for everyone. */
interface SharedPage extends KeptPage {
  /** What the page was rendered for: the UTC day (dates on the page) and, for /deals, the deals' time. */
  variant: string;
}

export interface SharedPagesOptions {
  services: Pick<ServerServices, "config" | "logger">;
  /** Renders a page for nobody in particular: React Router's handler with the services as load context. */
  render: (request: Request) => Promise<Response>;
  /** When the deals were last computed (null: never), read from the database. */
  dealsComputedAt: () => Promise<Date | null>;
  /** The paths answered from memory; all shared pages (app/services/prerender/shared-paths.server.ts) by default. */
  paths?: readonly string[];
  /** Those of them whose query string only filters what is shown (the guides lists): kept per query. */
  queryPaths?: readonly string[];
  now?: () => number;
}

/**
 * Pages that are the same for everyone (decision 270) — home, deals, guides, tools, help and
 * legal pages, English and Dutch — are rendered in-process by the running server, with its own
 * configuration (PUBLIC_SITE_URL, ALERT_CHECK_CRON…), on their first request, and answered from
 * memory after that: pre-gzipped, with a strong ETag (304 on If-None-Match),
 * SHARED_CACHE_CONTROL and a Content-Security-Policy that allows the page's inline scripts by
 * hash. A page is rendered again when the UTC day changes (the dates on it), when the deals were
 * recomputed (/deals, checked at most every DEALS_CHECK_MS so several servers follow one job),
 * and in the background once kept for REFRESH_AFTER_MS. Only GET and HEAD of the exact path
 * without a query string, or with one on a guides list (`?category=…`, `?q=…`: the same for
 * everyone, kept per query, at most MAX_FILTERED): anything else (a form post, a `.data`
 * request) is rendered per request, and so is a page whose render is not a plain 200.
 */
export function sharedPages({
  services,
  render,
  dealsComputedAt,
  paths = sharedPagePaths(),
  queryPaths = filteredPagePaths(),
  now = Date.now,
}: SharedPagesOptions): RequestHandler {
  const { config, logger } = services;
  const served = new Set(paths);
  const filtered = new Set(queryPaths);
  const refused = new LRUCache<string, string>({ max: MAX_FILTERED });
  // Keyed by path, and by path and query for the filtered lists: bounded, as queries are endless.
  const { pages, renderPage } = keptPages<SharedPage, string>({
    services,
    max: served.size + MAX_FILTERED,
    render,
    pageFrom: (rendered, _response, variant) => ({ page: { ...rendered, variant }, keep: true }),
    onRefused: (key, variant) => {
      // Not asked again today: those requests go straight to the renderer.
      refused.set(key, variant);
    },
    name: "shared page",
    now,
  });
  let dealsAt = "";
  let dealsCheckedAt = Number.NEGATIVE_INFINITY;
  let dealsCheck: Promise<void> | null = null;

  const checkDeals = () => {
    if (dealsCheck || now() - dealsCheckedAt < DEALS_CHECK_MS) return dealsCheck;
    dealsCheckedAt = now();
    dealsCheck = dealsComputedAt()
      .then((at) => {
        dealsAt = at?.toISOString() ?? "";
      })
      .catch((error: unknown) => logger.warn({ err: error }, "shared pages: could not read the deals' time"))
      .finally(() => {
        dealsCheck = null;
      });
    return dealsCheck;
  };

  const variantOf = (path: string) => {
    const day = new Date(now()).toISOString().slice(0, 10);
    return DEALS_PATHS.has(path) ? `${day}|${dealsAt}` : day;
  };

  return keptPagesHandler(config, async (req) => {
    if (!served.has(req.path)) return;
    // Someone signed in gets the page rendered for them (account, bell): server/personal-pages.ts.
    if (askedWithSession(req)) return;
    const query = req.originalUrl.includes("?");
    if (query && !filtered.has(req.path)) return;
    // `key` is the path, or the path and query of a filtered list.
    const key = query ? req.originalUrl : req.path;
    if (refused.get(key) === variantOf(req.path)) return;
    if (DEALS_PATHS.has(req.path)) {
      const check = checkDeals();
      // The first render waits for the deals' time; later requests use the last one read.
      if (check && !pages.has(key)) await check;
    }
    let page = pages.get(key);
    if (!page || page.variant !== variantOf(req.path)) page = (await renderPage(key, variantOf(key))) ?? undefined;
    else if (now() - page.renderedAt > REFRESH_AFTER_MS) void renderPage(key, variantOf(key));
    if (!page) return;
    // A shared page's path is one of a fixed list: the metrics count it by that path.
    const cacheControl = isPersonalPage(req.path) ? PERSONAL_CACHE_CONTROL : SHARED_CACHE_CONTROL;
    return { page, cacheControl, routePattern: req.path };
  });
}
