import type { RequestHandler } from "express";
import { LRUCache } from "lru-cache";
import { pathWithoutLocale } from "../app/i18n/locales";
import { askedWithSession } from "../app/services/http/no-store.server";
import { routeOf } from "../app/services/http/page-budget.server";
import type { ServerServices } from "./context";
import { type KeptPage, keptPages, keptPagesHandler } from "./kept-page";

/** An unfinished search's page: the browser finishes it; no cache keeps it. */
const UNFINISHED_CACHE_CONTROL = "no-store";

/** How long a URL whose render was refused goes straight to the renderer. */
const REFUSED_FOR_MS = 30_000;

/** How many search pages are kept at once (each some 280 KB plain, 35 KB gzipped and 30 KB in Brotli). */
const MAX_KEPT = 300;

interface KeptSearchPage extends KeptPage {
  /** Until when it may answer: the s-maxage its render declared. */
  until: number;
  /** What it was rendered from (the price history, the search flags): kept only while unchanged. */
  renderedFrom: string;
  cacheControl: string;
}

export interface KeptSearchPagesOptions {
  services: Pick<ServerServices, "config" | "logger">;
  /** Renders a search page for nobody in particular, searching on the server. */
  render: (request: Request) => Promise<Response>;
  /**
   * What a page of this route is rendered from besides its URL: for /search, changes whenever this
   * server adds to the price history (the verdict) or the search flags change (the sources asked).
   */
  renderedFrom: (route: KeptSearchRoute) => Promise<string>;
  now?: () => number;
}

/** The routes whose pages are kept: the search, and the cheapest destinations from one origin. */
const ROUTES = ["/search", "/explore"] as const;
type KeptSearchRoute = (typeof ROUTES)[number];
const isKeptRoute = (path: string): path is KeptSearchRoute => (ROUTES as readonly string[]).includes(path);

/** The seconds a response lets a shared cache keep it (`s-maxage`), or 0. */
function sharedSeconds(cacheControl: string | null): number {
  const seconds = Number(/(?:^|,)\s*s-maxage=(\d+)/.exec(cacheControl ?? "")?.[1]);
  return Number.isFinite(seconds) ? seconds : 0;
}

/**
 * The same search asked again — a shared link opened by many, a reload, the back button — is
 * answered from memory while its page says a shared cache may keep it (`s-maxage`, set by the
 * /search loader only on a finished search asked without a session: search-page-caching.ts), and
 * so is an /explore page (explore-caching.server.ts): the destinations from one origin.
 * A small shared cache in front of the renderer, as a caching proxy would be: only GET and HEAD
 * of such a document without a session cookie, keyed by its whole URL; the first asker's
 * request renders it (within their per-address search budget, as any render), and the same URL
 * asked while it renders waits for that render instead of searching again. A search the render
 * could not finish is sent as it is to those who asked, and not kept; a render that is not for
 * everyone (bad input's 400, a redirect) is left to the renderer, and so is that URL until what it
 * is rendered from changes, so it is not rendered twice each time it is asked. A page is dropped once
 * this server adds to the price history (its verdict may change) or the search flags change; another server's additions
 * reach it within the 30 s. Kept pages answer even over the budget: they cost no search. An
 * /explore page has no budget (its answers are the explore service's, kept per origin), so any
 * request may render it. Anything else goes to the renderer.
 */
export function keptSearchPages({
  services,
  render,
  renderedFrom,
  now = Date.now,
}: KeptSearchPagesOptions): RequestHandler {
  const { config } = services;
  // URLs whose render was not for everyone (a 400 for bad input, a redirect, a cookie), with what
  // it was rendered from: asked again unchanged, they go straight to the renderer, rendered once.
  // Only for a while: a refusal may have been passing (a failed render), and a page is kept as long.
  const refused = new LRUCache<string, { from: string; at: number }>({ max: MAX_KEPT });
  const { pages, renderPage } = keptPages<KeptSearchPage, string>({
    services,
    max: MAX_KEPT,
    render,
    pageFrom: (rendered, response, from) => {
      const declared = response.headers.get("cache-control");
      const seconds = sharedSeconds(declared);
      // A search not finished (a source still loading or failed) is sent to whoever asked, never kept:
      // searching again for another render would only double the wait.
      const cacheControl = declared && seconds > 0 ? declared : UNFINISHED_CACHE_CONTROL;
      const page = { ...rendered, until: rendered.renderedAt + seconds * 1000, renderedFrom: from, cacheControl };
      return { page, keep: seconds > 0 };
    },
    onRefused: (key, from) => {
      refused.set(key, { from, at: now() });
    },
    name: "search page",
    now,
  });

  return keptPagesHandler(config, async (req, res) => {
    const target = routeOf(req.path);
    const route = pathWithoutLocale(target.path);
    if (target.data || !isKeptRoute(route) || askedWithSession(req)) return;
    const key = req.originalUrl;
    // `from` is read before rendering: history written while it renders makes the page stale at once.
    const from = await renderedFrom(route);
    const refusal = refused.get(key);
    if (refusal?.from === from && now() - refusal.at < REFUSED_FOR_MS) return;
    let page = pages.get(key);
    if (page && (page.until <= now() || page.renderedFrom !== from)) {
      pages.delete(key);
      page = undefined;
    }
    // Only a request within its search budget may render (and so search) for the others.
    const mayRender = route === "/explore" || res.locals.serverWorkAllowed === true;
    if (!page && mayRender) page = (await renderPage(key, from)) ?? undefined;
    if (!page) return;
    return {
      page,
      cacheControl: page.cacheControl,
      routePattern: `/nl?${route}`,
      kept: page.cacheControl !== UNFINISHED_CACHE_CONTROL && "everyone",
    };
  });
}
