import { BRAND_COMPANY, BRAND_NAME } from "../../brand/brand";
import type { JsonLd } from "../../core/seo/meta";

/** Organization (with a customer-support contact) and WebSite with a SearchAction to /search?q=. */
export function homeJsonLd(siteUrl: string, supportEmail: string): JsonLd[] {
  return [
    {
      "@context": "https://schema.org",
      "@type": "Organization",
      name: BRAND_NAME,
      legalName: BRAND_COMPANY,
      url: siteUrl,
      logo: `${siteUrl}/favicon.svg`,
      contactPoint: {
        "@type": "ContactPoint",
        contactType: "customer support",
        email: supportEmail,
        availableLanguage: ["English"],
      },
    },
    {
      "@context": "https://schema.org",
      "@type": "WebSite",
      name: BRAND_NAME,
      url: siteUrl,
      potentialAction: {
        "@type": "SearchAction",
        target: { "@type": "EntryPoint", urlTemplate: `${siteUrl}/search?q={search_term_string}` },
        "query-input": "required name=search_term_string",
      },
    },
  ];
}
