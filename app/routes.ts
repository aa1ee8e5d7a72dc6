import { index, type RouteConfig, route } from "@react-router/dev/routes";

/**
 * The route table. Each capability owns its route modules; this file only maps
 * URLs to them. sitemap.xml is derived from the static paths listed here.
 */
export default [
  index("home/home-route.tsx", { id: "home" }),
  route("flights", "home/home-route.tsx", { id: "flights" }),
  route("search", "search-ui/search-route.tsx"),
  route("deals", "deals/deals-route.tsx"),
  route("debug", "debug/debug-route.tsx"),
  // Content (issue 5): guides list under five paths, then the article.
  route("guides", "guides/guides-list-route.tsx", { id: "guides" }),
  route("resources", "guides/guides-list-route.tsx", { id: "resources" }),
  route("guides/routes", "guides/guides-list-route.tsx", { id: "guides-routes" }),
  route("guides/booking-tips", "guides/guides-list-route.tsx", { id: "guides-booking-tips" }),
  route("guides/airports", "guides/guides-list-route.tsx", { id: "guides-airports" }),
  route("guides/:slug", "guides/guide-route.tsx"),
  route("tools", "tools/tools-route.tsx"),
  route("help", "pages/help-route.tsx"),
  route("faq", "pages/faq-route.tsx"),
  route("booking-help", "pages/booking-help-route.tsx"),
  route("contact", "pages/contact-route.tsx"),
  route("press", "pages/press-route.tsx"),
  route("careers", "pages/careers-route.tsx"),
  route("about", "pages/about-route.tsx"),
  route("fact-sheet", "pages/fact-sheet-route.tsx"),
  route("disclosure", "pages/disclosure-route.tsx"),
  route("editorial-policy", "pages/editorial-policy-route.tsx"),
  route("accessibility", "pages/accessibility-route.tsx"),
  route("privacy", "pages/privacy-route.tsx"),
  route("terms", "pages/terms-route.tsx"),
  route("sitemap", "pages/sitemap-route.tsx"),
  // Accounts (issue 10).
  route("auth", "auth/auth-route.tsx"),
  route("auth/callback", "auth/auth-callback-route.tsx"),
  route("auth/reset", "auth/auth-reset-route.tsx"),
  route("auth/sign-out", "auth/sign-out-route.tsx"),
  route("admin-auth", "auth/admin-auth-route.tsx"),
  route("account", "auth/account-route.tsx"),
  route("admin", "admin/admin-route.tsx"),
  route("avs-tester", "admin/avs-tester-route.tsx"),
  // Price alerts (issue 12).
  route("alerts", "alerts/alerts-route.tsx"),
  route("alerts/confirm", "alerts/alert-confirm-route.tsx"),
  route("alerts/unsubscribe", "alerts/alert-unsubscribe-route.tsx"),
  route("alerts/notifications", "alerts/notifications-route.tsx"),
  route("*", "errors/not-found-route.tsx"),
] satisfies RouteConfig;
