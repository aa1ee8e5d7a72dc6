import { formatDate } from "../../format/dates";
import { pageMessages } from "../../i18n/catalogue.server";
import { intlLocale, localeFromPath } from "../../i18n/locales";
import { todayOnServer } from "./page-shell";

/**
 * Loader of the legal pages: their messages, and today's date (the pages' effective date) computed
 * per request and written in the page's language, so `/nl/terms` reads "25 november 2026".
 */
export function legalPageLoader({ request }: { request: Request }) {
  const { iso } = todayOnServer();
  const locale = localeFromPath(new URL(request.url).pathname);
  return {
    today: { iso, long: formatDate(iso, "long", intlLocale(locale)) },
    messages: pageMessages(request, ["legal"]),
  };
}
