import { type SortOrder, sortOffers } from "../../../core/search/merge";
import type { FlightOffer } from "../../../core/search/types";
import { formatDuration } from "../../../format/durations";
import { formatPrice } from "../../../format/money";
import { offerMinutes } from "./offer-view";
import { hiddenEntries } from "./result-params";

const SORTS: { id: SortOrder; label: string }[] = [
  { id: "cheapest", label: "Cheapest" },
  { id: "best", label: "Best" },
  { id: "fastest", label: "Fastest" },
];

type SortedLists = Record<SortOrder, FlightOffer[]>;

/** The list in each order, sorted once per change of the list (tabs and cards share them). */
export const sortEachWay = (offers: FlightOffer[]): SortedLists => ({
  cheapest: sortOffers(offers, "cheapest"),
  best: sortOffers(offers, "best"),
  fastest: sortOffers(offers, "fastest"),
});

/** Cheapest, Best, Fastest: each tab shows its order's first offer, price and duration. */
export function SortTabs({
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
