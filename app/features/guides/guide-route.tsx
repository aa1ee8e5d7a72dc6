import { data, Link, useLocation } from "react-router";
import { BRAND_NAME } from "../../brand/brand";
import { longDate } from "../../core/guides/guide-dates";
import { guideJsonLd } from "../../core/guides/guide-json-ld";
import { relatedGuides } from "../../core/guides/guide-list";
import { guideSearchPath } from "../../core/guides/route-guides";
import { localeFrom, pageMeta, siteUrlFrom } from "../../core/seo/meta";
import { findGuide, guideSummaries } from "../../services/guides/guide-content.server";
import { ChevronRight, Clock, Info } from "../../ui/icons";
import type { Route } from "./+types/guide-route";
import { CategoryBadge } from "./category-badge";
import { GuideSkeleton, usePendingGuide } from "./guide-skeleton";
import { GuideToc } from "./guide-toc";

export function loader({ params, context, request }: Route.LoaderArgs) {
  const guide = findGuide(params.slug);
  if (!guide) {
    context.logger.warn(
      { event: "guide_not_found", slug: params.slug, referrer: request.headers.get("referer") ?? null },
      "guide not found",
    );
    return data({ found: false as const, slug: params.slug }, { status: 404 });
  }
  const { wordCount: _w, ...article } = guide;
  return {
    found: true as const,
    guide: article,
    related: relatedGuides(guide, guideSummaries()),
    // Dated at request time and sent with the page, so server and browser render the same link.
    searchPath: guide.route ? guideSearchPath(guide.route, new Date()) : null,
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const siteUrl = siteUrlFrom(matches);
  if (!loaderData?.found) {
    return pageMeta({
      title: `Guide Not Found | ${BRAND_NAME} Guides`,
      description: "The guide you're looking for doesn't exist or has been moved. Browse all our travel guides.",
      path: "/guides",
      siteUrl,
      locale: localeFrom(matches),
      noindex: true,
    });
  }
  const { guide } = loaderData;
  return pageMeta({
    title: `${guide.title} | ${BRAND_NAME} Guides`,
    description: guide.summary,
    path: `/guides/${guide.slug}`,
    siteUrl,
    locale: localeFrom(matches),
    type: "article",
    image: guide.cover,
    keywords: guide.keywords,
    jsonLd: guideJsonLd(guide, siteUrl),
    // An unfinished guide stays out of search engines (and out of sitemap.xml).
    noindex: guide.placeholder === true,
  });
};

const BODY_STYLES = [
  "[&_h2]:mt-10 [&_h2]:scroll-mt-24 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-slate-900",
  "[&_h3]:mt-8 [&_h3]:scroll-mt-24 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-slate-900",
  "[&_p]:mt-4 [&_p]:leading-7 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6",
  "[&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6 [&_li]:leading-7",
  "[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_strong]:font-semibold [&_strong]:text-slate-900",
  // Tables wrap inside the column (no sideways scrolling on a phone).
  "[&_table]:mt-6 [&_table]:w-full [&_table]:border-collapse [&_table]:text-sm [&_th]:bg-slate-100 [&_th]:text-left",
  "[&_th]:border [&_th]:border-slate-300 [&_th]:p-2 [&_th]:align-top [&_td]:border [&_td]:border-slate-300 [&_td]:p-2 [&_td]:align-top",
].join(" ");

function GuideNotFound() {
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">Guide Not Found</h1>
      <p className="mt-4 text-slate-600">The guide you're looking for doesn't exist or has been moved.</p>
      <Link to="/guides" className="btn btn-primary btn-lg mt-8">
        ← Back to Guides
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

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <nav aria-label="Breadcrumb">
        <ol className="flex flex-wrap items-center gap-1 text-sm text-slate-600">
          <li>
            <Link to="/" className="hover:text-brand-700 hover:underline">
              Home
            </Link>
          </li>
          <li aria-hidden="true">
            <ChevronRight className="h-4 w-4" />
          </li>
          <li>
            <Link to="/guides" className="hover:text-brand-700 hover:underline">
              Guides
            </Link>
          </li>
          <li aria-hidden="true">
            <ChevronRight className="h-4 w-4" />
          </li>
          <li aria-current="page" className="font-medium text-slate-900">
            {guide.title}
          </li>
        </ol>
      </nav>

      <header className="mt-6 max-w-3xl">
        <CategoryBadge category={guide.category} />
        <h1 className="mt-3 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{guide.title}</h1>
        <p className="mt-4 text-lg text-slate-600">{guide.summary}</p>
        <p className="mt-4 flex flex-wrap items-center gap-4 text-sm text-slate-600">
          <span>
            Updated <time dateTime={guide.updated}>{longDate(guide.updated)}</time>
          </span>
          <span>
            Reviewed <time dateTime={guide.reviewed}>{longDate(guide.reviewed)}</time>
          </span>
          <span className="inline-flex items-center gap-1">
            <Clock aria-hidden="true" className="h-4 w-4" /> {guide.readingTime} min read
          </span>
        </p>
        <p className="mt-4 flex gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          <Info aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          <span>
            {BRAND_NAME} may earn an affiliate commission when you book through links on our site, at no extra cost to
            you. This never changes what we write.{" "}
            <Link to="/disclosure" className="font-semibold underline">
              Read our affiliate disclosure
            </Link>
            .
          </span>
        </p>
      </header>

      <img
        src={guide.cover}
        alt={guide.coverAlt}
        width={1200}
        height={630}
        className="mt-8 aspect-[1200/630] w-full max-w-3xl rounded-xl object-cover"
      />

      <div className="mt-10 grid gap-10 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="min-w-0">
          <article
            className={`max-w-3xl text-slate-700 ${BODY_STYLES}`}
            // Rendered from markdown and sanitised on the server (markdown.server.ts).
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised server-side HTML.
            dangerouslySetInnerHTML={{ __html: guide.html }}
          />

          <section aria-labelledby="plan-heading" className="mt-12 max-w-3xl rounded-2xl bg-brand-900 p-8 text-white">
            <h2 id="plan-heading" className="text-2xl font-bold">
              Ready to plan your trip?
            </h2>
            <p className="mt-2 text-brand-100">
              {guide.route
                ? "Compare fares for this route across partners; change the date or airports on the search page."
                : "Compare fares across partners, or browse today's deals."}
            </p>
            <div className="mt-6 flex flex-wrap gap-3">
              <Link
                to={searchPath ?? "/#search"}
                className="rounded-md bg-white px-5 py-2.5 font-semibold text-brand-900 hover:bg-brand-50"
              >
                {guide.route ? `Search flights from ${guide.route.from} to ${guide.route.to}` : "Search flights"}
              </Link>
              <Link
                to="/deals"
                className="rounded-md border border-white/60 px-5 py-2.5 font-semibold text-white hover:bg-white/10"
              >
                View deals
              </Link>
            </div>
          </section>

          {related.length ? (
            <section aria-labelledby="related-heading" className="mt-12">
              <h2 id="related-heading" className="text-2xl font-bold">
                Related guides
              </h2>
              <ul className="mt-6 grid gap-4 sm:grid-cols-3">
                {related.map((item) => (
                  <li key={item.slug} className="card relative p-4 shadow-sm">
                    <CategoryBadge category={item.category} />
                    <h3 className="mt-2 font-semibold">
                      <Link to={`/guides/${item.slug}`} className="after:absolute after:inset-0 hover:text-brand-700">
                        {item.title}
                      </Link>
                    </h3>
                    <p className="mt-2 text-xs text-slate-600">{item.readingTime} min read</p>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
        <aside className="order-first lg:order-none">
          <div className="lg:sticky lg:top-6">
            <GuideToc key={guide.slug} entries={guide.toc} />
          </div>
        </aside>
      </div>
    </div>
  );
}
