import { redirect } from "react-router";
import { signInPageFor } from "../../core/auth/admin-gate";
import { safeRedirectPath } from "../../core/auth/redirect-target";
import { localeFromPath, localizedPath } from "../../i18n/locales";
import { cookieHeaders } from "../../services/auth/accounts.server";
import { EMAIL_LINK_SECONDS } from "../../services/auth/auth.server";
import { exchangeCode, RECOVERY_COOKIE } from "../../services/auth/exchange-code.server";
import { hasRole } from "../../services/db/roles.server";
import type { Route } from "./+types/auth-callback-route";

/**
 * /auth/callback?code=…&type=…: every e-mailed link lands here. The loader
 * exchanges the code on the server and redirects; nothing renders. A Dutch e-mail's link
 * (/nl/auth/callback) goes on to Dutch pages.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const signIn = signInPageFor(locale);
  const code = url.searchParams.get("code");
  const type = url.searchParams.get("type");
  if (!code) throw redirect(`${signIn}?error=missing_code`);
  const result = await exchangeCode(context, request, code, type);
  if (!result.ok) {
    context.logger.info({ type, reason: result.reason }, "auth code exchange failed");
    throw redirect(`${signIn}?error=exchange_failed`);
  }
  if (type === "unlock-2fa") throw redirect(`${signIn}?unlocked=2fa`);
  if (type === "recovery") {
    const secure = context.config.publicSiteUrl.startsWith("https:") ? "; Secure" : "";
    throw redirect(localizedPath("/auth/reset", locale), {
      headers: {
        "Set-Cookie": `${RECOVERY_COOKIE}=${encodeURIComponent(code)}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${EMAIL_LINK_SECONDS}${secure}`,
      },
    });
  }
  // Admins go to /admin, everyone else home in the link's language, unless the link named a page of ours.
  const headers = cookieHeaders(result.setCookies);
  const session = await context.accounts.auth.api.getSession({
    headers: new Headers({ cookie: result.setCookies.map((c) => c.split(";")[0]).join("; ") }),
  });
  const next = safeRedirectPath(url.searchParams.get("next"), context.config.publicSiteUrl);
  const isAdmin = session ? await hasRole(context.database.db, session.user.id, "admin").catch(() => false) : false;
  throw redirect(next ?? (isAdmin ? "/admin" : localizedPath("/", locale)), { headers });
}

export default function AuthCallbackRoute() {
  return null;
}
