import { BRAND_NAME } from "../../brand/brand";
import type { JsonLd } from "../seo/meta";
import type { GuideSummary } from "./guide-types";

/** Article + BreadcrumbList structured data for one guide (absolute URLs). */
export function guideJsonLd(guide: GuideSummary, siteUrl: string): JsonLd[] {
  const url = `${siteUrl}/guides/${guide.slug}`;
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
      image: [`${siteUrl}${guide.cover}`],
      datePublished: guide.updated,
      dateModified: guide.updated,
      keywords: guide.keywords.join(", "),
      articleSection: guide.category,
      author: { "@type": "Organization", name: `${BRAND_NAME} Editorial Team`, url: `${siteUrl}/editorial-policy` },
      publisher: organization,
      mainEntityOfPage: { "@type": "WebPage", "@id": url },
    },
    {
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: `${siteUrl}/` },
        { "@type": "ListItem", position: 2, name: "Guides", item: `${siteUrl}/guides` },
        { "@type": "ListItem", position: 3, name: guide.title, item: url },
      ],
    },
  ];
}
