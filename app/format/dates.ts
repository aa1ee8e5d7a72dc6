import { DEFAULT_LOCALE, onFirstUse } from "./locale";

/**
 * The ways the site writes a date. Every one is formatted in UTC: the site's dates are calendar
 * days (an airport's local date, a search date) or instants stated "UTC", so the reader's time
 * zone never moves them.
 */
const STYLES = {
  /** "Tue, Dec 1" */
  weekdayDay: { weekday: "short", month: "short", day: "numeric" },
  /** "Tue, Jan 5, 2027" */
  weekdayDayYear: { weekday: "short", month: "short", day: "numeric", year: "numeric" },
  /** "Dec 1" */
  dayMonth: { month: "short", day: "numeric" },
  /** "March 2027" */
  monthYear: { month: "long", year: "numeric" },
  /** "November 21, 2026" */
  long: { dateStyle: "long" },
  /** "Nov 21, 2026, 7:05 PM" (the time in UTC) */
  dateTime: { dateStyle: "medium", timeStyle: "short" },
  /** "Tuesday" */
  weekday: { weekday: "long" },
  /** "Tue" */
  weekdayShort: { weekday: "short" },
  /** "1": the day of the month */
  dayNumber: { day: "numeric" },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateStyle = keyof typeof STYLES;

const dateFormats = onFirstUse(
  (locale: string, style: DateStyle) => new Intl.DateTimeFormat(locale, { ...STYLES[style], timeZone: "UTC" }),
);

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;
const CALENDAR_MONTH = /^\d{4}-\d{2}$/;

/**
 * A date written in one of the site's styles. `date` is a calendar day ("2026-12-01"), a month
 * ("2027-03", its first day), an ISO instant, epoch milliseconds or a Date.
 */
export function formatDate(date: string | number | Date, style: DateStyle, locale = DEFAULT_LOCALE): string {
  const instant =
    typeof date !== "string"
      ? date
      : CALENDAR_DAY.test(date)
        ? Date.parse(`${date}T00:00:00Z`)
        : CALENDAR_MONTH.test(date)
          ? Date.parse(`${date}-01T00:00:00Z`)
          : Date.parse(date);
  return dateFormats(locale, style).format(instant);
}
