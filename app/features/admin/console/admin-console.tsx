import { useId, useState } from "react";
import { Form, Link } from "react-router";
import { ADMIN_TABS, type AdminTab, tabInfo } from "../../../core/admin/admin-tabs";
import type { AlertDetail, AlertRow } from "../../../services/admin/alert-controls.server";
import type { BackupRow } from "../../../services/admin/backups.server";
import type { ChecklistTask } from "../../../services/admin/checklist.server";
import type { IntegrationRow } from "../../../services/admin/integrations.server";
import type { ClickRow, DailyClicks, Overview } from "../../../services/admin/overview.server";
import type { InboxMessage } from "../../../services/contact/contact.server";
import type { HealthTest } from "../../../services/health/health.server";
import type { Flags, ForceProvider } from "../../../services/search/flags/flags.server";
import type { QuotaRow } from "../../../services/search/quotas/quotas.server";
import { Button, buttonClass } from "../../../ui/button";
import { forgetToken } from "../admin-client";
import { AlertsTab } from "./alerts-tab";
import { AviasalesTab } from "./aviasales-tab";
import { BackupsTab } from "./backups-tab";
import { DeveloperPanel } from "./developer-panel";
import { InboxTab } from "./inbox-tab";
import { IntegrationsTab } from "./integrations-tab";
import { OverviewTab } from "./overview-tab";
import { ProvidersTab } from "./providers-tab";
import { QuotaTab } from "./quota-tab";
import { TokenPrompt } from "./token-prompt";
import { TravelpayoutsTab } from "./travelpayouts-tab";

export type AdminView =
  | { tab: "overview"; overview: Overview }
  | { tab: "providers"; flags: Flags; tests: Record<string, HealthTest> }
  | { tab: "integrations"; rows: IntegrationRow[]; tasks: ChecklistTask[] }
  | { tab: "quota"; rows: QuotaRow[] }
  | { tab: "backups"; backups: BackupRow[]; keep: number }
  | { tab: "travelpayouts"; clicks: ClickRow[]; daily: DailyClicks }
  | { tab: "aviasales"; marker: string }
  | { tab: "alerts"; alerts: AlertRow[]; query: string; detail: AlertDetail | null }
  | { tab: "inbox"; messages: InboxMessage[] };

/** The console's frame: the heading, the Developer Panel's toggle, the tab bar, and the open tab. */
export function AdminConsole({
  email,
  tab,
  view,
  loadError,
  forceProviders,
}: {
  email: string;
  tab: AdminTab;
  /** The open tab's data, or null when it could not be read (then `loadError` says so). */
  view: AdminView | null;
  loadError: string | null;
  /** FORCE_PROVIDER's values, from the flags module (which builds them from the provider registry). */
  forceProviders: readonly ForceProvider[];
}) {
  const [devOpen, setDevOpen] = useState(false);
  const panelId = useId();
  return (
    <section className="mx-auto max-w-6xl px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold text-slate-900">Admin</h1>
          <p className="text-sm text-slate-700">
            Welcome, <strong>{email}</strong>
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <a
            className={buttonClass({ variant: "secondary", size: "sm" })}
            href="/avs-tester"
            target="_blank"
            rel="noopener"
          >
            AVS tester (opens in a new tab)
          </a>
          <Button
            variant="secondary"
            size="sm"
            aria-expanded={devOpen}
            aria-controls={panelId}
            onClick={() => setDevOpen((open) => !open)}
          >
            Developer Panel
          </Button>
          <Form method="post" action="/auth/sign-out" onSubmit={() => forgetToken()}>
            <input type="hidden" name="scope" value="local" />
            <Button type="submit" variant="secondary" size="sm">
              Sign Out
            </Button>
          </Form>
        </div>
      </div>
      <TokenPrompt />
      {devOpen ? <DeveloperPanel id={panelId} forceProviders={forceProviders} /> : null}
      <nav aria-label="Admin sections" className="mt-6 border-b border-slate-200">
        <ul className="flex flex-wrap gap-1">
          {ADMIN_TABS.map((t) => (
            <li key={t.id}>
              <Link
                to={t.id === "overview" ? "/admin" : `/admin?tab=${t.id}`}
                aria-current={t.id === tab ? "page" : undefined}
                className={`inline-block rounded-t-md px-3 py-2 text-sm font-semibold ${
                  t.id === tab ? "border-b-2 border-brand-700 text-brand-800" : "text-slate-700 hover:text-slate-900"
                }`}
              >
                {t.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-6">
        {view ? <TabView view={view} /> : <TabLoadError tab={tab} message={loadError ?? tabInfo(tab).loadError} />}
      </div>
    </section>
  );
}

/**
 * A tab whose data could not be read: its heading and a sentence naming what failed, the rest of
 * the console intact.
 */
function TabLoadError({ tab, message }: { tab: AdminTab; message: string }) {
  return (
    <div className="space-y-2">
      <h2 className="text-xl font-semibold text-slate-900">{tabInfo(tab).label}</h2>
      <div role="alert" className="rounded border border-red-300 bg-red-50 p-3 text-sm text-red-900">
        <p className="font-semibold">{message}</p>
        <p>Reload the page to try again. The server log has the details.</p>
      </div>
    </div>
  );
}

function TabView({ view }: { view: AdminView }) {
  switch (view.tab) {
    case "overview":
      return <OverviewTab overview={view.overview} />;
    case "providers":
      return <ProvidersTab flags={view.flags} tests={view.tests} />;
    case "integrations":
      return <IntegrationsTab rows={view.rows} tasks={view.tasks} />;
    case "quota":
      return <QuotaTab rows={view.rows} />;
    case "backups":
      return <BackupsTab backups={view.backups} keep={view.keep} />;
    case "travelpayouts":
      return <TravelpayoutsTab clicks={view.clicks} daily={view.daily} />;
    case "aviasales":
      return <AviasalesTab marker={view.marker} />;
    case "alerts":
      return <AlertsTab alerts={view.alerts} query={view.query} detail={view.detail} />;
    case "inbox":
      return <InboxTab messages={view.messages} />;
  }
}
