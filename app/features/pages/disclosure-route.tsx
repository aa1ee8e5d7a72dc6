import { Link } from "react-router";
import { BRAND_NAME } from "../../brand/brand";
import { localeFrom, pageMeta, siteUrlFrom } from "../../core/seo/meta";
import { useBrand } from "../shell/root-data";
import type { Route } from "./+types/disclosure-route";
import { todayLoader } from "./legal-pages";
import { PageShell } from "./page-shell";

export const loader = todayLoader;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: `Affiliate Disclosure | ${BRAND_NAME}`,
    description: `How ${BRAND_NAME} earns money through affiliate commissions, and why it never changes the price you pay or the order of results.`,
    path: "/disclosure",
    siteUrl: siteUrlFrom(matches),
    locale: localeFrom(matches),
  });

export default function DisclosureRoute({ loaderData }: Route.ComponentProps) {
  const brand = useBrand();
  return (
    <PageShell title="Affiliate Disclosure" date={loaderData.today}>
      <p>
        {brand.name} is free to use because partners pay us. When you follow a link from our site to a booking partner
        (for example Kiwi.com or Aviasales) or to a product on our <Link to="/tools">travel tools</Link> page and then
        buy something, that partner may pay us a commission.
      </p>
      <h2>What this means for you</h2>
      <ul>
        <li>You pay the same price as you would going to the partner directly. We add no fees.</li>
        <li>Search results are sorted by price, not by the commission we might earn.</li>
        <li>Our guides are written by our editorial team; partners do not pay for or approve them.</li>
        <li>We record that a partner link was clicked (not what you buy) so partners can pay us.</li>
      </ul>
      <h2>Questions</h2>
      <p>
        Write to <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a>.
      </p>
    </PageShell>
  );
}
