import { sourceLabel } from "../../../core/providers/registry";
import { formatDate } from "../../../format/dates";
import { formatExactPrice } from "../../../format/money";
import type { AlertDetail } from "../../../services/admin/alert-controls.server";
import { ColumnHeads, cellClass as td } from "./admin-ui";

const usd = (cents: number | null) => (cents === null ? "—" : formatExactPrice(cents / 100, "USD"));

/** One alert's price history (every check, its source and age) and the price-drop e-mails it sent. */
export function AlertDetailPanel({ detail }: { detail: AlertDetail }) {
  const { alert, prices, emails } = detail;
  return (
    <section
      aria-labelledby="alert-detail-heading"
      className="space-y-3 rounded-lg border border-slate-300 bg-slate-50 p-4"
    >
      <h3 id="alert-detail-heading" className="text-lg font-semibold text-slate-900">
        Alert {alert.id}: {alert.origin} → {alert.destination} · {alert.email} · {alert.status}
      </h3>
      <h4 className="font-semibold text-slate-900">Price history</h4>
      {prices.length === 0 ? (
        <p className="text-sm text-slate-700">Not checked yet.</p>
      ) : (
        <table className="w-full border border-slate-200 bg-white" data-testid="alert-prices">
          <caption className="sr-only">Price history of alert {alert.id}</caption>
          <ColumnHeads labels={["Checked", "Price", "Source", "Seen by the source"]} />
          <tbody>
            {prices.map((p) => (
              <tr key={p.checkedAt + p.cents} className="border-t border-slate-200">
                <td className={td}>{formatDate(p.checkedAt, "dateTime")}</td>
                <td className={td}>{usd(p.cents)}</td>
                <td className={td}>{p.sample ? "Sample data" : sourceLabel(p.source)}</td>
                <td className={td}>{formatDate(p.observedAt, "dateTime")}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <h4 className="font-semibold text-slate-900">E-mails sent</h4>
      {emails.length === 0 ? (
        <p className="text-sm text-slate-700">No price-drop e-mails sent.</p>
      ) : (
        <table className="w-full border border-slate-200 bg-white" data-testid="alert-emails">
          <caption className="sr-only">Price-drop e-mails of alert {alert.id}</caption>
          <ColumnHeads labels={["Sent", "Old price", "New price", "Source"]} />
          <tbody>
            {emails.map((e) => (
              <tr key={e.sentAt} className="border-t border-slate-200">
                <td className={td}>{formatDate(e.sentAt, "dateTime")}</td>
                <td className={td}>{usd(e.oldCents)}</td>
                <td className={td}>{usd(e.newCents)}</td>
                <td className={td}>{sourceLabel(e.source)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
