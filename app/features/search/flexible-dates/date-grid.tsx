import type { DateGrid as DateGridData } from "../../../core/search/flexible-dates";
import { isAdultsOnlyEconomy, type Travellers, travellersSummary } from "../../../core/search/travellers";
import { formatPlural } from "../../../format/plurals";
import { CalendarCellLink, UnofferedCell } from "./calendar-cell";
import { stripDayLabels } from "./price-strip";

/**
 * The grid's caption: what its prices are, one whole sentence per case (for translation).
 * Adults in economy are named by their count; other travellers and cabins by their summary.
 */
export function gridCaption(travellers: Travellers): string {
  if (!isAdultsOnlyEconomy(travellers)) {
    return `Cheapest return fare for each departure and return day, ${travellersSummary(travellers)}.`;
  }
  return formatPlural(travellers.adults, {
    one: "Cheapest return fare for each departure and return day, # adult.",
    other: "Cheapest return fare for each departure and return day, # adults.",
  });
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
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a table that scrolls sideways on a phone must be reachable by keyboard (axe scrollable-region-focusable)
    <section aria-label="Date grid" tabIndex={0} className="overflow-x-auto rounded-md">
      <table className="w-full border-separate border-spacing-1 text-sm" data-testid="date-grid">
        <caption className="mb-1 text-left text-xs text-slate-600">{gridCaption(travellers)}</caption>
        <thead>
          <tr>
            <th scope="col" className="text-left text-xs font-semibold text-slate-600">
              Departure and return
            </th>
            {grid.returns.map((day) => (
              <th key={day} scope="col" className="whitespace-nowrap px-1 text-xs font-semibold text-slate-700">
                Return {stripDayLabels({ date: day }).depart}
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
                  Depart {stripDayLabels({ date: departure }).depart}
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
