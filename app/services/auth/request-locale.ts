import { type Locale, localeFromAcceptLanguage } from "../../i18n/locales";

/**
 * The language of a call to Better Auth, for its messages and the e-mails it sends before an
 * account exists: our page actions name their page's language in Accept-Language (callAuth);
 * other callers of /api/auth send their own.
 */
export function authCallLocale(headers: Headers | null | undefined): Locale {
  return localeFromAcceptLanguage(headers?.get("accept-language"));
}
