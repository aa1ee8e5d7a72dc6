import { describeAge } from "../../core/alerts/alert-dates";
import { sourceLabel } from "../../core/providers/registry";
import { formatExactPrice } from "../../format/money";
import { intlLocale } from "../../i18n/locales";
import type { CheckResult } from "../../services/alerts/check-alerts.server";
import { useLocale, useT } from "../../ui/i18n";

/** A new alert's first check as a page shows it: its price with source and age, or why there is none. */
export type FirstCheck =
  | { kind: "price"; priceCents: number; sample: boolean; source: string; observedAt: string; checkedAt: string }
  | { kind: "no-offers" }
  | { kind: "not-checked" };

/** The check's answer as page data (dates as ISO strings); null (failed, not active) is "not checked". */
export function firstCheckOf(result: CheckResult | null, checkedAt: Date = new Date()): FirstCheck {
  if (result?.kind === "checked") {
    const { priceCents, sample, source, observedAt } = result;
    return {
      kind: "price",
      priceCents,
      sample,
      source,
      observedAt: observedAt.toISOString(),
      checkedAt: checkedAt.toISOString(),
    };
  }
  return { kind: result?.kind === "no-offers" ? "no-offers" : "not-checked" };
}

/**
 * "Current price: $1,234.00 (Travelpayouts (Aviasales), found 2 hours ago)." The age counts to
 * the check, so the server's page and the hydrated one say the same; a sample price says so.
 * `alertChecks`: how often the scheduled check runs, in the page's language.
 */
export function FirstPrice({ check, alertChecks }: { check: FirstCheck; alertChecks: string }) {
  const t = useT();
  const locale = useLocale();
  if (check.kind !== "price") {
    return (
      <p className="mt-2 text-sm" data-testid="first-price">
        {t(check.kind === "no-offers" ? "alerts.confirm.noOffers" : "alerts.confirm.notChecked", { alertChecks })}
      </p>
    );
  }
  return (
    <p className="mt-2 text-sm" data-testid="first-price">
      {t("alerts.confirm.price", {
        price: formatExactPrice(check.priceCents / 100, "USD", intlLocale(locale)),
        source: check.sample ? t("alerts.list.sampleSource") : sourceLabel(check.source),
        age: describeAge(new Date(check.observedAt), new Date(check.checkedAt), t, locale),
      })}{" "}
      {t("alerts.trip.total")}
    </p>
  );
}
