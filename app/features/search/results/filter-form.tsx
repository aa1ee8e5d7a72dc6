import { type ReactNode, useId } from "react";
import { ALLIANCE_LABELS } from "../../../core/airlines/alliances";
import { formatDuration } from "../../../format/durations";
import { formatPrice } from "../../../format/money";
import { intlLocale } from "../../../i18n/locales";
import type { MessageKey } from "../../../i18n/message-key";
import { Button } from "../../../ui/button";
import { RichText, useLocale, useLocalePath, useT } from "../../../ui/i18n";
import { Check } from "./filter-check";
import {
  activeFilterCount,
  clearedFilters,
  type FilterFacets,
  type FilterState,
  type StopsBucket,
  type TimeWindow,
  toggle,
} from "./filters";
import { HiddenParams } from "./hidden-params";
import { RESULT_PARAMS, readResultView, withResultView } from "./result-params";
import { AirportFields, BagAndEmissionFields, ConnectionFields } from "./trip-filter-fields";

const FILTER_PARAMS = RESULT_PARAMS.filter((name) => name !== "sort");

const STOPS_LABELS: Record<StopsBucket, MessageKey> = {
  "0": "results.filters.stops.none",
  "1": "results.filters.stops.one",
  "2+": "results.filters.stops.more",
};
const WINDOW_LABELS: Record<TimeWindow, MessageKey> = {
  night: "results.filters.night",
  morning: "results.filters.morning",
  afternoon: "results.filters.afternoon",
  evening: "results.filters.evening",
};

/** One time-of-day filter (departure, arrival, return departure): a checkbox per window with its count. */
function TimeChecks({
  legend,
  name,
  counts,
  selected,
  onChange,
}: {
  legend: string;
  name: string;
  counts: { id: TimeWindow; count: number }[];
  selected: TimeWindow[];
  onChange: (next: TimeWindow[]) => void;
}) {
  const t = useT();
  if (counts.length === 0) return null;
  return (
    <fieldset>
      <legend className="text-sm font-semibold">{legend}</legend>
      {counts.map((d) => (
        <Check
          key={d.id}
          name={name}
          value={d.id}
          label={t(WINDOW_LABELS[d.id])}
          count={d.count}
          checked={selected.includes(d.id)}
          onChange={() => onChange(toggle(selected, d.id))}
        />
      ))}
    </fieldset>
  );
}

export interface FilterFormProps {
  facets: FilterFacets;
  filters: FilterState;
  onChange: (f: FilterState) => void;
  /** The page's query: the form keeps the search and the sort as hidden inputs. */
  params: URLSearchParams;
  hydrated: boolean;
  headingId?: string;
  /** Beside the heading (the sheet's Close button). */
  headerEnd?: ReactNode;
}

/**
 * The filters as a GET form: without JavaScript it applies with its button and keeps the
 * search and the sort; with JavaScript each change applies at once.
 */
export function FilterForm({ facets, filters, onChange, params, hydrated, headingId, headerEnd }: FilterFormProps) {
  const t = useT();
  const locale = intlLocale(useLocale());
  const localePath = useLocalePath();
  const id = useId();
  const clearHref = localePath(
    `/search?${withResultView(params, { ...readResultView(params), filters: clearedFilters(filters) })}`,
  );
  const active = activeFilterCount(filters);
  const durationValue = filters.maxDuration ?? facets.duration.max;
  const priceValue = filters.maxPrice ?? facets.price.max;
  return (
    <form
      method="get"
      action={localePath("/search")}
      onSubmit={(event) => event.preventDefault()}
      className="space-y-5"
    >
      <HiddenParams params={params} except={FILTER_PARAMS} />
      <div className="flex items-center justify-between gap-3">
        <h2 id={headingId} className="font-bold">
          {t("results.filters.title")}
        </h2>
        <div className="flex items-center gap-3">
          {active > 0 && (
            <a
              href={clearHref}
              onClick={(event) => {
                event.preventDefault();
                onChange(clearedFilters(filters));
              }}
              className="text-sm font-semibold text-brand-700 hover:underline"
            >
              {t("results.filters.clearAll")}
            </a>
          )}
          {headerEnd}
        </div>
      </div>
      <fieldset>
        <legend className="text-sm font-semibold">{t("results.filters.stops")}</legend>
        {facets.stops.map((s) => (
          <Check
            key={s.id}
            name="stops"
            value={s.id}
            label={t(STOPS_LABELS[s.id])}
            count={s.count}
            checked={filters.stops.includes(s.id)}
            onChange={() => onChange({ ...filters, stops: toggle(filters.stops, s.id) })}
          />
        ))}
      </fieldset>
      <BagAndEmissionFields facets={facets} filters={filters} onChange={onChange} />
      <fieldset>
        <legend className="text-sm font-semibold">{t("results.filters.airlines")}</legend>
        {facets.airlineGroups.map((group) => (
          <fieldset key={group.id} className="mt-2" data-testid={`alliance-${group.id}`}>
            <legend className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
              {group.id === "other" ? t("results.filters.otherAirlines") : ALLIANCE_LABELS[group.id]}
            </legend>
            {group.airlines.map((a) => (
              <Check
                key={a.code}
                name="airline"
                value={a.code}
                label={a.name}
                count={a.count}
                extra={t("results.filters.fromPrice", { price: formatPrice(a.minPrice, "USD", locale) })}
                checked={filters.airlines.includes(a.code)}
                onChange={() => onChange({ ...filters, airlines: toggle(filters.airlines, a.code) })}
              />
            ))}
          </fieldset>
        ))}
      </fieldset>
      <AirportFields facets={facets} filters={filters} onChange={onChange} />
      <TimeChecks
        legend={t("results.filters.departure")}
        name="dep"
        counts={facets.departure}
        selected={filters.departure}
        onChange={(departure) => onChange({ ...filters, departure })}
      />
      <TimeChecks
        legend={t("results.filters.arrival")}
        name="arr"
        counts={facets.arrival}
        selected={filters.arrival}
        onChange={(arrival) => onChange({ ...filters, arrival })}
      />
      <TimeChecks
        legend={t("results.filters.returnDeparture")}
        name="returnDep"
        counts={facets.returnDeparture}
        selected={filters.returnDeparture}
        onChange={(returnDeparture) => onChange({ ...filters, returnDeparture })}
      />
      <ConnectionFields facets={facets} filters={filters} onChange={onChange} />
      {facets.duration.max > facets.duration.min && (
        <div>
          {/* A label may not hold an <output>: the range is named by this line, value included. */}
          <p className="block text-sm font-semibold" id={`${id}-duration-label`}>
            <RichText
              id="results.filters.maxDuration"
              values={{ duration: formatDuration(durationValue, locale) }}
              components={{ value: <output /> }}
            />
          </p>
          <input
            id={`${id}-duration`}
            aria-labelledby={`${id}-duration-label`}
            name="maxDuration"
            type="range"
            min={facets.duration.min}
            max={facets.duration.max}
            step={5}
            value={durationValue}
            onChange={(e) => {
              const v = Number(e.target.value);
              onChange({ ...filters, maxDuration: v >= facets.duration.max ? null : v });
            }}
            className="mt-2 w-full accent-brand-600"
            data-testid="max-duration"
          />
        </div>
      )}
      {facets.price.max > facets.price.min && (
        <div>
          {/* A label may not hold an <output>: the range is named by this line, value included. */}
          <p className="block text-sm font-semibold" id={`${id}-price-label`}>
            <RichText
              id="results.filters.maxPrice"
              values={{ price: formatPrice(priceValue, "USD", locale) }}
              components={{ value: <output /> }}
            />
          </p>
          <input
            id={`${id}-price`}
            aria-labelledby={`${id}-price-label`}
            name="maxPrice"
            type="range"
            min={facets.price.min}
            max={facets.price.max}
            step={1}
            value={priceValue}
            onChange={(e) => {
              const v = Number(e.target.value);
              onChange({ ...filters, maxPrice: v >= facets.price.max ? null : v });
            }}
            className="mt-2 w-full accent-brand-600"
            data-testid="max-price"
          />
        </div>
      )}
      {!hydrated && (
        <Button type="submit" className="min-h-11 w-full">
          {t("results.filters.apply")}
        </Button>
      )}
    </form>
  );
}
