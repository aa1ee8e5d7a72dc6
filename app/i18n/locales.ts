/**
 * The interface's languages and how a URL carries one. English lives at `/…` and Dutch at `/nl/…`
 * with the same path after the prefix: the URL alone decides the language, so a crawler and a
 * shared link always see what the link says.
 */
export const LOCALES = ["en", "nl"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

const PREFIX: Record<Locale, string> = { en: "", nl: "/nl" };
/** BCP 47 tags for Intl (the format module), `<html lang>` and hreflang. */
const INTL_LOCALE: Record<Locale, string> = { en: "en-US", nl: "nl-NL" };
const OG_LOCALE: Record<Locale, string> = { en: "en_US", nl: "nl_NL" };

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/** The language a path is in: `/nl` and `/nl/…` are Dutch, everything else English. */
export function localeFromPath(pathname: string): Locale {
  return /^\/nl(?=$|[/?#])/.test(pathname) ? "nl" : "en";
}

/** The path without its language prefix: `/nl/search` → `/search`, `/nl` → `/`. */
export function pathWithoutLocale(pathname: string): string {
  if (localeFromPath(pathname) === "en") return pathname;
  const rest = pathname.slice(PREFIX.nl.length);
  return rest === "" || rest.startsWith("?") || rest.startsWith("#") ? `/${rest}` : rest;
}

/**
 * A site path (with any query and hash) in a language: `/deals` → `/nl/deals`, `/?a=1` → `/nl?a=1`.
 * Only paths on this site are changed; an absolute URL, `mailto:` or `#hash` is returned as it is.
 */
export function localizedPath(path: string, locale: Locale): string {
  if (!path.startsWith("/") || path.startsWith("//")) return path;
  const bare = pathWithoutLocale(path);
  if (locale === "en") return bare;
  const [pathname, rest] = splitPath(bare);
  return pathname === "/" ? `${PREFIX[locale]}${rest}` : `${PREFIX[locale]}${pathname}${rest}`;
}

function splitPath(path: string): [string, string] {
  const cut = path.search(/[?#]/);
  return cut === -1 ? [path, ""] : [path.slice(0, cut), path.slice(cut)];
}

export const intlLocale = (locale: Locale): string => INTL_LOCALE[locale];
export const ogLocale = (locale: Locale): string => OG_LOCALE[locale];

/**
 * The language an API caller asked for in `Accept-Language` (for callers without a page): the
 * first listed language we have, by quality; English when none matches.
 */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  const ranked = header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return { lang: tag.trim().toLowerCase().split("-")[0] ?? "", q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.q > 0 && !Number.isNaN(entry.q))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((entry) => entry.lang).find(isLocale) ?? DEFAULT_LOCALE;
}

/** The cookie that remembers a visitor's language choice, only to offer the switch on `/`. */
export const LOCALE_COOKIE = "fareline_locale";
