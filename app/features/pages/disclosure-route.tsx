import { BRAND_NAME } from "../../brand/brand";
import { localeFrom, pageMeta, siteUrlFrom } from "../../core/seo/meta";
import { translatorFromMatches } from "../../i18n/translator";
import { RichText, useT } from "../../ui/i18n";
import { Link } from "../../ui/link";
import { useBrand } from "../shell/root-data";
import type { Route } from "./+types/disclosure-route";
import { useSupportMail } from "./legal-pages";
import { legalPageLoader } from "./legal-pages.server";
import { PageShell } from "./page-shell";

export const loader = legalPageLoader;

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = translatorFromMatches(matches);
  return pageMeta({
    title: t("legal.disclosure.metaTitle", { brand: BRAND_NAME }),
    description: t("legal.disclosure.metaDescription", { brand: BRAND_NAME }),
    path: "/disclosure",
    siteUrl: siteUrlFrom(matches),
    locale: localeFrom(matches),
  });
};

export default function DisclosureRoute({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const brand = useBrand();
  const mail = useSupportMail();
  return (
    <PageShell title={t("legal.disclosure.title")} date={loaderData.today} dateLabel={t("legal.lastUpdated")}>
      <p>
        <RichText
          id="legal.disclosure.intro"
          values={{ brand: brand.name }}
          components={{ tools: <Link to="/tools" /> }}
        />
      </p>
      <h2>{t("legal.disclosure.forYou")}</h2>
      <ul>
        <li>{t("legal.disclosure.forYou.price")}</li>
        <li>{t("legal.disclosure.forYou.order")}</li>
        <li>{t("legal.disclosure.forYou.guides")}</li>
        <li>{t("legal.disclosure.forYou.clicks")}</li>
      </ul>
      <h2>{t("legal.disclosure.questions")}</h2>
      <p>
        <RichText id="legal.disclosure.questionsBody" values={mail.values} components={{ mail: mail.link }} />
      </p>
    </PageShell>
  );
}
