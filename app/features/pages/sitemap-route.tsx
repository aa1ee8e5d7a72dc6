import { BRAND_NAME } from "../../brand/brand";
import { localeFrom, pageMeta, siteUrlFrom } from "../../core/seo/meta";
import { pageMessages } from "../../i18n/catalogue.server";
import { localeFromPath, localizedPath } from "../../i18n/locales";
import type { MessageKey } from "../../i18n/message-key";
import { translatorFromMatches } from "../../i18n/translator";
import { guideSummariesIn } from "../../services/guides/guide-translations.server";
import { RichText, useLocale, useT } from "../../ui/i18n";
import { Link } from "../../ui/link";
import { FOOTER_COLUMNS } from "../shell/navigation";
import { useAlertChecks } from "../shell/root-data";
import type { Route } from "./+types/sitemap-route";
import { PageShell } from "./page-shell";

export function loader({ request }: Route.LoaderArgs) {
  return {
    // Titles in the page's language where the guide has that text; English otherwise (marked lang).
    guides: guideSummariesIn(localeFromPath(new URL(request.url).pathname)).map((g) => ({
      slug: g.slug,
      title: g.title,
      language: g.language,
    })),
    messages: pageMessages(request, ["pages"]),
  };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = translatorFromMatches(matches);
  return pageMeta({
    title: t("pages.sitemap.metaTitle", { brand: BRAND_NAME }),
    description: t("pages.sitemap.metaDescription", { brand: BRAND_NAME }),
    path: "/sitemap",
    siteUrl: siteUrlFrom(matches),
    locale: localeFrom(matches),
  });
};

/** The homepage sections; the alerts note says how often prices are checked and where they come from. */
const SECTIONS: { to: string; text: MessageKey }[] = [
  { to: "/#search", text: "pages.sitemap.section.search" },
  { to: "/#deals", text: "pages.sitemap.section.deals" },
  { to: "/#alerts", text: "pages.sitemap.section.alerts" },
  { to: "/#rewards", text: "pages.sitemap.section.rewards" },
];

/**
 * Every page in the reader's language: the links keep the page's language (`/nl/…` from the Dutch
 * sitemap), and the last section points to the same list in the other language.
 */
export default function SitemapRoute({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const other = useLocale() === "nl" ? "en" : "nl";
  const alertChecks = useAlertChecks();
  const otherPath = localizedPath("/sitemap", other);
  const otherSitemap = (
    <a href={otherPath} hrefLang={other} lang={other}>
      {otherPath}
    </a>
  );
  return (
    <PageShell title={t("pages.sitemap.title")} wide>
      <div className="grid gap-8 sm:grid-cols-2">
        <section aria-labelledby="main-pages">
          <h2 id="main-pages">{t("pages.sitemap.mainPages")}</h2>
          <ul>
            <li>
              <Link to="/">{t("pages.sitemap.homepage")}</Link>
            </li>
            <li>
              <Link to="/sitemap">{t("pages.sitemap.sitemap")}</Link>
            </li>
          </ul>
        </section>
        <section aria-labelledby="page-sections">
          <h2 id="page-sections">{t("pages.sitemap.pageSections")}</h2>
          <ul>
            {SECTIONS.map((s) => (
              <li key={s.to}>
                <RichText id={s.text} values={{ alertChecks }} components={{ link: <Link to={s.to} /> }} />
              </li>
            ))}
          </ul>
        </section>
        {FOOTER_COLUMNS.map((column) => (
          <section key={column.title} aria-labelledby={`col-${column.title}`}>
            <h2 id={`col-${column.title}`}>{t(column.title)}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{t(link.label)}</Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
        <section aria-labelledby="all-guides" className="sm:col-span-2">
          <h2 id="all-guides">{t("pages.sitemap.allGuides")}</h2>
          <ul>
            {loaderData.guides.map((g) => (
              <li key={g.slug}>
                <Link to={`/guides/${g.slug}`} lang={g.language}>
                  {g.title}
                </Link>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="languages" className="sm:col-span-2">
          <h2 id="languages">{t("pages.sitemap.languages")}</h2>
          <p>
            <RichText id="pages.sitemap.otherLanguage" components={{ link: otherSitemap }} />
          </p>
        </section>
      </div>
    </PageShell>
  );
}
