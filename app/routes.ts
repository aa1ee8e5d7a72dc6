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
  route("*", "errors/not-found-route.tsx"),
] satisfies RouteConfig;
