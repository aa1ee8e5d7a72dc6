import { BRAND_NAME } from "../../brand/brand";
import { intlLocale, type Locale, localizedPath } from "../../i18n/locales";
import type { Translate } from "../../i18n/translator";
import type { JsonLd } from "../seo/meta";
import { CATEGORY_MESSAGES, type LocalizedGuideSummary } from "./guide-types";

/**
 * Article + BreadcrumbList structured data for one guide as the page in `locale` shows it (absolute
 * URLs). The article is described in the language of its text, at the URL of that text (a guide
 * not yet translated points to its English page, as its canonical does); the breadcrumb follows
 * the page's own language and path.
 */
export function guideJsonLd(guide: LocalizedGuideSummary, siteUrl: string, locale: Locale, t: Translate): JsonLd[] {
  const path = `/guides/${guide.slug}`;
  const articleUrl = `${siteUrl}${localizedPath(path, guide.language)}`;
  const organization = {
    "@type": "Organization",
    name: BRAND_NAME,
    url: siteUrl,
    logo: { "@type": "ImageObject", url: `${siteUrl}/favicon.svg` },
  };
  return [
    {
      "@context": "https://schema.org",
      "@type": "Article",
      headline: guide.title,
      description: guide.summary,
      inLanguage: intlLocale(guide.language),
      image: [`${siteUrl}${guide.cover}`],
      datePublished: guide.updated,
      dateModified: guide.updated,
      keywords: guide.keywords.join(", "),
      articleSection: t(CATEGORY_MESSAGES[guide.category]),
      author: {
        "@type": "Organization",
        name: t("guides.jsonLd.author", { brand: BRAND_NAME }),
        url: `${siteUrl}${localizedPath("/editorial-policy", locale)}`,
      },
      publisher: organization,
      mainEntityOfPage: { "@type": "WebPage", "@id": articleUrl },
    },
    {
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        {
          "@type": "ListItem",
          position: 1,
          name: t("guides.article.home"),
          item: `${siteUrl}${localizedPath("/", locale)}`,
        },
        {
          "@type": "ListItem",
          position: 2,
          name: t("guides.article.guides"),
          item: `${siteUrl}${localizedPath("/guides", locale)}`,
        },
        { "@type": "ListItem", position: 3, name: guide.title, item: `${siteUrl}${localizedPath(path, locale)}` },
      ],
    },
  ];
}
