import { safeRedirectPath } from "./redirect-target";

export type CallbackType = "signup" | "magiclink" | "recovery" | "unlock-2fa";

/** The address every e-mailed link points at, /auth/callback: code, type and an optional next page. */
export function callbackLink(siteUrl: string, code: string, type: CallbackType, next?: string | null): string {
  const url = new URL("/auth/callback", siteUrl);
  url.searchParams.set("code", code);
  url.searchParams.set("type", type);
  const safeNext = safeRedirectPath(next, siteUrl);
  if (safeNext && safeNext !== "/") url.searchParams.set("next", safeNext);
  return url.href;
}
