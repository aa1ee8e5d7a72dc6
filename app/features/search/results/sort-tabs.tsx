import { type SortOrder, sortOffers } from "../../../core/search/merge";
import type { FlightOffer } from "../../../core/search/types";
import { formatDuration } from "../../../format/durations";
import { formatKilograms } from "../../../format/measures";
import { formatPrice } from "../../../format/money";
import { intlLocale } from "../../../i18n/locales";
import { useLocale, useLocalePath, useT } from "../../../ui/i18n";
import { HiddenParams } from "./hidden-params";
import { offerMinutes } from "./offer-view";

const SORTS = ["cheapest", "best", "fastest", "emissions"] as const satisfies readonly SortOrder[];

type SortedLists = Record<SortOrder, FlightOffer[]>;

/** The list in each order, sorted once per change of the list (tabs and cards share them). */
export const sortEachWay = (offers: FlightOffer[]): SortedLists => ({
  cheapest: sortOffers(offers, "cheapest"),
  best: sortOffers(offers, "best"),
  fastest: sortOffers(offers, "fastest"),
  emissions: sortOffers(offers, "emissions"),
});

/** Cheapest, Best, Fastest, Lowest CO₂e: each tab shows its order's first offer, price and duration (or emissions). */
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
  const t = useT();
  const locale = intlLocale(useLocale());
  const localePath = useLocalePath();
  const top = (o: SortOrder) => sorted[o][0];
  // A GET form: without JavaScript each tab reloads /search with its sort (filters kept).
  return (
    <form method="get" action={localePath("/search")}>
      <HiddenParams params={params} except={["sort"]} />
      {/* One row at every width: on a phone each tab shows its price only, so the first card stays on the first screen.
          A tab is never narrower than its price; where four prices do not fit (a 320 px phone, a long
          price), the row scrolls sideways inside itself, as a phone's tab bar does, not the page. */}
      <fieldset className="grid min-w-0 auto-cols-[minmax(min-content,1fr)] grid-flow-col gap-1 overflow-x-auto rounded-lg bg-slate-100 p-1">
        <legend className="sr-only">{t("results.sort.label")}</legend>
        {SORTS.map((id) => {
          const first = top(id);
          return (
            <button
              key={id}
              type="submit"
              name="sort"
              value={id}
              aria-pressed={order === id}
              onClick={(event) => {
                event.preventDefault();
                onChange(id);
              }}
              className={`rounded-md px-1.5 py-2 text-left text-sm sm:px-2 ${
                order === id ? "bg-white font-semibold text-brand-800 shadow" : "text-slate-700"
              }`}
            >
              {/* A long word ("Goedkoopste") breaks inside the tab rather than over the next one: hyphenated where the browser knows the language. */}
              <span className="block hyphens-auto wrap-anywhere">
                {t(id === "emissions" ? "offers.sort.emissions" : `results.sort.${id}`)}
              </span>
              {first && (
                <span className="block text-xs text-slate-600">
                  {formatPrice(first.price, first.currency, locale)}
                  <span className="hidden sm:inline">
                    {" "}
                    ·{" "}
                    {id === "emissions" && first.co2eKg !== undefined
                      ? formatKilograms(first.co2eKg, locale)
                      : formatDuration(offerMinutes(first), locale)}
                  </span>
                </span>
              )}
            </button>
          );
        })}
      </fieldset>
    </form>
  );
}
