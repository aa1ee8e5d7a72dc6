import { BRAND_NAME } from "../../brand/brand";
import { localeFrom, pageMeta, siteUrlFrom } from "../../core/seo/meta";
import { useBrand } from "../shell/root-data";
import type { Route } from "./+types/careers-route";
import { PageShell } from "./page-shell";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: `Careers | ${BRAND_NAME}`,
    description: `Working at ${BRAND_NAME}: no open positions right now, but open applications are welcome by e-mail.`,
    path: "/careers",
    siteUrl: siteUrlFrom(matches),
    locale: localeFrom(matches),
  });

export default function CareersRoute() {
  const brand = useBrand();
  return (
    <PageShell title="Careers" intro={`${brand.name} is a small team building an honest way to find cheap flights.`}>
      <h2>Open positions</h2>
      <p>There are no open positions at the moment.</p>
      <h2>Open applications</h2>
      <p>
        If you would like to work with us, for example on travel writing, search or web development, send a short note
        and your CV or portfolio to <a href={`mailto:careers@${brand.domain}`}>careers@{brand.domain}</a>. We keep
        applications only as long as needed to consider them.
      </p>
    </PageShell>
  );
}
