import { Suspense, useMemo, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { type BagPrice, priceWithCheckedBag } from "../../../core/offers/bags";
import type { MergeResult, SortOrder } from "../../../core/search/merge";
import type { FlightOffer } from "../../../core/search/types";
import { formatDate } from "../../../format/dates";
import { formatList } from "../../../format/lists";
import { formatWholeNumber } from "../../../format/numbers";
import { intlLocale } from "../../../i18n/locales";
import { Button } from "../../../ui/button";
import { useLocale, useT } from "../../../ui/i18n";
import type { LegRun } from "../search-run";
import type { SearchSpec } from "../search-spec";
import { FilterPanel } from "./filter-panel";
import { applyFilters, clearedFilters, type FilterState } from "./filters";
import { OfferCard, SkeletonCard } from "./offer-card";
import { hiddenSwitchesText } from "./offer-view";
import { showsAllOffers } from "./result-params";
import { refusalReasons, SearchErrorBox } from "./search-error-box";
import { ShowAllButton } from "./show-all-button";
import { SortTabs, sortEachWay } from "./sort-tabs";
import { sourceName } from "./source-text";
import { legMedianKg } from "./trip-filters";

/**
 * Cards drawn before "Show all": the cheapest ten (or the first of the chosen order) are what most
 * travellers compare, and a phone draws and hydrates a third of the cards of a full list.
 */
const FIRST_CARDS = 10;

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

/**
 * One leg's results: its error box when every source failed, else the filters (one way and
 * return), the sort tabs, the counts and the first cards, with "Show all" for the rest.
 */
export function LegResults({
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
  const [showAll, setShowAll] = useState(() => showsAllOffers(params));
  const listRef = useRef<HTMLUListElement>(null);
  // The button goes with the click: focus moves to the first card it brought, not to the page's top.
  const showRest = () => {
    flushSync(() => setShowAll(true));
    listRef.current?.children[FIRST_CARDS]?.querySelector<HTMLElement>("a[href], button")?.focus();
  };
  const loading = leg.sources.some((s) => s.status === "loading");
  const failed = leg.sources.every((s) => s.status === "failed");
  const someFailed = leg.sources.filter((s) => s.status === "failed");
  // With "1 checked bag" every offer is priced with it (filters, sort and cards alike), each card saying what was added.
  const seated = spec.adults + spec.children;
  const { offers, bagPrices } = useMemo(() => {
    const bagPrices = new Map<FlightOffer, BagPrice>();
    if (!filters.checkedBag) return { offers: merged.offers, bagPrices };
    const offers = merged.offers.map((offer) => {
      const bagPrice = priceWithCheckedBag(offer, seated);
      const priced = { ...offer, price: bagPrice.price };
      bagPrices.set(priced, bagPrice);
      return priced;
    });
    return { offers, bagPrices };
  }, [merged.offers, filters.checkedBag, seated]);
  const median = useMemo(() => legMedianKg(offers), [offers]);
  const filtered = useMemo(() => applyFilters(offers, filters), [offers, filters]);
  const sortedEachWay = useMemo(() => sortEachWay(filtered), [filtered]);
  const sorted = sortedEachWay[order];
  const limit = showAll ? sorted.length : FIRST_CARDS;
  const shown = sorted.slice(0, limit);
  const multi = spec.tripType === "multicity";
  const headingId = `leg-${index}-heading`;
  const t = useT();
  const locale = intlLocale(useLocale());
  const route = { from: leg.leg.from, to: leg.leg.to, date: formatDate(leg.leg.date, "long", locale) };
  const counts = {
    shown: formatWholeNumber(shown.length, locale),
    total: formatWholeNumber(merged.offers.length, locale),
    matching: formatWholeNumber(filtered.length, locale),
  };

  return (
    <section aria-labelledby={headingId} className={multi ? "mt-6" : "mt-1"} data-testid={`leg-results-${index}`}>
      <h2 id={headingId} className={multi ? "text-lg font-bold" : "sr-only"}>
        {multi
          ? t("results.heading.multi", { ...route, number: index + 1 })
          : spec.returnDate
            ? t("results.heading.return", { ...route, returnDate: formatDate(spec.returnDate, "long", locale) })
            : t("results.heading.single", route)}
      </h2>
      {failed && <SearchErrorBox reasons={refusalReasons(leg)} />}
      {!failed && (
        <div
          className={withFilters ? "mt-3 grid grid-cols-1 gap-3 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-6" : "mt-3"}
        >
          {withFilters && merged.offers.length > 0 && (
            <FilterPanel
              offers={offers}
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
                  {t(filtered.length !== merged.offers.length ? "results.countFiltered" : "results.count", counts)}
                </p>
              )}
              {!loading && <p data-testid="hidden-switches">{hiddenSwitchesText(t, merged.hiddenAirportSwitches)}</p>}
              {someFailed.length > 0 && (
                <p className="text-amber-800">
                  {t("results.sourcesFailed", {
                    count: someFailed.length,
                    sources: formatList(
                      someFailed.map((s) => sourceName(t, s.name)),
                      locale,
                    ),
                  })}
                </p>
              )}
            </div>
            {!loading && merged.offers.length === 0 && (
              <p className="mt-4 rounded-lg border border-slate-200 bg-white p-6 text-center text-slate-700">
                {t("results.noFlights", route)}
              </p>
            )}
            {merged.offers.length > 0 && filtered.length === 0 && (
              <p className="mt-4 rounded-lg border border-slate-200 bg-white p-6 text-center text-slate-700">
                {t("results.noMatch")}{" "}
                <Button variant="link" size="inline" onClick={() => setFilters(clearedFilters(filters))}>
                  {t("results.clearAllFilters")}
                </Button>
              </p>
            )}
            {/* A boundary of its own: React hydrates the form, the filters and the sort first and
                the cards (already shown as the server sent them) just after, so on a slow phone
                the controls take input sooner; a click on a card before then hydrates it first. */}
            <Suspense>
              <ul
                ref={listRef}
                className="mt-3 space-y-2"
                aria-label={t("results.listLabel", route)}
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
                    median={median}
                    bagPrice={bagPrices.get(offer)}
                  />
                ))}
                {loading && merged.offers.length === 0 && [0, 1, 2].map((i) => <SkeletonCard key={i} />)}
              </ul>
            </Suspense>
            {sorted.length > shown.length && (
              <ShowAllButton count={sorted.length} params={params} onShowAll={showRest} />
            )}
          </div>
        </div>
      )}
    </section>
  );
}
