import { monthDay } from "../../core/guides/guide-dates";
import type { LocalizedGuideSummary } from "../../core/guides/guide-types";
import { useLocale, useT } from "../../ui/i18n";
import { Clock } from "../../ui/icons";
import { Link } from "../../ui/link";
import { CategoryBadge, EnglishOnlyBadge } from "./category-badge";

/**
 * A guide card on the list page: the whole card is one link to the article. A guide not yet in the
 * page's language is listed in English, marked so and with its English text tagged `lang="en"`.
 */
export function GuideCard({ guide }: { guide: LocalizedGuideSummary }) {
  const t = useT();
  const locale = useLocale();
  const lang = guide.language === locale ? undefined : guide.language;
  return (
    <li className="card group relative flex flex-col overflow-hidden shadow-sm transition hover:shadow-md">
      <img
        src={guide.cover}
        alt={guide.coverAlt}
        lang={lang}
        width={1200}
        height={630}
        loading="lazy"
        className="aspect-[1200/630] w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-5">
        <div className="flex flex-wrap items-center">
          <CategoryBadge category={guide.category} />
          <EnglishOnlyBadge language={guide.language} />
        </div>
        <h2 className="mt-3 text-lg font-bold text-slate-900" lang={lang}>
          <Link to={`/guides/${guide.slug}`} className="after:absolute after:inset-0 group-hover:text-brand-700">
            {guide.title}
          </Link>
        </h2>
        <p className="mt-2 flex-1 text-sm text-slate-600" lang={lang}>
          {guide.summary}
        </p>
        <p className="mt-4 flex items-center gap-3 text-xs text-slate-600">
          <time dateTime={guide.updated}>{monthDay(guide.updated, locale)}</time>
          <span className="inline-flex items-center gap-1">
            <Clock aria-hidden="true" className="h-3.5 w-3.5" />
            {t("guides.readingTime", { minutes: guide.readingTime })}
          </span>
        </p>
      </div>
    </li>
  );
}
