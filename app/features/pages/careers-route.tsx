import { BRAND_NAME } from "../../brand/brand";
import { localeFrom, pageMeta, siteUrlFrom } from "../../core/seo/meta";
import { pageMessages } from "../../i18n/catalogue.server";
import { translatorFromMatches } from "../../i18n/translator";
import { RichText, useT } from "../../ui/i18n";
import { useBrand } from "../shell/root-data";
import type { Route } from "./+types/careers-route";
import { mailLink, PageShell } from "./page-shell";

export function loader({ request }: Route.LoaderArgs) {
  return { messages: pageMessages(request, ["pages"]) };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = translatorFromMatches(matches);
  return pageMeta({
    title: t("pages.careers.metaTitle", { brand: BRAND_NAME }),
    description: t("pages.careers.metaDescription", { brand: BRAND_NAME }),
    path: "/careers",
    siteUrl: siteUrlFrom(matches),
    locale: localeFrom(matches),
  });
};

export default function CareersRoute() {
  const t = useT();
  const brand = useBrand();
  const careers = `careers@${brand.domain}`;
  return (
    <PageShell title={t("pages.careers.title")} intro={t("pages.careers.intro", { brand: brand.name })}>
      <h2>{t("pages.careers.openPositions")}</h2>
      <p>{t("pages.careers.noOpenPositions")}</p>
      <h2>{t("pages.careers.openApplications")}</h2>
      <p>
        <RichText
          id="pages.careers.openApplicationsText"
          values={{ email: careers }}
          components={{ link: mailLink(careers) }}
        />
      </p>
    </PageShell>
  );
}
