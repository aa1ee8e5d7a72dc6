import { Link } from "react-router";
import { monthDay } from "../../core/guides/guide-dates";
import type { GuideSummary } from "../../core/guides/guide-types";
import { Clock } from "../../ui/icons";
import { CategoryBadge } from "./category-badge";

/** A guide card on the list page: the whole card is one link to the article. */
export function GuideCard({ guide }: { guide: GuideSummary }) {
  return (
    <li className="card group relative flex flex-col overflow-hidden shadow-sm transition hover:shadow-md">
      <img
        src={guide.cover}
        alt={guide.coverAlt}
        width={1200}
        height={630}
        loading="lazy"
        className="aspect-[1200/630] w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-5">
        <CategoryBadge category={guide.category} />
        <h2 className="mt-3 text-lg font-bold text-slate-900">
          <Link to={`/guides/${guide.slug}`} className="after:absolute after:inset-0 group-hover:text-brand-700">
            {guide.title}
          </Link>
        </h2>
        <p className="mt-2 flex-1 text-sm text-slate-600">{guide.summary}</p>
        <p className="mt-4 flex items-center gap-3 text-xs text-slate-600">
          <time dateTime={guide.updated}>{monthDay(guide.updated)}</time>
          <span className="inline-flex items-center gap-1">
            <Clock aria-hidden="true" className="h-3.5 w-3.5" />
            {guide.readingTime} min read
          </span>
        </p>
      </div>
    </li>
  );
}
