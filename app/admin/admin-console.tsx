import { type ReactNode, useEffect, useId, useState } from "react";
import { Form, Link, useRevalidator } from "react-router";
import { formatUsd } from "../alerts/alert-emails";
import type { HealthTest } from "../health/health.server";
import { amadeusInfo } from "../providers/amadeus/amadeus-info";
import { SEARCH_SOURCE_NAMES, sourceLabel } from "../providers/registry";
import { travelpayoutsInfo } from "../providers/travelpayouts/travelpayouts-info";
import type { Flags, ForceProvider } from "../search/flags/flags.server";
import type { QuotaRow } from "../search/quotas/quotas.server";
import {
  adminCall,
  backupStatusLabel,
  formatDateTime,
  formatSize,
  readToken,
  type StatusMessage,
  saveToken,
  useStatus,
} from "./admin-client";
import { ADMIN_TABS, type AdminTab, tabInfo } from "./admin-tabs";
import { AviasalesTester } from "./avs-tester-panel";
import type { BackupRow } from "./backups.server";
import type { ChecklistTask } from "./checklist.server";
import { ClicksChart } from "./clicks-chart";
import type { IntegrationRow } from "./integrations.server";
import type { AlertRow, ClickRow, DailyClicks, Overview } from "./overview.server";

export type AdminView =
  | { tab: "overview"; overview: Overview }
  | { tab: "providers"; flags: Flags; tests: Record<string, HealthTest> }
  | { tab: "integrations"; rows: IntegrationRow[]; tasks: ChecklistTask[] }
  | { tab: "quota"; rows: QuotaRow[] }
  | { tab: "backups"; backups: BackupRow[]; keep: number }
  | { tab: "travelpayouts"; clicks: ClickRow[]; daily: DailyClicks }
  | { tab: "aviasales"; marker: string }
  | { tab: "alerts"; alerts: AlertRow[] };

const nf = new Intl.NumberFormat("en-US");
const pct = new Intl.NumberFormat("en-US", { style: "percent", maximumFractionDigits: 1 });

export function Status({ status }: { status: StatusMessage | null }) {
  return (
    <p
      role="status"
      aria-live="polite"
      className={`min-h-6 text-sm font-medium ${status?.tone === "error" ? "text-red-700" : "text-emerald-700"}`}
    >
      {status?.text ?? ""}
    </p>
  );
}

function Badge({ tone, children }: { tone: "ok" | "fail" | "warn" | "idle"; children: ReactNode }) {
  const colours = {
    ok: "bg-emerald-100 text-emerald-900",
    fail: "bg-red-100 text-red-900",
    warn: "bg-amber-100 text-amber-900",
    idle: "bg-slate-100 text-slate-800",
  };
  return <span className={`inline-block rounded px-2 py-0.5 text-xs font-semibold ${colours[tone]}`}>{children}</span>;
}

const button =
  "rounded-md bg-sky-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-sky-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700 disabled:opacity-60";
const secondary =
  "rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-900 hover:bg-slate-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-sky-700";
const th = "px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-slate-600";
const td = "px-3 py-2 text-sm text-slate-800";

/** A table's column headings (every admin table has plain-text ones). */
function ColumnHeads({ labels }: { labels: readonly string[] }) {
  return (
    <thead>
      <tr>
        {labels.map((label) => (
          <th key={label} scope="col" className={th}>
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}

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
          <a className={secondary} href="/avs-tester" target="_blank" rel="noopener">
            AVS tester (opens in a new tab)
          </a>
          <button
            type="button"
            className={secondary}
            aria-expanded={devOpen}
            aria-controls={panelId}
            onClick={() => setDevOpen((open) => !open)}
          >
            Developer Panel
          </button>
          <Form method="post" action="/auth/sign-out">
            <input type="hidden" name="scope" value="local" />
            <button type="submit" className={secondary}>
              Sign Out
            </button>
          </Form>
        </div>
      </div>
      {devOpen ? <DeveloperPanel id={panelId} forceProviders={forceProviders} /> : null}
      <nav aria-label="Admin sections" className="mt-6 border-b border-slate-200">
        <ul className="flex flex-wrap gap-1">
          {ADMIN_TABS.map((t) => (
            <li key={t.id}>
              <Link
                to={t.id === "overview" ? "/admin" : `/admin?tab=${t.id}`}
                aria-current={t.id === tab ? "page" : undefined}
                className={`inline-block rounded-t-md px-3 py-2 text-sm font-semibold ${
                  t.id === tab ? "border-b-2 border-sky-700 text-sky-800" : "text-slate-700 hover:text-slate-900"
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

/** A tab whose data could not be read: its heading and the spec §8 message, the rest of the console intact. */
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
      return (
        <div>
          <h2 className="text-xl font-semibold text-slate-900">Aviasales API</h2>
          <p className="mt-1 text-sm text-slate-700">
            Tests the {travelpayoutsInfo.label} Data API (marker {view.marker}). The full tester is at{" "}
            <a className="text-sky-800 underline" href="/avs-tester" target="_blank" rel="noopener">
              /avs-tester
            </a>
            .
          </p>
          <AviasalesTester compact />
        </div>
      );
    case "alerts":
      return <AlertsTab alerts={view.alerts} />;
  }
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4">
      <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-slate-900">{value}</dd>
    </div>
  );
}

const counts = (record: Record<string, number>) =>
  Object.entries(record)
    .map(([key, n]) => `${key} ${nf.format(n)}`)
    .join(" · ") || "none";

function OverviewTab({ overview }: { overview: Overview }) {
  const { today, week } = overview;
  return (
    <div className="space-y-6">
      <h2 className="text-xl font-semibold text-slate-900">Overview</h2>
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <Stat label="Searches today" value={nf.format(today.searches)} />
        <Stat label="Searches, last 7 days" value={nf.format(week.searches)} />
        <Stat
          label="Cache hit rate (7 days)"
          value={week.cacheHitRate === null ? "—" : pct.format(week.cacheHitRate)}
        />
        <Stat
          label="Latency median / p95 (7 days)"
          value={week.medianMs === null ? "—" : `${nf.format(week.medianMs)} / ${nf.format(week.p95Ms ?? 0)} ms`}
        />
        <Stat label="Active price alerts" value={nf.format(overview.activeAlerts)} />
        <Stat
          label="Last backup"
          value={
            overview.lastBackup
              ? `${backupStatusLabel(overview.lastBackup.status)}, ${formatDateTime(overview.lastBackup.createdAt)}`
              : "none yet"
          }
        />
      </dl>
      <table className="w-full border border-slate-200 bg-white">
        <caption className="sr-only">Searches and clicks</caption>
        <ColumnHeads labels={["Measure", "Today", "Last 7 days"]} />
        <tbody>
          <tr>
            <th scope="row" className={td}>
              Searches by source
            </th>
            <td className={td}>{counts(today.bySource)}</td>
            <td className={td}>{counts(week.bySource)}</td>
          </tr>
          <tr>
            <th scope="row" className={td}>
              Searches by function
            </th>
            <td className={td}>{counts(today.byFunction)}</td>
            <td className={td}>{counts(week.byFunction)}</td>
          </tr>
          <tr>
            <th scope="row" className={td}>
              Affiliate clicks by program
            </th>
            <td className={td}>{counts(overview.clicks.today)}</td>
            <td className={td}>{counts(overview.clicks.week)}</td>
          </tr>
        </tbody>
      </table>
      <div className="grid gap-4 md:grid-cols-2">
        <div>
          <h3 className="font-semibold text-slate-900">Quota use</h3>
          <ul className="mt-2 space-y-1 text-sm text-slate-800">
            {overview.quota.map((row) => (
              <li key={row.api}>
                {row.api}: {nf.format(row.monthUsed)} of {nf.format(row.target)} this month, {nf.format(row.dayUsed)} of{" "}
                {nf.format(row.dayBudget)} today {row.allow ? "" : `(limited: ${row.reason})`}
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className="font-semibold text-slate-900">Provider health</h3>
          <ul className="mt-2 space-y-1 text-sm text-slate-800">
            {Object.entries(overview.health).map(([name, test]) => (
              <li key={name}>
                <Badge tone={test.ok ? "ok" : "fail"}>{test.ok ? "ok" : "fail"}</Badge> {name}
                {test.error ? ` — ${test.error}` : ""}
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div>
        <h3 className="font-semibold text-slate-900">Recent admin changes</h3>
        {overview.audit.length === 0 ? (
          <p className="mt-2 text-sm text-slate-700">No admin changes recorded yet.</p>
        ) : (
          <ul className="mt-2 space-y-1 text-sm text-slate-800">
            {overview.audit.map((entry) => (
              <li key={entry.id}>
                {formatDateTime(entry.at)} — {entry.actorEmail} ({entry.via}): {entry.action}
                {entry.target ? ` ${entry.target}` : ""}
                {entry.after ? ` → ${JSON.stringify(entry.after)}` : ""}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

function DeveloperPanel({ id, forceProviders }: { id: string; forceProviders: readonly ForceProvider[] }) {
  const [status, show] = useStatus();
  const [token, setToken] = useState("");
  const [created, setCreated] = useState<string | null>(null);
  const [tokens, setTokens] = useState<{ id: string; name: string; createdAt: string }[]>([]);
  const [name, setName] = useState("console");
  const [flags, setFlags] = useState<Flags | null>(null);
  const revalidator = useRevalidator();

  const load = async () => {
    const [list, current] = await Promise.all([
      adminCall<{ tokens: typeof tokens }>("/api/admin/tokens"),
      adminCall<{ flags: Flags }>("/api/admin/flags/get"),
    ]);
    if (list.ok) setTokens(list.body.tokens);
    if (current.ok) setFlags(current.body.flags);
    else show("Failed to fetch status", "error");
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: load once when the panel opens
  useEffect(() => {
    setToken(readToken());
    void load();
  }, []);

  const setFlag = async (flag: keyof Flags, value: string | boolean) => {
    const result = await adminCall<{ flags: Flags }>("/api/admin/flags/set", { body: { flags: { [flag]: value } } });
    if (!result.ok) return show(result.error === "Admin token required" ? result.error : "Update failed", "error");
    setFlags(result.body.flags);
    show(`Updated ${flag} = ${String(value)}`);
    revalidator.revalidate();
  };

  return (
    <div id={id} className="mt-4 space-y-4 rounded-lg border border-slate-300 bg-slate-50 p-4">
      <h2 className="text-lg font-semibold text-slate-900">Developer Panel</h2>
      <Status status={status} />
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          saveToken(token);
          show("Token saved locally");
        }}
      >
        <label className="flex flex-col text-sm font-medium text-slate-800">
          Admin token
          <input
            type="password"
            autoComplete="off"
            value={token}
            onChange={(event) => setToken(event.target.value)}
            className="mt-1 w-96 max-w-full rounded border border-slate-400 px-2 py-1"
          />
        </label>
        <button type="submit" className={button}>
          Save token
        </button>
      </form>
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={async (event) => {
          event.preventDefault();
          const result = await adminCall<{ token: string }>("/api/admin/tokens", { body: { name }, needsToken: false });
          if (!result.ok) return show(result.error, "error");
          saveToken(result.body.token);
          setToken(result.body.token);
          setCreated(result.body.token);
          show("Token saved locally");
          void load();
        }}
      >
        <label className="flex flex-col text-sm font-medium text-slate-800">
          New token name
          <input
            value={name}
            onChange={(event) => setName(event.target.value)}
            className="mt-1 rounded border border-slate-400 px-2 py-1"
          />
        </label>
        <button type="submit" className={secondary}>
          Create token
        </button>
      </form>
      {created ? (
        <p className="break-all rounded border border-amber-300 bg-amber-50 p-2 text-sm text-slate-900">
          New token (shown once, saved in this browser): <code data-testid="new-token">{created}</code>
        </p>
      ) : null}
      {tokens.length > 0 ? (
        <ul className="space-y-1 text-sm text-slate-800">
          {tokens.map((t) => (
            <li key={t.id} className="flex items-center gap-2">
              {t.name} — created {formatDateTime(t.createdAt)}
              <button
                type="button"
                className={secondary}
                onClick={async () => {
                  const result = await adminCall(`/api/admin/tokens/${t.id}`, { method: "DELETE", needsToken: false });
                  show(result.ok ? `Revoked ${t.name}` : result.error, result.ok ? "ok" : "error");
                  void load();
                }}
              >
                Revoke {t.name}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {flags ? (
        <fieldset className="flex flex-wrap items-end gap-4">
          <legend className="text-sm font-semibold text-slate-900">Flags</legend>
          <label className="flex flex-col text-sm font-medium text-slate-800">
            FORCE_PROVIDER
            <select
              value={flags.FORCE_PROVIDER}
              onChange={(event) => void setFlag("FORCE_PROVIDER", event.target.value)}
              className="mt-1 rounded border border-slate-400 px-2 py-1"
            >
              {forceProviders.map((value) => (
                <option key={value} value={value}>
                  {value}
                </option>
              ))}
            </select>
          </label>
          <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
            <input
              type="checkbox"
              checked={flags.USE_DUMMY_DATA}
              onChange={(event) => void setFlag("USE_DUMMY_DATA", event.target.checked)}
            />
            USE_DUMMY_DATA
          </label>
          <button
            type="button"
            className={secondary}
            onClick={async () => {
              const result = await adminCall("/api/admin/cache/purge", { body: {} });
              if (!result.ok)
                return show(result.error === "Admin token required" ? result.error : "Purge failed", "error");
              show("Cache purged successfully");
            }}
          >
            Purge cache
          </button>
        </fieldset>
      ) : null}
    </div>
  );
}

type TestBadge = "idle" | "ok" | "fail";

function ProvidersTab({ flags, tests }: { flags: Flags; tests: Record<string, HealthTest> }) {
  const [status, show] = useStatus();
  const [badges, setBadges] = useState<Record<string, TestBadge>>(() =>
    Object.fromEntries(SEARCH_SOURCE_NAMES.map((name) => [name, "idle"])),
  );
  const [amadeusResult, setAmadeusResult] = useState<Record<string, unknown> | null>(null);
  const revalidator = useRevalidator();
  const inMonth = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

  const runAmadeusTest = async () => {
    const result = await adminCall<Record<string, unknown>>("/api/admin/amadeus/test", {
      body: { origin: "JFK", destination: "CDG", departureDate: inMonth },
    });
    if (!result.ok) return show(result.error === "Admin token required" ? result.error : "Test Error", "error");
    setAmadeusResult(result.body);
    if (result.body.tokenOk && result.body.searchOk) show("Test Successful");
    else show(`Test Failed: ${String(result.body.error ?? "Amadeus API test failed")}`, "error");
  };

  return (
    <div className="space-y-6">
      <h2 className="text-xl font-semibold text-slate-900">Provider Status</h2>
      <Status status={status} />
      <table className="w-full border border-slate-200 bg-white">
        <caption className="sr-only">Live checks</caption>
        <ColumnHeads labels={["Source", "Check", "Detail", "Test"]} />
        <tbody>
          {Object.entries(tests).map(([name, test]) => (
            <tr key={name} className="border-t border-slate-200">
              <th scope="row" className={td}>
                {sourceLabel(name)}
              </th>
              <td className={td}>
                <Badge tone={test.ok ? "ok" : "fail"}>{test.ok ? "ok" : `fail (${test.stage})`}</Badge>
              </td>
              <td className={td}>{test.error ?? "—"}</td>
              <td className={td}>
                <button
                  type="button"
                  className={secondary}
                  onClick={async () => {
                    const result = await adminCall<{ ok: boolean; error: string | null }>(
                      `/api/providers/test/${name}`,
                      {
                        body: { origin: "JFK", destination: "CDG", startDate: inMonth, currency: "USD" },
                      },
                    );
                    if (!result.ok)
                      return show(result.error === "Admin token required" ? result.error : "Test Error", "error");
                    setBadges((b) => ({ ...b, [name]: result.body.ok ? "ok" : "fail" }));
                    show(
                      result.body.ok ? "Test Successful" : `Test Failed: ${result.body.error}`,
                      result.body.ok ? "ok" : "error",
                    );
                  }}
                >
                  Test {sourceLabel(name)}
                </button>{" "}
                <Badge tone={badges[name] ?? "idle"}>{badges[name] ?? "idle"}</Badge>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="space-y-2">
        <h3 className="font-semibold text-slate-900">
          {amadeusInfo.label} environment: {flags.AMADEUS_ENV}
        </h3>
        <div className="flex flex-wrap gap-2">
          {(["test", "production"] as const).map((env) => (
            <button
              key={env}
              type="button"
              className={secondary}
              disabled={flags.AMADEUS_ENV === env}
              onClick={async () => {
                const result = await adminCall("/api/admin/amadeus/switch", { body: { env } });
                if (!result.ok)
                  return show(result.error === "Admin token required" ? result.error : "Switch Failed", "error");
                revalidator.revalidate();
                // Spec §4: after a successful switch the connection test re-runs after 1 second.
                setTimeout(() => void runAmadeusTest(), 1000);
              }}
            >
              Switch to {env}
            </button>
          ))}
          <button type="button" className={button} onClick={() => void runAmadeusTest()}>
            Test {amadeusInfo.label} connection
          </button>
        </div>
        {amadeusResult ? (
          <section aria-label={`${amadeusInfo.label} test result`}>
            {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable answer must be reachable by keyboard (axe scrollable-region-focusable) */}
            <pre tabIndex={0} className="max-h-64 overflow-auto rounded bg-slate-900 p-3 text-xs text-slate-100">
              {JSON.stringify(amadeusResult, null, 2)}
            </pre>
          </section>
        ) : null}
      </div>
    </div>
  );
}

function IntegrationsTab({ rows, tasks }: { rows: IntegrationRow[]; tasks: ChecklistTask[] }) {
  const [status, show] = useStatus();
  const [list, setList] = useState(tasks);
  const [snippet, setSnippet] = useState<"idle" | "checking" | "found" | "missing">("idle");
  const tone = (s: string) => (s === "ok" ? "ok" : s === "warn" ? "warn" : "fail");
  const yesNo = (value: boolean | null) => (value === null ? "n/a" : value ? "yes" : "no");
  const save = async (body: unknown) => {
    const result = await adminCall<{ tasks: ChecklistTask[] }>("/api/admin/integrations/checklist", { body });
    if (!result.ok) return show(result.error, "error");
    setList(result.body.tasks);
  };
  return (
    <div className="space-y-6">
      <h2 className="text-xl font-semibold text-slate-900">Integrations</h2>
      <Status status={status} />
      {rows.length === 0 ? (
        <p className="text-sm text-slate-700">No integrations found.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full border border-slate-200 bg-white">
            <caption className="sr-only">Integrations</caption>
            <ColumnHeads labels={["Integration", "Category", "Keys present", "Reachable", "Status", "Notes"]} />
            <tbody>
              {rows.map((row) => (
                <tr key={row.key} className="border-t border-slate-200">
                  <th scope="row" className={td}>
                    {row.docs_url ? (
                      <a
                        className="text-sky-800 underline"
                        href={row.docs_url}
                        target="_blank"
                        rel="noopener noreferrer"
                      >
                        {row.name}
                      </a>
                    ) : (
                      row.name
                    )}
                  </th>
                  <td className={td}>{row.category}</td>
                  <td className={td}>{yesNo(row.keys_present)}</td>
                  <td className={td}>{yesNo(row.reachable)}</td>
                  <td className={td}>
                    <Badge tone={tone(row.last_status)}>{row.last_status}</Badge>
                    {row.last_error ? <span className="block text-xs text-slate-700">{row.last_error}</span> : null}
                  </td>
                  <td className={td}>
                    {row.notes}
                    {row.rate_limit_note ? (
                      <span className="block text-xs text-slate-600">{row.rate_limit_note}</span>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className="flex items-center gap-2">
        <button
          type="button"
          className={secondary}
          onClick={async () => {
            setSnippet("checking");
            const result = await adminCall<{ rows: IntegrationRow[] }>("/api/admin/integrations/list");
            const row = result.ok ? result.body.rows.find((r) => r.key === "tracking_snippet") : undefined;
            setSnippet(row?.last_status === "ok" ? "found" : "missing");
          }}
        >
          Check tracking snippet
        </button>
        <span aria-live="polite" className="text-sm text-slate-800">
          {snippet === "idle"
            ? ""
            : snippet === "checking"
              ? "Checking…"
              : snippet === "found"
                ? "Tracking snippet found"
                : "Tracking snippet missing"}
        </span>
      </div>
      <div>
        <h3 className="font-semibold text-slate-900">Checklist</h3>
        <ul className="mt-2 space-y-1">
          {list.map((task) => (
            <li key={task.task}>
              <label className="flex items-center gap-2 text-sm text-slate-800">
                <input
                  type="checkbox"
                  checked={task.done}
                  onChange={(event) => void save({ task: task.task, done: event.target.checked })}
                />
                {task.task}
              </label>
            </li>
          ))}
        </ul>
        <button type="button" className={`${button} mt-3`} onClick={() => void save({ all: true })}>
          Mark All Done
        </button>
      </div>
    </div>
  );
}

function QuotaTab({ rows }: { rows: QuotaRow[] }) {
  const [status, show] = useStatus();
  const revalidator = useRevalidator();
  const reasonClass = (reason?: string) =>
    reason === "month_target_reached"
      ? "bg-red-100 text-red-900"
      : reason === "day_paced"
        ? "bg-yellow-100 text-yellow-900"
        : "bg-slate-100 text-slate-800";
  return (
    <div className="space-y-4">
      <div className="flex items-center justify-between">
        <h2 className="text-xl font-semibold text-slate-900">Quota Monitor</h2>
        <Link to="/admin" className="text-sm font-semibold text-sky-800 underline">
          Back to admin overview
        </Link>
      </div>
      <Status status={status} />
      <table className="w-full border border-slate-200 bg-white">
        <caption className="sr-only">{amadeusInfo.label} quota per API</caption>
        <ColumnHeads labels={["API", "Month used / target", "Today used / budget", "State", "Force allow"]} />
        <tbody>
          {rows.map((row) => (
            <tr key={row.api} className="border-t border-slate-200">
              <th scope="row" className={td}>
                {row.api}
              </th>
              <td className={td}>
                {nf.format(row.monthUsed)} / {nf.format(row.target)}
              </td>
              <td className={td}>
                {nf.format(row.dayUsed)} / {nf.format(row.dayBudget)}
              </td>
              <td className={td}>
                <span className={`inline-block rounded px-2 py-0.5 text-xs font-semibold ${reasonClass(row.reason)}`}>
                  {row.allow ? "allowed" : `limited: ${row.reason}`}
                </span>
              </td>
              <td className={td}>
                <label className="flex items-center gap-2">
                  <input
                    type="checkbox"
                    checked={row.forceAllow}
                    onChange={async (event) => {
                      const result = await adminCall("/api/admin/quota/override", {
                        body: { api: row.api, force_allow: event.target.checked },
                      });
                      if (!result.ok)
                        return show(
                          result.error === "Admin token required" ? result.error : "Failed to set override",
                          "error",
                        );
                      revalidator.revalidate();
                    }}
                  />
                  <span className="sr-only">Force-allow {row.api}</span>
                  {row.forceAllow ? "on" : "off"}
                </label>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function BackupsTab({ backups, keep }: { backups: BackupRow[]; keep: number }) {
  const [status, show] = useStatus();
  const [busy, setBusy] = useState(false);
  const revalidator = useRevalidator();
  return (
    <div className="space-y-4">
      <h2 className="text-xl font-semibold text-slate-900">Backups</h2>
      <p className="text-sm text-slate-700">
        A consistent dump of the whole database. The newest {keep} are kept; restore one with{" "}
        <code>npm run restore -- &lt;file&gt;</code> into an empty database.
      </p>
      <button
        type="button"
        className={button}
        disabled={busy}
        onClick={async () => {
          setBusy(true);
          const result = await adminCall("/api/admin/backups/run", { body: {} });
          setBusy(false);
          if (!result.ok)
            return show(result.error === "Admin token required" ? result.error : "Failed to trigger backup", "error");
          show("Backup Triggered");
          revalidator.revalidate();
        }}
      >
        {busy ? "Running backup…" : "Run backup"}
      </button>
      <Status status={status} />
      {backups.length === 0 ? (
        <p className="text-sm text-slate-700">No backups found. Run your first backup to get started.</p>
      ) : (
        <table className="w-full border border-slate-200 bg-white">
          <caption className="sr-only">Backup history</caption>
          <ColumnHeads labels={["Backup", "Type", "Status", "Created", "Size"]} />
          <tbody>
            {backups.map((b) => (
              <tr key={b.id} className="border-t border-slate-200" data-testid="backup-row">
                <th scope="row" className={td}>
                  {b.status === "completed" ? (
                    <a className="text-sky-800 underline" href={`/api/admin/backups/${b.backup_id}/download`} download>
                      {b.backup_id}
                    </a>
                  ) : (
                    b.backup_id
                  )}
                </th>
                <td className={td}>{b.type}</td>
                <td className={td}>
                  <Badge tone={b.status === "completed" ? "ok" : b.status === "failed" ? "fail" : "warn"}>
                    {backupStatusLabel(b.status)}
                  </Badge>
                  {b.error ? <span className="block text-xs text-slate-700">{b.error}</span> : null}
                </td>
                <td className={td}>{formatDateTime(b.created_at)}</td>
                <td className={td}>{formatSize(b.file_size)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

function TravelpayoutsTab({ clicks, daily }: { clicks: ClickRow[]; daily: DailyClicks }) {
  return (
    <div className="space-y-6">
      <h2 className="text-xl font-semibold text-slate-900">{travelpayoutsInfo.label}</h2>
      <ClicksChart daily={daily} />
      <h3 className="font-semibold text-slate-900">Recent clicks</h3>
      {clicks.length === 0 ? (
        <p className="text-sm text-slate-700">No clicks recorded yet.</p>
      ) : (
        <table className="w-full border border-slate-200 bg-white">
          <caption className="sr-only">The 20 most recent affiliate clicks</caption>
          <ColumnHeads labels={["When (UTC)", "Program", "Route", "Sub ID"]} />
          <tbody>
            {clicks.map((c) => (
              <tr key={c.id} className="border-t border-slate-200">
                <td className={td}>{formatDateTime(c.createdAt)}</td>
                <td className={td}>{c.program}</td>
                <td className={td}>{c.origin && c.destination ? `${c.origin} → ${c.destination}` : "—"}</td>
                <td className={td}>{c.subId}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

const wholeUsd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });

function lastPriceText(price: AlertRow["lastPrice"]): string {
  if (!price) return "—";
  const amount =
    price.currency === "USD"
      ? formatUsd(price.cents)
      : new Intl.NumberFormat("en-US", { style: "currency", currency: price.currency }).format(price.cents / 100);
  return `${amount} (${price.sample ? "sample data" : sourceLabel(price.source)})`;
}

function AlertsTab({ alerts }: { alerts: AlertRow[] }) {
  return (
    <div className="space-y-4">
      <h2 className="text-xl font-semibold text-slate-900">Alerts</h2>
      {alerts.length === 0 ? (
        <p className="text-sm text-slate-700">No price alerts created yet.</p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a table that scrolls sideways on a phone must be reachable by keyboard (axe scrollable-region-focusable)
        <section aria-label="Price alerts" tabIndex={0} className="overflow-x-auto">
          <table className="w-full border border-slate-200 bg-white">
            <caption className="sr-only">Price alerts</caption>
            <ColumnHeads
              labels={["E-mail", "Route", "Max price", "Status", "Last check", "Last price", "E-mails sent", "Created"]}
            />
            <tbody>
              {alerts.map((a) => (
                <tr key={a.id} className="border-t border-slate-200" data-testid="alert-row">
                  <td className={td}>{a.email}</td>
                  <td className={td}>
                    {a.origin} → {a.destination}
                  </td>
                  <td className={td}>{a.maxPrice === null ? "—" : wholeUsd.format(a.maxPrice)}</td>
                  <td className={td}>{a.status}</td>
                  <td className={td}>{a.lastCheckedAt ? formatDateTime(a.lastCheckedAt) : "not yet"}</td>
                  <td className={td}>{lastPriceText(a.lastPrice)}</td>
                  <td className={td}>{nf.format(a.emailsSent)}</td>
                  <td className={td}>{formatDateTime(a.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </div>
  );
}
