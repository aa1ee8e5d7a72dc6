/**
 * A per-IP budget for a page whose loader does costly work on the server (the /search page
 * searches in-process and so spends provider quota). React Router serves a route at its
 * document URL and at its loader's data URL (`/search.data`; also `/search/.data`, any case,
 * percent-encoded): `routeOf` reads a path the way React Router matches it, so every spelling
 * counts against the one limiter.
 *
 * - A document request within the budget sets `res.locals.serverWorkAllowed`: only then may
 *   the loader do the costly work (fail closed: a request the gate never saw does none).
 * - A document request over the budget still renders, without the costly part.
 * - A data request (client navigation) counts too and over the budget answers 429 JSON with
 *   `Retry-After`; it never sets the flag, because the browser that asked for data runs the
 *   search itself through the function API (rate-limited per IP). No request header decides
 *   this: a client could send any.
 */
import type { RequestHandler } from "express";
import { pathWithoutLocale } from "../../i18n/locales";

/** A request path as React Router matches it: without the `.data` suffix, decoded, lower case. */
export function routeOf(rawPath: string): { path: string; data: boolean } {
  const data = rawPath.endsWith(".data");
  const bare = data ? rawPath.replace(/(?:\/_)?\.data$/, "") : rawPath;
  const decoded = bare
    .split("/")
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    })
    .join("/");
  const path = decoded
    .toLowerCase()
    .replace(/\/{2,}/g, "/")
    .replace(/\/+$/, "");
  return { path: path === "" ? "/" : path, data };
}

export interface PageBudgetOptions {
  /** The route's path, lower case ("/search"). */
  path: string;
  /** A limiter with `onLimit: "mark"` (app/services/http/rate-limit.server.ts). */
  limiter: RequestHandler;
  /** What a data request over the budget is told (a whole sentence). */
  message: string;
}

export function pageBudget({ path, limiter, message }: PageBudgetOptions): RequestHandler {
  return (req, res, next) => {
    const target = routeOf(req.path);
    // The Dutch page (`/nl/search`) is the same route and shares the budget.
    if (pathWithoutLocale(target.path) !== path) return next();
    limiter(req, res, (error?: unknown) => {
      if (error) return next(error);
      if (res.locals.rateLimited === true) {
        // The limiter has set Retry-After and the RateLimit headers.
        if (target.data) res.status(429).json({ error: message });
        else next();
        return;
      }
      if (!target.data) res.locals.serverWorkAllowed = true;
      next();
    });
  };
}
