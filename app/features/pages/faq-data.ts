import type { JsonLd } from "../../core/seo/meta";
import type { Translate } from "../../i18n/translator";

/**
 * The eight FAQ entries, in order. Each is a question and an answer in the catalogue
 * (`pages.faq.<id>.question` / `.answer`), so the page and its FAQPage JSON-LD say the same thing
 * in the page's language.
 */
export const FAQ_IDS = [
  "what",
  "fees",
  "priceChange",
  "cancel",
  "languages",
  "alerts",
  "data",
  "airportChange",
] as const;
export type FaqId = (typeof FAQ_IDS)[number];

/** What the answers fill in: the brand's name and how often alerts are checked ("every 6 hours"). */
export type FaqValues = { brand: string; alertChecks: string };

/** Where the languages answer's `<link>` points: the Dutch site, from pages in either language. */
export const DUTCH_HOME = "/nl";

/** An answer as plain text for JSON-LD: the markup of its links (`<link>…</link>`) dropped. */
const plain = (text: string) => text.replace(/<\/?\w+>/g, "");

export function faqJsonLd(t: Translate, values: FaqValues): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: FAQ_IDS.map((id) => ({
      "@type": "Question",
      name: t(`pages.faq.${id}.question`, values),
      acceptedAnswer: { "@type": "Answer", text: plain(t(`pages.faq.${id}.answer`, values)) },
    })),
  };
}
