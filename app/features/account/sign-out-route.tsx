import { data, redirect } from "react-router";
import { callAuth, cookieHeaders } from "../../services/auth/accounts.server";
import type { Route } from "./+types/sign-out-route";

/**
 * POST /auth/sign-out with `scope`: local signs out this device,
 * others every other device, global every device including this one.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const origin = request.headers.get("origin");
  if (origin && origin !== new URL(context.config.publicSiteUrl).origin) throw data("Forbidden", { status: 403 });
  const form = await request.formData();
  const scope = form.get("scope") ?? "local";
  if (scope === "others") {
    const result = await callAuth(context, request, "/revoke-other-sessions", { body: {} });
    // Refused for a session that has not passed its second factor: then nothing was signed out.
    return redirect(result.ok ? "/account/devices?signedOut=others" : "/account", {
      headers: cookieHeaders(result.setCookies),
    });
  }
  if (scope === "global") await callAuth(context, request, "/revoke-sessions", { body: {} });
  const result = await callAuth(context, request, "/sign-out", { body: {} });
  return redirect("/", { headers: cookieHeaders(result.setCookies) });
}

export async function loader() {
  return redirect("/account");
}
