import { sourceLabel } from "../../../core/providers/registry";
import { formatDate } from "../../../format/dates";
import { formatExactPrice, formatPrice } from "../../../format/money";
import { formatWholeNumber } from "../../../format/numbers";
import type { AlertRow } from "../../../services/admin/overview.server";
import { ColumnHeads, cellClass as td } from "./admin-ui";

function lastPriceText(price: AlertRow["lastPrice"]): string {
  if (!price) return "—";
  return `${formatExactPrice(price.cents / 100, price.currency)} (${price.sample ? "sample data" : sourceLabel(price.source)})`;
}

/** Every price alert with its owner, state and what it last found. */
export function AlertsTab({ alerts }: { alerts: AlertRow[] }) {
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
                  <td className={td}>{a.maxPrice === null ? "—" : formatPrice(a.maxPrice, "USD")}</td>
                  <td className={td}>{a.status}</td>
                  <td className={td}>{a.lastCheckedAt ? formatDate(a.lastCheckedAt, "dateTime") : "not yet"}</td>
                  <td className={td}>{lastPriceText(a.lastPrice)}</td>
                  <td className={td}>{formatWholeNumber(a.emailsSent)}</td>
                  <td className={td}>{formatDate(a.createdAt, "dateTime")}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </div>
  );
}
