import { DEFAULT_LOCALE, onFirstUse } from "./locale";

/**
 * The ways the site writes a date. Every one is formatted in UTC: the site's dates are calendar
 * days (an airport's local date, a search date) or instants stated "UTC", so the reader's time
 * zone never moves them.
 */
const STYLES = {
  /** "Tue, Dec 1"; Dutch "di 1 dec." */
  weekdayDay: { weekday: "short", month: "short", day: "numeric" },
  /** "Tue, Jan 5, 2027" */
  weekdayDayYear: { weekday: "short", month: "short", day: "numeric", year: "numeric" },
  /** "Dec 1" */
  dayMonth: { month: "short", day: "numeric" },
  /** "March 2027" */
  monthYear: { month: "long", year: "numeric" },
  /** "November 21, 2026" */
  long: { dateStyle: "long" },
  /** "Nov 21, 2026, 7:05 PM" (the time in UTC; 24-hour "21 nov. 2026, 19:05" in Dutch) */
  dateTime: { dateStyle: "medium", timeStyle: "short" },
  /** "Tuesday" */
  weekday: { weekday: "long" },
  /** "Tue" */
  weekdayShort: { weekday: "short" },
  /** "1": the day of the month */
  dayNumber: { day: "numeric" },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateStyle = keyof typeof STYLES;

/** The styles that abbreviate the month ("Dec", "dec."). */
const SHORT_MONTH: ReadonlySet<DateStyle> = new Set(["weekdayDay", "weekdayDayYear", "dayMonth", "dateTime"]);

/**
 * Dutch abbreviates a month with a full stop ("18 dec.", but "mei" is whole). ICU's data has
 * changed on this between versions (recent ICU writes "dec"), so the server and a browser could
 * render a date differently and break hydration: Dutch short months are written from this list.
 */
const DUTCH_SHORT_MONTHS = [
  "jan.",
  "feb.",
  "mrt.",
  "apr.",
  "mei",
  "jun.",
  "jul.",
  "aug.",
  "sep.",
  "okt.",
  "nov.",
  "dec.",
];

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
  const format = dateFormats(locale, style);
  if (!(isDutch(locale) && SHORT_MONTH.has(style))) return format.format(instant);
  const month = DUTCH_SHORT_MONTHS[new Date(instant).getUTCMonth()] ?? "";
  return format
    .formatToParts(instant)
    .map((part) => (part.type === "month" ? month : part.value))
    .join("");
}

const isDutch = (locale: string) => /^nl\b/i.test(locale);

const pad = (n: string) => n.padStart(2, "0");

/**
 * A calendar day (YYYY-MM-DD) as the search form takes it typed in this locale: Dutch
 * "18-12-2026" (day first, as Dutch travellers write it), otherwise the ISO day itself.
 */
export function formatDateInput(day: string, locale = DEFAULT_LOCALE): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match || !isDutch(locale)) return day;
  return `${pad(match[3] ?? "")}-${pad(match[2] ?? "")}-${match[1]}`;
}
