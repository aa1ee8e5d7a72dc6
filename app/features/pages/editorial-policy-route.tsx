import { Link } from "react-router";
import { BRAND_NAME } from "../../brand/brand";
import { localeFrom, pageMeta, siteUrlFrom } from "../../core/seo/meta";
import { useBrand } from "../shell/root-data";
import type { Route } from "./+types/editorial-policy-route";
import { todayLoader } from "./legal-pages";
import { PageShell } from "./page-shell";

export const loader = todayLoader;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: `Editorial Policy | ${BRAND_NAME}`,
    description: `How ${BRAND_NAME} writes, checks and updates its travel guides, and how affiliate relationships are kept apart from editorial decisions.`,
    path: "/editorial-policy",
    siteUrl: siteUrlFrom(matches),
    locale: localeFrom(matches),
  });

export default function EditorialPolicyRoute({ loaderData }: Route.ComponentProps) {
  const brand = useBrand();
  return (
    <PageShell title="Editorial Policy" date={loaderData.today}>
      <h2>What we publish</h2>
      <p>
        Our <Link to="/guides">guides</Link> give practical advice on routes, airports and booking. We write from
        public, checkable sources such as airline and airport websites and official government pages, and we avoid
        statistics we cannot source.
      </p>
      <h2>Reviews and updates</h2>
      <ul>
        <li>
          Core guides are reviewed at least quarterly, and whenever we learn that something has changed. Today every
          guide in our list is a core guide.
        </li>
        <li>
          Each guide shows the date it was last updated and the date an editor last checked its facts against their
          sources. Our site build warns us when a core guide's review is more than 92 days older than our newest guide
          change.
        </li>
        <li>
          Facts that change, such as bag sizes, connection times, passenger-rights amounts and booking rules, are dated
          ("as of") and each guide lists the primary sources we checked, usually the airline's, airport's or regulator's
          own page. Check them again before you travel: they can change after our review.
        </li>
        <li>
          Guides we have not finished say so plainly instead of publishing filler, and are kept out of search engines
          and our sitemap until they are complete.
        </li>
      </ul>
      <h2>Advice we will not give</h2>
      <p>
        We explain practices such as hidden-city ticketing so that you understand the risks, but we do not recommend
        booking against an airline's conditions of carriage.
      </p>
      <h2>Independence</h2>
      <p>
        {brand.name} earns affiliate commissions (see our <Link to="/disclosure">disclosure</Link>). Partners do not pay
        for coverage, do not review our guides before publication, and cannot buy a better position in search results.
      </p>
      <h2>Corrections</h2>
      <p>
        Spotted an error? Tell us at <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a> and we will
        correct it and update the date.
      </p>
    </PageShell>
  );
}
