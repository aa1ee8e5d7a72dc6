import { BRAND_NAME } from "../../brand/brand";
import { type AdminTab, parseTab, tabInfo } from "../../core/admin/admin-tabs";
import { pageMeta, siteUrlFrom } from "../../core/seo/meta";
import { alertDetail, listAlerts } from "../../services/admin/alert-controls.server";
import { listBackups } from "../../services/admin/backups.server";
import { checklist } from "../../services/admin/checklist.server";
import { checkIntegrations } from "../../services/admin/integrations.server";
import { dailyClicks, loadOverview, recentClicks } from "../../services/admin/overview.server";
import { requireAdmin } from "../../services/auth/viewer.server";
import { listInbox } from "../../services/contact/contact.server";
import { FORCE_PROVIDERS } from "../../services/search/flags/flags.server";
import { QuotaService } from "../../services/search/quotas/quotas.server";
import type { Route } from "./+types/admin-route";
import { AdminConsole, type AdminView } from "./console/admin-console";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: `Admin | ${BRAND_NAME}`,
    description: `${BRAND_NAME} operator console.`,
    path: "/admin",
    siteUrl: siteUrlFrom(matches),
    locale: "en",
    languages: ["en"],
    noindex: true,
  });

/**
 * The admin gate (decision 082: signed in, on the allow-list if one is set, admin role, second
 * factor) runs here, on the server, before any HTML; then only the open tab's data is read. When
 * that read fails, the tab says so in its own words (e.g. 'Failed to load backup history') with the
 * page's answer still 200: the rest of the console, and the other tabs, keep working.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireAdmin(request, context);
  const tab = parseTab(new URL(request.url).searchParams.get("tab"));
  const base = { email: viewer.email, tab, forceProviders: FORCE_PROVIDERS };
  try {
    return { ...base, view: await loadView(tab, context, new URL(request.url)), loadError: null };
  } catch (error) {
    context.logger.error({ err: error, tab }, "admin tab failed to load");
    return { ...base, view: null, loadError: tabInfo(tab).loadError };
  }
}

async function loadView(tab: AdminTab, context: Route.LoaderArgs["context"], url: URL): Promise<AdminView> {
  const db = context.database.db;
  switch (tab) {
    case "overview":
      return { tab, overview: await loadOverview(context) };
    case "providers": {
      const { flags } = await context.search.flags();
      const checks = context.search.healthChecks();
      const tests = Object.fromEntries(
        await Promise.all(Object.entries(checks).map(async ([name, check]) => [name, await check()] as const)),
      );
      return { tab, flags, tests };
    }
    case "integrations":
      return { tab, rows: await checkIntegrations(context), tasks: await checklist(db) };
    case "quota":
      return { tab, rows: await new QuotaService(db, context.config).status() };
    case "backups":
      return { tab, backups: await listBackups(db), keep: context.config.backups.keep };
    case "travelpayouts":
      return { tab, clicks: await recentClicks(context), daily: await dailyClicks(context) };
    case "aviasales":
      return { tab, marker: context.config.travelpayoutsMarker };
    case "alerts": {
      const query = (url.searchParams.get("q") ?? "").trim().slice(0, 200);
      const id = Number(url.searchParams.get("alert"));
      const detail = Number.isSafeInteger(id) && id > 0 ? await alertDetail(db, id) : null;
      return { tab, alerts: await listAlerts(db, { query }), query, detail };
    }
    case "inbox":
      return { tab, messages: await listInbox(db) };
  }
}

export default function AdminRoute({ loaderData }: Route.ComponentProps) {
  return <AdminConsole {...loaderData} />;
}
