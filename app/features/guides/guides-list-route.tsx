import { useState } from "react";
import { type ShouldRevalidateFunctionArgs, useLocation, useNavigate, useSearchParams } from "react-router";
import { BRAND_NAME } from "../../brand/brand";
import {
  CATEGORY_FILTERS,
  type CategoryFilter,
  filterGuides,
  guideStats,
  initialCategory,
} from "../../core/guides/guide-list";
import { CATEGORY_MESSAGES, LIST_CATEGORY_BY_PATH } from "../../core/guides/guide-types";
import { localeFrom, pageMeta, siteUrlFrom } from "../../core/seo/meta";
import { pageMessages } from "../../i18n/catalogue.server";
import { localeFromPath, pathWithoutLocale } from "../../i18n/locales";
import type { MessageKey } from "../../i18n/message-key";
import { type Translate, translatorFromMatches } from "../../i18n/translator";
import { guideSummariesIn } from "../../services/guides/guide-translations.server";
import { useT } from "../../ui/i18n";
import { Clock } from "../../ui/icons";
import { useTypedBeforeHydration } from "../../ui/use-typed-before-hydration";
import type { Route } from "./+types/guides-list-route";
import { GuideCard } from "./guide-card";
import { BookOpen, Layers, Search } from "./guide-icons";
import { GuideSkeleton, usePendingGuide } from "./guide-skeleton";

/**
 * All guides without bodies, in the page's language where translated (in English otherwise); search
 * and filter run on this list (server and browser alike).
 */
export function loader({ request }: Route.LoaderArgs) {
  const guides = guideSummariesIn(localeFromPath(new URL(request.url).pathname));
  return { guides, stats: guideStats(guides), messages: pageMessages(request, ["guides"]) };
}

/** Search and filter only change the query string: the list is already here, so skip the refetch. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
}

/** One figure of the hero. On a phone the icon sits above its label, so a long label ("Categorieën") fits its third of the row. */
function StatTile({ icon: Icon, label, value }: { icon: typeof Clock; label: string; value: string | number }) {
  return (
    <div className="rounded-xl bg-white/10 p-3 sm:p-4">
      <dt className="flex flex-col items-start gap-1 text-xs wrap-anywhere text-brand-100 sm:flex-row sm:items-center sm:gap-1.5 sm:text-sm">
        <Icon aria-hidden="true" className="h-4 w-4" /> {label}
      </dt>
      <dd className="mt-1 text-2xl font-bold">{value}</dd>
    </div>
  );
}

const HEADINGS: Record<CategoryFilter, MessageKey> = {
  All: "guides.list.heading.all",
  Destinations: "guides.list.heading.destinations",
  Airports: "guides.list.heading.airports",
  Routes: "guides.list.heading.routes",
  "Booking Tips": "guides.list.heading.bookingTips",
};

/** The category a list path starts on (`/guides/routes`, `/nl/guides/routes`…), "All" for /guides. */
const categoryOfPath = (pathname: string): CategoryFilter =>
  LIST_CATEGORY_BY_PATH[pathWithoutLocale(pathname).replace(/(.)\/$/, "$1")] ?? "All";

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const t = translatorFromMatches(matches);
  return pageMeta({
    title: t("guides.pageTitle", { title: t(HEADINGS[categoryOfPath(location.pathname)]), brand: BRAND_NAME }),
    description: t("guides.list.metaDescription"),
    path: "/guides",
    siteUrl: siteUrlFrom(matches),
    locale: localeFrom(matches),
  });
};

/** "3 guides in Airports matching “paris”": one whole sentence per combination, for translators. */
function countLine(t: Translate, count: number, category: CategoryFilter, query: string): string {
  const values = { count, category: t(CATEGORY_MESSAGES[category]), query };
  if (category === "All") return t(query ? "guides.list.countMatching" : "guides.list.count", values);
  return t(query ? "guides.list.countInCategoryMatching" : "guides.list.countInCategory", values);
}

/** The category a URL asks for; `getAll().at(-1)` tolerates repeated params from plain forms. */
const categoryParam = (params: URLSearchParams) => params.getAll("category").at(-1) ?? null;

export default function GuidesListRoute({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { guides, stats } = loaderData;
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const query = params.get("q") ?? "";
  const category = initialCategory(pathWithoutLocale(location.pathname), categoryParam(params));
  // Local copies answer at once; the URL catches up (and wins when it changes on its own).
  const [text, setText] = useState(query);
  const [selected, setSelected] = useState<CategoryFilter>(category);
  // Set while rendering, not in an effect, so the first render keeps what was typed before hydration.
  const [seenQuery, setSeenQuery] = useState(query);
  if (seenQuery !== query) {
    setSeenQuery(query);
    setText(query);
  }
  const [seenCategory, setSeenCategory] = useState(category);
  if (seenCategory !== category) {
    setSeenCategory(category);
    setSelected(category);
  }
  const pending = usePendingGuide(location.pathname);

  const pathCategory = categoryOfPath(location.pathname);
  const go = (nextQuery: string, nextCategory: CategoryFilter) => {
    const next = new URLSearchParams();
    if (nextQuery.trim()) next.set("q", nextQuery);
    if (nextCategory !== pathCategory) next.set("category", nextCategory);
    const search = next.toString();
    navigate(`${location.pathname}${search ? `?${search}` : ""}`, { replace: true, preventScrollReset: true });
  };
  const searchBox = useTypedBeforeHydration<HTMLDivElement>({ q: text }, ({ q = "" }) => {
    setText(q);
    go(q, selected);
  });

  if (pending) return <GuideSkeleton />;
  const visible = filterGuides(guides, text, selected);

  return (
    <>
      <section className="bg-gradient-to-b from-brand-900 to-brand-700 text-white">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
          <p className="text-sm font-semibold tracking-wide text-brand-100 uppercase">
            {t("guides.brandGuides", { brand: BRAND_NAME })}
          </p>
          <h1 className="mt-2 text-3xl font-extrabold tracking-tight sm:text-4xl">{t(HEADINGS[pathCategory])}</h1>
          <p className="mt-4 max-w-2xl text-lg text-brand-100">{t("guides.list.intro")}</p>
          <dl className="mt-8 grid max-w-xl grid-cols-3 gap-2 sm:gap-4" aria-label={t("guides.list.stats")}>
            <StatTile icon={BookOpen} label={t("guides.list.statGuides")} value={stats.count} />
            <StatTile icon={Layers} label={t("guides.list.statCategories")} value={stats.categories} />
            <StatTile
              icon={Clock}
              label={t("guides.list.statAverageRead")}
              value={t("guides.list.statMinutes", { minutes: stats.averageReadMinutes })}
            />
          </dl>
        </div>
      </section>

      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        {/* A real GET form: works without JavaScript and gives linkable results. */}
        <search aria-label={t("guides.list.searchRegion")}>
          <form
            method="get"
            action={location.pathname}
            className="flex flex-col gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
              const chosen = (CATEGORY_FILTERS as string[]).includes(submitter?.value ?? "")
                ? (submitter?.value as CategoryFilter)
                : selected;
              setSelected(chosen);
              go(text, chosen);
            }}
          >
            <div className="flex max-w-xl gap-2">
              <label htmlFor="guide-search" className="sr-only">
                {t("guides.list.searchLabel")}
              </label>
              <div ref={searchBox} className="relative flex-1">
                <Search
                  aria-hidden="true"
                  className="absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-500"
                />
                <input
                  id="guide-search"
                  type="search"
                  name="q"
                  value={text}
                  placeholder={t("guides.list.searchPlaceholder")}
                  autoComplete="off"
                  onChange={(event) => {
                    setText(event.target.value);
                    go(event.target.value, selected);
                  }}
                  className="w-full rounded-lg border border-slate-300 bg-white py-2.5 pr-3 pl-9 text-slate-900 placeholder:text-slate-500"
                />
              </div>
              {/* First submit button, so Enter keeps the current category. */}
              <button type="submit" name="category" value={selected} className="btn btn-primary btn-lg">
                {t("guides.list.searchButton")}
              </button>
            </div>
            <fieldset>
              <legend className="sr-only">{t("guides.list.categoryLegend")}</legend>
              <div className="flex flex-wrap gap-2">
                {CATEGORY_FILTERS.map((option) => {
                  const pressed = option === selected;
                  return (
                    <button
                      key={option}
                      type="submit"
                      name="category"
                      value={option}
                      aria-pressed={pressed}
                      className={`rounded-full border px-4 py-1.5 text-sm font-medium transition-colors ${
                        pressed
                          ? "border-brand-600 bg-brand-600 text-white"
                          : "border-slate-300 bg-white text-slate-700 hover:bg-slate-100"
                      }`}
                    >
                      {t(CATEGORY_MESSAGES[option])}
                    </button>
                  );
                })}
              </div>
            </fieldset>
          </form>
        </search>

        <p role="status" className="mt-6 text-sm text-slate-600">
          {countLine(t, visible.length, selected, text.trim())}
        </p>

        {visible.length ? (
          <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {visible.map((guide) => (
              <GuideCard key={guide.slug} guide={guide} />
            ))}
          </ul>
        ) : (
          <div className="mt-8 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
            <h2 className="text-xl font-semibold">{t("guides.list.emptyTitle")}</h2>
            <p className="mt-2 text-slate-600">{t("guides.list.emptyHint")}</p>
          </div>
        )}
      </div>
    </>
  );
}
