import { writeReadableStreamToWritable } from "@react-router/node";
import type { Request as ExpressRequest, Response as ExpressResponse, RequestHandler } from "express";
import { type AppLoadContext, createRequestHandler, type ServerBuild } from "react-router";
import { pageRoutePattern } from "./request-metrics.server";

/** The build itself (production: routes derived once) or a function loading it per request (development). */
export type BuildSource = ServerBuild | (() => Promise<ServerBuild>);

/** The server build, whichever way it was handed over. */
export async function loadBuild(build: BuildSource): Promise<ServerBuild> {
  return typeof build === "function" ? build() : build;
}

export interface PageHandlerOptions {
  build: BuildSource;
  mode: string;
  /** The site's public origin: every page request is addressed to it, never to the Host header. */
  siteUrl: string;
  getLoadContext: (req: ExpressRequest, res: ExpressResponse) => AppLoadContext;
}

/**
 * Hands a request to React Router. Unlike @react-router/express, the body is the one
 * pageRequestGuard (app/services/http/request-guards.server.ts) has already read within the limit and
 * checked, so no action ever streams an unbounded or unreadable body from the socket.
 */
export function pageHandler({ build, mode, siteUrl, getLoadContext }: PageHandlerOptions): RequestHandler {
  const handle = createRequestHandler(build, mode);
  return async (req, res, next) => {
    try {
      // The metrics count the page by its route's pattern (request-metrics.server.ts).
      res.locals.routePattern = pageRoutePattern(await loadBuild(build), req.path);
      const aborted = new AbortController();
      res.on("close", () => {
        if (!res.writableFinished) aborted.abort();
      });
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) {
        for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, one);
      }
      const hasBody = req.method !== "GET" && req.method !== "HEAD";
      const request = new Request(new URL(req.originalUrl, siteUrl), {
        method: req.method,
        headers,
        body: hasBody && Buffer.isBuffer(req.body) ? new Uint8Array(req.body) : undefined,
        signal: aborted.signal,
      });
      const response = await handle(request, getLoadContext(req, res));
      res.statusMessage = response.statusText;
      res.status(response.status);
      for (const [name, value] of response.headers) res.append(name, value);
      if (response.body) await writeReadableStreamToWritable(response.body, res);
      else res.end();
    } catch (error) {
      next(error);
    }
  };
}
