/**
 * Flexible dates (decision 145): which days a price calendar prices, and how its answer
 * is laid out as the ±3-day strip, the 7×7 date grid of return trips (departure × return)
 * or the month of one-way fares. Plain TypeScript shared by the search flow (which prices
 * exactly these cells) and the /search page (which lays them out), so both agree on every
 * cell. A cell is offered only when the search rules (search-rules.ts) would accept its
 * dates and it does not leave before today at the origin.
 */
import { type RuleMessage, ruleMessage } from "./rule-message";
import { type DateWindow, departureDateProblem, returnDateProblem } from "./search-rules";
import type { TripType } from "./types";

/**
 * strip: ±3 days, return trips keep their length; grid: departure × return ±3 days; month: every
 * day of the month (return trips each with the search's trip length).
 */
export const CALENDAR_MODES = ["strip", "grid", "month"] as const;
export type CalendarMode = (typeof CALENDAR_MODES)[number];

/** One priced cell: a departure day and, for return trips, its return day. */
export interface CalendarCell {
  date: string;
  returnDate?: string;
}

/** One cell of the price-calendar function's answer. */
export interface CalendarItem extends CalendarCell {
  /** Cheapest price for all travellers (USD, rounded), null when none was found. */
  price: number | null;
  /** The source's name in the registry ("travelpayouts", "sample"). */
  source: string;
  /** When a cached source found the price. */
  foundAt?: string;
}

/** The days around the search's date that the strip and the grid show. */
export const FLEX_OFFSETS = [-3, -2, -1, 0, 1, 2, 3] as const;

const DAY_MS = 86_400_000;

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** One key per departure/return pair. */
export const calendarCellKey = (cell: CalendarCell) => `${cell.date}|${cell.returnDate ?? ""}`;

/** Why a calendar mode cannot answer this trip, as a whole sentence for an API caller, or null. */
export function calendarModeProblem(mode: CalendarMode, tripType: TripType, returnDate?: string): RuleMessage | null {
  if (mode === "grid" && (tripType !== "roundtrip" || !returnDate)) return ruleMessage("api.calendar.gridNeedsReturn");
  if (mode === "month" && tripType === "roundtrip" && !returnDate) return ruleMessage("api.calendar.monthNeedsReturn");
  return null;
}

/** The calendar a `view` query parameter asks for, falling back to the strip when the trip has no such view. */
export function calendarModeFor(view: string | null, tripType: TripType, returnDate?: string): CalendarMode {
  const mode = CALENDAR_MODES.find((m) => m === view) ?? "strip";
  return calendarModeProblem(mode, tripType, returnDate) ? "strip" : mode;
}

/** The grid's axes: ±3 days around the departure and around the return. */
function gridAxes(date: string, returnDate: string): { departures: string[]; returns: string[] } {
  return {
    departures: FLEX_OFFSETS.map((o) => addDays(date, o)),
    returns: FLEX_OFFSETS.map((o) => addDays(returnDate, o)),
  };
}

/** The month's days as cells; a return trip's each come back after the same nights as `search`. */
function monthCells(search: CalendarCell, month: string = search.date): CalendarCell[] {
  const nights = search.returnDate
    ? Math.round((Date.parse(search.returnDate) - Date.parse(search.date)) / DAY_MS)
    : null;
  return monthDays(month).map((date) => (nights === null ? { date } : { date, returnDate: addDays(date, nights) }));
}

/** Every day (YYYY-MM-DD) of the month `date` falls in. */
export function monthDays(date: string): string[] {
  const first = `${date.slice(0, 7)}-01`;
  const days: string[] = [];
  for (let day = first; day.slice(0, 7) === first.slice(0, 7); day = addDays(day, 1)) days.push(day);
  return days;
}

/** Whether a cell may be searched: the search rules accept its dates and it leaves no earlier than `earliest`. */
function isOffered(cell: CalendarCell, window: DateWindow, earliest: string): boolean {
  if (cell.date < earliest || departureDateProblem(cell.date, window)) return false;
  return !cell.returnDate || !returnDateProblem(cell.returnDate, cell.date, window);
}

/**
 * The cells a calendar prices, in reading order: the strip's seven days (return trips move
 * both dates, same trip length), the grid's departure × return pairs (returns before the
 * departure left out) or the month's days; only the offered ones.
 */
export function calendarCells(
  mode: CalendarMode,
  search: CalendarCell,
  window: DateWindow,
  earliest: string,
): CalendarCell[] {
  let cells: CalendarCell[];
  if (mode === "grid" && search.returnDate) {
    const { departures, returns } = gridAxes(search.date, search.returnDate);
    cells = departures.flatMap((date) => returns.map((returnDate) => ({ date, returnDate })));
  } else if (mode === "month") {
    cells = monthCells(search);
  } else {
    const back = search.returnDate;
    cells = FLEX_OFFSETS.map((o) => ({
      date: addDays(search.date, o),
      ...(back ? { returnDate: addDays(back, o) } : {}),
    }));
  }
  return cells.filter((cell) => isOffered(cell, window, earliest));
}

/** Reads the function's items (from the server render or a fetch), skipping anything malformed. */
export function readCalendarItems(json: unknown): CalendarItem[] {
  const list = (json as { items?: unknown } | null)?.items;
  if (!Array.isArray(list)) return [];
  const items: CalendarItem[] = [];
  for (const entry of list) {
    const e = entry as Record<string, unknown> | null;
    if (!e || typeof e.date !== "string" || typeof e.source !== "string") continue;
    if (e.price !== null && typeof e.price !== "number") continue;
    items.push({
      date: e.date,
      ...(typeof e.returnDate === "string" ? { returnDate: e.returnDate } : {}),
      price: e.price,
      source: e.source,
      ...(typeof e.foundAt === "string" ? { foundAt: e.foundAt } : {}),
    });
  }
  return items;
}

/** A laid-out cell: its dates, its price when priced, and how it stands to the search. */
export interface LaidOutCell extends CalendarCell {
  item: CalendarItem | null;
  /** The dates can be searched (a link); false for past, too-late or return-before-departure cells. */
  offered: boolean;
  /** The search now shown. */
  current: boolean;
  /** The lowest price of the view (every cell with that price). */
  cheapest: boolean;
}

export interface LayoutContext {
  /** The search now shown. */
  search: CalendarCell;
  window: DateWindow;
  /** Today at the origin. */
  earliest: string;
}

function layOut(cells: CalendarCell[], items: CalendarItem[], context: LayoutContext): LaidOutCell[] {
  const byCell = new Map(items.map((item) => [calendarCellKey(item), item]));
  const offered = cells.map((cell) => ({ cell, offered: isOffered(cell, context.window, context.earliest) }));
  const prices = offered.flatMap(({ cell, offered }) => {
    const price = offered ? byCell.get(calendarCellKey(cell))?.price : null;
    return price == null ? [] : [price];
  });
  const lowest = prices.length ? Math.min(...prices) : null;
  return offered.map(({ cell, offered }) => {
    const item = offered ? (byCell.get(calendarCellKey(cell)) ?? null) : null;
    return {
      ...cell,
      item,
      offered,
      current: calendarCellKey(cell) === calendarCellKey(context.search),
      cheapest: lowest !== null && item?.price === lowest,
    };
  });
}

export interface DateGrid {
  departures: string[];
  returns: string[];
  /** One row per departure day, one cell per return day. */
  rows: LaidOutCell[][];
}

/**
 * The 7×7 grid of a return search: rows are departure days, columns return days, around the
 * search's dates or around `centre` (the grid moved by weeks).
 */
export function buildDateGrid(
  items: CalendarItem[],
  context: LayoutContext & { search: { returnDate: string } },
  centre: { date: string; returnDate: string } = context.search,
): DateGrid {
  const { departures, returns } = gridAxes(centre.date, centre.returnDate);
  const cells = layOut(
    departures.flatMap((date) => returns.map((returnDate) => ({ date, returnDate }))),
    items,
    context,
  );
  return { departures, returns, rows: departures.map((_, i) => cells.slice(i * 7, i * 7 + 7)) };
}

export interface MonthGrid {
  /** The first day of the month (YYYY-MM-01). */
  month: string;
  /** Weeks from Sunday to Saturday; null pads the days of the neighbouring months. */
  weeks: (LaidOutCell | null)[][];
}

/**
 * A month of departures as calendar weeks (Sunday first, as en-US calendars are): the search's
 * month or `month` (any day of it); a return trip's days each with the search's trip length.
 */
export function buildMonth(
  items: CalendarItem[],
  context: LayoutContext,
  month: string = context.search.date,
): MonthGrid {
  const first = `${month.slice(0, 7)}-01`;
  const cells = layOut(monthCells(context.search, month), items, context);
  const lead = new Date(`${first}T00:00:00Z`).getUTCDay();
  const padded: (LaidOutCell | null)[] = [...Array<null>(lead).fill(null), ...cells];
  while (padded.length % 7) padded.push(null);
  const weeks: (LaidOutCell | null)[][] = [];
  for (let i = 0; i < padded.length; i += 7) weeks.push(padded.slice(i, i + 7));
  return { month: first, weeks };
}
