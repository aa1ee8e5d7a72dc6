import { BookOpen } from "lucide-react";
import type { GuideRoute } from "../../core/guides/guide-types";
import { routeGuidesFor, routeGuideTitle } from "../../core/guides/route-guides";
import { RichText, useLocale, useT } from "../../ui/i18n";
import { Link } from "../../ui/link";

/**
 * On /search: a link to our guide for each searched route that has one (nothing otherwise), in
 * the page's language; a guide not translated yet keeps its English title, tagged `lang="en"`.
 * The search route's loader must hand over the `guides` messages.
 */
export function RouteGuideLinks({ legs }: { legs: readonly GuideRoute[] }) {
  const t = useT();
  const locale = useLocale();
  const guides = routeGuidesFor(legs);
  if (!guides.length) return null;
  return (
    <aside
      aria-label={t("guides.routeLinks.label")}
      className="mt-4 rounded-xl border border-brand-100 bg-brand-50 p-4 text-sm"
    >
      <ul className="space-y-1">
        {guides.map((guide) => {
          const { title, language } = routeGuideTitle(guide, locale);
          return (
            <li key={guide.slug} className="flex items-start gap-2 text-slate-700">
              <BookOpen aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" />
              <span>
                <RichText
                  id="guides.routeLinks.text"
                  values={{ title }}
                  components={{
                    link: (
                      <Link
                        to={`/guides/${guide.slug}`}
                        lang={language === locale ? undefined : language}
                        className="font-semibold text-brand-700 underline"
                      />
                    ),
                  }}
                />
              </span>
            </li>
          );
        })}
      </ul>
    </aside>
  );
}
