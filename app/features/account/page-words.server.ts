import { type AuthMessage, authText } from "../../core/auth/auth-rules";
import { serverTranslator } from "../../i18n/catalogue.server";
import { type Locale, localeFromPath, localizedPath } from "../../i18n/locales";
import type { Translate } from "../../i18n/translator";
import type { AuthCallResult } from "../../services/auth/accounts.server";

/** The language of the page that asked, and its words: every account answer is written in it. */
export interface Words {
  locale: Locale;
  t: Translate;
  say: (message: AuthMessage) => string;
  /** A path of ours in the page's language (`/account` → `/nl/account`). */
  path: (path: string) => string;
}

export function wordsFor(request: Request): Words {
  const locale = localeFromPath(new URL(request.url).pathname);
  const t = serverTranslator(locale);
  return { locale, t, say: (message) => authText(t, message), path: (path) => localizedPath(path, locale) };
}

/** Refusals our own hooks write, already in the call's language (callAuth passes the page's). */
const OUR_REFUSALS = new Set([
  "PASSWORD_REFUSED",
  "TOO_MANY_ATTEMPTS",
  "SECOND_FACTOR_REQUIRED",
  "SECOND_FACTOR_LOCKED",
]);

/**
 * Better Auth's message for a refusal, when the page can show it: its own messages are English
 * only, so another language shows the form's fallback instead (null here).
 */
export function betterAuthMessage(words: Words, result: AuthCallResult<unknown>): string | null {
  if (words.locale !== "en" && !OUR_REFUSALS.has(result.code ?? "")) return null;
  return result.message;
}
