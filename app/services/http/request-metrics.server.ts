import type { Request, RequestHandler, Response } from "express";
import { LRUCache } from "lru-cache";
import { matchRoutes, type ServerBuild } from "react-router";

type RouteTree = Parameters<typeof matchRoutes>[0];

/**
 * Counts every answered request by the route pattern that answered it (`/functions/v1/search-amadeus`,
 * `/nl?/guides/:slug`), never by its raw URL, so the metrics' labels stay few whatever URLs arrive.
 * A handler may name its route in `res.locals.routePattern`; the page handler names the page route
 * (pageRoutePattern); an Express route is named by its mount and path; anything else is `unmatched`.
 */
export function requestMetrics(
  record: (route: string, method: string, status: number, seconds: number) => void,
): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    res.once("finish", () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      record(routeLabel(req, res), req.method, res.statusCode, seconds);
    });
    next();
  };
}

/** Names the route of a file the static middleware serves (its `setHeaders` hook). */
export const routeNamed =
  (pattern: string) =>
  (res: object): void => {
    // Express's response has `locals`; the static file servers type it as Node's plain response.
    const { locals } = res as { locals?: Record<string, unknown> };
    if (locals) locals.routePattern = pattern;
  };

function routeLabel(req: Request, res: Response): string {
  if (typeof res.locals.routePattern === "string") return res.locals.routePattern;
  const path = (req.route as { path?: unknown } | undefined)?.path;
  if (typeof path === "string" && !path.includes("*")) return `${req.baseUrl}${path}`;
  return "unmatched";
}

/** Paths remembered per build: matchRoutes flattens and ranks every route on each call. */
const KNOWN_PATHS = 2000;

interface RouteIndex {
  tree: RouteTree;
  patterns: LRUCache<string, string>;
}

const indexes = new WeakMap<ServerBuild["routes"], RouteIndex>();

/** The build's flat route manifest as the nested tree matchRoutes reads, built once per build. */
function routeIndex(routes: ServerBuild["routes"]): RouteIndex {
  const known = indexes.get(routes);
  if (known) return known;
  const build = (parentId: string | undefined): RouteTree =>
    Object.values(routes)
      .filter((route) => route?.parentId === parentId)
      .map((route) =>
        route?.index
          ? { id: route.id, index: true, path: route.path }
          : { id: route?.id, path: route?.path, children: build(route?.id) },
      );
  const index = { tree: build(undefined), patterns: new LRUCache<string, string>({ max: KNOWN_PATHS }) };
  indexes.set(routes, index);
  return index;
}

/** The pattern of the page route a path renders (`/nl?/guides/:slug`), `.data` kept for data requests. */
export function pageRoutePattern(build: ServerBuild, pathname: string): string {
  const { tree, patterns } = routeIndex(build.routes);
  const known = patterns.get(pathname);
  if (known !== undefined) return known;
  const data = pathname.endsWith(".data");
  const path = data ? pathname.slice(0, -".data".length) || "/" : pathname;
  const matches = matchRoutes(tree, path, build.basename) ?? [];
  const pattern = matches
    .map((match) => match.route.path)
    .filter((segment): segment is string => Boolean(segment))
    .join("/")
    .replace(/\/+/g, "/");
  const named = `/${pattern.replace(/^\//, "")}${data ? ".data" : ""}`;
  patterns.set(pathname, named);
  return named;
}
