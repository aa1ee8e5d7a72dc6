import { Link, useRevalidator } from "react-router";
import { amadeusInfo } from "../../../core/providers/amadeus/amadeus-info";
import { formatWholeNumber } from "../../../format/numbers";
import type { QuotaRow } from "../../../services/search/quotas/quotas.server";
import { Status } from "../../../ui/status";
import { adminCall, useStatus } from "../admin-client";
import { ColumnHeads, cellClass as td } from "./admin-ui";

/** Each metered API's use this month and today, its state, and a switch to force-allow it. */
export function QuotaTab({ rows }: { rows: QuotaRow[] }) {
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
        <Link to="/admin" className="text-sm font-semibold text-brand-700 underline">
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
                {formatWholeNumber(row.monthUsed)} / {formatWholeNumber(row.target)}
              </td>
              <td className={td}>
                {formatWholeNumber(row.dayUsed)} / {formatWholeNumber(row.dayBudget)}
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
