import { BRAND_NAME } from "../../brand/brand";
import { localeFrom, pageMeta, siteUrlFrom } from "../../core/seo/meta";
import { pageMessages } from "../../i18n/catalogue.server";
import type { MessageKey } from "../../i18n/message-key";
import { translatorFromMatches } from "../../i18n/translator";
import { Button } from "../../ui/button";
import { RichText, useLocalePath, useT } from "../../ui/i18n";
import { useBrand } from "../shell/root-data";
import type { Route } from "./+types/press-route";
import { Download } from "./page-icons";
import { PageShell } from "./page-shell";

export function loader({ request }: Route.LoaderArgs) {
  return { messages: pageMessages(request, ["pages"]) };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = translatorFromMatches(matches);
  return pageMeta({
    title: t("pages.press.metaTitle", { brand: BRAND_NAME }),
    description: t("pages.press.metaDescription", { brand: BRAND_NAME }),
    path: "/press",
    siteUrl: siteUrlFrom(matches),
    locale: localeFrom(matches),
  });
};

const LOGOS: MessageKey[] = ["pages.press.logoSvg", "pages.press.logoPng"];

export default function PressRoute() {
  const t = useT();
  const localePath = useLocalePath();
  const brand = useBrand();
  const press = `press@${brand.domain}`;
  return (
    <PageShell title={t("pages.press.title")} intro={t("pages.press.intro", { brand: brand.name })}>
      <h2>{t("pages.press.about", { brand: brand.name })}</h2>
      <p>{t("pages.press.aboutText", { brand: brand.name, company: brand.company })}</p>
      <h2>{t("pages.press.factSheet")}</h2>
      <p>
        <RichText
          id="pages.press.factSheetText"
          components={{
            link: (
              <a href={localePath("/fact-sheet")} target="_blank" rel="noopener noreferrer">
                {t("pages.press.factSheet")}
              </a>
            ),
            hint: <span className="sr-only" />,
          }}
        />
      </p>
      <h2>{t("pages.press.logos")}</h2>
      <p>{t("pages.press.logosText")}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        {LOGOS.map((label) => (
          <Button key={label} disabled aria-describedby="logo-note" variant="secondary" className="text-sm">
            <Download aria-hidden="true" className="h-4 w-4" /> {t(label)}
          </Button>
        ))}
      </div>
      <p id="logo-note" className="text-sm text-slate-600">
        {t("pages.press.downloadsSoon")}
      </p>
      <h2>{t("pages.press.mediaContact")}</h2>
      <p>
        <a href={`mailto:${press}`}>{press}</a>
      </p>
    </PageShell>
  );
}
