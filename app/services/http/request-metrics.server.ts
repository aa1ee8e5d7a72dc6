import type { Request, RequestHandler, Response } from "express";
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
  (res: { locals?: Record<string, unknown> }): void => {
    if (res.locals) res.locals.routePattern = pattern;
  };

function routeLabel(req: Request, res: Response): string {
  if (typeof res.locals.routePattern === "string") return res.locals.routePattern;
  const path = (req.route as { path?: unknown } | undefined)?.path;
  if (typeof path === "string" && !path.includes("*")) return `${req.baseUrl}${path}`;
  return "unmatched";
}

const trees = new WeakMap<ServerBuild["routes"], RouteTree>();

/** The build's flat route manifest as the nested tree matchRoutes reads, built once per build. */
function routeTree(routes: ServerBuild["routes"]): RouteTree {
  const known = trees.get(routes);
  if (known) return known;
  const build = (parentId: string | undefined): RouteTree =>
    Object.values(routes)
      .filter((route) => route?.parentId === parentId)
      .map((route) =>
        route?.index
          ? { id: route.id, index: true, path: route.path }
          : { id: route?.id, path: route?.path, children: build(route?.id) },
      );
  const tree = build(undefined);
  trees.set(routes, tree);
  return tree;
}

/** The pattern of the page route a path renders (`/nl?/guides/:slug`), `.data` kept for data requests. */
export function pageRoutePattern(build: ServerBuild, pathname: string): string {
  const data = pathname.endsWith(".data");
  const path = data ? pathname.slice(0, -".data".length) || "/" : pathname;
  const matches = matchRoutes(routeTree(build.routes), path, build.basename) ?? [];
  const pattern = matches
    .map((match) => match.route.path)
    .filter((segment): segment is string => Boolean(segment))
    .join("/")
    .replace(/\/+/g, "/");
  return `/${pattern.replace(/^\//, "")}${data ? ".data" : ""}`;
}
