import { BRAND_NAME } from "../../brand/brand";
import { localeFrom, pageMeta, siteUrlFrom } from "../../core/seo/meta";
import { Button } from "../../ui/button";
import { useBrand } from "../shell/root-data";
import type { Route } from "./+types/press-route";
import { Download } from "./page-icons";
import { PageShell } from "./page-shell";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: `Press | ${BRAND_NAME}`,
    description: `About ${BRAND_NAME} for journalists: what we do, our fact sheet and media contact.`,
    path: "/press",
    siteUrl: siteUrlFrom(matches),
    locale: localeFrom(matches),
  });

export default function PressRoute() {
  const brand = useBrand();
  return (
    <PageShell title="Press" intro={`Information about ${brand.name} for journalists and writers.`}>
      <h2>About {brand.name}</h2>
      <p>
        {brand.name} is a flight search site. It compares fares from data partners, sorts them by price and filters out
        connections that make travellers change airports mid-journey. Travellers book and pay on partner sites;{" "}
        {brand.name} earns affiliate commissions and charges travellers nothing. It also publishes practical travel
        guides. {brand.name} is operated by {brand.company}.
      </p>
      <h2>Fact sheet</h2>
      <p>
        <a href="/fact-sheet" target="_blank" rel="noopener noreferrer">
          Open the fact sheet<span className="sr-only"> (opens in a new tab)</span>
        </a>{" "}
        for a one-page summary you can print or save as PDF.
      </p>
      <h2>Logos and brand assets</h2>
      <p>Downloadable logo files are not available yet. Please ask the media contact below if you need them.</p>
      <div className="mt-4 flex flex-wrap gap-3">
        {["Logo (SVG)", "Logo (PNG)"].map((label) => (
          <Button key={label} disabled aria-describedby="logo-note" variant="secondary" className="text-sm">
            <Download aria-hidden="true" className="h-4 w-4" /> {label}
          </Button>
        ))}
      </div>
      <p id="logo-note" className="text-sm text-slate-600">
        Downloads coming soon.
      </p>
      <h2>Media contact</h2>
      <p>
        <a href={`mailto:press@${brand.domain}`}>press@{brand.domain}</a>
      </p>
    </PageShell>
  );
}
