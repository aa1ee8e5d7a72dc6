import { formatDate } from "../../format/dates";
import { formatRelativeTime } from "../../format/durations";
import { intlLocale, type Locale } from "../../i18n/locales";
import type { Translate } from "../../i18n/translator";
import type { AlertTrip } from "./alert-trip";

export interface AlertDateChoice extends Partial<Pick<AlertTrip, "tripType" | "returnDate" | "tripLength">> {
  departDate: string | null;
  departMonth: string | null;
}

/**
 * An alert's dates in words, for the list and the e-mails: "leaving on Tue, Jan 5, 2027",
 * "leaving in March 2027" or "leaving about 30 days ahead (any date)", and for a return trip
 * ", back on Tue, Jan 12, 2027" or ", back 7 days later". Takes the translator so the browser
 * (useT) and the e-mails (serverTranslator) share it.
 */
export function describeDates(route: AlertDateChoice, t: Translate, locale: Locale): string {
  const leaving = route.departDate
    ? t("alerts.dates.day", { date: formatDate(route.departDate, "weekdayDayYear", intlLocale(locale)) })
    : route.departMonth
      ? t("alerts.dates.month", { month: formatDate(route.departMonth, "monthYear", intlLocale(locale)) })
      : t("alerts.dates.any");
  if (route.tripType !== "roundtrip") return leaving;
  if (route.returnDate) {
    const date = formatDate(route.returnDate, "weekdayDayYear", intlLocale(locale));
    return t("alerts.dates.returnOn", { leaving, date });
  }
  return route.tripLength != null ? t("alerts.dates.returnAfter", { leaving, count: route.tripLength }) : leaving;
}

/** "2 hours ago", "3 days ago", "just now": the age of a price, said plainly. */
export function describeAge(observedAt: Date, now: Date, t: Translate, locale: Locale): string {
  const minutes = Math.max(0, Math.round((now.getTime() - observedAt.getTime()) / 60_000));
  const intl = intlLocale(locale);
  if (minutes < 1) return t("alerts.email.drop.justNow");
  if (minutes < 60) return formatRelativeTime(-minutes, "minute", intl);
  if (minutes < 48 * 60) return formatRelativeTime(-Math.round(minutes / 60), "hour", intl);
  return formatRelativeTime(-Math.round(minutes / 1440), "day", intl);
}
