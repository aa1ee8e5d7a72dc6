import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { data, redirect, useLocation } from "react-router";
import { BRAND_NAME } from "../../brand/brand";
import { airlineNames } from "../../core/airlines/airlines";
import { calendarFocus } from "../../core/search/calendar-moves";
import { calendarModeFor } from "../../core/search/flexible-dates";
import { resolveIataCode, searchDateWindow } from "../../core/search/search-params";
import type { Place } from "../../core/search/types";
import { localeFrom, pageMeta, siteUrlFrom } from "../../core/seo/meta";
import { pageMessages, serverTranslator } from "../../i18n/catalogue.server";
import { intlLocale, localeFromPath } from "../../i18n/locales";
import { translatorFromMatches } from "../../i18n/translator";
import { priceHistory } from "../../services/insight/price-history.server";
import { placeForCode } from "../../services/places/search-places.server";
import { useLocale, useT } from "../../ui/i18n";
import { usePageClock } from "../../ui/use-page-clock";
import { RouteGuideLinks } from "../guides/route-guide-links";
import { SearchPlaceQuestions } from "../places/place-choices";
import type { Route } from "./+types/search-route";
import { FlexibleDates } from "./flexible-dates/flexible-dates";
import { type CalendarData, calendarKey } from "./flexible-dates/use-price-calendar";
import { CollapsibleSearch } from "./form/collapsible-search";
import { readSearchQuery, searchKey, withPlaceNames, withTypedDates } from "./form/form-state";
import { SearchForm } from "./form/search-form";
import { searchSummary } from "./form/search-summary";
import { useRuleText } from "./form/use-rule-text";
import { InsightPanel } from "./insight/insight-panel";
import { ShareResults } from "./insight/share-results";
import { AirlineNamesProvider, carrierCodes, useAirlineNameOf } from "./results/airline-names";
import { SearchErrorBox } from "./results/search-error-box";
import { SearchResults } from "./results/search-results";
import { searchPageCaching } from "./search-page-caching";
import { loadingRun, requestsFor, runSearch, type SearchRun } from "./search-run";
import { resolveSearchPlaces, SSR_SEARCH_BUDGET_MS, serverPriceCalendar, serverSearch } from "./server-search.server";
import { tripInWords } from "./trip/trip-in-words";

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const t = translatorFromMatches(matches);
  const locale = localeFrom(matches);
  // The trip in words, as the heading says it: places by name, both dates of a return.
  const route = loaderData?.trip;
  return pageMeta({
    title: route
      ? t("search.meta.titleRoute", { route, brand: BRAND_NAME })
      : t("search.meta.title", { brand: BRAND_NAME }),
    description: t("search.meta.description"),
    path: "/search",
    siteUrl: siteUrlFrom(matches),
    locale,
    noindex: true,
  });
};

/**
 * Design: a document request (first load, JavaScript off) searches on the server within a
 * time budget, in-process through the search flow (never over HTTP), and renders the results
 * and the priced ±3-day strip; the browser finishes any source that missed the budget. A
 * client navigation (form submit, price strip) asks /search.data, which never searches on the
 * server: the browser calls every source in parallel, showing cards as each answers. The
 * server decides which is which from the URL, not from a request header, and counts both
 * against one per-IP budget (`serverSearchAllowed`, see server/app.ts).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { config, search, serverSearchAllowed, database } = context;
  const url = new URL(request.url);
  const params = url.searchParams;
  // Typed names resolve through the place index, as the alert form's do: one place each → the
  // same search with their codes; several or none → the question, with the choices as links.
  const placesAsked = resolveSearchPlaces(params);
  if (placesAsked.kind === "redirect") throw redirect(`${url.pathname}?${placesAsked.search}`);
  const placeQuestions = placesAsked.kind === "ask" ? placesAsked.questions : [];
  const locale = localeFromPath(url.pathname);
  // /nl/search reads dates as Dutch pages type them (a form sent without JavaScript sends them as typed).
  const { spec, problems } = readSearchQuery(params, new Date(), locale);
  let run: SearchRun | null = null;
  let strip: CalendarData | null = null;
  const first = spec ? requestsFor(spec)[0] : undefined;
  const single = first && spec?.tripType !== "multicity" ? first : undefined;
  // Flexible dates: the strip, or the `view` the URL asks for (date grid, month), moved by `month` or `week`.
  const mode = spec ? calendarModeFor(params.get("view"), spec.tripType, spec.returnDate) : "strip";
  const focus = single
    ? calendarFocus(
        mode,
        {
          date: single.date,
          ...(single.tripType === "roundtrip" && single.returnDate ? { returnDate: single.returnDate } : {}),
        },
        params,
        searchDateWindow(new Date()),
        search.stripEarliest(single),
      )
    : undefined;
  // The trip's price history, for the verdict on today's cheapest fare (a read; never fails the page).
  const history = single ? priceHistory(database.db, single, new Date()).catch(() => null) : null;
  if (spec && serverSearchAllowed) {
    const budget = AbortSignal.any([request.signal, AbortSignal.timeout(SSR_SEARCH_BUDGET_MS)]);
    const calendarRequest = single && focus ? { ...single, date: focus.date, returnDate: focus.returnDate } : undefined;
    const [searched, calendar] = await Promise.all([
      serverSearch(search, searchKey(spec), spec, budget),
      calendarRequest ? serverPriceCalendar(search, calendarRequest, budget, mode) : null,
    ]);
    run = searched;
    if (calendarRequest && calendar) strip = { key: calendarKey(mode, calendarRequest), items: calendar };
  }
  // Names for the codes of the query, so the form shows "New York (NYC)" after a search and the
  // heading names each place; a field sent as typed without JavaScript ("Paris (CDG)") gives its code.
  const places: Record<string, Place> = {};
  for (const text of [...params.getAll("from"), ...params.getAll("to")].slice(0, 12)) {
    const code = resolveIataCode(text);
    const place = code ? placeForCode(code) : undefined;
    if (place) places[place.code] = place;
  }
  const page = {
    // The trip in words for the title and the heading, written once here: in the browser the first
    // date or count written costs a slow phone a long pause while the page comes alive.
    trip: spec ? tripInWords(serverTranslator(locale), spec, places, locale) : null,
    // The form's and the results' words, and the route guides' links shown beside them.
    messages: pageMessages(request, ["search", "results", "offers", "guides", "insight"]),
    run,
    // The names of the run's airlines, so the browser needs no airline table to show them.
    airlineNames: run ? airlineNames(carrierCodes(run)) : {},
    priceHistory: await history,
    strip,
    places,
    placeQuestions,
    marker: config.travelpayoutsMarker,
    functionsBasePath: config.functionsBasePath,
    now: Date.now(),
    // The strip's first day: today at the origin airport (no day before it is offered).
    stripEarliest: first ? search.stripEarliest(first) : null,
  };
  // A query the search rules refuse is answered 400, its reasons on the page, as /explore does; a
  // place name that stands for several places is a question with choices, not a refusal.
  const refused = problems.length > 0 && !placeQuestions.some((question) => question.choices.length > 0);
  return refused ? data(page, { status: 400 }) : data(page, { headers: searchPageCaching(request, run) });
}

export const headers = ({ loaderHeaders }: Route.HeadersArgs) => loaderHeaders;

export default function SearchRoute({ loaderData }: Route.ComponentProps) {
  const { marker, functionsBasePath, stripEarliest } = loaderData;
  const location = useLocation();
  const t = useT();
  const locale = useLocale();
  const say = useRuleText();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  // The query, read once per URL: the form's prefill, the search, and why it cannot run.
  const query = useMemo(() => readSearchQuery(params, new Date(), locale), [params, locale]);
  const { spec } = query;
  const problems = useMemo(() => query.problems.map((p) => say(p) ?? ""), [query.problems, say]);
  const initial = useMemo(
    () => withTypedDates(withPlaceNames(query.form, loaderData.places), intlLocale(locale)),
    [query.form, loaderData.places, locale],
  );
  const key = spec ? searchKey(spec) : null;
  const [run, setRun] = useState<SearchRun | null>(loaderData.run?.key === key ? loaderData.run : null);
  const [attempt, setAttempt] = useState(0);
  // The ages shown ("found 2 min ago") count from now once hydrated, not from the server's render.
  const now = usePageClock(loaderData.now);
  const serverRun = useRef(loaderData.run);
  serverRun.current = loaderData.run;
  const shownRun = useRef(run);
  shownRun.current = run;

  // A new navigation to the same query (submit again) searches again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: location.key marks a new navigation.
  useEffect(() => {
    if (!spec || !key) {
      setRun(null);
      return;
    }
    // Moving the month view or the date grid keeps the search: its finished results stay.
    const shown = shownRun.current;
    const moved = (location.state as { viewMove?: boolean } | null)?.viewMove === true;
    if (
      attempt === 0 &&
      moved &&
      shown?.key === key &&
      !shown.legs.some((l) => l.sources.some((s) => s.status === "loading"))
    )
      return;
    const fromServer = attempt === 0 && serverRun.current?.key === key ? serverRun.current : null;
    const start: SearchRun = fromServer ?? loadingRun(key, spec);
    setRun(start);
    const pending = start.legs.some((l) => l.sources.some((s) => s.status === "loading"));
    if (!pending) return;
    const ctrl = new AbortController();
    runSearch(functionsBasePath, key, spec, {
      signal: ctrl.signal,
      locale,
      skip: (legIndex, name) => start.legs[legIndex]?.sources.find((s) => s.name === name)?.status !== "loading",
      onSource: (legIndex, state) => {
        if (ctrl.signal.aborted) return;
        setRun((current) => {
          if (!current || current.key !== key) return current;
          return {
            ...current,
            legs: current.legs.map((l, i) =>
              i === legIndex ? { ...l, sources: l.sources.map((s) => (s.name === state.name ? state : s)) } : l,
            ),
          };
        });
      },
    }).catch(() => {});
    return () => ctrl.abort();
  }, [key, attempt, functionsBasePath, spec, location.key, locale]);

  const retry = useCallback(() => setAttempt((a) => a + 1), []);
  const airlineName = useAirlineNameOf(run, loaderData.airlineNames);
  const loading = !!run?.legs.some((l) => l.sources.some((s) => s.status === "loading"));
  // A shared link that names a route and a date but breaks a rule says why (problems).
  const incomplete =
    !spec && problems.length === 0 && (params.has("from") || params.has("to") || params.has("date") || params.has("q"));
  const firstLeg = spec?.legs[0];

  const summary = useMemo(
    () => (spec && problems.length === 0 ? searchSummary(t, spec, intlLocale(locale)) : null),
    [spec, problems, t, locale],
  );
  // The heading names the trip searched ("New York → Paris, Fri, Dec 18 – Sun, Dec 27 · 1 adult, economy").
  const trip = spec ? loaderData.trip : null;
  // The sources' raw answers, for whoever debugs a search: only on request, never in the traveller's way.
  const debug = params.get("debug") === "1";

  return (
    <div className="mx-auto max-w-7xl px-4 py-4 sm:px-6 sm:py-8">
      <h1
        className={`font-extrabold tracking-tight break-words ${trip ? "text-lg sm:text-2xl" : "text-xl sm:text-3xl"}`}
        data-testid="search-heading"
      >
        {trip ?? t("search.heading")}
      </h1>
      <div className="mt-3 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm sm:mt-4 sm:p-5">
        <CollapsibleSearch summary={summary}>
          <SearchForm initial={initial} functionsBasePath={functionsBasePath} busy={loading} />
        </CollapsibleSearch>
      </div>
      {spec && firstLeg && spec.tripType !== "multicity" && (
        <div className="mt-3 sm:mt-4">
          {/* The day strip, the price insight and the cards hydrate after the form and the filters
              (Suspense boundaries of their own, as in LegResults), which a traveller reaches for first. */}
          <Suspense>
            <FlexibleDates
              mode={calendarModeFor(params.get("view"), spec.tripType, spec.returnDate)}
              now={now}
              search={location.search}
              date={firstLeg.date}
              returnDate={spec.returnDate}
              tripType={spec.tripType}
              earliest={stripEarliest ?? firstLeg.date}
              functionsBasePath={functionsBasePath}
              from={firstLeg.from}
              to={firstLeg.to}
              travellers={spec}
              initial={loaderData.strip}
            />
          </Suspense>
        </div>
      )}
      {loaderData.placeQuestions.length > 0 ? (
        <SearchPlaceQuestions questions={loaderData.placeQuestions} />
      ) : problems.length > 0 ? (
        <div className="mt-4">
          <SearchErrorBox reasons={problems} level={2} />
        </div>
      ) : spec && run ? (
        <AirlineNamesProvider value={airlineName}>
          {loaderData.priceHistory && firstLeg && spec.tripType !== "multicity" ? (
            <Suspense>
              <InsightPanel
                share={<ShareResults />}
                run={run}
                history={loaderData.priceHistory}
                from={firstLeg.from}
                to={firstLeg.to}
                cabin={spec.cabin}
                adults={spec.adults}
                places={loaderData.places}
                now={now}
              />
            </Suspense>
          ) : (
            <div className="mt-3">
              <ShareResults />
            </div>
          )}
          <SearchResults
            run={run}
            spec={spec}
            marker={marker}
            functionsBasePath={functionsBasePath}
            onRetry={retry}
            now={now}
            params={params}
          />
        </AirlineNamesProvider>
      ) : (
        <div className="mt-8 rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center">
          <p className="text-slate-700" data-testid="empty-state">
            {t("results.empty")}
          </p>
          {incomplete && <p className="mt-2 text-sm text-slate-600">{t("search.incompleteLink")}</p>}
        </div>
      )}
      {spec && firstLeg && (
        <div className="mt-6 space-y-4 text-sm text-slate-700">
          <RouteGuideLinks legs={spec.legs} />
          {debug && (
            <details data-testid="debug-info">
              <summary className="cursor-pointer text-slate-600">{t("search.debugInfo")}</summary>
              <pre className="mt-2 max-h-64 overflow-auto rounded-md bg-slate-900 p-3 text-xs text-slate-100">
                {JSON.stringify(
                  run?.legs.map((l) => ({
                    leg: l.leg,
                    sources: l.sources.map((s) => ({
                      name: s.name,
                      status: s.status,
                      count: s.items.length,
                      error: s.error,
                      debug: s.debug,
                    })),
                  })) ?? null,
                  null,
                  2,
                )}
              </pre>
            </details>
          )}
        </div>
      )}
    </div>
  );
}
