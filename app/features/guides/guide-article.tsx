import { BRAND_NAME } from "../../brand/brand";
import { longDate } from "../../core/guides/guide-dates";
import type { LocalizedGuide, LocalizedGuideSummary } from "../../core/guides/guide-types";
import { RichText, useLocale, useT } from "../../ui/i18n";
import { ChevronRight, Clock, Info } from "../../ui/icons";
import { Link } from "../../ui/link";
import { CategoryBadge, EnglishOnlyBadge } from "./category-badge";
import { GuideToc } from "./guide-toc";

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

export type ArticleGuide = Omit<LocalizedGuide, "wordCount">;

/**
 * A guide's page: breadcrumb, header, body, call to action, related guides and table of contents,
 * in the page's language. A guide not yet in that language shows its English text inside the
 * page's own frame, marked as English and tagged `lang="en"` so screen readers pronounce it right.
 */
export function GuideArticle({
  guide,
  related,
  searchPath,
}: {
  guide: ArticleGuide;
  related: LocalizedGuideSummary[];
  searchPath: string | null;
}) {
  const t = useT();
  const locale = useLocale();
  const textLang = (language: LocalizedGuideSummary["language"]) => (language === locale ? undefined : language);
  const lang = textLang(guide.language);

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <nav aria-label={t("guides.article.breadcrumb")}>
        <ol className="flex flex-wrap items-center gap-1 text-sm text-slate-600">
          <li>
            <Link to="/" className="hover:text-brand-700 hover:underline">
              {t("guides.article.home")}
            </Link>
          </li>
          <li aria-hidden="true">
            <ChevronRight className="h-4 w-4" />
          </li>
          <li>
            <Link to="/guides" className="hover:text-brand-700 hover:underline">
              {t("guides.article.guides")}
            </Link>
          </li>
          <li aria-hidden="true">
            <ChevronRight className="h-4 w-4" />
          </li>
          <li aria-current="page" className="font-medium text-slate-900" lang={lang}>
            {guide.title}
          </li>
        </ol>
      </nav>

      <header className="mt-6 max-w-3xl">
        <CategoryBadge category={guide.category} />
        <EnglishOnlyBadge language={guide.language} />
        <h1 className="mt-3 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl" lang={lang}>
          {guide.title}
        </h1>
        <p className="mt-4 text-lg text-slate-600" lang={lang}>
          {guide.summary}
        </p>
        <p className="mt-4 flex flex-wrap items-center gap-4 text-sm text-slate-600">
          <span>
            <RichText
              id="guides.article.updated"
              values={{ date: longDate(guide.updated, locale) }}
              components={{ time: <time dateTime={guide.updated} /> }}
            />
          </span>
          <span>
            <RichText
              id="guides.article.reviewed"
              values={{ date: longDate(guide.reviewed, locale) }}
              components={{ time: <time dateTime={guide.reviewed} /> }}
            />
          </span>
          <span className="inline-flex items-center gap-1">
            <Clock aria-hidden="true" className="h-4 w-4" /> {t("guides.readingTime", { minutes: guide.readingTime })}
          </span>
        </p>
        {lang ? <p className="mt-4 text-sm text-slate-700">{t("guides.article.englishOnlyNotice")}</p> : null}
        <p className="mt-4 flex gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          <Info aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          <span>
            <RichText
              id="guides.article.affiliate"
              values={{ brand: BRAND_NAME }}
              components={{ link: <Link to="/disclosure" className="font-semibold underline" /> }}
            />
          </span>
        </p>
      </header>

      <img
        src={guide.cover}
        alt={guide.coverAlt}
        lang={lang}
        width={1200}
        height={630}
        className="mt-8 aspect-[1200/630] w-full max-w-3xl rounded-xl object-cover"
      />

      <div className="mt-10 grid gap-10 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="min-w-0">
          <article
            lang={lang}
            className={`max-w-3xl text-slate-700 ${BODY_STYLES}`}
            // Rendered from markdown and sanitised on the server (markdown.server.ts).
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised server-side HTML.
            dangerouslySetInnerHTML={{ __html: guide.html }}
          />

          <section aria-labelledby="plan-heading" className="mt-12 max-w-3xl rounded-2xl bg-brand-900 p-8 text-white">
            <h2 id="plan-heading" className="text-2xl font-bold">
              {t("guides.article.planHeading")}
            </h2>
            <p className="mt-2 text-brand-100">
              {t(guide.route ? "guides.article.planRoute" : "guides.article.planOther")}
            </p>
            <div className="mt-6 flex flex-wrap gap-3">
              <Link
                to={searchPath ?? "/#search"}
                className="rounded-md bg-white px-5 py-2.5 font-semibold text-brand-900 hover:bg-brand-50"
              >
                {guide.route
                  ? t("guides.article.searchRoute", { from: guide.route.from, to: guide.route.to })
                  : t("guides.article.searchFlights")}
              </Link>
              <Link
                to="/deals"
                className="rounded-md border border-white/60 px-5 py-2.5 font-semibold text-white hover:bg-white/10"
              >
                {t("guides.article.viewDeals")}
              </Link>
            </div>
          </section>

          {related.length ? (
            <section aria-labelledby="related-heading" className="mt-12">
              <h2 id="related-heading" className="text-2xl font-bold">
                {t("guides.article.related")}
              </h2>
              <ul className="mt-6 grid gap-4 sm:grid-cols-3">
                {related.map((item) => (
                  <li key={item.slug} className="card relative p-4 shadow-sm">
                    <CategoryBadge category={item.category} />
                    <EnglishOnlyBadge language={item.language} />
                    <h3 className="mt-2 font-semibold" lang={textLang(item.language)}>
                      <Link to={`/guides/${item.slug}`} className="after:absolute after:inset-0 hover:text-brand-700">
                        {item.title}
                      </Link>
                    </h3>
                    <p className="mt-2 text-xs text-slate-600">
                      {t("guides.readingTime", { minutes: item.readingTime })}
                    </p>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
        <aside className="order-first lg:order-none">
          <div className="lg:sticky lg:top-6">
            <GuideToc key={guide.slug} entries={guide.toc} lang={lang} />
          </div>
        </aside>
      </div>
    </div>
  );
}
