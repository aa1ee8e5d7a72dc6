import { type Locale, localizedPath } from "../../i18n/locales";
import { isCrawlable } from "./robots";

export interface SitemapEntry {
  /** The English path; the Dutch one is derived (`/nl/…`). */
  path: string;
  /** ISO date (YYYY-MM-DD) of the last meaningful change. */
  lastmod?: string;
  /** The languages the page exists in: a URL each, every one naming all as alternates. */
  languages: readonly Locale[];
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
/** Paths (English; routes declared for both languages count once). */
export function staticPathsFromRoutes(routes: Record<string, RouteLike | undefined>): string[] {
  const fullPath = (id: string): string | null => {
    const route = routes[id];
    if (!route) return "";
    const parent = route.parentId ? fullPath(route.parentId) : "";
    if (parent === null) return null;
    // A traveller route is declared once for both languages with an optional `nl?` segment.
    const own = (route.path ?? "").replace(/^nl\?\/?/, "");
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

/** One `<url>` per language of each entry; a page in both languages lists both and x-default as alternates. */
export function buildSitemapXml(siteUrl: string, entries: SitemapEntry[]): string {
  const urls = entries.flatMap((entry) => {
    const lastmod = entry.lastmod ? `<lastmod>${escapeXml(entry.lastmod)}</lastmod>` : "";
    const href = (locale: Locale) => escapeXml(siteUrl + localizedPath(entry.path, locale));
    const alternates =
      entry.languages.length > 1
        ? [
            ...entry.languages.map((l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${href(l)}"/>`),
            `<xhtml:link rel="alternate" hreflang="x-default" href="${href("en")}"/>`,
          ].join("")
        : "";
    return entry.languages.map((locale) => `  <url><loc>${href(locale)}</loc>${lastmod}${alternates}</url>`);
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}
