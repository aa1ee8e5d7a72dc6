import type { DateGrid as DateGridData } from "../../../core/search/flexible-dates";
import type { Travellers } from "../../../core/search/travellers";
import { intlLocale } from "../../../i18n/locales";
import type { Translate } from "../../../i18n/translator";
import { useLocale, useT } from "../../../ui/i18n";
import { CalendarCellLink, UnofferedCell } from "./calendar-cell";
import { stripDayLabels } from "./price-strip";
import { travellersText } from "./travellers-text";

/**
 * The grid's caption: what its prices are, as one sentence (for translation).
 * Adults in economy are named by their count; other travellers and cabins by their summary.
 */
export function gridCaption(t: Translate, travellers: Travellers): string {
  return t("results.flex.grid.caption", { travellers: travellersText(t, travellers) });
}

/**
 * The date grid of a return search (like Google Flights'): rows are departure days, columns
 * return days, ±3 days each; a real table, scrolling sideways in a labelled, focusable
 * region on narrow screens.
 */
export function DateGrid({
  grid,
  travellers,
  search,
  now,
  loaded,
}: {
  grid: DateGridData;
  travellers: Travellers;
  search: string;
  now: number;
  loaded: boolean;
}) {
  const t = useT();
  const locale = intlLocale(useLocale());
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a table that scrolls sideways on a phone must be reachable by keyboard (axe scrollable-region-focusable)
    <section aria-label={t("results.flex.grid.label")} tabIndex={0} className="overflow-x-auto rounded-md">
      <table className="w-full border-separate border-spacing-1 text-sm" data-testid="date-grid">
        <caption className="mb-1 text-left text-xs text-slate-600">{gridCaption(t, travellers)}</caption>
        <thead>
          <tr>
            <th scope="col" className="text-left text-xs font-semibold text-slate-600">
              {t("results.flex.grid.corner")}
            </th>
            {grid.returns.map((day) => (
              <th key={day} scope="col" className="whitespace-nowrap px-1 text-xs font-semibold text-slate-700">
                {t("results.flex.grid.return", { day: stripDayLabels({ date: day }, locale).depart })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {grid.rows.map((row, i) => {
            const departure = grid.departures[i] as string;
            return (
              <tr key={departure}>
                <th scope="row" className="whitespace-nowrap pr-1 text-left text-xs font-semibold text-slate-700">
                  {t("results.flex.grid.depart", { day: stripDayLabels({ date: departure }, locale).depart })}
                </th>
                {row.map((cell) => (
                  <td key={`${cell.date}|${cell.returnDate}`} className="p-0 align-top">
                    {cell.offered ? (
                      <CalendarCellLink cell={cell} search={search} now={now} loaded={loaded} />
                    ) : (
                      <UnofferedCell />
                    )}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
