import { useState } from "react";
import type { ChecklistTask } from "../../../services/admin/checklist.server";
import type { IntegrationRow } from "../../../services/admin/integrations.server";
import { Badge } from "../../../ui/badge";
import { Button } from "../../../ui/button";
import { Status } from "../../../ui/status";
import { adminCall, useStatus } from "../admin-client";
import { ColumnHeads, cellClass as td } from "./admin-ui";

/** Every integration's keys, reachability and last state, the tracking-snippet check, and the launch checklist. */
export function IntegrationsTab({ rows, tasks }: { rows: IntegrationRow[]; tasks: ChecklistTask[] }) {
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
                        className="text-brand-700 underline"
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
        <Button
          variant="secondary"
          size="sm"
          onClick={async () => {
            setSnippet("checking");
            const result = await adminCall<{ rows: IntegrationRow[] }>("/api/admin/integrations/list");
            const row = result.ok ? result.body.rows.find((r) => r.key === "tracking_snippet") : undefined;
            setSnippet(row?.last_status === "ok" ? "found" : "missing");
          }}
        >
          Check tracking snippet
        </Button>
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
        <Button size="sm" className="mt-3" onClick={() => void save({ all: true })}>
          Mark All Done
        </Button>
      </div>
    </div>
  );
}
