import { Form } from "react-router";
import { describeDates } from "../../core/alerts/alert-dates";
import { describeTrip } from "../../core/alerts/alert-trip";
import { sourceLabel } from "../../core/providers/registry";
import { formatDate } from "../../format/dates";
import { formatExactPrice } from "../../format/money";
import { intlLocale } from "../../i18n/locales";
import type { MessageKey } from "../../i18n/message-key";
import type { ManagedAlert } from "../../services/alerts/manage.server";
import { Button } from "../../ui/button";
import { Card } from "../../ui/card";
import { RichText, useLocale, useLocalePath, useT } from "../../ui/i18n";
import { Link } from "../../ui/link";
import { PriceChart } from "./price-chart";

const STATUS: Record<string, MessageKey> = {
  pending: "alerts.list.status.pending",
  active: "alerts.list.status.active",
  paused: "alerts.list.status.paused",
  expired: "alerts.list.status.expired",
};

const CHANGES = {
  pause: { label: "alerts.list.pause", name: "alerts.list.pauseRoute" },
  resume: { label: "alerts.list.resume", name: "alerts.list.resumeRoute" },
  delete: { label: "alerts.list.delete", name: "alerts.list.deleteRoute" },
} as const satisfies Record<string, { label: MessageKey; name: MessageKey }>;

function ChangeButton({
  alert,
  intent,
  token,
}: {
  alert: ManagedAlert;
  intent: keyof typeof CHANGES;
  token: string | null;
}) {
  const t = useT();
  const localePath = useLocalePath();
  const words = CHANGES[intent];
  return (
    <Form method="post" action={localePath(token ? `/alerts?token=${encodeURIComponent(token)}` : "/alerts")}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="alertId" value={alert.id} />
      {token ? <input type="hidden" name="token" value={token} /> : null}
      <Button
        type="submit"
        variant="secondary"
        size="sm"
        aria-label={t(words.name, { origin: alert.origin, destination: alert.destination })}
      >
        {t(words.label)}
      </Button>
    </Form>
  );
}

/**
 * The alerts of one address: route, status, current and lowest price, history chart, and actions.
 * `alertChecks`: how often active alerts are checked, in the page's language.
 */
export function AlertList({
  alerts,
  email,
  manageToken,
  alertChecks,
}: {
  alerts: ManagedAlert[];
  email: string;
  manageToken: string | null;
  alertChecks: string;
}) {
  const t = useT();
  const locale = useLocale();
  const intl = intlLocale(locale);
  const usd = (cents: number) => formatExactPrice(cents / 100, "USD", intl);
  if (alerts.length === 0) {
    return <p className="mt-2 text-sm text-slate-600">{t("alerts.list.none", { email })}</p>;
  }
  return (
    <ul className="mt-3 space-y-4" data-testid="alert-list">
      {alerts.map((alert) => {
        const latest = alert.history.at(-1);
        const live = alert.history.filter((p) => !p.sample);
        const lowest = live.length ? Math.min(...live.map((p) => p.priceCents)) : null;
        const dates = describeDates(alert, t, locale);
        const status = STATUS[alert.status];
        const route = { origin: alert.origin, destination: alert.destination };
        return (
          <Card as="li" key={alert.id} className="p-4" data-testid="alert-item">
            <h3 className="font-semibold">
              {alert.origin} → {alert.destination}
            </h3>
            {/* The trip it follows: "Return, 2 adults, 1 child, business" (prices are its total). */}
            <p className="text-sm text-slate-700" data-testid="alert-trip">
              {describeTrip(alert, t)}
            </p>
            <p className="text-sm text-slate-600">
              {alert.maxPrice !== null
                ? t("alerts.list.upTo", { dates, price: usd(alert.maxPrice * 100) })
                : t("alerts.list.anyDrop", { dates })}
            </p>
            <p className="mt-1 text-sm font-medium">{status ? t(status, { alertChecks }) : alert.status}</p>
            {latest ? (
              <p className="mt-1 text-sm">
                {t(lowest !== null ? "alerts.list.latestAndLowest" : "alerts.list.latest", {
                  price: usd(latest.priceCents),
                  source: latest.sample ? t("alerts.list.sampleSource") : sourceLabel(latest.source),
                  foundAt: formatDate(latest.observedAt, "dateTime", intl),
                  checkedAt: formatDate(latest.checkedAt, "dateTime", intl),
                  lowest: lowest !== null ? usd(lowest) : "",
                })}
              </p>
            ) : null}
            <div className="mt-2">
              <PriceChart points={alert.history} label={t("alerts.chart.label", route)} />
            </div>
            <div className="mt-3 flex flex-wrap gap-2">
              {alert.status === "active" ? <ChangeButton alert={alert} intent="pause" token={manageToken} /> : null}
              {alert.status === "paused" ? <ChangeButton alert={alert} intent="resume" token={manageToken} /> : null}
              <ChangeButton alert={alert} intent="delete" token={manageToken} />
            </div>
          </Card>
        );
      })}
    </ul>
  );
}

/** Signed out: we e-mail a link to the alerts of an address (or the person signs in). */
export function ManageLinkForm({ badToken, signedIn }: { badToken: boolean; signedIn: boolean }) {
  const t = useT();
  const localePath = useLocalePath();
  if (signedIn) return null;
  return (
    <Card className="mt-2 p-4">
      {badToken ? (
        <p role="alert" className="mb-2 text-sm text-red-800">
          {t("alerts.manage.badToken")}
        </p>
      ) : null}
      <p className="text-sm text-slate-600">
        <RichText
          id="alerts.manage.signInOrLink"
          components={{
            link: (
              <Link
                to={`/auth?redirectTo=${localePath("/alerts")}`}
                className="font-semibold text-brand-700 underline"
              />
            ),
          }}
        />
      </p>
      <Form method="post" action={localePath("/alerts")} className="mt-2 flex flex-wrap items-end gap-2">
        <input type="hidden" name="intent" value="manage-link" />
        <div>
          <label htmlFor="manage-email" className="block text-sm font-medium">
            {t("alerts.manage.email")}
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
          {t("alerts.manage.send")}
        </Button>
      </Form>
    </Card>
  );
}
