import { Loader2, RotateCcw } from "lucide-react";
import { memo, useMemo, useState } from "react";
import { type MergeResult, mergeSources, type SortOrder } from "../../../core/search/merge";
import { Button } from "../../../ui/button";
import { useT } from "../../../ui/i18n";
import type { LegRun, SearchRun } from "../search-run";
import type { SearchSpec } from "../search-spec";
import { EMPTY_FILTERS, type FilterState } from "./filters";
import { LegResults } from "./leg-results";
import { type ResultView, readResultView, withResultView } from "./result-params";
import { refusalReasons } from "./search-error-box";
import { TrackTripButton } from "./track-trip-button";
import { TripTotalCard } from "./trip-total-card";

function mergeLeg(leg: LegRun): MergeResult {
  return mergeSources(
    leg.sources.map((s) => ({
      provider: s.name,
      items: s.items,
      failed: s.status === "failed",
      error: s.error,
    })),
  );
}

export interface SearchResultsProps {
  run: SearchRun;
  spec: SearchSpec;
  marker: string;
  functionsBasePath: string;
  onRetry: () => void;
  now: number;
  /** The page's query: the search plus the filters and sort (result-params). */
  params: URLSearchParams;
}

/** Keeps the URL in step with the list without a navigation (which would search again). */
function replaceViewInUrl(view: ResultView) {
  const next = withResultView(new URLSearchParams(window.location.search), view).toString();
  window.history.replaceState(window.history.state, "", `${window.location.pathname}${next ? `?${next}` : ""}`);
}

/**
 * Results of one run. One way / return: one list with filters and sort tabs.
 * Multi City: one section per leg, each with its own merged list (cheapest 10
 * first, "Show all" for the rest) and the shared sort order. Memoised: React Router's start-up
 * after hydration re-renders the route at once, and the cards need not follow when nothing of
 * theirs changed.
 */
export const SearchResults = memo(function SearchResults({
  run,
  spec,
  marker,
  functionsBasePath,
  onRetry,
  now,
  params,
}: SearchResultsProps) {
  const t = useT();
  const [view, setView] = useState<ResultView>(() => readResultView(params));
  // A new URL (another search, back/forward to another entry) brings its own view. Adjusted while
  // rendering, not in an effect: an effect would render every card a second time after hydration.
  const [viewParams, setViewParams] = useState(params);
  if (viewParams !== params) {
    setViewParams(params);
    setView(readResultView(params));
  }
  const changeView = (next: ResultView) => {
    setView(next);
    replaceViewInUrl(next);
  };
  const order = view.sort;
  const setOrder = (sort: SortOrder) => changeView({ ...view, sort });
  const setFilters = (filters: FilterState) => changeView({ ...view, filters });
  // One merge per leg per change of the run; LegResults and the trip total share it.
  const merged = useMemo(() => run.legs.map(mergeLeg), [run.legs]);
  const loading = run.legs.some((l) => l.sources.some((s) => s.status === "loading"));
  const multi = spec.tripType === "multicity";
  // Trying again helps when a source broke, not when the server refused the search itself.
  const anyFailed = run.legs.some(
    (l) => l.sources.every((s) => s.status === "failed") && refusalReasons(l).length === 0,
  );
  return (
    <div>
      {/* Room for "Searching…" kept on wider screens only: a phone keeps its first screen for the first card. */}
      <div role="status" aria-live="polite" className="sm:mt-2 sm:min-h-6">
        {loading && (
          <p className="inline-flex items-center gap-2 text-slate-700" data-testid="searching">
            <Loader2 aria-hidden="true" className="h-5 w-5 animate-spin" /> {t("results.searching")}
          </p>
        )}
      </div>
      {anyFailed && !loading && (
        <Button onClick={onRetry} variant="secondary" size="sm" className="mt-2">
          <RotateCcw aria-hidden="true" className="h-4 w-4" /> {t("results.tryAgain")}
        </Button>
      )}
      {/* A price alert for this trip, before the cards where it is seen, not small text after them. */}
      <TrackTripButton params={params} className="mt-2" />
      {multi && !loading && <TripTotalCard legs={merged.map((m) => m.offers)} />}
      {run.legs.map((leg, i) => (
        <LegResults
          key={`${run.key}-${leg.leg.from}-${leg.leg.to}-${leg.leg.date}-${
            // biome-ignore lint/suspicious/noArrayIndexKey: legs are positional.
            i
          }`}
          leg={leg}
          merged={merged[i] as MergeResult}
          index={i}
          spec={spec}
          marker={marker}
          functionsBasePath={functionsBasePath}
          order={order}
          onOrder={setOrder}
          filters={multi ? EMPTY_FILTERS : view.filters}
          onFilters={setFilters}
          params={params}
          withFilters={!multi}
          now={now}
        />
      ))}
    </div>
  );
});
