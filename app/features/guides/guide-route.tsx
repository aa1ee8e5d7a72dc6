import { data, useLocation } from "react-router";
import { BRAND_NAME } from "../../brand/brand";
import { guideJsonLd } from "../../core/guides/guide-json-ld";
import { guideSearchPath } from "../../core/guides/route-guides";
import { localeFrom, pageMeta, siteUrlFrom } from "../../core/seo/meta";
import { pageMessages } from "../../i18n/catalogue.server";
import { localeFromPath } from "../../i18n/locales";
import { translatorFromMatches } from "../../i18n/translator";
import { findGuideIn, relatedGuidesIn } from "../../services/guides/guide-translations.server";
import { useT } from "../../ui/i18n";
import { Link } from "../../ui/link";
import type { Route } from "./+types/guide-route";
import { GuideArticle } from "./guide-article";
import { GuideSkeleton, usePendingGuide } from "./guide-skeleton";

export function loader({ params, context, request }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const messages = pageMessages(request, ["guides"]);
  const guide = findGuideIn(params.slug, locale);
  if (!guide) {
    context.logger.warn(
      { event: "guide_not_found", slug: params.slug, referrer: request.headers.get("referer") ?? null },
      "guide not found",
    );
    return data({ found: false as const, slug: params.slug, messages }, { status: 404 });
  }
  const { wordCount: _w, ...article } = guide;
  return {
    found: true as const,
    guide: article,
    related: relatedGuidesIn(guide.slug, locale),
    // Dated at request time and sent with the page, so server and browser render the same link.
    searchPath: guide.route ? guideSearchPath(guide.route, new Date()) : null,
    messages,
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const siteUrl = siteUrlFrom(matches);
  const locale = localeFrom(matches);
  const t = translatorFromMatches(matches);
  if (!loaderData?.found) {
    return pageMeta({
      title: t("guides.notFound.pageTitle", { brand: BRAND_NAME }),
      description: t("guides.notFound.metaDescription"),
      path: "/guides",
      siteUrl,
      locale,
      noindex: true,
    });
  }
  const { guide } = loaderData;
  return pageMeta({
    title: t("guides.pageTitle", { title: guide.title, brand: BRAND_NAME }),
    description: guide.summary,
    path: `/guides/${guide.slug}`,
    siteUrl,
    locale,
    // A guide not yet translated exists in English only: its canonical is the English page.
    languages: guide.languages,
    type: "article",
    image: guide.cover,
    keywords: guide.keywords,
    jsonLd: guideJsonLd(guide, siteUrl, locale, t),
    // An unfinished guide stays out of search engines (and out of sitemap.xml).
    noindex: guide.placeholder === true,
  });
};

function GuideNotFound() {
  const t = useT();
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">{t("guides.notFound.title")}</h1>
      <p className="mt-4 text-slate-600">{t("guides.notFound.text")}</p>
      <Link to="/guides" className="btn btn-primary btn-lg mt-8">
        {t("guides.notFound.back")}
      </Link>
    </section>
  );
}

export default function GuideRoute({ loaderData }: Route.ComponentProps) {
  const location = useLocation();
  const pending = usePendingGuide(location.pathname);
  if (pending) return <GuideSkeleton />;
  if (!loaderData.found) return <GuideNotFound />;
  const { guide, related, searchPath } = loaderData;
  return <GuideArticle guide={guide} related={related} searchPath={searchPath} />;
}
