import { travelpayoutsInfo } from "../../../core/providers/travelpayouts/travelpayouts-info";
import { formatDate } from "../../../format/dates";
import type { ClickRow, DailyClicks } from "../../../services/admin/overview.server";
import { ColumnHeads, cellClass as td } from "./admin-ui";
import { ClicksChart } from "./clicks-chart";

/** The affiliate's clicks: 30 days as a chart, then the most recent ones. */
export function TravelpayoutsTab({ clicks, daily }: { clicks: ClickRow[]; daily: DailyClicks }) {
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
                <td className={td}>{formatDate(c.createdAt, "dateTime")}</td>
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
