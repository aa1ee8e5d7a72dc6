import { useState } from "react";
import { useRevalidator } from "react-router";
import { formatDate } from "../../../format/dates";
import { formatFileSize } from "../../../format/measures";
import type { BackupRow } from "../../../services/admin/backups.server";
import { Badge } from "../../../ui/badge";
import { Button } from "../../../ui/button";
import { Status } from "../../../ui/status";
import { adminCall, backupStatusLabel, useStatus } from "../admin-client";
import { ColumnHeads, cellClass as td } from "./admin-ui";

/** The backup history with a download link per finished dump, and a button to run one now. */
export function BackupsTab({ backups, keep }: { backups: BackupRow[]; keep: number }) {
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
      <Button
        size="sm"
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
      </Button>
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
                    <a
                      className="text-brand-700 underline"
                      href={`/api/admin/backups/${b.backup_id}/download`}
                      download
                    >
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
                <td className={td}>{formatDate(b.created_at, "dateTime")}</td>
                <td className={td}>{b.file_size === null ? "—" : formatFileSize(b.file_size)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
