import { createHash } from "node:crypto";
import type { Request as ExpressRequest, Response as ExpressResponse, RequestHandler } from "express";
import { LRUCache } from "lru-cache";
import type { AppLoadContext } from "react-router";
import {
  compressBody,
  type DocumentEncoding,
  documentEncodingFor,
} from "../app/services/http/document-encoding.server";
import { inlineScriptHashes } from "../app/services/http/inline-script-hashes";
import {
  contentSecurityPolicy,
  type SecurityHeaderOptions,
  servedOverHttps,
} from "../app/services/http/security-headers.server";
import type { ServerServices } from "./context";

/**
 * The load context of a page kept in memory: no nonce (its inline scripts are allowed by hash) and
 * no encoding of its own (the keeper compresses it once). `serverSearch` lets the search pages run
 * their search; `shared` marks a page rendered for no one in particular, which shows no visitor.
 */
export function keptRenderContext(
  services: ServerServices,
  { serverSearch = false, shared = false }: { serverSearch?: boolean; shared?: boolean } = {},
): AppLoadContext {
  return {
    ...services,
    serverSearchAllowed: serverSearch,
    cspNonce: "",
    documentEncoding: "identity",
    ...(shared ? { sharedRender: true } : {}),
  };
}

/** What a kept page's Content-Security-Policy depends on: the site's address and which proxies tell HTTPS. */
type KeptPagesConfig = Pick<SecurityHeaderOptions, "trustProxy" | "publicSiteUrl">;

/** Tells operators (and tests) that a page came from memory, rendered once for everyone. */
const KEPT_HEADER = "X-Prerendered";

/** A page rendered once for everyone and answered from memory: its encodings, ETags and policies computed once. */
export interface KeptPage {
  renderedAt: number;
  /** The page in each encoding, with its own strong ETag. */
  bodies: Record<DocumentEncoding, { bytes: Buffer; etag: string }>;
  policy: { http: string; https: string };
}

/**
 * Keeps a rendered page: its inline scripts are allowed by hash (it was rendered without a
 * nonce, as one nonce for everyone would be no nonce at all), and it is compressed once per encoding.
 */
function keptPage(html: string, renderedAt: number): KeptPage {
  const body = Buffer.from(html, "utf8");
  const hash = createHash("sha256").update(body).digest("base64url").slice(0, 27);
  const scriptSources = inlineScriptHashes(html);
  const policy = (https: boolean) => contentSecurityPolicy({ scriptSources, https });
  const encoded = (encoding: DocumentEncoding) => ({
    bytes: compressBody(body, encoding),
    etag: encoding === "identity" ? `"${hash}"` : `"${hash}-${encoding}"`,
  });
  return {
    renderedAt,
    bodies: { br: encoded("br"), gzip: encoded("gzip"), identity: encoded("identity") },
    policy: { http: policy(false), https: policy(true) },
  };
}

/**
 * Answers a kept page in the encoding the client takes (each encoding its own representation with
 * its own strong ETag), 304 on a matching If-None-Match, no body to HEAD (res.send does both).
 */
function sendKeptPage(req: ExpressRequest, res: ExpressResponse, config: KeptPagesConfig, answer: KeptAnswer): void {
  const { page } = answer;
  const https = servedOverHttps(config, req.headers["x-forwarded-proto"]);
  res.setHeader("Content-Security-Policy", https ? page.policy.https : page.policy.http);
  res.setHeader("Cache-Control", answer.cacheControl);
  res.locals.routePattern = answer.routePattern;
  const kept = answer.kept ?? "everyone";
  if (kept) res.setHeader(KEPT_HEADER, kept === "everyone" ? "true" : "session");
  res.vary("Accept-Encoding");
  res.type("html");
  // The compression middleware leaves a response that already has a Content-Encoding alone.
  const encoding = documentEncodingFor(req);
  const { bytes, etag } = page.bodies[encoding];
  if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
  res.setHeader("ETag", etag);
  res.send(bytes);
}

export interface KeptPagesOptions<Page extends KeptPage, Basis> {
  services: Pick<ServerServices, "config" | "logger">;
  /** How many pages are kept at once; the least recently asked is dropped first. */
  max: number;
  /** How many bytes (every encoding counted) they may take at most, when pages vary without bound. */
  maxBytes?: number;
  /** Renders a page: for nobody in particular, or for the cookie a kept page is asked with. */
  render: (request: Request) => Promise<Response>;
  /**
   * The page to answer with, from a plain 200 render, and whether it is kept for later askers.
   * `basis` is what the render was asked for (read before it ran, so a change meanwhile makes it stale).
   */
  pageFrom: (rendered: KeptPage, response: Response, basis: Basis) => { page: Page; keep: boolean };
  /** Hears of a render that is not the same for everyone (a redirect, an error, a cookie). */
  onRefused?: (key: string, basis: Basis) => void;
  /** Names the pages in the log line of a failed render. */
  name: string;
  now?: () => number;
}

/** The memory a kept page takes: its body in every encoding. */
const keptBytes = (page: KeptPage) =>
  page.bodies.br.bytes.length + page.bodies.gzip.bytes.length + page.bodies.identity.bytes.length;

/**
 * Pages kept in memory by key (a path, or a path and query, or a page and a session), and their
 * render: one render per key however many ask for it meanwhile. The page rendered is the key's
 * path, asked with no headers but `headers` (a session's cookie). A render that is not a plain 200
 * without a cookie, or that fails, gives null: the request is left to the per-request renderer.
 */
export function keptPages<Page extends KeptPage, Basis>({
  services: { config, logger },
  max,
  maxBytes,
  render,
  pageFrom,
  onRefused,
  name,
  now = Date.now,
}: KeptPagesOptions<Page, Basis>) {
  const pages = new LRUCache<string, Page>(maxBytes ? { max, maxSize: maxBytes, sizeCalculation: keptBytes } : { max });
  const rendering = new Map<string, Promise<Page | null>>();
  const renderPage = (key: string, basis: Basis, path = key, headers?: HeadersInit): Promise<Page | null> => {
    // A render for an older basis is not joined: it may miss what changed since.
    const flight = `${key}\n${String(basis)}`;
    const under = rendering.get(flight);
    if (under) return under;
    const job = render(new Request(new URL(path, config.publicSiteUrl), { headers }))
      .then(async (response) => {
        const html = await response.text();
        // A redirect, an error or a cookie is not the same for everyone: left to the renderer.
        if (response.status !== 200 || response.headers.has("set-cookie")) {
          onRefused?.(key, basis);
          return null;
        }
        const { page, keep } = pageFrom(keptPage(html, now()), response, basis);
        if (keep) pages.set(key, page);
        return page;
      })
      .catch((error: unknown) => {
        logger.error({ err: error, path }, `${name}: render failed, rendering it per request`);
        return null;
      })
      .finally(() => rendering.delete(flight));
    rendering.set(flight, job);
    return job;
  };
  return { pages, renderPage };
}

/** A kept page and how it is answered. */
export interface KeptAnswer {
  page: KeptPage;
  cacheControl: string;
  /** Names the page in the metrics. */
  routePattern: string;
  /** For whom the page is kept: everyone (the default), one session, or nobody (rendered for this request alone). */
  kept?: "everyone" | "session" | false;
}

/**
 * Answers GET and HEAD from memory: `find` gives the page and how to send it, or nothing to leave
 * the request to the next handler (the per-request renderer); an error goes to the error handler.
 */
export function keptPagesHandler(
  config: KeptPagesConfig,
  find: (req: ExpressRequest, res: ExpressResponse) => Promise<KeptAnswer | undefined>,
): RequestHandler {
  return async (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    try {
      const answer = await find(req, res);
      if (!answer) return next();
      sendKeptPage(req, res, config, answer);
    } catch (error) {
      next(error);
    }
  };
}
