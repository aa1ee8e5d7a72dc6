import { index, type RouteConfig, route } from "@react-router/dev/routes";

/** A traveller-facing path, in English at `/…` and in Dutch at `/nl/…` (one route, one module). */
const both = (path: string) => (path === "" ? "nl?" : `nl?/${path}`);

/**
 * The route table. Each capability owns its route modules; this file only maps
 * URLs to them. sitemap.xml is derived from the static paths listed here. Every traveller-facing
 * route answers in English and in Dutch; the operator area (/admin, /admin-auth, /avs-tester,
 * /debug) is English only.
 */
export default [
  route(both(""), "features/home/home-route.tsx", { id: "home" }),
  route(both("flights"), "features/home/home-route.tsx", { id: "flights" }),
  route(both("search"), "features/search/search-route.tsx"),
  route(both("deals"), "features/deals/deals-route.tsx"),
  route(both("explore"), "features/explore/explore-route.tsx"),
  // The explore map's land and borders, drawn once per server (one file for both languages).
  route("explore-map.svg", "features/explore/base-map-route.ts"),
  route("debug", "features/debug/debug-route.tsx"),
  // Content: guides list under five paths, then the article.
  route(both("guides"), "features/guides/guides-list-route.tsx", { id: "guides" }),
  route(both("resources"), "features/guides/guides-list-route.tsx", { id: "resources" }),
  route(both("guides/routes"), "features/guides/guides-list-route.tsx", { id: "guides-routes" }),
  route(both("guides/booking-tips"), "features/guides/guides-list-route.tsx", { id: "guides-booking-tips" }),
  route(both("guides/airports"), "features/guides/guides-list-route.tsx", { id: "guides-airports" }),
  route(both("guides/:slug"), "features/guides/guide-route.tsx"),
  route(both("tools"), "features/tools/tools-route.tsx"),
  route(both("help"), "features/pages/help-route.tsx"),
  route(both("faq"), "features/pages/faq-route.tsx"),
  route(both("booking-help"), "features/pages/booking-help-route.tsx"),
  route(both("contact"), "features/pages/contact-route.tsx"),
  route(both("press"), "features/pages/press-route.tsx"),
  route(both("careers"), "features/pages/careers-route.tsx"),
  route(both("about"), "features/pages/about-route.tsx"),
  route(both("fact-sheet"), "features/pages/fact-sheet-route.tsx"),
  route(both("disclosure"), "features/pages/disclosure-route.tsx"),
  route(both("editorial-policy"), "features/pages/editorial-policy-route.tsx"),
  route(both("accessibility"), "features/pages/accessibility-route.tsx"),
  route(both("privacy"), "features/pages/privacy-route.tsx"),
  route(both("terms"), "features/pages/terms-route.tsx"),
  route(both("sitemap"), "features/pages/sitemap-route.tsx"),
  // Accounts: sign-in, e-mailed links, sign-out, the account page and the operators' pages.
  route(both("auth"), "features/account/auth-route.tsx"),
  route(both("auth/callback"), "features/account/auth-callback-route.tsx"),
  route(both("auth/reset"), "features/account/auth-reset-route.tsx"),
  route(both("auth/sign-out"), "features/account/sign-out-route.tsx"),
  route("admin-auth", "features/account/admin-auth-route.tsx"),
  // The account: a frame with a sub-navigation, one page per part (the gate is in account-gate.server.ts).
  route(both("account"), "features/account/settings/account-layout-route.tsx", [
    index("features/account/settings/account-overview-route.tsx"),
    route("two-factor", "features/account/settings/account-two-factor-route.tsx"),
    route("passkeys", "features/account/settings/account-passkeys-route.tsx"),
    route("password", "features/account/settings/account-password-route.tsx"),
    route("devices", "features/account/settings/account-devices-route.tsx"),
  ]),
  route("admin", "features/admin/admin-route.tsx"),
  route("avs-tester", "features/admin/avs-tester-route.tsx"),
  // Price alerts (decision 121).
  route(both("alerts"), "features/alerts/alerts-route.tsx"),
  route(both("alerts/confirm"), "features/alerts/alert-confirm-route.tsx"),
  route(both("alerts/unsubscribe"), "features/alerts/alert-unsubscribe-route.tsx"),
  route(both("alerts/notifications"), "features/alerts/notifications-route.tsx"),
  route("*", "features/errors/not-found-route.tsx"),
] satisfies RouteConfig;
