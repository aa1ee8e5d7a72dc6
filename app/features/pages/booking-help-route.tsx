import { BRAND_NAME } from "../../brand/brand";
import { localeFrom, pageMeta, siteUrlFrom } from "../../core/seo/meta";
import { pageMessages } from "../../i18n/catalogue.server";
import { translatorFromMatches } from "../../i18n/translator";
import { Card } from "../../ui/card";
import { RichText, useT } from "../../ui/i18n";
import { Link } from "../../ui/link";
import { useBrand } from "../shell/root-data";
import type { Route } from "./+types/booking-help-route";
import { PageShell } from "./page-shell";

export function loader({ request }: Route.LoaderArgs) {
  return { messages: pageMessages(request, ["pages"]) };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = translatorFromMatches(matches);
  return pageMeta({
    title: t("pages.bookingHelp.metaTitle", { brand: BRAND_NAME }),
    description: t("pages.bookingHelp.metaDescription", { brand: BRAND_NAME }),
    path: "/booking-help",
    siteUrl: siteUrlFrom(matches),
    locale: localeFrom(matches),
  });
};

/** The four steps, in order: `pages.bookingHelp.<step>.title` and `.text` in the catalogue. */
const STEPS = ["search", "review", "book", "pay"] as const;

export default function BookingHelpRoute() {
  const t = useT();
  const brand = useBrand();
  return (
    <PageShell title={t("pages.bookingHelp.title")} intro={t("pages.bookingHelp.intro", { brand: brand.name })}>
      <h2>{t("pages.bookingHelp.howItWorks")}</h2>
      <ol className="!list-none !pl-0 grid gap-4 sm:grid-cols-2">
        {STEPS.map((step, index) => (
          <Card as="li" key={step} className="p-5">
            <p className="!mt-0 text-sm font-semibold text-brand-700">
              {t("pages.bookingHelp.step", { number: index + 1 })}
            </p>
            <h3 className="!mt-1">{t(`pages.bookingHelp.${step}.title`)}</h3>
            <p className="!mt-2 text-sm">{t(`pages.bookingHelp.${step}.text`)}</p>
          </Card>
        ))}
      </ol>
      <h2>{t("pages.bookingHelp.commonIssues")}</h2>
      <h3>{t("pages.bookingHelp.priceChanged.title")}</h3>
      <p>{t("pages.bookingHelp.priceChanged.text")}</p>
      <h3>{t("pages.bookingHelp.declined.title")}</h3>
      <p>{t("pages.bookingHelp.declined.text")}</p>
      <h3>{t("pages.bookingHelp.typo.title")}</h3>
      <p>
        <RichText id="pages.bookingHelp.typo.text" components={{ link: <Link to="/guides/fare-rules-basics" /> }} />
      </p>
      <p>
        <RichText
          id="pages.bookingHelp.moreHelp"
          components={{ faq: <Link to="/faq" />, contact: <Link to="/contact" /> }}
        />
      </p>
    </PageShell>
  );
}
