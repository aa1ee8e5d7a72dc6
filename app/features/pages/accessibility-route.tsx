import { BRAND_NAME } from "../../brand/brand";
import { localeFrom, pageMeta, siteUrlFrom } from "../../core/seo/meta";
import { translatorFromMatches } from "../../i18n/translator";
import { RichText, useT } from "../../ui/i18n";
import type { Route } from "./+types/accessibility-route";
import { useSupportMail } from "./legal-pages";
import { legalPageLoader } from "./legal-pages.server";
import { PageShell } from "./page-shell";

export const loader = legalPageLoader;

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = translatorFromMatches(matches);
  return pageMeta({
    title: t("legal.accessibility.metaTitle", { brand: BRAND_NAME }),
    description: t("legal.accessibility.metaDescription", { brand: BRAND_NAME }),
    path: "/accessibility",
    siteUrl: siteUrlFrom(matches),
    locale: localeFrom(matches),
  });
};

export default function AccessibilityRoute({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const mail = useSupportMail();
  return (
    <PageShell title={t("legal.accessibility.title")} date={loaderData.today} dateLabel={t("legal.lastUpdated")}>
      <p>{t("legal.accessibility.intro")}</p>
      <h2>{t("legal.accessibility.whatWeDo")}</h2>
      <ul>
        {/* The skip link is named by its own message, so the page quotes what the reader sees. */}
        <li>{t("legal.accessibility.whatWeDo.keyboard", { skipLink: t("shell.skipToContent") })}</li>
        <li>{t("legal.accessibility.whatWeDo.semantics")}</li>
        <li>{t("legal.accessibility.whatWeDo.axe")}</li>
      </ul>
      <h2>{t("legal.accessibility.limits")}</h2>
      <p>{t("legal.accessibility.limitsBody")}</p>
      <h2>{t("legal.accessibility.report")}</h2>
      <p>
        <RichText id="legal.accessibility.reportBody" values={mail.values} components={{ mail: mail.link }} />
      </p>
    </PageShell>
  );
}
