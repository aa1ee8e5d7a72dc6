import { calendarFocus } from "../../../core/search/calendar-moves";
import {
  buildDateGrid,
  buildMonth,
  CALENDAR_MODES,
  type CalendarMode,
  calendarModeProblem,
  readCalendarItems,
} from "../../../core/search/flexible-dates";
import { searchDateWindow } from "../../../core/search/search-params";
import type { Travellers } from "../../../core/search/travellers";
import type { TripType } from "../../../core/search/types";
import type { MessageKey } from "../../../i18n/message-key";
import { useT } from "../../../ui/i18n";
import { Link } from "../../../ui/link";
import { CalendarMoves } from "./calendar-moves-nav";
import { DateGrid } from "./date-grid";
import { MonthView } from "./month-view";
import { PriceStrip } from "./price-strip";
import { type CalendarData, usePriceCalendar } from "./use-price-calendar";

const VIEW_NAMES: Record<CalendarMode, MessageKey> = {
  strip: "results.flex.view.strip",
  grid: "results.flex.view.grid",
  month: "results.flex.view.month",
};

/** The views a trip offers: the strip and the month always, the grid for return trips. */
export function viewsFor(tripType: TripType, returnDate?: string): CalendarMode[] {
  return CALENDAR_MODES.filter((m) => !calendarModeProblem(m, tripType, returnDate));
}

/** The /search link of a view: the same search with `view` set (absent for the strip); Link adds the language. */
export function viewHref(search: string, mode: CalendarMode): string {
  const params = new URLSearchParams(search);
  if (mode === "strip") params.delete("view");
  else params.set("view", mode);
  return `/search?${params.toString()}`;
}

/**
 * Flexible dates on /search: a switch between the ±3-day strip, the date grid (return trips)
 * and the month (return trips by their length), kept in the URL as `view` so it works without
 * JavaScript, the grid moved by weeks and the month by months as links (calendar-moves.ts); the
 * server render brings the chosen view's prices (`initial`), a browser navigation fetches them.
 */
export function FlexibleDates({
  mode,
  search,
  tripType,
  from,
  to,
  date,
  returnDate,
  travellers,
  earliest,
  now,
  functionsBasePath,
  initial,
}: {
  mode: CalendarMode;
  /** The page's query string (location.search). */
  search: string;
  tripType: TripType;
  from: string;
  to: string;
  date: string;
  returnDate?: string;
  travellers: Travellers;
  /** Today at the origin: no earlier day is offered. */
  earliest: string;
  now: number;
  functionsBasePath: string;
  initial: CalendarData | null;
}) {
  const t = useT();
  const views = viewsFor(tripType, returnDate);
  return (
    <section aria-label={t("results.flex.label")}>
      <nav aria-label={t("results.flex.views")} className="mb-2 flex flex-wrap gap-1 text-sm">
        {views.map((view) => (
          <Link
            key={view}
            to={viewHref(search, view)}
            aria-current={view === mode ? "page" : undefined}
            data-testid={`view-${view}`}
            className={`rounded-full border px-3 py-1 font-semibold ${
              view === mode
                ? "border-brand-600 bg-brand-600 text-white"
                : "border-slate-300 bg-white text-slate-700 hover:border-brand-600"
            }`}
          >
            {t(VIEW_NAMES[view])}
          </Link>
        ))}
      </nav>
      {mode === "strip" ? (
        <PriceStrip
          search={search}
          date={date}
          returnDate={returnDate}
          tripType={tripType}
          earliest={earliest}
          functionsBasePath={functionsBasePath}
          from={from}
          to={to}
          travellers={travellers}
          initial={initial}
        />
      ) : (
        <CalendarTable
          mode={mode}
          search={search}
          calendar={{ from, to, date, returnDate: tripType === "roundtrip" ? returnDate : undefined }}
          travellers={travellers}
          earliest={earliest}
          now={now}
          functionsBasePath={functionsBasePath}
          initial={initial}
        />
      )}
    </section>
  );
}

function CalendarTable({
  mode,
  search,
  calendar,
  travellers,
  earliest,
  now,
  functionsBasePath,
  initial,
}: {
  mode: "grid" | "month";
  search: string;
  calendar: { from: string; to: string; date: string; returnDate?: string };
  travellers: Travellers;
  earliest: string;
  now: number;
  functionsBasePath: string;
  initial: CalendarData | null;
}) {
  const { adults, children, infants, cabin } = travellers;
  const context = {
    search: { date: calendar.date, ...(calendar.returnDate ? { returnDate: calendar.returnDate } : {}) },
    window: searchDateWindow(new Date(now)),
    earliest,
  };
  // The dates the view prices from: the search's, or moved by the URL's `week` / `month`.
  const focus = calendarFocus(mode, context.search, new URLSearchParams(search), context.window, earliest);
  const json = usePriceCalendar(
    mode,
    { ...calendar, ...focus, adults, children, infants, cabin },
    functionsBasePath,
    initial,
  );
  const items = readCalendarItems(json);
  const loaded = json !== null;
  const moves = <CalendarMoves mode={mode} search={search} focus={focus} context={context} />;
  if (mode === "grid" && calendar.returnDate) {
    const grid = buildDateGrid(
      items,
      { ...context, search: { ...context.search, returnDate: calendar.returnDate } },
      { date: focus.date, returnDate: focus.returnDate ?? calendar.returnDate },
    );
    return (
      <>
        {moves}
        <DateGrid grid={grid} travellers={travellers} search={search} now={now} loaded={loaded} />
      </>
    );
  }
  return (
    <>
      {moves}
      <MonthView
        month={buildMonth(items, context, focus.date)}
        travellers={travellers}
        search={search}
        now={now}
        loaded={loaded}
      />
    </>
  );
}
