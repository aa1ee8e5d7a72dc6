import { addMonths, gridReachable, monthReachable, readWeekShift } from "../../../core/search/calendar-moves";
import type { CalendarCell, LayoutContext } from "../../../core/search/flexible-dates";
import { formatDate } from "../../../format/dates";
import { intlLocale } from "../../../i18n/locales";
import { useLocale, useT } from "../../../ui/i18n";
import { Link } from "../../../ui/link";

/** The /search link of the same search with the view moved: `month` or `week` set, dropped when back at the search's own. */
function movedHref(search: string, name: "month" | "week", value: string | null): string {
  const params = new URLSearchParams(search);
  if (value === null) params.delete(name);
  else params.set(name, value);
  return `/search?${params.toString()}`;
}

/** Navigation state of a move: the results stay as they are (the search is the same). */
const VIEW_MOVE = { viewMove: true } as const;

const LINK =
  "rounded-full border border-slate-300 bg-white px-3 py-1 text-sm font-semibold text-slate-700 hover:border-brand-600";

/**
 * Previous/next links above the month view (by month) and the date grid (by week): plain links
 * that keep the search and its results and move only the view, so they work without JavaScript.
 * A direction with no day one can leave on is not offered.
 */
export function CalendarMoves({
  mode,
  search,
  focus,
  context,
}: {
  mode: "grid" | "month";
  /** The page's query string. */
  search: string;
  /** The dates the view prices from. */
  focus: CalendarCell;
  context: LayoutContext;
}) {
  const t = useT();
  const locale = intlLocale(useLocale());
  const own = context.search;
  // `text` is what shows (a month's name), `label` the whole phrase a screen reader says.
  let previous: { href: string; label: string; text: string } | null = null;
  let next: { href: string; label: string; text: string } | null = null;
  if (mode === "month") {
    const month = focus.date.slice(0, 7);
    const to = (m: string) => movedHref(search, "month", m === own.date.slice(0, 7) ? null : m);
    const label = (m: string) => formatDate(m, "monthYear", locale);
    const before = addMonths(month, -1);
    const after = addMonths(month, 1);
    if (monthReachable(before, context.window, context.earliest))
      previous = {
        href: to(before),
        label: t("insight.flex.prevMonth", { month: label(before) }),
        text: label(before),
      };
    if (monthReachable(after, context.window, context.earliest))
      next = { href: to(after), label: t("insight.flex.nextMonth", { month: label(after) }), text: label(after) };
  } else if (own.returnDate) {
    const around = { date: own.date, returnDate: own.returnDate };
    const weeks = readWeekShift(new URLSearchParams(search).get("week"));
    const shown = focus.date === own.date ? 0 : weeks;
    const to = (w: number) => movedHref(search, "week", w === 0 ? null : String(w));
    if (gridReachable(around, shown - 1, context.window, context.earliest))
      previous = { href: to(shown - 1), label: t("insight.flex.prevWeek"), text: t("insight.flex.prevWeek") };
    if (gridReachable(around, shown + 1, context.window, context.earliest))
      next = { href: to(shown + 1), label: t("insight.flex.nextWeek"), text: t("insight.flex.nextWeek") };
  }
  if (!previous && !next) return null;
  return (
    <nav
      aria-label={t(mode === "month" ? "insight.flex.months" : "insight.flex.weeks")}
      className="mb-2 flex justify-between gap-2"
      data-testid="calendar-moves"
    >
      {previous ? (
        <Link to={previous.href} state={VIEW_MOVE} className={LINK} data-testid="calendar-previous" preventScrollReset>
          <span aria-hidden="true">← </span>
          {previous.label}
        </Link>
      ) : (
        <span />
      )}
      {next && (
        <Link
          to={next.href}
          state={VIEW_MOVE}
          aria-label={next.label}
          className={LINK}
          data-testid="calendar-next"
          preventScrollReset
        >
          {next.text}
          <span aria-hidden="true"> →</span>
        </Link>
      )}
    </nav>
  );
}
