import { BRAND_NAME } from "../../brand/brand";
import { localeFrom, pageMeta, siteUrlFrom } from "../../core/seo/meta";
import { useBrand } from "../shell/root-data";
import type { Route } from "./+types/accessibility-route";
import { todayLoader } from "./legal-pages";
import { PageShell } from "./page-shell";

export const loader = todayLoader;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: `Accessibility | ${BRAND_NAME}`,
    description: `${BRAND_NAME} aims to meet WCAG 2.1 level AA. How we test, known limits, and how to report a barrier (reply within 5 business days).`,
    path: "/accessibility",
    siteUrl: siteUrlFrom(matches),
    locale: localeFrom(matches),
  });

export default function AccessibilityRoute({ loaderData }: Route.ComponentProps) {
  const brand = useBrand();
  return (
    <PageShell title="Accessibility" date={loaderData.today}>
      <p>
        We want everyone to be able to search for flights and read our guides. Our aim is to meet the Web Content
        Accessibility Guidelines (WCAG) 2.1 at level AA.
      </p>
      <h2>What we do</h2>
      <ul>
        <li>Pages work with a keyboard, with visible focus and a "Skip to content" link.</li>
        <li>We use semantic HTML and labelled form fields, and respect reduced-motion settings.</li>
        <li>Our automated tests check every public page with the axe accessibility engine.</li>
      </ul>
      <h2>Known limits</h2>
      <p>
        Partner booking sites are run by other companies, and their accessibility is outside our control. Some company
        logos on the tools page are loaded from third-party services and are decorative.
      </p>
      <h2>Report a problem</h2>
      <p>
        If something is hard to use, write to <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a> with the
        page address and what happened. We reply within 5 business days.
      </p>
    </PageShell>
  );
}
