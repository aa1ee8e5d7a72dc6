import { data, redirect } from "react-router";
import { localeFromPath, localizedPath } from "../../i18n/locales";
import { callAuth, cookieHeaders } from "../../services/auth/accounts.server";
import type { Route } from "./+types/sign-out-route";

/**
 * POST /auth/sign-out with `scope`: local signs out this device,
 * others every other device, global every device including this one. Signing this device out
 * also clears the site's browser storage (Clear-Site-Data), so no admin token stays behind. It answers in the
 * language of the form's page (the form posts to /nl/auth/sign-out from a Dutch page).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const inLanguage = (path: string) => localizedPath(path, localeFromPath(new URL(request.url).pathname));
  const origin = request.headers.get("origin");
  if (origin && origin !== new URL(context.config.publicSiteUrl).origin) throw data("Forbidden", { status: 403 });
  const form = await request.formData();
  const scope = form.get("scope") ?? "local";
  if (scope === "others") {
    const result = await callAuth(context, request, "/revoke-other-sessions", { body: {} });
    // Refused for a session that has not passed its second factor: then nothing was signed out.
    return redirect(inLanguage(result.ok ? "/account/devices?signedOut=others" : "/account"), {
      headers: cookieHeaders(result.setCookies),
    });
  }
  if (scope === "global") await callAuth(context, request, "/revoke-sessions", { body: {} });
  const result = await callAuth(context, request, "/sign-out", { body: {} });
  const headers = cookieHeaders(result.setCookies);
  // This browser is signed out: what the site kept in its storage (an operator's admin token) goes too.
  headers.set("Clear-Site-Data", '"storage"');
  return redirect(inLanguage("/"), { headers });
}

export async function loader({ request }: Route.LoaderArgs) {
  return redirect(localizedPath("/account", localeFromPath(new URL(request.url).pathname)));
}
