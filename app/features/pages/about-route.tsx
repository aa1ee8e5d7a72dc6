import { BRAND_NAME } from "../../brand/brand";
import { localeFrom, pageMeta, siteUrlFrom } from "../../core/seo/meta";
import { pageMessages } from "../../i18n/catalogue.server";
import { translatorFromMatches } from "../../i18n/translator";
import { RichText, useT } from "../../ui/i18n";
import { Link } from "../../ui/link";
import { useBrand } from "../shell/root-data";
import type { Route } from "./+types/about-route";
import { mailLink, PageShell } from "./page-shell";

export function loader({ request }: Route.LoaderArgs) {
  return { messages: pageMessages(request, ["pages"]) };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = translatorFromMatches(matches);
  return pageMeta({
    title: t("pages.about.metaTitle", { brand: BRAND_NAME }),
    description: t("pages.about.metaDescription", { brand: BRAND_NAME }),
    path: "/about",
    siteUrl: siteUrlFrom(matches),
    locale: localeFrom(matches),
  });
};

export default function AboutRoute() {
  const t = useT();
  const brand = useBrand();
  return (
    <PageShell title={t("pages.about.title", { brand: brand.name })}>
      <h2>{t("pages.about.mission")}</h2>
      <p>{t("pages.about.missionText")}</p>
      <h2>{t("pages.about.earning")}</h2>
      <p>
        <RichText id="pages.about.earningText" components={{ link: <Link to="/disclosure" /> }} />
      </p>
      <h2>{t("pages.about.prices")}</h2>
      <p>{t("pages.about.pricesText")}</p>
      <h2>{t("pages.about.noSurprises")}</h2>
      <p>
        <RichText id="pages.about.noSurprisesText" components={{ link: <Link to="/guides/fare-rules-basics" /> }} />
      </p>
      <h2>{t("pages.about.partners")}</h2>
      <p>
        <RichText id="pages.about.partnersText" components={{ link: <Link to="/tools" /> }} />
      </p>
      <h2>{t("pages.about.who")}</h2>
      <p>
        <RichText
          id="pages.about.whoText"
          values={{ brand: brand.name, company: brand.company, email: brand.supportEmail }}
          components={{ link: mailLink(brand.supportEmail) }}
        />
      </p>
    </PageShell>
  );
}
