import type { ReactNode } from "react";
import { BRAND_NAME, type Brand } from "../../brand/brand";
import { localeFrom, pageMeta, siteUrlFrom } from "../../core/seo/meta";
import { pageMessages } from "../../i18n/catalogue.server";
import { localizedPath } from "../../i18n/locales";
import type { MessageKey } from "../../i18n/message-key";
import { type Translate, translatorFromMatches } from "../../i18n/translator";
import { Button } from "../../ui/button";
import { Card } from "../../ui/card";
import { RichText, useT } from "../../ui/i18n";
import { useBrand } from "../shell/root-data";
import type { Route } from "./+types/fact-sheet-route";
import { Printer } from "./page-icons";

export function loader({ request }: Route.LoaderArgs) {
  return { messages: pageMessages(request, ["pages"]) };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = translatorFromMatches(matches);
  return pageMeta({
    title: t("pages.factSheet.metaTitle", { brand: BRAND_NAME }),
    description: t("pages.factSheet.metaDescription", { brand: BRAND_NAME }),
    path: "/fact-sheet",
    siteUrl: siteUrlFrom(matches),
    locale: localeFrom(matches),
  });
};

/** The facts, term and value. The Dutch site's address is written out in full: the sheet is for paper. */
function facts(t: Translate, brand: Brand): [MessageKey, ReactNode][] {
  const dutchUrl = `${brand.siteUrl}${localizedPath("/", "nl")}`;
  return [
    ["pages.factSheet.what", t("pages.factSheet.whatText", { brand: brand.name })],
    ["pages.factSheet.operator", brand.company],
    ["pages.factSheet.model", t("pages.factSheet.modelText")],
    ["pages.factSheet.sources", t("pages.factSheet.sourcesText")],
    ["pages.factSheet.coverage", t("pages.factSheet.coverageText")],
    [
      "pages.factSheet.language",
      <RichText
        key="language"
        id="pages.factSheet.languageText"
        values={{ dutchUrl }}
        components={{
          link: (
            <a href={dutchUrl} hrefLang="nl">
              {dutchUrl}
            </a>
          ),
        }}
      />,
    ],
    ["pages.factSheet.apart", t("pages.factSheet.apartText")],
    ["pages.factSheet.editorial", t("pages.factSheet.editorialText")],
    ["pages.factSheet.pressContact", `press@${brand.domain}`],
  ];
}

const PRINT_CSS =
  "@media print{body>header,body>footer,body>a[href='#main'],section[aria-label^='Notifications']{display:none!important}body{background:#fff!important}}";

/** A one-page summary. "Download PDF" opens the print dialog; the print styles hide site chrome. */
export default function FactSheetRoute() {
  const t = useT();
  const brand = useBrand();
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 print:max-w-none print:p-0">
      {/* The site header and footer belong to the shell: hide them on paper from here (React puts it in <head>). */}
      <style href="fact-sheet-print" precedence="default">
        {PRINT_CSS}
      </style>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">
          {t("pages.factSheet.title", { brand: brand.name })}
        </h1>
        <Button onClick={() => window.print()} className="print:hidden">
          <Printer aria-hidden="true" className="h-4 w-4" /> {t("pages.factSheet.download")}
        </Button>
      </div>
      <p className="mt-3 text-slate-600 print:hidden">{t("pages.factSheet.printHint")}</p>
      <Card as="dl" className="mt-8 divide-y divide-slate-200 print:border-0">
        {facts(t, brand).map(([term, value]) => (
          <div key={term} className="grid gap-1 px-5 py-4 sm:grid-cols-3 print:grid-cols-3 print:px-0">
            <dt className="font-semibold text-slate-900">{t(term)}</dt>
            <dd className="text-slate-700 sm:col-span-2">{value}</dd>
          </div>
        ))}
      </Card>
      <p className="mt-6 text-sm text-slate-600">{brand.siteUrl}</p>
    </div>
  );
}
