import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type { RequestHandler } from "express";
import { documentEncodingFor } from "../app/services/http/document-encoding.server";
import { contentSecurityPolicy, servedOverHttps } from "../app/services/http/security-headers.server";
import {
  PRERENDERED_MANIFEST,
  type PrerenderedManifest,
  type PrerenderedPage,
} from "../app/services/prerender/prerendered-manifest";
import type { ServerServices } from "./context";

/**
 * Short freshness, then a day of stale-while-revalidate: a new deploy reaches readers within
 * minutes, and a cache may answer at once while it checks the ETag in the background.
 */
const PRERENDERED_CACHE_CONTROL = "public, max-age=300, stale-while-revalidate=86400";
/** Tells operators (and tests) that a page came from its build-time file, not the renderer. */
const PRERENDERED_HEADER = "X-Prerendered";

interface LoadedPage extends PrerenderedPage {
  body: Buffer;
  /** Compressed once at start, so a request costs no compression work. */
  gzipped: Buffer;
  /** The page's Content-Security-Policy over plain HTTP and over HTTPS, built once. */
  policy: { http: string; https: string };
}

/**
 * Serves the pages React Router prerendered at build time (decision 165) from memory, before the
 * page renderer: with an ETag (304 on If-None-Match), PRERENDERED_CACHE_CONTROL and a
 * Content-Security-Policy allowing the page's inline scripts by hash instead of a nonce. Only
 * GET and HEAD of the exact path without a query string: /guides?category=… is filtered by
 * the renderer, and anything else (forms posted to /contact, unknown guides) goes there too.
 * Without a build/prerendered folder (`npm run dev`), or when the pages were built for another
 * PUBLIC_SITE_URL or ALERT_CHECK_CRON, every page is rendered per request.
 */
export function prerenderedPages(
  dir: string,
  { config, logger }: Pick<ServerServices, "config" | "logger">,
): RequestHandler | null {
  const manifestFile = path.join(dir, PRERENDERED_MANIFEST);
  if (!existsSync(manifestFile)) return null;
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as PrerenderedManifest;
  const { builtFor } = manifest;
  if (builtFor.publicSiteUrl !== config.publicSiteUrl || builtFor.alertCheckCron !== config.alertCheckCron) {
    // Their canonical URLs, brand addresses and alert copy would be wrong here: render instead.
    logger.warn(
      { builtFor, running: { publicSiteUrl: config.publicSiteUrl, alertCheckCron: config.alertCheckCron } },
      "prerendered pages were built for another PUBLIC_SITE_URL or ALERT_CHECK_CRON: rendering them per request until `npm run build` runs with this server's values",
    );
    return null;
  }
  const pages = new Map<string, LoadedPage>(
    Object.entries(manifest.pages).map(([urlPath, page]) => [urlPath, loadPage(dir, page)]),
  );
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    if (req.originalUrl.includes("?")) return next();
    const page = pages.get(req.path);
    if (!page) return next();
    const https = servedOverHttps(config, req.headers["x-forwarded-proto"]);
    res.setHeader("Content-Security-Policy", https ? page.policy.https : page.policy.http);
    res.setHeader("Cache-Control", PRERENDERED_CACHE_CONTROL);
    // A prerendered page's path is one of a fixed list: the metrics count it by that path.
    res.locals.routePattern = req.path;
    res.setHeader(PRERENDERED_HEADER, "true");
    res.vary("Accept-Encoding");
    res.type("html");
    // The compression middleware leaves a response that already has a Content-Encoding alone.
    const gzip = documentEncodingFor(req) === "gzip";
    if (gzip) res.setHeader("Content-Encoding", "gzip");
    // Each encoding is its own representation, with its own strong ETag.
    res.setHeader("ETag", gzip ? page.etag.replace(/"$/, '-gzip"') : page.etag);
    // res.send answers 304 when If-None-Match matches the ETag, and sends no body to HEAD.
    res.send(gzip ? page.gzipped : page.body);
  };
}

function loadPage(dir: string, page: PrerenderedPage): LoadedPage {
  const body = readFileSync(path.join(dir, page.file));
  const policy = (https: boolean) => contentSecurityPolicy({ scriptSources: page.scriptHashes, https });
  return { ...page, body, gzipped: gzipSync(body, { level: 9 }), policy: { http: policy(false), https: policy(true) } };
}
