import { SlidersHorizontal } from "lucide-react";
import { useId, useState } from "react";
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

function Check({
  label,
  count,
  checked,
  onChange,
  extra,
}: {
  label: string;
  count: number;
  checked: boolean;
  onChange: () => void;
  extra?: string;
}) {
  return (
    <label className="flex cursor-pointer items-center gap-2 py-1 text-sm">
      <input type="checkbox" checked={checked} onChange={onChange} className="h-4 w-4 accent-brand-600" />
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
}: {
  facets: FilterFacets;
  filters: FilterState;
  onChange: (f: FilterState) => void;
}) {
  const [open, setOpen] = useState(false);
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
        className={`${open ? "block" : "hidden"} mt-3 space-y-5 rounded-xl border border-slate-200 bg-white p-4 lg:mt-0 lg:block`}
      >
        <div className="flex items-center justify-between">
          <h2 className="font-bold">Filters</h2>
          {active > 0 && (
            <button
              type="button"
              onClick={() => onChange(EMPTY_FILTERS)}
              className="text-sm font-semibold text-brand-700 hover:underline"
            >
              Clear all
            </button>
          )}
        </div>
        <fieldset>
          <legend className="text-sm font-semibold">Stops</legend>
          {facets.stops.map((s) => (
            <Check
              key={s.id}
              label={STOPS_LABELS[s.id]}
              count={s.count}
              checked={filters.stops.includes(s.id)}
              onChange={() => onChange({ ...filters, stops: toggle(filters.stops, s.id) })}
            />
          ))}
        </fieldset>
        <fieldset>
          <legend className="text-sm font-semibold">Airlines</legend>
          {facets.airlines.map((a) => (
            <Check
              key={a.code}
              label={a.code}
              count={a.count}
              extra={`from ${formatPrice(a.minPrice, "USD")}`}
              checked={filters.airlines.includes(a.code)}
              onChange={() => onChange({ ...filters, airlines: toggle(filters.airlines, a.code) })}
            />
          ))}
        </fieldset>
        <fieldset>
          <legend className="text-sm font-semibold">Departure time</legend>
          {facets.departure.map((d) => (
            <Check
              key={d.id}
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
      </section>
    </div>
  );
}
