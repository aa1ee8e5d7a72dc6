/**
 * Pages whose HTML is the same for every request (decision 165): rendered once at build time and
 * served as files by server/prerendered-pages.ts. The account menu, the bell and today's dates come
 * from the server after hydration (app/root.tsx). Pages that read the session, the query string
 * or live prices (/, /search, /deals, accounts, alerts, admin) stay rendered per request; so does
 * any URL with a query string, e.g. /guides?category=….
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
