import { requireAdmin } from "../auth/viewer.server";
import { BRAND_NAME } from "../brand";
import { QuotaService } from "../search/quotas/quotas.server";
import { pageMeta, siteUrlFrom } from "../seo/meta";
import type { Route } from "./+types/admin-route";
import { AdminConsole } from "./admin-console";
import { parseTab } from "./admin-tabs";
import { listBackups } from "./backups.server";
import { checklist } from "./checklist.server";
import { checkIntegrations } from "./integrations.server";
import { dailyClicks, listAlerts, loadOverview, recentClicks } from "./overview.server";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: `Admin | ${BRAND_NAME}`,
    description: `${BRAND_NAME} operator console.`,
    path: "/admin",
    siteUrl: siteUrlFrom(matches),
    noindex: true,
  });

/** The admin gate runs here, on the server, before any HTML (spec §4, §6); then only the open tab's data is read. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireAdmin(request, context);
  const tab = parseTab(new URL(request.url).searchParams.get("tab"));
  const base = { email: viewer.email, tab };
  switch (tab) {
    case "overview":
      return { ...base, view: { tab, overview: await loadOverview(context) } } as const;
    case "providers": {
      const { flags } = await context.search.flags();
      const checks = context.search.healthChecks();
      const tests = Object.fromEntries(
        await Promise.all(Object.entries(checks).map(async ([name, check]) => [name, await check()] as const)),
      );
      return { ...base, view: { tab, flags, tests } } as const;
    }
    case "integrations":
      return {
        ...base,
        view: { tab, rows: await checkIntegrations(context), tasks: await checklist(context.database.db) },
      } as const;
    case "quota":
      return {
        ...base,
        view: { tab, rows: await new QuotaService(context.database.db, context.config).status() },
      } as const;
    case "backups":
      return {
        ...base,
        view: { tab, backups: await listBackups(context.database.db), keep: context.config.backups.keep },
      } as const;
    case "travelpayouts":
      return {
        ...base,
        view: { tab, clicks: await recentClicks(context), daily: await dailyClicks(context) },
      } as const;
    case "aviasales":
      return { ...base, view: { tab, marker: context.config.travelpayoutsMarker } } as const;
    case "alerts":
      return { ...base, view: { tab, alerts: await listAlerts(context) } } as const;
  }
}

export default function AdminRoute({ loaderData }: Route.ComponentProps) {
  return <AdminConsole {...loaderData} />;
}
