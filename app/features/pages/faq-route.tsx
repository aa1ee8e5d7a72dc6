import type { ReactElement } from "react";
import { BRAND_NAME } from "../../brand/brand";
import { REGULAR_SCHEDULE } from "../../core/alerts/regular-schedule";
import { localeFrom, pageMeta, siteUrlFrom } from "../../core/seo/meta";
import { pageMessages } from "../../i18n/catalogue.server";
import { translatorFromMatches } from "../../i18n/translator";
import { Card } from "../../ui/card";
import { RichText, useT } from "../../ui/i18n";
import { ChevronDown } from "../../ui/icons";
import { Link } from "../../ui/link";
import { useAlertChecks, useBrand } from "../shell/root-data";
import type { Route } from "./+types/faq-route";
import { DUTCH_HOME, FAQ_IDS, type FaqId, faqJsonLd } from "./faq-data";
import { PageShell } from "./page-shell";

export function loader({ request }: Route.LoaderArgs) {
  return { messages: pageMessages(request, ["pages"]) };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = translatorFromMatches(matches);
  const root = matches.find((m) => m?.id === "root")?.data as { alertChecks?: string } | undefined;
  return pageMeta({
    title: t("pages.faq.metaTitle", { brand: BRAND_NAME }),
    description: t("pages.faq.metaDescription", { brand: BRAND_NAME }),
    path: "/faq",
    siteUrl: siteUrlFrom(matches),
    locale: localeFrom(matches),
    jsonLd: [faqJsonLd(t, { brand: BRAND_NAME, alertChecks: root?.alertChecks ?? REGULAR_SCHEDULE })],
  });
};

/** The links inside an answer: the languages answer points to the Dutch site from either language. */
const ANSWER_LINKS: Partial<Record<FaqId, Record<string, ReactElement>>> = {
  languages: {
    link: (
      <a href={DUTCH_HOME} hrefLang="nl">
        {DUTCH_HOME}
      </a>
    ),
  },
};

/**
 * A single-open accordion built on native <details name="faq">: opening one answer
 * closes the others, by keyboard or mouse, with no JavaScript at all.
 */
export default function FaqRoute() {
  const t = useT();
  const values = { brand: useBrand().name, alertChecks: useAlertChecks() };
  return (
    <PageShell title={t("pages.faq.title")} intro={t("pages.faq.intro")}>
      <Card className="divide-y divide-slate-200">
        {FAQ_IDS.map((id) => (
          <details key={id} name="faq" className="group px-5 py-1 [&_p]:mt-0">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-4 font-semibold text-slate-900 [&::-webkit-details-marker]:hidden">
              {t(`pages.faq.${id}.question`, values)}
              <ChevronDown aria-hidden="true" className="h-5 w-5 shrink-0 transition-transform group-open:rotate-180" />
            </summary>
            <p className="pb-4 text-slate-700">
              <RichText id={`pages.faq.${id}.answer`} values={values} components={ANSWER_LINKS[id]} />
              {id === "data" ? (
                <>
                  {" "}
                  <RichText id="pages.faq.privacyLink" components={{ link: <Link to="/privacy" /> }} />
                </>
              ) : null}
            </p>
          </details>
        ))}
      </Card>
      <p>
        <RichText
          id="pages.faq.stillStuck"
          components={{ contact: <Link to="/contact" />, help: <Link to="/booking-help" /> }}
        />
      </p>
    </PageShell>
  );
}
