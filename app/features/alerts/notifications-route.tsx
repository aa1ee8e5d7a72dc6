import { redirect } from "react-router";
import { safeRedirectPath } from "../../core/auth/redirect-target";
import { markAllRead } from "../../services/alerts/notifications.server";
import { getViewer } from "../../services/auth/viewer.server";
import type { Route } from "./+types/notifications-route";

/** POST /alerts/notifications: the bell's "Mark all as read" (a plain form, no JavaScript needed). */
export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await getViewer(request, context);
  const form = await request.formData();
  const back = safeRedirectPath(String(form.get("redirectTo") ?? "/"), context.config.publicSiteUrl) ?? "/";
  if (!viewer) throw redirect(`/auth?redirectTo=${encodeURIComponent(back)}`);
  await markAllRead(context, viewer.email);
  throw redirect(back);
}

export function loader() {
  throw redirect("/alerts");
}
