import { Form, Link } from "react-router";
import { describeDates } from "../../core/alerts/alert-emails";
import { sourceLabel } from "../../core/providers/registry";
import { formatDate } from "../../format/dates";
import { formatExactPrice } from "../../format/money";
import type { ManagedAlert } from "../../services/alerts/manage.server";
import { Button } from "../../ui/button";
import { Card } from "../../ui/card";
import { useAlertChecks } from "../shell/root-data";
import { PriceChart } from "./price-chart";

const statusText = (status: string, alertChecks: string): string =>
  ({
    pending: "Waiting for you to confirm the e-mailed link",
    active: `Active: checked ${alertChecks}`,
    paused: "Paused: no checks, no e-mails",
    expired: "Expired: the date has passed",
  })[status] ?? status;

function ChangeButton({
  alert,
  intent,
  label,
  token,
}: {
  alert: ManagedAlert;
  intent: string;
  label: string;
  token: string | null;
}) {
  return (
    <Form method="post" action={token ? `/alerts?token=${encodeURIComponent(token)}` : "/alerts"}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="alertId" value={alert.id} />
      {token ? <input type="hidden" name="token" value={token} /> : null}
      <Button
        type="submit"
        variant="secondary"
        size="sm"
        aria-label={`${label} ${alert.origin} to ${alert.destination}`}
      >
        {label}
      </Button>
    </Form>
  );
}

/** The alerts of one address: route, status, current and lowest price, history chart, and actions. */
export function AlertList({
  alerts,
  email,
  manageToken,
}: {
  alerts: ManagedAlert[];
  email: string;
  manageToken: string | null;
}) {
  const alertChecks = useAlertChecks();
  if (alerts.length === 0) {
    return <p className="mt-2 text-sm text-slate-600">No price alerts for {email} yet. Set one up below.</p>;
  }
  return (
    <ul className="mt-3 space-y-4" data-testid="alert-list">
      {alerts.map((alert) => {
        const latest = alert.history.at(-1);
        const live = alert.history.filter((p) => !p.sample);
        const lowest = live.length ? Math.min(...live.map((p) => p.priceCents)) : null;
        return (
          <Card as="li" key={alert.id} className="p-4" data-testid="alert-item">
            <h3 className="font-semibold">
              {alert.origin} → {alert.destination}
            </h3>
            <p className="text-sm text-slate-600">
              {describeDates(alert)}
              {alert.maxPrice !== null ? `, up to ${formatExactPrice(alert.maxPrice, "USD")}` : ", any 10 % drop"}
            </p>
            <p className="mt-1 text-sm font-medium">{statusText(alert.status, alertChecks)}</p>
            {latest ? (
              <p className="mt-1 text-sm">
                Latest price {formatExactPrice(latest.priceCents / 100, "USD")} (
                {latest.sample ? "sample data, not a real fare" : sourceLabel(latest.source)}, checked{" "}
                {formatDate(latest.checkedAt, "dateTime")} UTC)
                {lowest !== null ? `; lowest live price ${formatExactPrice(lowest / 100, "USD")}` : ""}
              </p>
            ) : null}
            <div className="mt-2">
              <PriceChart points={alert.history} label={`Price history of ${alert.origin} to ${alert.destination}`} />
            </div>
            <div className="mt-3 flex flex-wrap gap-2">
              {alert.status === "active" ? (
                <ChangeButton alert={alert} intent="pause" label="Pause" token={manageToken} />
              ) : null}
              {alert.status === "paused" ? (
                <ChangeButton alert={alert} intent="resume" label="Resume" token={manageToken} />
              ) : null}
              <ChangeButton alert={alert} intent="delete" label="Delete" token={manageToken} />
            </div>
          </Card>
        );
      })}
    </ul>
  );
}

/** Signed out: we e-mail a link to the alerts of an address (or the person signs in). */
export function ManageLinkForm({ badToken, signedIn }: { badToken: boolean; signedIn: boolean }) {
  if (signedIn) return null;
  return (
    <Card className="mt-2 p-4">
      {badToken ? (
        <p role="alert" className="mb-2 text-sm text-red-800">
          This management link has expired or is not valid. Ask for a new one below.
        </p>
      ) : null}
      <p className="text-sm text-slate-600">
        <Link to="/auth?redirectTo=/alerts" className="font-semibold text-brand-700 underline">
          Sign in
        </Link>{" "}
        to see your alerts, or get a link by e-mail:
      </p>
      <Form method="post" action="/alerts" className="mt-2 flex flex-wrap items-end gap-2">
        <input type="hidden" name="intent" value="manage-link" />
        <div>
          <label htmlFor="manage-email" className="block text-sm font-medium">
            E-mail
          </label>
          <input
            id="manage-email"
            name="email"
            type="email"
            autoComplete="email"
            required
            className="mt-1 rounded-md border border-slate-300 px-3 py-2 text-sm"
          />
        </div>
        <Button type="submit" size="sm">
          E-mail me a link
        </Button>
      </Form>
    </Card>
  );
}
