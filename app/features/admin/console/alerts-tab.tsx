import { Form, Link, useRevalidator } from "react-router";
import { sourceLabel } from "../../../core/providers/registry";
import { formatDate } from "../../../format/dates";
import { formatExactPrice, formatPrice } from "../../../format/money";
import { formatWholeNumber } from "../../../format/numbers";
import type { AlertDetail, AlertRow } from "../../../services/admin/alert-controls.server";
import { Button } from "../../../ui/button";
import { Status } from "../../../ui/status";
import { adminCall, useStatus } from "../admin-client";
import { ColumnHeads, cellClass as td } from "./admin-ui";
import { AlertDetailPanel } from "./alert-detail";

function lastPriceText(price: AlertRow["lastPrice"]): string {
  if (!price) return "—";
  return `${formatExactPrice(price.cents / 100, price.currency)} (${price.sample ? "sample data" : sourceLabel(price.source)})`;
}

type CheckAnswer = {
  status: string | null;
  check?: { kind: string; priceCents?: number; sample?: boolean; source?: string; emailed?: boolean; reason?: string };
};

function checkText(answer: CheckAnswer): string {
  const check = answer.check;
  if (!check || check.kind === "expired") return "Checked: the alert's date has passed, so it expired.";
  if (check.kind === "no-offers") return "Checked: no offers found for this trip right now.";
  const price = formatExactPrice((check.priceCents ?? 0) / 100, "USD");
  const source = check.sample ? "sample data" : sourceLabel(check.source ?? "");
  return `Checked: ${price} from ${source}; ${check.emailed ? "a price-drop e-mail was sent" : `no e-mail (${check.reason})`}.`;
}

/**
 * Every price alert with its owner, state and what it last found; a search by e-mail or route (a
 * GET form, so a result is a link); and per alert: check now (the job's own check), pause or
 * resume, delete, and its details (price history and e-mails sent). Every change is audited.
 */
export function AlertsTab({
  alerts,
  query,
  detail,
}: {
  alerts: AlertRow[];
  query: string;
  detail: AlertDetail | null;
}) {
  const [status, show] = useStatus();
  const revalidator = useRevalidator();
  const act = async (alert: AlertRow, action: "check" | "pause" | "resume" | "delete") => {
    if (
      action === "delete" &&
      !window.confirm(`Delete alert ${alert.id} (${alert.origin} → ${alert.destination}) of ${alert.email}?`)
    )
      return;
    const path = `/api/admin/alerts/${alert.id}`;
    const result =
      action === "delete"
        ? await adminCall(path, { method: "DELETE" })
        : action === "check"
          ? await adminCall<CheckAnswer>(`${path}/check`, { body: {} })
          : await adminCall(`${path}/status`, { body: { action } });
    if (!result.ok) return show(result.error, "error");
    if (action === "check") show(checkText(result.body as CheckAnswer));
    else
      show(
        action === "delete"
          ? `Deleted alert ${alert.id}`
          : `Alert ${alert.id} ${action === "pause" ? "paused" : "resumed"}`,
      );
    revalidator.revalidate();
  };
  const detailLink = (id: number) => `/admin?tab=alerts${query ? `&q=${encodeURIComponent(query)}` : ""}&alert=${id}`;
  return (
    <div className="space-y-4">
      <h2 className="text-xl font-semibold text-slate-900">Alerts</h2>
      <Form method="get" action="/admin" className="flex flex-wrap items-end gap-2">
        <input type="hidden" name="tab" value="alerts" />
        <label className="flex flex-col text-sm font-medium text-slate-800">
          Find by e-mail or route (JFK-CDG)
          <input name="q" type="search" defaultValue={query} className="control mt-1 w-72 max-w-full" />
        </label>
        <Button type="submit" size="sm">
          Find alerts
        </Button>
        {query ? (
          <Link to="/admin?tab=alerts" className="text-sm text-brand-700 underline">
            Show all alerts
          </Link>
        ) : null}
      </Form>
      <Status status={status} />
      {detail ? <AlertDetailPanel detail={detail} /> : null}
      {alerts.length === 0 ? (
        <p className="text-sm text-slate-700">
          {query ? `No price alerts match “${query}”.` : "No price alerts created yet."}
        </p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a table that scrolls sideways on a phone must be reachable by keyboard (axe scrollable-region-focusable)
        <section aria-label="Price alerts" tabIndex={0} className="overflow-x-auto">
          <table className="w-full border border-slate-200 bg-white">
            <caption className="sr-only">Price alerts</caption>
            <ColumnHeads
              labels={[
                "E-mail",
                "Route",
                "Max price",
                "Status",
                "Last check",
                "Last price",
                "E-mails sent",
                "Created",
                "Actions",
              ]}
            />
            <tbody>
              {alerts.map((a) => {
                const name = `alert ${a.id} (${a.origin} → ${a.destination}, ${a.email})`;
                return (
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
                    <td className={`${td} whitespace-nowrap`}>
                      <div className="flex gap-1">
                        <Button
                          size="sm"
                          variant="secondary"
                          aria-label={`Check now ${name}`}
                          onClick={() => void act(a, "check")}
                        >
                          Check now
                        </Button>
                        {a.status === "paused" ? (
                          <Button
                            size="sm"
                            variant="secondary"
                            aria-label={`Resume ${name}`}
                            onClick={() => void act(a, "resume")}
                          >
                            Resume
                          </Button>
                        ) : a.status === "active" ? (
                          <Button
                            size="sm"
                            variant="secondary"
                            aria-label={`Pause ${name}`}
                            onClick={() => void act(a, "pause")}
                          >
                            Pause
                          </Button>
                        ) : null}
                        <Button
                          size="sm"
                          variant="secondary"
                          aria-label={`Delete ${name}`}
                          onClick={() => void act(a, "delete")}
                        >
                          Delete
                        </Button>
                        <Link
                          to={detailLink(a.id)}
                          aria-label={`Details of ${name}`}
                          className="px-2 py-1 text-sm text-brand-700 underline"
                        >
                          Details
                        </Link>
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </section>
      )}
    </div>
  );
}
