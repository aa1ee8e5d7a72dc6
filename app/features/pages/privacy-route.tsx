import { BRAND_NAME } from "../../brand/brand";
import { localeFrom, pageMeta, siteUrlFrom } from "../../core/seo/meta";
import { translatorFromMatches } from "../../i18n/translator";
import { RichText, useLocalePath, useT } from "../../ui/i18n";
import { Link } from "../../ui/link";
import { useBrand } from "../shell/root-data";
import type { Route } from "./+types/privacy-route";
import { NotLegalAdvice, useSupportMail } from "./legal-pages";
import { legalPageLoader } from "./legal-pages.server";
import { PageShell } from "./page-shell";

export const loader = legalPageLoader;

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = translatorFromMatches(matches);
  return pageMeta({
    title: t("legal.privacy.metaTitle", { brand: BRAND_NAME }),
    description: t("legal.privacy.metaDescription", { brand: BRAND_NAME }),
    path: "/privacy",
    siteUrl: siteUrlFrom(matches),
    locale: localeFrom(matches),
  });
};

export default function PrivacyRoute({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const brand = useBrand();
  const mail = useSupportMail();
  const localePath = useLocalePath();
  const bold = { b: <strong /> };
  return (
    <PageShell title={t("legal.privacy.title")} date={loaderData.today} dateLabel={t("legal.effectiveDate")}>
      <NotLegalAdvice />
      <h2>{t("legal.privacy.whoWeAre")}</h2>
      <p>
        <RichText
          id="legal.privacy.operator"
          values={{ brand: brand.name, company: brand.company, ...mail.values }}
          components={{ mail: mail.link }}
        />
      </p>
      <h2>{t("legal.privacy.whatWeKeep")}</h2>
      <ul>
        <li>
          <RichText id="legal.privacy.keep.accounts" components={bold} />
        </li>
        <li>
          <RichText id="legal.privacy.keep.clicks" components={bold} />
        </li>
        <li>
          <RichText id="legal.privacy.keep.alerts" values={{ alertsPath: localePath("/alerts") }} components={bold} />
        </li>
        <li>
          <RichText id="legal.privacy.keep.logs" components={bold} />
        </li>
      </ul>
      <p>{t("legal.privacy.searchesAndMail")}</p>
      <h2>{t("legal.privacy.cookies")}</h2>
      <p>{t("legal.privacy.cookiesBody")}</p>
      <h2>{t("legal.privacy.sharing")}</h2>
      <p>{t("legal.privacy.sharingBody")}</p>
      <h2>{t("legal.privacy.choices")}</h2>
      <p>
        <RichText id="legal.privacy.choicesBody" values={mail.values} components={{ mail: mail.link }} />
      </p>
      <h2>{t("legal.privacy.children")}</h2>
      <p>{t("legal.privacy.childrenBody", { brand: brand.name })}</p>
      <h2>{t("legal.privacy.changes")}</h2>
      <p>
        <RichText id="legal.privacy.changesBody" components={{ terms: <Link to="/terms" /> }} />
      </p>
    </PageShell>
  );
}
