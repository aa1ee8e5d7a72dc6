import type { LaidOutCell } from "../../../core/search/flexible-dates";
import { formatPrice } from "../../../format/money";
import { intlLocale } from "../../../i18n/locales";
import { useLocale, useT } from "../../../ui/i18n";
import { Link } from "../../../ui/link";
import { priceAge } from "../results/offer-view";
import { sourceName } from "../results/source-text";

/**
 * The /search link of a calendar cell: the same search (travellers, view, filters) on the cell's
 * dates, the view centred on them again (no `month` or `week`); Link adds the language.
 */
export function cellHref(search: string, cell: { date: string; returnDate?: string }): string {
  const params = new URLSearchParams(search);
  params.delete("month");
  params.delete("week");
  params.set("date", cell.date);
  if (cell.returnDate) params.set("returnDate", cell.returnDate);
  return `/search?${params.toString()}`;
}

/**
 * One cell of the date grid or the month view: a link to that search with its price, the
 * price's source from the registry ("Sample data" for the offline engine) and its age; the
 * cheapest says so in words, the current search is marked with aria-current.
 */
export function CalendarCellLink({
  cell,
  search,
  now,
  loaded,
  dayLabel,
}: {
  cell: LaidOutCell;
  search: string;
  now: number;
  /** Whether the prices have arrived (else the cell says it is loading). */
  loaded: boolean;
  /** The day number of the month view. */
  dayLabel?: string;
}) {
  const t = useT();
  const locale = intlLocale(useLocale());
  const price = cell.item?.price;
  const age = cell.item ? priceAge(t, cell.item.foundAt, now) : null;
  return (
    <Link
      to={cellHref(search, cell)}
      aria-current={cell.current ? "date" : undefined}
      data-testid="calendar-cell"
      className={`block h-full min-w-[5.5rem] rounded-md border px-2 py-1 text-center ${
        cell.current
          ? "border-brand-600 bg-brand-50 text-brand-800"
          : cell.cheapest
            ? "border-green-700 bg-green-50 text-slate-900 hover:border-brand-600"
            : "border-slate-200 bg-white text-slate-800 hover:border-brand-600"
      }`}
    >
      {dayLabel && <span className="block text-xs font-semibold">{dayLabel}</span>}
      <span className={`block text-sm font-bold ${cell.cheapest ? "text-green-800" : ""}`}>
        {price != null ? formatPrice(price, "USD", locale) : loaded ? t("results.flex.cell.noFare") : "…"}
      </span>
      {cell.item && price != null && (
        <span className="block text-[11px] leading-tight text-slate-600">
          {sourceName(t, cell.item.source)}
          {age ? ` · ${age}` : ""}
        </span>
      )}
      {cell.cheapest && (
        <span className="block text-[11px] font-semibold text-green-800">{t("results.flex.cell.cheapest")}</span>
      )}
    </Link>
  );
}

/** A cell that cannot be searched (in the past, beyond the window, or a return before the departure). */
export function UnofferedCell({ dayLabel }: { dayLabel?: string }) {
  const t = useT();
  return (
    <span className="block px-2 py-1 text-center text-xs text-slate-500">
      {dayLabel && <span className="block font-semibold">{dayLabel}</span>}
      <span aria-hidden="true">—</span>
      <span className="sr-only">{t("results.flex.cell.unavailable")}</span>
    </span>
  );
}
