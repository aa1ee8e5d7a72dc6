import { index, type RouteConfig, route } from "@react-router/dev/routes";

/**
 * The route table. Each capability owns its route modules; this file only maps
 * URLs to them. sitemap.xml is derived from the static paths listed here.
 */
export default [
  index("features/home/home-route.tsx", { id: "home" }),
  route("flights", "features/home/home-route.tsx", { id: "flights" }),
  route("search", "features/search/search-route.tsx"),
  route("deals", "features/deals/deals-route.tsx"),
  route("debug", "features/debug/debug-route.tsx"),
  // Content: guides list under five paths, then the article.
  route("guides", "features/guides/guides-list-route.tsx", { id: "guides" }),
  route("resources", "features/guides/guides-list-route.tsx", { id: "resources" }),
  route("guides/routes", "features/guides/guides-list-route.tsx", { id: "guides-routes" }),
  route("guides/booking-tips", "features/guides/guides-list-route.tsx", { id: "guides-booking-tips" }),
  route("guides/airports", "features/guides/guides-list-route.tsx", { id: "guides-airports" }),
  route("guides/:slug", "features/guides/guide-route.tsx"),
  route("tools", "features/tools/tools-route.tsx"),
  route("help", "features/pages/help-route.tsx"),
  route("faq", "features/pages/faq-route.tsx"),
  route("booking-help", "features/pages/booking-help-route.tsx"),
  route("contact", "features/pages/contact-route.tsx"),
  route("press", "features/pages/press-route.tsx"),
  route("careers", "features/pages/careers-route.tsx"),
  route("about", "features/pages/about-route.tsx"),
  route("fact-sheet", "features/pages/fact-sheet-route.tsx"),
  route("disclosure", "features/pages/disclosure-route.tsx"),
  route("editorial-policy", "features/pages/editorial-policy-route.tsx"),
  route("accessibility", "features/pages/accessibility-route.tsx"),
  route("privacy", "features/pages/privacy-route.tsx"),
  route("terms", "features/pages/terms-route.tsx"),
  route("sitemap", "features/pages/sitemap-route.tsx"),
  // Accounts: sign-in, e-mailed links, sign-out, the account page and the operators' pages.
  route("auth", "features/account/auth-route.tsx"),
  route("auth/callback", "features/account/auth-callback-route.tsx"),
  route("auth/reset", "features/account/auth-reset-route.tsx"),
  route("auth/sign-out", "features/account/sign-out-route.tsx"),
  route("admin-auth", "features/account/admin-auth-route.tsx"),
  // The account: a frame with a sub-navigation, one page per part (the gate is in account-gate.server.ts).
  route("account", "features/account/settings/account-layout-route.tsx", [
    index("features/account/settings/account-overview-route.tsx"),
    route("two-factor", "features/account/settings/account-two-factor-route.tsx"),
    route("passkeys", "features/account/settings/account-passkeys-route.tsx"),
    route("password", "features/account/settings/account-password-route.tsx"),
    route("devices", "features/account/settings/account-devices-route.tsx"),
  ]),
  route("admin", "features/admin/admin-route.tsx"),
  route("avs-tester", "features/admin/avs-tester-route.tsx"),
  // Price alerts (decision 121).
  route("alerts", "features/alerts/alerts-route.tsx"),
  route("alerts/confirm", "features/alerts/alert-confirm-route.tsx"),
  route("alerts/unsubscribe", "features/alerts/alert-unsubscribe-route.tsx"),
  route("alerts/notifications", "features/alerts/notifications-route.tsx"),
  route("*", "features/errors/not-found-route.tsx"),
] satisfies RouteConfig;
