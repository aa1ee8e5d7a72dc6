import { pathWithoutLocale } from "../../i18n/locales";

/** Operator and machine paths no search engine should crawl; they exist in English only. */
const OPERATOR_PATHS = ["/admin", "/admin-auth", "/debug", "/avs-tester", "/api/"];
/** Traveller pages kept out of search engines (sign-in, personal and token pages, search results), in both languages. */
const PRIVATE_PAGES = ["/auth", "/account", "/alerts", "/search"];
const DISALLOWED_PATHS = [...OPERATOR_PATHS, ...PRIVATE_PAGES];

export function buildRobotsTxt(siteUrl: string): string {
  return [
    "User-agent: *",
    ...DISALLOWED_PATHS.map((p) => `Disallow: ${p}`),
    ...PRIVATE_PAGES.map((p) => `Disallow: /nl${p}`),
    "Allow: /",
    "",
    `Sitemap: ${siteUrl}/sitemap.xml`,
    "",
  ].join("\n");
}

/** Whether a path (English or Dutch) may be crawled. */
export function isCrawlable(localizedPath: string): boolean {
  const path = pathWithoutLocale(localizedPath);
  return !DISALLOWED_PATHS.some((p) => path === p || path.startsWith(p.endsWith("/") ? p : `${p}/`));
}
