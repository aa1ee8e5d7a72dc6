import type { MonthGrid } from "../../../core/search/flexible-dates";
import type { Travellers } from "../../../core/search/travellers";
import { formatDate } from "../../../format/dates";
import { intlLocale } from "../../../i18n/locales";
import type { Translate } from "../../../i18n/translator";
import { useLocale, useT } from "../../../ui/i18n";
import { CalendarCellLink, UnofferedCell } from "./calendar-cell";
import { travellersText } from "./travellers-text";

/** A Sunday to Saturday week (4 January 1970 was a Sunday). */
const WEEK = [0, 1, 2, 3, 4, 5, 6].map((d) => new Date(Date.UTC(1970, 0, 4 + d)));

/**
 * The month view's caption: what its prices are, as one sentence (for translation).
 * Adults in economy are named by their count; other travellers and cabins by their summary.
 */
export function monthCaption(
  t: Translate,
  month: string,
  travellers: Travellers,
  locale?: string,
  nights?: number,
): string {
  const words = { month: formatDate(month, "monthYear", locale), travellers: travellersText(t, travellers) };
  return nights === undefined
    ? t("results.flex.month.caption", words)
    : t("insight.flex.monthReturn", { ...words, nights });
}

/**
 * A month of departures, a week per row (a return trip's each for the search's nights); past days
 * and days beyond the window are not links.
 */
export function MonthView({
  month,
  travellers,
  search,
  now,
  loaded,
}: {
  month: MonthGrid;
  travellers: Travellers;
  search: string;
  now: number;
  loaded: boolean;
}) {
  const t = useT();
  const locale = intlLocale(useLocale());
  const withReturn = month.weeks.flat().find((cell) => cell?.returnDate);
  const nights = withReturn?.returnDate
    ? Math.round((Date.parse(withReturn.returnDate) - Date.parse(withReturn.date)) / 86_400_000)
    : undefined;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a table that scrolls sideways on a phone must be reachable by keyboard (axe scrollable-region-focusable)
    <section aria-label={t("results.flex.month.label")} tabIndex={0} className="overflow-x-auto rounded-md">
      <table className="w-full border-separate border-spacing-1 text-sm" data-testid="month-view">
        <caption className="mb-1 text-left text-xs text-slate-600">
          {monthCaption(t, month.month, travellers, locale, nights)}
        </caption>
        <thead>
          <tr>
            {WEEK.map((day) => (
              <th key={day.getTime()} scope="col" className="text-xs font-semibold text-slate-700">
                <abbr title={formatDate(day, "weekday", locale)} className="no-underline">
                  {formatDate(day, "weekdayShort", locale)}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {month.weeks.map((week) => (
            <tr key={week.find(Boolean)?.date}>
              {week.map((cell, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a week's seven places never move.
                <td key={i} className="p-0 align-top">
                  {cell === null ? null : cell.offered ? (
                    <CalendarCellLink
                      cell={cell}
                      search={search}
                      now={now}
                      loaded={loaded}
                      dayLabel={formatDate(cell.date, "dayNumber", locale)}
                    />
                  ) : (
                    <UnofferedCell dayLabel={formatDate(cell.date, "dayNumber", locale)} />
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
