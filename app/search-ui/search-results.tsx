import { Loader2, RotateCcw } from "lucide-react";
import { useMemo, useState } from "react";
import { type MergeResult, mergeSources, type SortOrder, sortOffers } from "../search/merge";
import type { FlightOffer } from "../search/types";
import { FilterPanel } from "./filter-panel";
import { applyFilters, EMPTY_FILTERS, type FilterState, facets } from "./filters";
import { OfferCard, SkeletonCard } from "./offer-card";
import { formatDuration, formatPrice, offerMinutes } from "./offer-view";
import type { LegRun, SearchRun, SearchSpec } from "./search-run";

export const SEARCH_FAILED = "Search failed. Please try again.";
export const EMPTY_STATE = "No results yet. Try searching for flights.";
export const SEARCHING = "Searching flights...";

const SORTS: { id: SortOrder; label: string }[] = [
  { id: "cheapest", label: "Cheapest" },
  { id: "best", label: "Best" },
  { id: "fastest", label: "Fastest" },
];

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

function SortTabs({
  offers,
  order,
  onChange,
}: {
  offers: FlightOffer[];
  order: SortOrder;
  onChange: (o: SortOrder) => void;
}) {
  const top = (o: SortOrder) => sortOffers(offers, o)[0];
  return (
    <fieldset className="grid grid-cols-3 gap-1 rounded-lg bg-slate-100 p-1">
      <legend className="sr-only">Sort by</legend>
      {SORTS.map((s) => {
        const first = top(s.id);
        return (
          <button
            key={s.id}
            type="button"
            aria-pressed={order === s.id}
            onClick={() => onChange(s.id)}
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
  );
}

interface LegResultsProps {
  leg: LegRun;
  index: number;
  spec: SearchSpec;
  marker: string;
  functionsBasePath: string;
  order: SortOrder;
  onOrder: (o: SortOrder) => void;
  withFilters: boolean;
  now: number;
}

function LegResults({
  leg,
  index,
  spec,
  marker,
  functionsBasePath,
  order,
  onOrder,
  withFilters,
  now,
}: LegResultsProps) {
  const [filters, setFilters] = useState<FilterState>(EMPTY_FILTERS);
  const [showAll, setShowAll] = useState(false);
  const merged = useMemo(() => mergeLeg(leg), [leg]);
  const loading = leg.sources.some((s) => s.status === "loading");
  const failed = leg.sources.every((s) => s.status === "failed");
  const someFailed = leg.sources.filter((s) => s.status === "failed");
  const filtered = useMemo(() => applyFilters(merged.offers, filters), [merged.offers, filters]);
  const sorted = useMemo(() => sortOffers(filtered, order), [filtered, order]);
  const panelFacets = useMemo(() => facets(merged.offers, filters), [merged.offers, filters]);
  const limit = withFilters || showAll ? sorted.length : 10;
  const shown = sorted.slice(0, limit);
  const multi = spec.tripType === "multicity";
  const headingId = `leg-${index}-heading`;

  return (
    <section aria-labelledby={headingId} className="mt-6" data-testid={`leg-results-${index}`}>
      <h2 id={headingId} className={multi ? "text-lg font-bold" : "sr-only"}>
        {multi ? `Flight ${index + 1}: ` : "Results: "}
        {leg.leg.from} → {leg.leg.to} on {leg.leg.date}
      </h2>
      {failed && (
        <div role="alert" className="mt-3 rounded-lg border border-red-300 bg-red-50 p-4" data-testid="search-error">
          <h3 className="font-bold text-red-800">Search Error</h3>
          <p className="mt-1 text-sm text-red-800">{SEARCH_FAILED}</p>
        </div>
      )}
      {!failed && (
        <div className={withFilters ? "mt-3 grid gap-6 lg:grid-cols-[16rem_1fr]" : "mt-3"}>
          {withFilters && merged.offers.length > 0 && (
            <FilterPanel facets={panelFacets} filters={filters} onChange={setFilters} />
          )}
          <div className={withFilters && merged.offers.length === 0 ? "lg:col-span-2" : ""}>
            {merged.offers.length > 0 && <SortTabs offers={filtered} order={order} onChange={onOrder} />}
            <div className="mt-3 space-y-1 text-sm text-slate-700" aria-live="polite">
              {merged.offers.length > 0 && (
                <p data-testid="result-count">
                  Showing {shown.length} of {merged.offers.length} flights
                  {filtered.length !== merged.offers.length ? ` (${filtered.length} match your filters)` : ""}.
                </p>
              )}
              {!loading && (
                <p data-testid="hidden-switches">
                  {merged.hiddenAirportSwitches === 0
                    ? "No connections that change airports had to be hidden."
                    : `${merged.hiddenAirportSwitches} connection${merged.hiddenAirportSwitches === 1 ? "" : "s"} that would make you change airports ${merged.hiddenAirportSwitches === 1 ? "was" : "were"} hidden.`}
                </p>
              )}
              {someFailed.length > 0 && (
                <p className="text-amber-800">
                  {someFailed.map((s) => (s.name === "amadeus" ? "Amadeus" : "Travelpayouts")).join(" and ")} did not
                  answer; showing the other source's results.
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
              className="mt-3 space-y-3"
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
}

/**
 * Results of one run. One way / return: one list with filters and sort tabs.
 * Multi City: one section per leg, each with its own merged list (cheapest 10
 * first, "Show all" for the rest) and the shared sort order.
 */
export function SearchResults({ run, spec, marker, functionsBasePath, onRetry, now }: SearchResultsProps) {
  const [order, setOrder] = useState<SortOrder>("cheapest");
  const loading = run.legs.some((l) => l.sources.some((s) => s.status === "loading"));
  const anyFailed = run.legs.some((l) => l.sources.every((s) => s.status === "failed"));
  return (
    <div>
      <div role="status" aria-live="polite" className="mt-4 min-h-6">
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
      {run.legs.map((leg, i) => (
        <LegResults
          key={`${run.key}-${leg.leg.from}-${leg.leg.to}-${leg.leg.date}-${
            // biome-ignore lint/suspicious/noArrayIndexKey: legs are positional.
            i
          }`}
          leg={leg}
          index={i}
          spec={spec}
          marker={marker}
          functionsBasePath={functionsBasePath}
          order={order}
          onOrder={setOrder}
          withFilters={spec.tripType !== "multicity"}
          now={now}
        />
      ))}
    </div>
  );
}
