import { LOCALES, localizedPath } from "../../i18n/locales";
import { guideSummaries } from "../guides/guide-content.server";

/**
 * Pages whose HTML is the same for every visitor (decision 270): the server renders each once with
 * its own configuration and answers it from memory (server/shared-pages.ts). The account menu, the
 * bell and the deals' ages are brought up to date after hydration (app/root.tsx). Pages that read
 * the session or search (/search, accounts, admin) stay rendered per request, but for SIGNED_OUT_PATHS.
 */
export const CONTENT_PATHS = [
  "/guides",
  "/resources",
  "/guides/routes",
  "/guides/booking-tips",
  "/guides/airports",
  "/tools",
  "/help",
  "/faq",
  "/booking-help",
  "/contact",
  "/press",
  "/careers",
  "/about",
  "/fact-sheet",
  "/disclosure",
  "/editorial-policy",
  "/accessibility",
  "/privacy",
  "/terms",
  "/sitemap",
] as const;

/**
 * Pages about one person whose plain URL, asked without a session, shows everyone the same form
 * (the alerts' sign-up and "e-mail me a link"); a session or a query (a management token, a
 * prefilled route) is rendered per request. Never stored by a browser or proxy (no-store.server.ts).
 */
const SIGNED_OUT_PATHS = ["/alerts"] as const;

/** Pages whose content follows the deals job: answered again once the deals are recomputed. */
export const DEALS_PATHS: ReadonlySet<string> = new Set(LOCALES.map((locale) => localizedPath("/deals", locale)));

/** Every shared page, in English and in Dutch (a guide without a Dutch text has a Dutch frame around it). */
export function sharedPagePaths(): string[] {
  return [
    "/",
    "/flights",
    "/deals",
    ...CONTENT_PATHS,
    ...SIGNED_OUT_PATHS,
    ...guideSummaries().map((guide) => `/guides/${guide.slug}`),
  ].flatMap((path) => LOCALES.map((locale) => localizedPath(path, locale)));
}

/** The guides lists, whose query string (`?category=…`, `?q=…`) filters what everyone sees alike. */
export function filteredPagePaths(): string[] {
  return ["/guides", "/resources", "/guides/routes", "/guides/booking-tips", "/guides/airports"].flatMap((path) =>
    LOCALES.map((locale) => localizedPath(path, locale)),
  );
}

/**
 * The pages kept in memory for a signed-in person's session (server/personal-pages.ts): every
 * shared page but the deals (which follow the deals job), with that person's header, and their
 * account's overview.
 */
export function personalPagePaths(): string[] {
  return [
    ...sharedPagePaths().filter((path) => !DEALS_PATHS.has(path)),
    ...LOCALES.map((locale) => localizedPath("/account", locale)),
  ];
}
