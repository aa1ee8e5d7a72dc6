import express, { type RequestHandler, type Response } from "express";
import type { SiteAddressCheck } from "./site-address.server";

/**
 * The guards every request passes before anything parses it (decision 194):
 * one body limit, the bodies and methods a page takes, and state changes only from this site.
 */

/** The one body limit for accounts and page forms: the largest (a passkey attestation) is a few KB. */
export const BODY_LIMIT_BYTES = 64 * 1024;

const REQUEST_MESSAGES = {
  tooLarge: (limitBytes: number) =>
    `The request is too large: this address takes at most ${Math.floor(limitBytes / 1024)} KB.`,
  foreignOrigin: "This request came from another site, so it was refused. Please use the form on our own page.",
  pageMethod: (method: string) => `${method} is not supported on a page: pages take GET, HEAD and POST.`,
  formOnly: "A page takes only a form (application/x-www-form-urlencoded or multipart/form-data).",
  unreadableForm: "The form could not be read. Please send it again from the page.",
  compressedBody: "A compressed request body is not supported. Please send it uncompressed.",
} as const;

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const PAGE_METHODS = new Set(["GET", "HEAD", "POST"]);
const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

/** A refusal in the shape the path's callers read: JSON `{ error }` for APIs, a plain sentence for pages. */
function refuse(res: Response, isApi: boolean, status: number, message: string): void {
  res.set("Cache-Control", "no-store");
  if (isApi) res.status(status).json({ error: message });
  else res.status(status).type("text/plain").send(message);
}

/**
 * A state change (POST, PUT, PATCH, DELETE) is taken only from this site's own pages or from a
 * client that names no site at all (scripts, curl): a browser names the page that sent it in
 * `Origin`, else in `Referer` or `Sec-Fetch-Site`. Any other site — "null" included — gets 403.
 * When that other address is the one the request was sent to, the site was opened at an address
 * it is not set up for: `siteAddress` then words the refusal (site-address.server.ts).
 */
export function sameSiteGuard(
  siteUrl: string,
  isApi: (path: string) => boolean,
  siteAddress?: SiteAddressCheck,
): RequestHandler {
  const site = new URL(siteUrl).origin;
  const originOf = (value: string) => {
    try {
      return new URL(value).origin;
    } catch {
      return "null";
    }
  };
  return (req, res, next) => {
    if (!STATE_CHANGING.has(req.method)) return next();
    const origin = req.get("origin");
    const referer = req.get("referer");
    const named = origin ? originOf(origin) : referer ? originOf(referer) : null;
    const foreign = origin
      ? named !== site
      : req.get("sec-fetch-site") === "cross-site" || (named !== null && named !== site);
    if (!foreign) return next();
    const api = isApi(req.path);
    const misconfigured = named && named !== "null" ? siteAddress?.misconfigured(req, named, api) : null;
    refuse(res, api, 403, misconfigured ?? REQUEST_MESSAGES.foreignOrigin);
  };
}

/** Reads the whole body into `req.body` (a Buffer), refusing more than `limitBytes` before and while it streams. */
export function bodyWithin(limitBytes: number): RequestHandler {
  return express.raw({ type: () => true, limit: limitBytes, inflate: false });
}

/** The sentence for a body-parser refusal (too large, compressed), or null for any other error. */
export function bodyErrorMessage(error: unknown): string | null {
  const failure = error as { type?: string; limit?: number } | undefined;
  if (failure?.type === "entity.too.large") return REQUEST_MESSAGES.tooLarge(failure.limit ?? BODY_LIMIT_BYTES);
  if (failure?.type === "encoding.unsupported") return REQUEST_MESSAGES.compressedBody;
  return null;
}

/**
 * Pages take GET, HEAD and POST with a form and nothing else: every other method is a 405,
 * every other body a 415, a form over the limit a 413 and one that cannot be read a 400 —
 * all answered here, so no action ever meets a body it cannot parse. A form is read whole
 * into `req.body` for the page handler (app/services/http/page-handler.server.ts).
 */
export const pageRequestGuard: RequestHandler = (req, res, next) => {
  if (!PAGE_METHODS.has(req.method)) {
    res.set("Allow", "GET, HEAD, POST");
    return refuse(res, false, 405, REQUEST_MESSAGES.pageMethod(req.method));
  }
  if (req.method !== "POST") return next();
  const type = req.get("content-type") ?? "";
  if (!FORM_TYPES.some((form) => type.toLowerCase().startsWith(form))) {
    return refuse(res, false, 415, REQUEST_MESSAGES.formOnly);
  }
  bodyWithin(BODY_LIMIT_BYTES)(req, res, async (error?: unknown) => {
    if (error) {
      const message = bodyErrorMessage(error);
      return refuse(
        res,
        false,
        message ? (error as { status: number }).status : 400,
        message ?? REQUEST_MESSAGES.unreadableForm,
      );
    }
    const body: Buffer = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    req.body = body;
    try {
      await new Response(new Uint8Array(body), { headers: { "content-type": type } }).formData();
    } catch {
      return refuse(res, false, 400, REQUEST_MESSAGES.unreadableForm);
    }
    next();
  });
};
