import { BRAND_COMPANY, BRAND_NAME } from "../../brand/brand";
import type { JsonLd } from "../../core/seo/meta";
import { intlLocale, type Locale, localizedPath } from "../../i18n/locales";
import type { Translate } from "../../i18n/translator";

/**
 * Organization (with a customer-support contact) and WebSite with a SearchAction to /search?q=,
 * in the page's language: its words, `inLanguage` and the search URL of that language.
 */
export function homeJsonLd({
  siteUrl,
  supportEmail,
  locale,
  t,
}: {
  siteUrl: string;
  supportEmail: string;
  locale: Locale;
  t: Translate;
}): JsonLd[] {
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
        contactType: t("home.jsonLd.contactType"),
        email: supportEmail,
        availableLanguage: ["English"],
      },
    },
    {
      "@context": "https://schema.org",
      "@type": "WebSite",
      name: BRAND_NAME,
      description: t("home.meta.description"),
      inLanguage: intlLocale(locale),
      // The home page of this language: the site's root in English, `/nl` in Dutch.
      url: locale === "en" ? siteUrl : `${siteUrl}${localizedPath("/", locale)}`,
      potentialAction: {
        "@type": "SearchAction",
        target: {
          "@type": "EntryPoint",
          urlTemplate: `${siteUrl}${localizedPath("/search", locale)}?q={search_term_string}`,
        },
        "query-input": "required name=search_term_string",
      },
    },
  ];
}
