import { BookOpen } from "lucide-react";
import { Link } from "react-router";
import type { GuideRoute } from "../../core/guides/guide-types";
import { routeGuidesFor } from "../../core/guides/route-guides";

/** On /search: a link to our guide for each searched route that has one (nothing otherwise). */
export function RouteGuideLinks({ legs }: { legs: readonly GuideRoute[] }) {
  const guides = routeGuidesFor(legs);
  if (!guides.length) return null;
  return (
    <aside aria-label="Route guides" className="mt-4 rounded-xl border border-brand-100 bg-brand-50 p-4 text-sm">
      <ul className="space-y-1">
        {guides.map((guide) => (
          <li key={guide.slug} className="flex items-start gap-2 text-slate-700">
            <BookOpen aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" />
            <span>
              Planning this trip? Read our route guide:{" "}
              <Link to={`/guides/${guide.slug}`} className="font-semibold text-brand-700 underline">
                {guide.title}
              </Link>
            </span>
          </li>
        ))}
      </ul>
    </aside>
  );
}
