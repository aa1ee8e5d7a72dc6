import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";

/**
 * Security headers of every page (decision 130): a strict Content-Security-Policy, a
 * Permissions-Policy that denies what the site never uses, and HSTS only over HTTPS.
 * helmet sets the rest (nosniff, frame options, referrer policy, COOP, CORP).
 */

export interface CspOptions {
  /** Sources allowed to run scripts besides 'self': a per-request 'nonce-…' or build-time 'sha256-…' hashes. */
  scriptSources: readonly string[];
  /** Served over HTTPS: ask the browser to upgrade any stray http:// subresource. */
  https: boolean;
  /** The Vite dev server talks to the page over a WebSocket (HMR). */
  development?: boolean;
}

/**
 * The policy. No 'unsafe-inline' for scripts: React Router's inline hydration scripts carry the
 * nonce (or their hash on prerendered pages). JSON-LD blocks are data, not scripts, so CSP does not
 * apply to them. Styles allow inline: the site's stylesheet inside every page (app/root.tsx),
 * React's style attributes and sonner's injected stylesheet need it, and inline styles cannot run
 * code. Nothing loads from another site: images (the tools
 * page's partner logos included) and fetches are the site's own.
 */
export function contentSecurityPolicy({ scriptSources, https, development = false }: CspOptions): string {
  const directives: [string, ...string[]][] = [
    ["default-src", "'self'"],
    ["script-src", "'self'", ...scriptSources],
    ["style-src", "'self'", "'unsafe-inline'"],
    ["img-src", "'self'", "data:"],
    ["font-src", "'self'"],
    ["connect-src", "'self'", ...(development ? ["ws:", "wss:"] : [])],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'self'"],
    ["frame-src", "'none'"],
    ["frame-ancestors", "'none'"],
  ];
  if (https) directives.push(["upgrade-insecure-requests"]);
  return directives.map((parts) => parts.join(" ")).join("; ");
}

/**
 * Powerful features the site never uses are denied for the page and any frame; WebAuthn stays
 * allowed for the site itself (passkeys, app/auth). Only names Chromium recognises: an unknown
 * one logs an error in every page's console.
 */
export const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "autoplay=()",
  "camera=()",
  "display-capture=()",
  "encrypted-media=()",
  "fullscreen=()",
  "geolocation=()",
  "gyroscope=()",
  "hid=()",
  "idle-detection=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  "picture-in-picture=()",
  "publickey-credentials-get=(self)",
  "screen-wake-lock=()",
  "serial=()",
  "usb=()",
  "xr-spatial-tracking=()",
  "browsing-topics=()",
].join(", ");

/** Two years, the figure browsers' preload lists ask for; subdomains are the operator's call. */
const HSTS_VALUE = "max-age=63072000; includeSubDomains";

export interface SecurityHeaderOptions {
  publicSiteUrl: string;
  /** TRUST_PROXY: believe X-Forwarded-Proto from the proxy in front. */
  trustProxy: boolean;
  development: boolean;
}

/** True when this response reaches the browser over HTTPS. */
export function servedOverHttps(
  options: Pick<SecurityHeaderOptions, "publicSiteUrl" | "trustProxy">,
  forwardedProto: string | string[] | undefined,
): boolean {
  if (options.publicSiteUrl.startsWith("https://")) return true;
  if (!options.trustProxy) return false;
  const first = (Array.isArray(forwardedProto) ? forwardedProto[0] : forwardedProto)?.split(",")[0]?.trim();
  return first?.toLowerCase() === "https";
}

/** A fresh nonce per response, kept in res.locals.cspNonce for the page renderer. */
export function securityHeaders(options: SecurityHeaderOptions): RequestHandler {
  return (req, res, next) => {
    const nonce = randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    const https = servedOverHttps(options, req.headers["x-forwarded-proto"]);
    res.setHeader(
      "Content-Security-Policy",
      contentSecurityPolicy({ scriptSources: [`'nonce-${nonce}'`], https, development: options.development }),
    );
    res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
    if (https) res.setHeader("Strict-Transport-Security", HSTS_VALUE);
    next();
  };
}
