import { formatDate } from "../../format/dates";
import { intlLocale, type Locale } from "../../i18n/locales";
import type { Translate } from "../../i18n/translator";

export interface AlertDateChoice {
  departDate: string | null;
  departMonth: string | null;
}

/**
 * An alert's departure dates in words, for the list and the e-mails: "leaving on Tue, Jan 5,
 * 2027", "leaving in March 2027" or "leaving about 30 days ahead (any date)". Takes the translator
 * so the browser (useT) and the e-mails (serverTranslator) share it.
 */
export function describeDates(route: AlertDateChoice, t: Translate, locale: Locale): string {
  if (route.departDate) {
    return t("alerts.dates.day", { date: formatDate(route.departDate, "weekdayDayYear", intlLocale(locale)) });
  }
  if (route.departMonth) {
    return t("alerts.dates.month", { month: formatDate(route.departMonth, "monthYear", intlLocale(locale)) });
  }
  return t("alerts.dates.any");
}
