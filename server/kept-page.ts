import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";
import type { Request, Response } from "express";
import { documentEncodingFor } from "../app/services/http/document-encoding.server";
import { inlineScriptHashes } from "../app/services/http/inline-script-hashes";
import {
  contentSecurityPolicy,
  type SecurityHeaderOptions,
  servedOverHttps,
} from "../app/services/http/security-headers.server";

/** Tells operators (and tests) that a page came from memory, rendered once for everyone. */
const KEPT_HEADER = "X-Prerendered";

/** A page rendered once for everyone and answered from memory: both encodings, ETags and policies computed once. */
export interface KeptPage {
  renderedAt: number;
  body: Buffer;
  gzipped: Buffer;
  etag: string;
  gzipEtag: string;
  policy: { http: string; https: string };
}

/**
 * Keeps a rendered page: its inline scripts are allowed by hash (it was rendered without a
 * nonce, as one nonce for everyone would be no nonce at all), and it is gzipped once.
 */
export function keptPage(html: string, renderedAt: number): KeptPage {
  const body = Buffer.from(html, "utf8");
  const hash = createHash("sha256").update(body).digest("base64url").slice(0, 27);
  const scriptSources = inlineScriptHashes(html);
  const policy = (https: boolean) => contentSecurityPolicy({ scriptSources, https });
  return {
    renderedAt,
    body,
    gzipped: gzipSync(body, { level: 9 }),
    etag: `"${hash}"`,
    gzipEtag: `"${hash}-gzip"`,
    policy: { http: policy(false), https: policy(true) },
  };
}

/**
 * Answers a kept page: gzip when the client takes it (each encoding its own representation with
 * its own strong ETag), 304 on a matching If-None-Match, no body to HEAD (res.send does both).
 * `routePattern` names it in the metrics.
 */
export function sendKeptPage(
  req: Request,
  res: Response,
  page: KeptPage,
  options: {
    config: Pick<SecurityHeaderOptions, "trustProxy" | "publicSiteUrl">;
    cacheControl: string;
    routePattern: string;
    /** Whether the page is kept for others too (false: rendered for this request alone). */
    kept?: boolean;
  },
): void {
  const https = servedOverHttps(options.config, req.headers["x-forwarded-proto"]);
  res.setHeader("Content-Security-Policy", https ? page.policy.https : page.policy.http);
  res.setHeader("Cache-Control", options.cacheControl);
  res.locals.routePattern = options.routePattern;
  if (options.kept !== false) res.setHeader(KEPT_HEADER, "true");
  res.vary("Accept-Encoding");
  res.type("html");
  // The compression middleware leaves a response that already has a Content-Encoding alone.
  const gzip = documentEncodingFor(req) === "gzip";
  if (gzip) res.setHeader("Content-Encoding", "gzip");
  res.setHeader("ETag", gzip ? page.gzipEtag : page.etag);
  res.send(gzip ? page.gzipped : page.body);
}
