import { BRAND_NAME } from "../../brand/brand";
import { localeFrom, pageMeta, siteUrlFrom } from "../../core/seo/meta";
import { translatorFromMatches } from "../../i18n/translator";
import { RichText, useT } from "../../ui/i18n";
import { Link } from "../../ui/link";
import { useBrand } from "../shell/root-data";
import type { Route } from "./+types/terms-route";
import { NotLegalAdvice, useSupportMail } from "./legal-pages";
import { legalPageLoader } from "./legal-pages.server";
import { PageShell } from "./page-shell";

export const loader = legalPageLoader;

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = translatorFromMatches(matches);
  return pageMeta({
    title: t("legal.terms.metaTitle", { brand: BRAND_NAME }),
    description: t("legal.terms.metaDescription", { brand: BRAND_NAME }),
    path: "/terms",
    siteUrl: siteUrlFrom(matches),
    locale: localeFrom(matches),
  });
};

export default function TermsRoute({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const brand = useBrand();
  const mail = useSupportMail();
  return (
    <PageShell title={t("legal.terms.title")} date={loaderData.today} dateLabel={t("legal.effectiveDate")}>
      <NotLegalAdvice />
      <h2>{t("legal.terms.service")}</h2>
      <p>{t("legal.terms.serviceBody", { brand: brand.name, company: brand.company })}</p>
      <h2>{t("legal.terms.prices")}</h2>
      <p>{t("legal.terms.pricesBody")}</p>
      <h2>{t("legal.terms.using")}</h2>
      <ul>
        <li>{t("legal.terms.using.misuse")}</li>
        <li>{t("legal.terms.using.account")}</li>
      </ul>
      <h2>{t("legal.terms.liability")}</h2>
      <p>{t("legal.terms.liabilityBody", { company: brand.company })}</p>
      <h2>{t("legal.terms.law")}</h2>
      <p>{t("legal.terms.lawBody")}</p>
      <h2>{t("legal.terms.contact")}</h2>
      <p>
        <RichText
          id="legal.terms.contactBody"
          values={mail.values}
          components={{ mail: mail.link, privacy: <Link to="/privacy" />, disclosure: <Link to="/disclosure" /> }}
        />
      </p>
    </PageShell>
  );
}
