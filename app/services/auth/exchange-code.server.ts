import type { AppLoadContext } from "react-router";
import { callAuth } from "./accounts.server";
import { unlockWithLink } from "./second-factor-lock.server";

/** The short-lived cookie that carries a checked reset code from /auth/callback to the reset form. */
export const RECOVERY_COOKIE = "fareline_recovery";

export type ExchangeResult = { ok: true; setCookies: string[] } | { ok: false; reason: string };

/**
 * Exchanges an e-mailed code for a session (the loader of /auth/callback): a sign-up confirmation
 * or a magic link signs the person in; a recovery code is checked and kept in an httpOnly
 * cookie for the reset form. Each code works once.
 */
export async function exchangeCode(
  context: AppLoadContext,
  request: Request,
  code: string,
  type: string | null,
): Promise<ExchangeResult> {
  if (type === "unlock-2fa") {
    const unlocked = await unlockWithLink(context.database.db, code);
    return unlocked ? { ok: true, setCookies: [] } : { ok: false, reason: "unknown or used unlock link" };
  }
  if (type === "recovery") {
    const result = await callAuth(context, request, `/reset-password/${encodeURIComponent(code)}`, {
      method: "GET",
      query: { callbackURL: "/auth/reset" },
    });
    // Better Auth answers with a redirect to the callback URL, carrying ?error= when the code is unknown or expired.
    const location = result.location ? new URL(result.location, context.config.publicSiteUrl) : null;
    if (!location || location.searchParams.has("error")) {
      return { ok: false, reason: location?.searchParams.get("error") ?? `status ${result.status}` };
    }
    return { ok: true, setCookies: [] };
  }
  const path = type === "magiclink" ? "/magic-link/verify" : "/verify-email";
  const result = await callAuth(context, request, path, { method: "GET", query: { token: code } });
  const session = result.setCookies.find((cookie) => /session_token=[^;]+/.test(cookie) && !/Max-Age=0/i.test(cookie));
  if (!result.ok || !session) return { ok: false, reason: result.code ?? `status ${result.status}` };
  return { ok: true, setCookies: result.setCookies };
}
