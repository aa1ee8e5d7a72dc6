import { format } from "date-fns";
import { useEffect, useMemo, useRef, useState } from "react";
import { useLocation } from "react-router";
import { pageMeta, siteUrlFrom } from "../seo/meta";
import type { Route } from "./+types/search-route";
import { formStateFromParams, searchFromParams, searchKey } from "./form-state";
import { PriceStrip } from "./price-strip";
import { SearchForm } from "./search-form";
import { EMPTY_STATE, SearchResults } from "./search-results";
import { runSearch, type SearchRun } from "./search-run";
import { isClientDataRequest, loopbackBase, serverSearch } from "./server-search.server";

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const spec = searchFromParams(new URLSearchParams(location.search));
  const route = spec ? spec.legs.map((l) => `${l.from} → ${l.to}`).join(", ") : null;
  return pageMeta({
    title: route ? `Flights ${route} | Fareline` : "Search Flights | Fareline",
    description: "Compare flight offers from our partners, merged and sorted by price.",
    path: "/search",
    siteUrl: siteUrlFrom(matches),
    noindex: true,
  });
};

/**
 * Design: a document request (first load, JavaScript off) searches on the server
 * within a budget and renders the results; the browser finishes any source that
 * missed it. A client navigation (form submit, price strip) skips the server
 * search and the browser calls both sources in parallel, showing cards as each
 * answers.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { config } = context;
  const params = new URL(request.url).searchParams;
  const spec = searchFromParams(params);
  let run: SearchRun | null = null;
  if (spec && !isClientDataRequest(request)) {
    run = await serverSearch(loopbackBase(request, config), searchKey(spec), spec);
  }
  return {
    run,
    marker: config.travelpayoutsMarker,
    functionsBasePath: config.functionsBasePath,
    now: Date.now(),
    today: format(new Date(), "yyyy-MM-dd"),
  };
}

export default function SearchRoute({ loaderData }: Route.ComponentProps) {
  const { marker, functionsBasePath, today } = loaderData;
  const location = useLocation();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const initial = useMemo(() => formStateFromParams(params), [params]);
  const spec = useMemo(() => searchFromParams(params), [params]);
  const key = spec ? searchKey(spec) : null;
  const [run, setRun] = useState<SearchRun | null>(loaderData.run?.key === key ? loaderData.run : null);
  const [attempt, setAttempt] = useState(0);
  const [now, setNow] = useState(loaderData.now);
  const serverRun = useRef(loaderData.run);
  serverRun.current = loaderData.run;

  // A new navigation to the same query (submit again) searches again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: location.key marks a new navigation.
  useEffect(() => {
    if (!spec || !key) {
      setRun(null);
      return;
    }
    setNow(Date.now());
    const fromServer = attempt === 0 && serverRun.current?.key === key ? serverRun.current : null;
    const start: SearchRun = fromServer ?? {
      key,
      legs: spec.legs.map((leg) => ({
        leg,
        sources: [
          { name: "amadeus", status: "loading", items: [] },
          { name: "travelpayouts", status: "loading", items: [] },
        ],
      })),
    };
    setRun(start);
    const pending = start.legs.some((l) => l.sources.some((s) => s.status === "loading"));
    if (!pending) return;
    const ctrl = new AbortController();
    runSearch(functionsBasePath, key, spec, {
      signal: ctrl.signal,
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
  }, [key, attempt, functionsBasePath, spec, location.key]);

  const loading = !!run?.legs.some((l) => l.sources.some((s) => s.status === "loading"));
  const incomplete = !spec && (params.has("from") || params.has("to") || params.has("date") || params.has("q"));
  const firstLeg = spec?.legs[0];

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">Search Flights</h1>
      <div className="mt-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <SearchForm initial={initial} functionsBasePath={functionsBasePath} busy={loading} />
      </div>
      {spec && firstLeg && (
        <div className="mt-4 text-sm text-slate-700" data-testid="debug-line">
          <p>
            Route: {spec.legs.map((l) => `${l.from} → ${l.to}`).join(", ")} · Date:{" "}
            {spec.legs.map((l) => l.date).join(", ")}
            {spec.returnDate ? ` · Return: ${spec.returnDate}` : ""} · Adults: {spec.adults}
          </p>
          <details className="mt-1">
            <summary className="cursor-pointer text-slate-600">Debug info</summary>
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
        </div>
      )}
      {spec && firstLeg && spec.tripType !== "multicity" && (
        <div className="mt-4">
          <PriceStrip
            search={location.search}
            date={firstLeg.date}
            today={today}
            functionsBasePath={functionsBasePath}
            from={firstLeg.from}
            to={firstLeg.to}
            adults={spec.adults}
          />
        </div>
      )}
      {spec && run ? (
        <SearchResults
          run={run}
          spec={spec}
          marker={marker}
          functionsBasePath={functionsBasePath}
          onRetry={() => setAttempt((a) => a + 1)}
          now={now}
        />
      ) : (
        <div className="mt-8 rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center">
          <p className="text-slate-700" data-testid="empty-state">
            {EMPTY_STATE}
          </p>
          {incomplete && (
            <p className="mt-2 text-sm text-slate-600">
              We filled in what we could from your link: pick a suggestion for each city and a date, then search.
            </p>
          )}
        </div>
      )}
    </div>
  );
}
