import { isCrawlable } from "./robots";

export interface SitemapEntry {
  path: string;
  /** ISO date (YYYY-MM-DD) of the last meaningful change. */
  lastmod?: string;
}

interface RouteLike {
  path?: string;
  parentId?: string;
  index?: boolean;
}

/**
 * The public, static pages of the route table: full paths without parameters or
 * splats, minus everything robots.txt keeps crawlers away from.
 */
export function staticPathsFromRoutes(routes: Record<string, RouteLike | undefined>): string[] {
  const fullPath = (id: string): string | null => {
    const route = routes[id];
    if (!route) return "";
    const parent = route.parentId ? fullPath(route.parentId) : "";
    if (parent === null) return null;
    const own = route.path ?? "";
    if (own.includes(":") || own.includes("*")) return null;
    return [parent, own].filter(Boolean).join("/").replace(/\/+/g, "/");
  };
  const paths = new Set<string>();
  for (const [id, route] of Object.entries(routes)) {
    if (!route || (route.path === undefined && !route.index)) continue;
    const p = fullPath(id);
    if (p === null || /\.\w+$/.test(p)) continue;
    const normalised = `/${p}`.replace(/\/+/g, "/").replace(/(.)\/$/, "$1");
    if (isCrawlable(normalised)) paths.add(normalised);
  }
  return [...paths].sort();
}

const escapeXml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export function buildSitemapXml(siteUrl: string, entries: SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const lastmod = entry.lastmod ? `<lastmod>${escapeXml(entry.lastmod)}</lastmod>` : "";
    return `  <url><loc>${escapeXml(siteUrl + entry.path)}</loc>${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}
