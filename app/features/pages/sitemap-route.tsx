import { Link } from "react-router";
import { BRAND_NAME } from "../../brand/brand";
import { localeFrom, pageMeta, siteUrlFrom } from "../../core/seo/meta";
import { guideSummaries } from "../../services/guides/guide-content.server";
import { FOOTER_COLUMNS } from "../shell/navigation";
import { useAlertChecks } from "../shell/root-data";
import type { Route } from "./+types/sitemap-route";
import { PageShell } from "./page-shell";

export function loader() {
  return { guides: guideSummaries().map((g) => ({ slug: g.slug, title: g.title })) };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: `Sitemap | ${BRAND_NAME}`,
    description: `Every page of ${BRAND_NAME} in one list: search, deals, tools, guides, help and legal pages.`,
    path: "/sitemap",
    siteUrl: siteUrlFrom(matches),
    locale: localeFrom(matches),
  });

/** The homepage sections; the alerts note says how often prices are checked and where they come from. */
const sections = (alertChecks: string) => [
  { to: "/#search", label: "Flight search", note: "the search form at the top of the homepage" },
  { to: "/#deals", label: "Deals", note: "the homepage section pointing to today's deals" },
  {
    to: "/#alerts",
    label: "Price alerts",
    note: `follow a route and get an e-mail when its live fare drops. We check prices ${alertChecks} through the same search as the site, which asks our data partners for live fares; sample prices from our offline engine never trigger an e-mail.`,
  },
  { to: "/#rewards", label: "Rewards", note: "how you save with us (there is no points programme)" },
];

export default function SitemapRoute({ loaderData }: Route.ComponentProps) {
  const alertChecks = useAlertChecks();
  return (
    <PageShell title="Sitemap" wide>
      <div className="grid gap-8 sm:grid-cols-2">
        <section aria-labelledby="main-pages">
          <h2 id="main-pages">Main pages</h2>
          <ul>
            <li>
              <Link to="/">Homepage</Link>
            </li>
            <li>
              <Link to="/sitemap">Sitemap</Link>
            </li>
          </ul>
        </section>
        <section aria-labelledby="page-sections">
          <h2 id="page-sections">Page sections</h2>
          <ul>
            {sections(alertChecks).map((s) => (
              <li key={s.to}>
                <Link to={s.to}>{s.label}</Link>: {s.note}
              </li>
            ))}
          </ul>
        </section>
        {FOOTER_COLUMNS.map((column) => (
          <section key={column.title} aria-labelledby={`col-${column.title}`}>
            <h2 id={`col-${column.title}`}>{column.title}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
        <section aria-labelledby="all-guides" className="sm:col-span-2">
          <h2 id="all-guides">All guides</h2>
          <ul>
            {loaderData.guides.map((g) => (
              <li key={g.slug}>
                <Link to={`/guides/${g.slug}`}>{g.title}</Link>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </PageShell>
  );
}
