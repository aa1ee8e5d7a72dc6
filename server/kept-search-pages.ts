import type { RequestHandler } from "express";
import { LRUCache } from "lru-cache";
import type { AppLoadContext } from "react-router";
import { pathWithoutLocale } from "../app/i18n/locales";
import { askedWithSession } from "../app/services/http/no-store.server";
import { routeOf } from "../app/services/http/page-budget.server";
import type { ServerServices } from "./context";
import { type KeptPage, keptPage, sendKeptPage } from "./kept-page";

/** An unfinished search's page: the browser finishes it; no cache keeps it. */
const UNFINISHED_CACHE_CONTROL = "no-store";

/** How many search pages are kept at once (each some 35 KB gzipped and 280 KB plain). */
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
   * What a search page is rendered from besides its URL: changes whenever this server adds to the
   * price history (the verdict) or the search flags change (the sources asked).
   */
  renderedFrom: () => Promise<string>;
  now?: () => number;
}

/** The seconds a response lets a shared cache keep it (`s-maxage`), or 0. */
function sharedSeconds(cacheControl: string | null): number {
  const seconds = Number(/(?:^|,)\s*s-maxage=(\d+)/.exec(cacheControl ?? "")?.[1]);
  return Number.isFinite(seconds) ? seconds : 0;
}

/**
 * The same search asked again — a shared link opened by many, a reload, the back button — is
 * answered from memory while its page says a shared cache may keep it (`s-maxage`, set by the
 * /search loader only on a finished search asked without a session: search-page-caching.ts).
 * A small shared cache in front of the renderer, as a caching proxy would be: only GET and HEAD
 * of a /search document without a session cookie, keyed by its whole URL; the first asker's
 * request renders it (within their per-address search budget, as any render), and the same URL
 * asked while it renders waits for that render instead of searching again. A search the render
 * could not finish is sent as it is to those who asked, and not kept. A page is dropped once
 * this server adds to the price history (its verdict may change) or the search flags change; another server's additions
 * reach it within the 30 s. Kept pages answer even over the budget: they cost no search.
 * Anything else goes to the renderer.
 */
export function keptSearchPages({
  services,
  render,
  renderedFrom,
  now = Date.now,
}: KeptSearchPagesOptions): RequestHandler {
  const { config, logger } = services;
  const pages = new LRUCache<string, KeptSearchPage>({ max: MAX_KEPT });
  const rendering = new Map<string, Promise<KeptSearchPage | null>>();

  const renderPage = (key: string, from: string): Promise<KeptSearchPage | null> => {
    const under = rendering.get(key);
    if (under) return under;
    // `from` is read before rendering: history written while it renders makes the page stale at once.
    const job = render(new Request(new URL(key, config.publicSiteUrl)))
      .then(async (response) => {
        const html = await response.text();
        // A redirect, an error or a cookie is not the same for everyone: left to the renderer.
        if (response.status !== 200 || response.headers.has("set-cookie")) return null;
        const renderedAt = now();
        const declared = response.headers.get("cache-control");
        const seconds = sharedSeconds(declared);
        // A search not finished (a source still loading or failed) is sent to whoever asked, never kept:
        // searching again for another render would only double the wait.
        const cacheControl = declared && seconds > 0 ? declared : UNFINISHED_CACHE_CONTROL;
        const page = {
          ...keptPage(html, renderedAt),
          until: renderedAt + seconds * 1000,
          renderedFrom: from,
          cacheControl,
        };
        if (seconds > 0) pages.set(key, page);
        return page;
      })
      .catch((error: unknown) => {
        logger.error({ err: error, path: key }, "search page: render failed, rendering it per request");
        return null;
      })
      .finally(() => rendering.delete(key));
    rendering.set(key, job);
    return job;
  };

  return async (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const target = routeOf(req.path);
    if (target.data || pathWithoutLocale(target.path) !== "/search" || askedWithSession(req)) return next();
    const key = req.originalUrl;
    try {
      const from = await renderedFrom();
      let page = pages.get(key);
      if (page && (page.until <= now() || page.renderedFrom !== from)) {
        pages.delete(key);
        page = undefined;
      }
      // Only a request within its search budget may render (and so search) for the others.
      if (!page && res.locals.serverWorkAllowed === true) page = (await renderPage(key, from)) ?? undefined;
      if (!page) return next();
      sendKeptPage(req, res, page, {
        config,
        cacheControl: page.cacheControl,
        routePattern: "/nl?/search",
        kept: page.cacheControl !== UNFINISHED_CACHE_CONTROL,
      });
    } catch (error) {
      next(error);
    }
  };
}

/** The load context of a search page rendered for everyone: no visitor, no nonce, searching on the server. */
export function keptSearchRenderContext(services: ServerServices): AppLoadContext {
  return { ...services, serverSearchAllowed: true, cspNonce: "", documentEncoding: "identity" };
}
