import { formatDate } from "../../../format/dates";
import { formatPercent } from "../../../format/measures";
import { formatWholeNumber } from "../../../format/numbers";
import type { Overview } from "../../../services/admin/overview.server";
import { Badge } from "../../../ui/badge";
import { backupStatusLabel } from "../admin-client";
import { ColumnHeads, cellClass as td } from "./admin-ui";

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
    .map(([key, n]) => `${key} ${formatWholeNumber(n)}`)
    .join(" · ") || "none";

/** The day and the week at a glance: searches, cache, latency, alerts, backups, quota, health, admin changes. */
export function OverviewTab({ overview }: { overview: Overview }) {
  const { today, week } = overview;
  return (
    <div className="space-y-6">
      <h2 className="text-xl font-semibold text-slate-900">Overview</h2>
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <Stat label="Searches today" value={formatWholeNumber(today.searches)} />
        <Stat label="Searches, last 7 days" value={formatWholeNumber(week.searches)} />
        <Stat
          label="Cache hit rate (7 days)"
          value={week.cacheHitRate === null ? "—" : formatPercent(week.cacheHitRate)}
        />
        <Stat
          label="Latency median / p95 (7 days)"
          value={
            week.medianMs === null
              ? "—"
              : `${formatWholeNumber(week.medianMs)} / ${formatWholeNumber(week.p95Ms ?? 0)} ms`
          }
        />
        <Stat label="Active price alerts" value={formatWholeNumber(overview.activeAlerts)} />
        <Stat
          label="Last backup"
          value={
            overview.lastBackup
              ? `${backupStatusLabel(overview.lastBackup.status)}, ${formatDate(overview.lastBackup.createdAt, "dateTime")}`
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
                {row.api}: {formatWholeNumber(row.monthUsed)} of {formatWholeNumber(row.target)} this month,{" "}
                {formatWholeNumber(row.dayUsed)} of {formatWholeNumber(row.dayBudget)} today{" "}
                {row.allow ? "" : `(limited: ${row.reason})`}
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
                {formatDate(entry.at, "dateTime")} — {entry.actorEmail} ({entry.via}): {entry.action}
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
