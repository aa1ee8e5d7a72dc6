import { Link } from "react-router";
import { BRAND_NAME } from "../../brand/brand";
import { REGULAR_SCHEDULE } from "../../core/alerts/regular-schedule";
import { localeFrom, pageMeta, siteUrlFrom } from "../../core/seo/meta";
import { Card } from "../../ui/card";
import { ChevronDown } from "../../ui/icons";
import { useAlertChecks, useBrand } from "../shell/root-data";
import type { Route } from "./+types/faq-route";
import { faqEntries } from "./faq-data";
import { PageShell } from "./page-shell";

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = matches.find((m) => m?.id === "root")?.data as { alertChecks?: string } | undefined;
  return pageMeta({
    title: `Frequently Asked Questions | ${BRAND_NAME}`,
    description: `Short answers about ${BRAND_NAME}: fees, price changes at checkout, cancellations, currency, price alerts, privacy and our airport-change filter.`,
    path: "/faq",
    siteUrl: siteUrlFrom(matches),
    locale: localeFrom(matches),
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "FAQPage",
        mainEntity: faqEntries(BRAND_NAME, root?.alertChecks ?? REGULAR_SCHEDULE).map((entry) => ({
          "@type": "Question",
          name: entry.question,
          acceptedAnswer: { "@type": "Answer", text: entry.answer },
        })),
      },
    ],
  });
};

/**
 * A single-open accordion built on native <details name="faq">: opening one answer
 * closes the others, by keyboard or mouse, with no JavaScript at all.
 */
export default function FaqRoute() {
  const brand = useBrand();
  const entries = faqEntries(brand.name, useAlertChecks());
  return (
    <PageShell title="Frequently Asked Questions" intro="Click a question to see its answer.">
      <Card className="divide-y divide-slate-200">
        {entries.map((entry) => (
          <details key={entry.question} name="faq" className="group px-5 py-1 [&_p]:mt-0">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-4 font-semibold text-slate-900 [&::-webkit-details-marker]:hidden">
              {entry.question}
              <ChevronDown aria-hidden="true" className="h-5 w-5 shrink-0 transition-transform group-open:rotate-180" />
            </summary>
            <p className="pb-4 text-slate-700">
              {entry.answer}
              {entry.question.startsWith("How do you handle") ? (
                <>
                  {" "}
                  <Link to="/privacy">Read the privacy policy</Link>.
                </>
              ) : null}
            </p>
          </details>
        ))}
      </Card>
      <p>
        Still stuck? <Link to="/contact">Contact us</Link> or read the <Link to="/booking-help">booking help</Link>.
      </p>
    </PageShell>
  );
}
