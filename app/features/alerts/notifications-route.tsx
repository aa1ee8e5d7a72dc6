import { redirect } from "react-router";
import { safeRedirectPath } from "../../core/auth/redirect-target";
import { localeFromPath, localizedPath } from "../../i18n/locales";
import { markAllRead } from "../../services/alerts/notifications.server";
import { getViewer } from "../../services/auth/viewer.server";
import type { Route } from "./+types/notifications-route";

/**
 * POST /alerts/notifications: the bell's "Mark all as read" (a plain form, no JavaScript needed).
 * It goes back to the page it came from; signed out, to sign-in in that page's language.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await getViewer(request, context);
  const form = await request.formData();
  const fallback = localizedPath("/", localeFromPath(new URL(request.url).pathname));
  const back = safeRedirectPath(String(form.get("redirectTo") ?? fallback), context.config.publicSiteUrl) ?? fallback;
  // The bell posts here from every page, so the page it came from (`back`) says the language.
  const locale = localeFromPath(back);
  if (!viewer) throw redirect(localizedPath(`/auth?redirectTo=${encodeURIComponent(back)}`, locale));
  await markAllRead(context, viewer.email);
  throw redirect(back);
}

export function loader({ request }: Route.LoaderArgs) {
  throw redirect(localizedPath("/alerts", localeFromPath(new URL(request.url).pathname)));
}
