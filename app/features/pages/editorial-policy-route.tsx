import { BRAND_NAME } from "../../brand/brand";
import { localeFrom, pageMeta, siteUrlFrom } from "../../core/seo/meta";
import { translatorFromMatches } from "../../i18n/translator";
import { RichText, useT } from "../../ui/i18n";
import { Link } from "../../ui/link";
import { useBrand } from "../shell/root-data";
import type { Route } from "./+types/editorial-policy-route";
import { useSupportMail } from "./legal-pages";
import { legalPageLoader } from "./legal-pages.server";
import { PageShell } from "./page-shell";

export const loader = legalPageLoader;

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = translatorFromMatches(matches);
  return pageMeta({
    title: t("legal.editorial.metaTitle", { brand: BRAND_NAME }),
    description: t("legal.editorial.metaDescription", { brand: BRAND_NAME }),
    path: "/editorial-policy",
    siteUrl: siteUrlFrom(matches),
    locale: localeFrom(matches),
  });
};

export default function EditorialPolicyRoute({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const brand = useBrand();
  const mail = useSupportMail();
  return (
    <PageShell title={t("legal.editorial.title")} date={loaderData.today} dateLabel={t("legal.lastUpdated")}>
      <h2>{t("legal.editorial.publish")}</h2>
      <p>
        <RichText id="legal.editorial.publishBody" components={{ guides: <Link to="/guides" /> }} />
      </p>
      <h2>{t("legal.editorial.reviews")}</h2>
      <ul>
        <li>{t("legal.editorial.reviews.quarterly")}</li>
        <li>{t("legal.editorial.reviews.dates")}</li>
        <li>{t("legal.editorial.reviews.facts")}</li>
        <li>{t("legal.editorial.reviews.unfinished")}</li>
      </ul>
      <h2>{t("legal.editorial.noAdvice")}</h2>
      <p>{t("legal.editorial.noAdviceBody")}</p>
      <h2>{t("legal.editorial.independence")}</h2>
      <p>
        <RichText
          id="legal.editorial.independenceBody"
          values={{ brand: brand.name }}
          components={{ disclosure: <Link to="/disclosure" /> }}
        />
      </p>
      <h2>{t("legal.editorial.corrections")}</h2>
      <p>
        <RichText id="legal.editorial.correctionsBody" values={mail.values} components={{ mail: mail.link }} />
      </p>
    </PageShell>
  );
}
