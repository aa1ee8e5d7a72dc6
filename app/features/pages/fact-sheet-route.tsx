import { BRAND_NAME } from "../../brand/brand";
import { localeFrom, pageMeta, siteUrlFrom } from "../../core/seo/meta";
import { Button } from "../../ui/button";
import { Card } from "../../ui/card";
import { useBrand } from "../shell/root-data";
import type { Route } from "./+types/fact-sheet-route";
import { Printer } from "./page-icons";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: `Fact Sheet | ${BRAND_NAME}`,
    description: `${BRAND_NAME} at a glance: what it does, business model, data sources and coverage of 500+ airlines.`,
    path: "/fact-sheet",
    siteUrl: siteUrlFrom(matches),
    locale: localeFrom(matches),
  });

const FACTS = (name: string, company: string, domain: string): [string, string][] => [
  ["What it is", `${name} is a flight metasearch and travel-guide website.`],
  ["Operator", company],
  ["Business model", "Affiliate commissions from booking partners; free for travellers, no booking fees."],
  ["Data sources", "A global distribution system (GDS) and an affiliate flight-data API."],
  ["Coverage", "500+ airlines, one-way, return and multi-city searches."],
  ["Currency and language", "Prices in USD; interface in English (Dutch planned)."],
  ["What sets it apart", "Connections that switch airports mid-journey are filtered out of results."],
  ["Editorial", "Practical guides on routes, airports and booking; core guides reviewed at least quarterly."],
  ["Press contact", `press@${domain}`],
];

const PRINT_CSS =
  "@media print{body>header,body>footer,body>a[href='#main'],section[aria-label^='Notifications']{display:none!important}body{background:#fff!important}}";

/** A one-page summary. "Download PDF" opens the print dialog; the print styles hide site chrome. */
export default function FactSheetRoute() {
  const brand = useBrand();
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 print:max-w-none print:p-0">
      {/* The site header and footer belong to the shell: hide them on paper from here. */}
      <style>{PRINT_CSS}</style>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <h1 className="text-4xl font-extrabold tracking-tight">{brand.name} Fact Sheet</h1>
        <Button onClick={() => window.print()} className="print:hidden">
          <Printer aria-hidden="true" className="h-4 w-4" /> Download PDF
        </Button>
      </div>
      <p className="mt-3 text-slate-600 print:hidden">
        “Download PDF” opens your browser's print dialog: choose “Save as PDF” as the printer.
      </p>
      <Card as="dl" className="mt-8 divide-y divide-slate-200 print:border-0">
        {FACTS(brand.name, brand.company, brand.domain).map(([term, value]) => (
          <div key={term} className="grid gap-1 px-5 py-4 sm:grid-cols-3 print:grid-cols-3 print:px-0">
            <dt className="font-semibold text-slate-900">{term}</dt>
            <dd className="text-slate-700 sm:col-span-2">{value}</dd>
          </div>
        ))}
      </Card>
      <p className="mt-6 text-sm text-slate-600">{brand.siteUrl}</p>
    </div>
  );
}
