import { SlidersHorizontal } from "lucide-react";
import { useEffect, useId, useState } from "react";
import {
  activeFilterCount,
  EMPTY_FILTERS,
  type FilterFacets,
  type FilterState,
  STOPS_LABELS,
  TIME_WINDOWS,
  toggle,
} from "./filters";
import { formatDuration, formatPrice } from "./offer-view";
import { hiddenEntries, RESULT_PARAMS, readResultView, withResultView } from "./result-params";

const FILTER_PARAMS = RESULT_PARAMS.filter((name) => name !== "sort");

function Check({
  label,
  count,
  checked,
  onChange,
  extra,
  name,
  value,
}: {
  label: string;
  count: number;
  checked: boolean;
  onChange: () => void;
  extra?: string;
  name: string;
  value: string;
}) {
  return (
    <label className="flex cursor-pointer items-center gap-2 py-1 text-sm">
      <input
        type="checkbox"
        name={name}
        value={value}
        checked={checked}
        onChange={onChange}
        className="h-4 w-4 accent-brand-600"
      />
      <span className="flex-1">{label}</span>
      <span className="text-slate-600 tabular-nums">
        {count}
        {extra ? ` · ${extra}` : ""}
      </span>
    </label>
  );
}

export function FilterPanel({
  facets,
  filters,
  onChange,
  params,
}: {
  facets: FilterFacets;
  filters: FilterState;
  onChange: (f: FilterState) => void;
  /** The page's query: the form keeps the search and the sort as hidden inputs. */
  params: URLSearchParams;
}) {
  const [open, setOpen] = useState(false);
  // Without JavaScript the panel is a GET form with an Apply button; with it, changes apply at once.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const clearHref = `/search?${withResultView(params, { ...readResultView(params), filters: EMPTY_FILTERS })}`;
  const panelId = useId();
  const active = activeFilterCount(filters);
  const durationValue = filters.maxDuration ?? facets.duration.max;
  const priceValue = filters.maxPrice ?? facets.price.max;
  return (
    <div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        className="inline-flex items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-semibold lg:hidden"
      >
        <SlidersHorizontal aria-hidden="true" className="h-4 w-4" /> Filters{active ? ` (${active})` : ""}
      </button>
      <section
        id={panelId}
        aria-label="Filters"
        className={`${open ? "block" : "hidden"} mt-3 rounded-xl border border-slate-200 bg-white p-4 lg:mt-0 lg:block`}
      >
        <form method="get" action="/search" onSubmit={(event) => event.preventDefault()} className="space-y-5">
          {hiddenEntries(params, FILTER_PARAMS).map(([name, value], i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: parameters may repeat; their order is the key.
            <input key={i} type="hidden" name={name} value={value} />
          ))}
          <div className="flex items-center justify-between">
            <h2 className="font-bold">Filters</h2>
            {active > 0 && (
              <a
                href={clearHref}
                onClick={(event) => {
                  event.preventDefault();
                  onChange(EMPTY_FILTERS);
                }}
                className="text-sm font-semibold text-brand-700 hover:underline"
              >
                Clear all
              </a>
            )}
          </div>
          <fieldset>
            <legend className="text-sm font-semibold">Stops</legend>
            {facets.stops.map((s) => (
              <Check
                key={s.id}
                name="stops"
                value={s.id}
                label={STOPS_LABELS[s.id]}
                count={s.count}
                checked={filters.stops.includes(s.id)}
                onChange={() => onChange({ ...filters, stops: toggle(filters.stops, s.id) })}
              />
            ))}
          </fieldset>
          <fieldset>
            <legend className="text-sm font-semibold">Airlines</legend>
            {facets.airlineGroups.map((group) => (
              <fieldset key={group.id} className="mt-2" data-testid={`alliance-${group.id}`}>
                <legend className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{group.label}</legend>
                {group.airlines.map((a) => (
                  <Check
                    key={a.code}
                    name="airline"
                    value={a.code}
                    label={a.name}
                    count={a.count}
                    extra={`from ${formatPrice(a.minPrice, "USD")}`}
                    checked={filters.airlines.includes(a.code)}
                    onChange={() => onChange({ ...filters, airlines: toggle(filters.airlines, a.code) })}
                  />
                ))}
              </fieldset>
            ))}
          </fieldset>
          <fieldset>
            <legend className="text-sm font-semibold">Departure time</legend>
            {facets.departure.map((d) => (
              <Check
                key={d.id}
                name="dep"
                value={d.id}
                label={TIME_WINDOWS.find((w) => w.id === d.id)?.label ?? d.id}
                count={d.count}
                checked={filters.departure.includes(d.id)}
                onChange={() => onChange({ ...filters, departure: toggle(filters.departure, d.id) })}
              />
            ))}
          </fieldset>
          {facets.duration.max > facets.duration.min && (
            <div>
              <label className="block text-sm font-semibold" htmlFor={`${panelId}-duration`}>
                Maximum trip duration: <output>{formatDuration(durationValue)}</output>
              </label>
              <input
                id={`${panelId}-duration`}
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
              <label className="block text-sm font-semibold" htmlFor={`${panelId}-price`}>
                Maximum price: <output>{formatPrice(priceValue, "USD")}</output>
              </label>
              <input
                id={`${panelId}-price`}
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
            <button
              type="submit"
              className="min-h-11 w-full rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
            >
              Apply filters
            </button>
          )}
        </form>
      </section>
    </div>
  );
}
