import { type Locale, localizedPath } from "../../i18n/locales";
import { safeRedirectPath } from "./redirect-target";

export type CallbackType = "signup" | "magiclink" | "recovery" | "unlock-2fa";

/**
 * The address every e-mailed link points at, /auth/callback: code, type and an optional next page,
 * in the e-mail's language (`/nl/auth/callback` for a Dutch e-mail), so the link opens pages in it.
 */
export function callbackLink(
  siteUrl: string,
  code: string,
  type: CallbackType,
  next?: string | null,
  locale: Locale = "en",
): string {
  const url = new URL(localizedPath("/auth/callback", locale), siteUrl);
  url.searchParams.set("code", code);
  url.searchParams.set("type", type);
  const safeNext = safeRedirectPath(next, siteUrl);
  if (safeNext && safeNext !== "/") url.searchParams.set("next", safeNext);
  return url.href;
}
