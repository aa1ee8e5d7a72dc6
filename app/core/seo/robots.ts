/** Paths no search engine should crawl: operator, auth, debug and tester pages, search results, and the personal alert pages (token links). */
const DISALLOWED_PATHS = [
  "/admin",
  "/admin-auth",
  "/auth",
  "/account",
  "/debug",
  "/avs-tester",
  "/alerts",
  "/search",
  "/api/",
];

export function buildRobotsTxt(siteUrl: string): string {
  return [
    "User-agent: *",
    ...DISALLOWED_PATHS.map((p) => `Disallow: ${p}`),
    "Allow: /",
    "",
    `Sitemap: ${siteUrl}/sitemap.xml`,
    "",
  ].join("\n");
}

export function isCrawlable(path: string): boolean {
  return !DISALLOWED_PATHS.some((p) => path === p || path.startsWith(p.endsWith("/") ? p : `${p}/`));
}
