/**
 * Moving the flexible-dates views without changing the search: the month view by months
 * (`month=YYYY-MM` in the URL) and the date grid by weeks (`week=N`, whole weeks from the
 * search's dates). Plain links, so both move without JavaScript; a move is offered only when the
 * view it leads to has a day that can be searched.
 */
import { addDays, type CalendarCell } from "./flexible-dates";
import type { DateWindow } from "./search-rules";

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
/** The grid moves at most a year either way. */
const MAX_WEEKS = 53;

/** The `month` parameter when it names a month (YYYY-MM), else null. */
export function readMonth(value: string | null): string | null {
  return value && MONTH.test(value) ? value : null;
}

/** The `week` parameter as whole weeks (0 when absent or unreadable). */
export function readWeekShift(value: string | null): number {
  if (!value || !/^-?\d{1,2}$/.test(value)) return 0;
  const weeks = Number(value);
  return Math.abs(weeks) <= MAX_WEEKS ? weeks : 0;
}

/** The month (YYYY-MM) `months` after `month`. */
export function addMonths(month: string, months: number): string {
  const [y, m] = month.split("-").map(Number) as [number, number];
  const index = y * 12 + (m - 1) + months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
}

function lastDay(month: string): string {
  return addDays(`${addMonths(month, 1)}-01`, -1);
}

/** Whether a month has a day one can leave on: not all past, not all beyond the search window. */
export function monthReachable(month: string, window: DateWindow, earliest: string): boolean {
  const first = [earliest, window.earliest].sort()[1] as string;
  return lastDay(month) >= first && `${month}-01` <= window.latest;
}

/**
 * The dates the month view prices from: the search's own in its month; in another month its
 * first day one can leave on, a return trip coming back after the search's nights. A month that
 * cannot be reached falls back to the search's.
 */
export function monthFocus(
  search: CalendarCell,
  month: string | null,
  window: DateWindow,
  earliest: string,
): CalendarCell {
  if (!month || month === search.date.slice(0, 7) || !monthReachable(month, window, earliest)) return search;
  const first = [earliest, window.earliest, `${month}-01`].sort()[2] as string;
  if (!search.returnDate) return { date: first };
  const nights = Math.round((Date.parse(search.returnDate) - Date.parse(search.date)) / 86_400_000);
  return { date: first, returnDate: addDays(first, nights) };
}

/** The grid's centre moved by whole weeks. */
export function gridFocus(search: { date: string; returnDate: string }, weeks: number) {
  return { date: addDays(search.date, weeks * 7), returnDate: addDays(search.returnDate, weeks * 7) };
}

/** Whether a grid centred `weeks` from the search has a departure one can leave on. */
export function gridReachable(
  search: { date: string; returnDate: string },
  weeks: number,
  window: DateWindow,
  earliest: string,
): boolean {
  const centre = gridFocus(search, weeks);
  const first = [earliest, window.earliest].sort()[1] as string;
  return addDays(centre.date, 3) >= first && addDays(centre.date, -3) <= window.latest;
}

/**
 * The dates a view prices from, read from its URL's `month` and `week`: the strip's are the
 * search's, the grid's moved by weeks (while reachable), the month's those of monthFocus.
 */
export function calendarFocus(
  mode: "strip" | "grid" | "month",
  search: CalendarCell,
  params: URLSearchParams,
  window: DateWindow,
  earliest: string,
): CalendarCell {
  if (mode === "month") return monthFocus(search, readMonth(params.get("month")), window, earliest);
  if (mode === "grid" && search.returnDate) {
    const around = { date: search.date, returnDate: search.returnDate };
    const weeks = readWeekShift(params.get("week"));
    return gridReachable(around, weeks, window, earliest) ? gridFocus(around, weeks) : search;
  }
  return search;
}
