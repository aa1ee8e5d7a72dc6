import { data, redirect } from "react-router";
import { BRAND_NAME } from "../../brand/brand";
import { localeFrom, pageMeta, siteUrlFrom } from "../../core/seo/meta";
import { pageMessages } from "../../i18n/catalogue.server";
import { localeFromPath } from "../../i18n/locales";
import { translatorFromMatches } from "../../i18n/translator";
import { useT } from "../../ui/i18n";
import { Link } from "../../ui/link";
import type { Route } from "./+types/explore-route";
import { exploreCaching } from "./explore-caching.server";
import { ExploreForm } from "./explore-form";
import { ExploreResults } from "./explore-results";
import { exploreView } from "./explore-view.server";

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) => {
  const t = translatorFromMatches(matches);
  const view = loaderData?.view;
  const origin = view?.kind === "results" ? view.origin.name : null;
  return pageMeta({
    title: origin
      ? t("explore.meta.titleFrom", { origin, brand: BRAND_NAME })
      : t("explore.meta.title", { brand: BRAND_NAME }),
    description: t("explore.meta.description"),
    path: "/explore",
    siteUrl: siteUrlFrom(matches),
    locale: localeFrom(matches),
    // A page with a query is one traveller's view: the page without one is the one to index.
    noindex: location.search !== "",
  });
};

/**
 * The query read with the form's schema (a problem: 400 with its sentence), a typed name resolved
 * through the place index (one place: redirect to its code; several: links to choose), then the
 * destinations from the explore service (cached per origin, period, trip length and nonstop).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const view = await exploreView(context.explore, url.searchParams, locale);
  if (view.kind === "redirect") throw redirect(`${url.pathname}?${view.search}`);
  const body = {
    view,
    now: Date.now(),
    messages: pageMessages(request, ["explore", "results"]),
  };
  return view.kind === "problems"
    ? data(body, { status: 400 })
    : data(body, { headers: exploreCaching(request, view) });
}

export const headers = ({ loaderHeaders }: Route.HeadersArgs) => loaderHeaders;

export default function ExploreRoute({ loaderData }: Route.ComponentProps) {
  const { view, now } = loaderData;
  const t = useT();
  const values =
    view.kind === "problems"
      ? view.values
      : view.kind === "results"
        ? {
            // As the search form shows a place: its name and code, which reads back as the code.
            from: `${view.origin.name} (${view.origin.code})`,
            when: view.query.when,
            trip: view.query.trip,
            nonstop: view.query.nonstop ? "1" : "",
            maxPrice: view.query.maxPrice === null ? "" : String(view.query.maxPrice),
            sort: view.query.sort,
          }
        : view.kind === "choose"
          ? { from: view.text }
          : {};
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-10">
      <h1 className="text-2xl font-extrabold tracking-tight sm:text-4xl" data-testid="explore-heading">
        {view.kind === "results" ? t("explore.titleFrom", { origin: view.origin.name }) : t("explore.title")}
      </h1>
      <p className="mt-2 max-w-3xl text-slate-600 sm:text-lg">{t("explore.intro")}</p>
      <ExploreForm values={values} problems={view.kind === "problems" ? view.problems : {}} />
      {view.kind === "problems" && view.unknownPlace !== undefined ? (
        <div role="alert" className="mt-6 rounded-xl border border-red-200 bg-red-50 p-4" data-testid="explore-error">
          <h2 className="font-semibold text-red-900">{t("explore.error.heading")}</h2>
          <p className="mt-1 text-red-900">{t("explore.error.unknownPlace", { text: view.unknownPlace })}</p>
        </div>
      ) : null}
      {view.kind === "choose" ? (
        <section className="mt-6" aria-labelledby="explore-choose" data-testid="explore-choices">
          <h2 id="explore-choose" className="text-lg font-bold">
            {t("explore.choose.heading", { text: view.text })}
          </h2>
          <ul className="mt-2 space-y-1">
            {view.choices.map((choice) => (
              <li key={choice.code}>
                <Link to={`/explore?${choice.search}`} className="text-brand-700 underline">
                  {t("explore.choose.place", choice)}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {view.kind === "start" ? (
        <section className="mt-8" aria-labelledby="explore-start">
          <h2 id="explore-start" className="text-lg font-bold">
            {t("explore.start.heading")}
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {view.origins.map(({ code, name }) => (
              <li key={code}>
                <Link
                  to={`/explore?from=${code}`}
                  className="inline-block rounded-full border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-brand-700 hover:border-brand-500"
                >
                  {name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {view.kind === "results" ? <ExploreResults view={view} now={now} /> : null}
    </div>
  );
}
