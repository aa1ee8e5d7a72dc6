import { Loader2, RotateCcw } from "lucide-react";
import { memo, useMemo, useState } from "react";
import { sourceLabel } from "../../providers/registry";
import { cheapestTrip, type MergeResult, mergeSources, type SortOrder, sortOffers } from "../../search/merge";
import type { FlightOffer } from "../../search/types";
import type { LegRun, SearchRun } from "../search-run";
import type { SearchSpec } from "../search-spec";
import { FilterPanel } from "./filter-panel";
import { applyFilters, EMPTY_FILTERS, type FilterState, facets } from "./filters";
import { OfferCard, SkeletonCard } from "./offer-card";
import { formatDuration, formatPrice, hiddenSwitchesText, offerMinutes } from "./offer-view";
import { hiddenEntries, type ResultView, readResultView, withResultView } from "./result-params";

export const SEARCH_FAILED = "Search failed. Please try again.";
export const EMPTY_STATE = "No results yet. Try searching for flights.";
export const SEARCHING = "Searching flights...";

const SORTS: { id: SortOrder; label: string }[] = [
  { id: "cheapest", label: "Cheapest" },
  { id: "best", label: "Best" },
  { id: "fastest", label: "Fastest" },
];

/**
 * The Search Error box (spec §8): the server's or the rules' reasons when there
 * are any (a shared link with a past date, a refused request), else the spec's
 * "Search failed. Please try again."
 */
export function SearchErrorBox({ reasons, level = 3 }: { reasons: readonly string[]; level?: 2 | 3 }) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <div role="alert" className="mt-3 rounded-lg border border-red-300 bg-red-50 p-4" data-testid="search-error">
      <Heading className="font-bold text-red-800">Search Error</Heading>
      {reasons.length === 0 ? (
        <p className="mt-1 text-sm text-red-800">{SEARCH_FAILED}</p>
      ) : (
        <ul className="mt-1 space-y-1 text-sm text-red-800" data-testid="search-error-reasons">
          {reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The distinct reasons the sources of a failed leg were refused with. */
export function refusalReasons(leg: LegRun): string[] {
  return [...new Set(leg.sources.flatMap((s) => (s.status === "failed" && s.reason ? [s.reason] : [])))];
}

export function mergeLeg(leg: LegRun): MergeResult {
  return mergeSources(
    leg.sources.map((s) => ({
      provider: s.name,
      items: s.items,
      failed: s.status === "failed",
      error: s.error,
    })),
  );
}

type SortedLists = Record<SortOrder, FlightOffer[]>;

/** The list in each order, sorted once per change of the list (tabs and cards share them). */
const sortEachWay = (offers: FlightOffer[]): SortedLists => ({
  cheapest: sortOffers(offers, "cheapest"),
  best: sortOffers(offers, "best"),
  fastest: sortOffers(offers, "fastest"),
});

function SortTabs({
  sorted,
  order,
  onChange,
  params,
}: {
  sorted: SortedLists;
  order: SortOrder;
  onChange: (o: SortOrder) => void;
  params: URLSearchParams;
}) {
  const top = (o: SortOrder) => sorted[o][0];
  // A GET form: without JavaScript each tab reloads /search with its sort (filters kept).
  return (
    <form method="get" action="/search">
      {hiddenEntries(params, ["sort"]).map(([name, value], i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: parameters may repeat; their order is the key.
        <input key={i} type="hidden" name={name} value={value} />
      ))}
      <fieldset className="grid grid-cols-3 gap-1 rounded-lg bg-slate-100 p-1">
        <legend className="sr-only">Sort by</legend>
        {SORTS.map((s) => {
          const first = top(s.id);
          return (
            <button
              key={s.id}
              type="submit"
              name="sort"
              value={s.id}
              aria-pressed={order === s.id}
              onClick={(event) => {
                event.preventDefault();
                onChange(s.id);
              }}
              className={`rounded-md px-2 py-2 text-left text-sm ${
                order === s.id ? "bg-white font-semibold text-brand-800 shadow" : "text-slate-700"
              }`}
            >
              <span className="block">{s.label}</span>
              {first && (
                <span className="block text-xs text-slate-600">
                  {formatPrice(first.price, first.currency)} · {formatDuration(offerMinutes(first))}
                </span>
              )}
            </button>
          );
        })}
      </fieldset>
    </form>
  );
}

/**
 * Multi City: what the whole trip costs at least — each flight's cheapest offer
 * summed, said to be separate tickets, with each ticket's source.
 */
export function TripTotalCard({ legs }: { legs: FlightOffer[][] }) {
  const total = cheapestTrip(legs);
  if (!total) return null;
  return (
    <section
      aria-labelledby="trip-total-heading"
      className="mt-4 rounded-xl border border-brand-100 bg-brand-50 p-4"
      data-testid="trip-total"
    >
      <h2 id="trip-total-heading" className="text-base font-bold text-slate-900">
        Cheapest whole trip:{" "}
        <span data-testid="trip-total-price" data-price={total.price}>
          {formatPrice(total.price, total.currency)}
        </span>
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        The sum of the cheapest offer for each flight, booked as {total.offers.length} separate tickets.
      </p>
      <ol className="mt-2 space-y-1 text-sm text-slate-800">
        {total.offers.map((offer, i) => (
          <li key={offer.id} data-testid="trip-total-leg" data-price={offer.price}>
            Flight {i + 1}, {offer.leg[0]?.from} → {offer.leg[offer.leg.length - 1]?.to}:{" "}
            {formatPrice(offer.price, offer.currency)} via {sourceLabel(offer.provider)}
          </li>
        ))}
      </ol>
    </section>
  );
}

interface LegResultsProps {
  leg: LegRun;
  merged: MergeResult;
  index: number;
  spec: SearchSpec;
  marker: string;
  functionsBasePath: string;
  order: SortOrder;
  onOrder: (o: SortOrder) => void;
  filters: FilterState;
  onFilters: (f: FilterState) => void;
  params: URLSearchParams;
  withFilters: boolean;
  now: number;
}

function LegResults({
  leg,
  merged,
  index,
  spec,
  marker,
  functionsBasePath,
  order,
  onOrder,
  filters,
  onFilters: setFilters,
  params,
  withFilters,
  now,
}: LegResultsProps) {
  const [showAll, setShowAll] = useState(false);
  const loading = leg.sources.some((s) => s.status === "loading");
  const failed = leg.sources.every((s) => s.status === "failed");
  const someFailed = leg.sources.filter((s) => s.status === "failed");
  const filtered = useMemo(() => applyFilters(merged.offers, filters), [merged.offers, filters]);
  const sortedEachWay = useMemo(() => sortEachWay(filtered), [filtered]);
  const sorted = sortedEachWay[order];
  const panelFacets = useMemo(() => facets(merged.offers, filters), [merged.offers, filters]);
  const limit = withFilters || showAll ? sorted.length : 10;
  const shown = sorted.slice(0, limit);
  const multi = spec.tripType === "multicity";
  const headingId = `leg-${index}-heading`;

  return (
    <section aria-labelledby={headingId} className={multi ? "mt-6" : "mt-1"} data-testid={`leg-results-${index}`}>
      <h2 id={headingId} className={multi ? "text-lg font-bold" : "sr-only"}>
        {multi ? `Flight ${index + 1}: ` : "Results: "}
        {leg.leg.from} → {leg.leg.to} on {leg.leg.date}
      </h2>
      {failed && <SearchErrorBox reasons={refusalReasons(leg)} />}
      {!failed && (
        <div className={withFilters ? "mt-3 grid gap-3 lg:grid-cols-[16rem_1fr] lg:gap-6" : "mt-3"}>
          {withFilters && merged.offers.length > 0 && (
            <FilterPanel
              facets={panelFacets}
              filters={filters}
              onChange={setFilters}
              params={params}
              matching={filtered.length}
            />
          )}
          <div className={withFilters && merged.offers.length === 0 ? "lg:col-span-2" : ""}>
            {merged.offers.length > 0 && (
              <SortTabs sorted={sortedEachWay} order={order} onChange={onOrder} params={params} />
            )}
            <div className="mt-3 space-y-1 text-sm text-slate-700" aria-live="polite">
              {merged.offers.length > 0 && (
                <p data-testid="result-count">
                  Showing {shown.length} of {merged.offers.length} flights
                  {filtered.length !== merged.offers.length ? ` (${filtered.length} match your filters)` : ""}.
                </p>
              )}
              {!loading && <p data-testid="hidden-switches">{hiddenSwitchesText(merged.hiddenAirportSwitches)}</p>}
              {someFailed.length > 0 && (
                <p className="text-amber-800">
                  {new Intl.ListFormat("en", { type: "conjunction" }).format(
                    someFailed.map((s) => sourceLabel(s.name)),
                  )}{" "}
                  did not answer; showing the other source's results.
                </p>
              )}
            </div>
            {!loading && merged.offers.length === 0 && (
              <p className="mt-4 rounded-lg border border-slate-200 bg-white p-6 text-center text-slate-700">
                No flights found for {leg.leg.from} → {leg.leg.to} on {leg.leg.date}. Try nearby dates or other
                airports.
              </p>
            )}
            {merged.offers.length > 0 && filtered.length === 0 && (
              <p className="mt-4 rounded-lg border border-slate-200 bg-white p-6 text-center text-slate-700">
                No flights match your filters.{" "}
                <button
                  type="button"
                  className="font-semibold text-brand-700 underline"
                  onClick={() => setFilters(EMPTY_FILTERS)}
                >
                  Clear all filters
                </button>
              </p>
            )}
            <ul
              className="mt-3 space-y-2"
              aria-label={`Flights ${leg.leg.from} to ${leg.leg.to}`}
              data-testid="offer-list"
            >
              {shown.map((offer) => (
                <OfferCard
                  key={offer.id}
                  offer={offer}
                  marker={marker}
                  functionsBasePath={functionsBasePath}
                  departure={leg.leg.date}
                  returnDate={spec.tripType === "roundtrip" ? spec.returnDate : undefined}
                  travellers={spec}
                  now={now}
                />
              ))}
              {loading && merged.offers.length === 0 && [0, 1, 2].map((i) => <SkeletonCard key={i} />)}
            </ul>
            {sorted.length > shown.length && (
              <button
                type="button"
                onClick={() => setShowAll(true)}
                className="mt-3 rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-semibold"
              >
                Show all {sorted.length} flights
              </button>
            )}
          </div>
        </div>
      )}
    </section>
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
      <div role="status" aria-live="polite" className="mt-2 min-h-6">
        {loading && (
          <p className="inline-flex items-center gap-2 text-slate-700" data-testid="searching">
            <Loader2 aria-hidden="true" className="h-5 w-5 animate-spin" /> {SEARCHING}
          </p>
        )}
      </div>
      {anyFailed && !loading && (
        <button
          type="button"
          onClick={onRetry}
          className="mt-2 inline-flex items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-semibold"
        >
          <RotateCcw aria-hidden="true" className="h-4 w-4" /> Try again
        </button>
      )}
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
