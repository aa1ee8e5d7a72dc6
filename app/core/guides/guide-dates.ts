import { formatDate } from "../../format/dates";
import { intlLocale, type Locale } from "../../i18n/locales";

// Dates on guide cards and articles, apart from the list logic (guide-list.ts) so an article's
// JavaScript does not carry the list page's filtering (the page JavaScript budget
// of tests/integration/js-budget.test.ts). Calendar days, formatted in UTC by the format module,
// so server and browser agree.

/** "2025-03-14" → "Mar 14" in English, "14 mrt" in Dutch. */
export const monthDay = (isoDate: string, locale: Locale): string =>
  formatDate(isoDate, "dayMonth", intlLocale(locale));

/** "2025-03-14" → "March 14, 2025" in English, "14 maart 2025" in Dutch. */
export const longDate = (isoDate: string, locale: Locale): string => formatDate(isoDate, "long", intlLocale(locale));
