import type { MetaDescriptor } from "react-router";
import { BRAND_NAME } from "../../brand/brand";
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale, localizedPath, ogLocale } from "../../i18n/locales";

export interface PageMeta {
  title: string;
  description: string;
  /** Path of the canonical URL without a language prefix, e.g. "/guides". */
  path: string;
  siteUrl: string;
  /** The page's language: its canonical URL is the one in that language. */
  locale: Locale;
  /**
   * The languages the page exists in: both by default (alternates for each and x-default);
   * ["en"] for the English-only operator pages and for a guide not yet translated.
   */
  languages?: readonly Locale[];
  image?: string;
  type?: "website" | "article";
  noindex?: boolean;
  keywords?: string[];
  jsonLd?: JsonLd[];
}

export type JsonLd = { "@context": "https://schema.org"; "@type": string } & Record<string, unknown>;

/** JSON-LD as a meta descriptor: React Router renders it as a script in the server HTML. */
const jsonLdMeta = (data: JsonLd): MetaDescriptor => ({ "script:ld+json": data });

/** Title, description, canonical, Open Graph and Twitter tags for one page. */
export function pageMeta(page: PageMeta): MetaDescriptor[] {
  const languages = page.languages ?? LOCALES;
  const locale = languages.includes(page.locale) ? page.locale : DEFAULT_LOCALE;
  const url = `${page.siteUrl}${localizedPath(page.path, locale)}`;
  const image = page.image ? new URL(page.image, page.siteUrl).href : `${page.siteUrl}/og-image.png`;
  const tags: MetaDescriptor[] = [
    { title: page.title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: BRAND_NAME },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:locale", content: ogLocale(locale) },
    { property: "og:image", content: image },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: page.title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: image },
  ];
  if (languages.length > 1) {
    for (const language of languages) {
      if (language !== locale) tags.push({ property: "og:locale:alternate", content: ogLocale(language) });
      const href = `${page.siteUrl}${localizedPath(page.path, language)}`;
      tags.push({ tagName: "link", rel: "alternate", hrefLang: language, href });
    }
    tags.push({ tagName: "link", rel: "alternate", hrefLang: "x-default", href: `${page.siteUrl}${page.path}` });
  }
  if (page.keywords?.length) tags.push({ name: "keywords", content: page.keywords.join(", ") });
  if (page.noindex) tags.push({ name: "robots", content: "noindex, follow" });
  for (const block of page.jsonLd ?? []) tags.push(jsonLdMeta(block));
  return tags;
}

interface RootMatch {
  id: string;
  data?: unknown;
}

/** The page's language, which the root loader reads from the URL. */
export function localeFrom(matches: ReadonlyArray<RootMatch | undefined>): Locale {
  const root = matches.find((m) => m?.id === "root")?.data as { locale?: unknown } | undefined;
  return isLocale(root?.locale) ? root.locale : DEFAULT_LOCALE;
}

/** Reads the public site URL that the root loader hands to every route. */
export function siteUrlFrom(matches: ReadonlyArray<RootMatch | undefined>): string {
  const root = matches.find((m) => m?.id === "root")?.data as { brand?: { siteUrl?: string } } | undefined;
  return root?.brand?.siteUrl ?? "";
}
