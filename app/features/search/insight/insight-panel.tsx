import { type ReactNode, useMemo } from "react";
import { MIN_PRICES } from "../../../core/insight/price-verdict";
import { cabinLabel } from "../../../core/search/travellers";
import type { Cabin, Place } from "../../../core/search/types";
import { formatDate } from "../../../format/dates";
import { formatPrice } from "../../../format/money";
import { intlLocale } from "../../../i18n/locales";
import type { MessageKey } from "../../../i18n/message-key";
import { Badge, type BadgeTone } from "../../../ui/badge";
import { useLocale, useT } from "../../../ui/i18n";
import { sourceName } from "../results/source-text";
import type { SearchRun } from "../search-run";
import { placeInWords } from "../trip/trip-in-words";
import { insightView, type PriceHistory } from "./insight-view";
import { PriceChart } from "./price-chart";

const VERDICT: Record<"low" | "typical" | "high", { badge: MessageKey; sentence: MessageKey; tone: BadgeTone }> = {
  low: { badge: "insight.badge.low", sentence: "insight.verdict.low", tone: "ok" },
  typical: { badge: "insight.badge.typical", sentence: "insight.verdict.typical", tone: "info" },
  high: { badge: "insight.badge.high", sentence: "insight.verdict.high", tone: "warn" },
};

/**
 * Price insight above the results: whether today's cheapest fare is low, typical or high against
 * the prices seen for this trip (its own source's only), the typical range and what it is based
 * on, and the history as a chart; with too little history it says so. Sample history says it is
 * sample. Rendered by the server with the results, so it needs no script.
 */
export function InsightPanel({
  run,
  history,
  from,
  to,
  cabin,
  adults,
  places,
  now,
  share,
}: {
  /** The share button, at the end of the panel's title row (on its own when there is no panel). */
  share?: ReactNode;
  run: SearchRun;
  history: PriceHistory;
  from: string;
  to: string;
  cabin: Cabin;
  adults: number;
  places: Readonly<Record<string, Place>>;
  now: number;
}) {
  const t = useT();
  const page = useLocale();
  const locale = intlLocale(page);
  const view = useMemo(() => insightView(run, history, adults), [run, history, adults]);
  if (view.kind === "none") return share ? <div className="mt-3">{share}</div> : null;
  const money = (n: number) => formatPrice(n, "USD", locale);
  const inUnit = (n: number) =>
    t(history.unit === "adult" ? "insight.unit.adult" : "insight.unit.party", { price: money(n) });
  const route = `${placeInWords(from, places, page)} → ${placeInWords(to, places, page)}`;
  const month = formatDate(history.month, "monthYear", locale);
  // Mid-sentence: "economy", "premium economy".
  const cabinWords = cabinLabel(t, cabin).toLowerCase();
  const trip = history.nights
    ? t("insight.trip.return", { min: history.nights.min, max: history.nights.max, cabin: cabinWords })
    : t("insight.trip.oneway", { cabin: cabinWords });
  const source = sourceName(t, view.source);
  const basis = { route, month, trip, days: history.historyDays, source };
  return (
    <section
      aria-labelledby="price-insight-title"
      className="mt-3 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm sm:mt-4 sm:p-4"
      data-testid="price-insight"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="price-insight-title" className="text-base font-bold">
          {t("insight.title")}
        </h2>
        {view.kind === "verdict" && (
          <Badge tone={VERDICT[view.verdict].tone} pill>
            <span data-testid="price-verdict">{t(VERDICT[view.verdict].badge)}</span>
          </Badge>
        )}
        {view.sample && (
          <Badge tone="warn" pill>
            {t("results.source.sample")}
          </Badge>
        )}
        {share && <div className="ml-auto">{share}</div>}
      </div>
      {/* The verdict's sentence, the basis and the chart: folded on a phone so the first flight stays on the first screen,
          always shown from the sm breakpoint up (app.css). */}
      <details className="insight-more">
        <summary className="mt-1 cursor-pointer text-sm font-semibold text-brand-700">{t("insight.more")}</summary>
        {view.kind === "verdict" ? (
          <>
            <p className="mt-1 text-sm text-slate-800">
              {t(VERDICT[view.verdict].sentence, { price: inUnit(view.price) })}{" "}
              {t("insight.range", { low: money(view.history.range.low), high: money(view.history.range.high) })}
            </p>
            <p className="mt-1 text-sm text-slate-700" data-testid="price-basis">
              {t("insight.basis", { count: view.history.count, ...basis })}
            </p>
            <PriceChart
              days={view.history.days}
              range={view.history.range}
              price={view.price}
              historyDays={history.historyDays}
              now={now}
            />
            <p className="mt-1 text-xs text-slate-600">{t("insight.method")}</p>
          </>
        ) : (
          <p className="mt-2 text-sm text-slate-700" data-testid="price-too-little">
            {t("insight.tooLittle", { count: view.count, min: MIN_PRICES, ...basis })}
          </p>
        )}
        {view.sample && (
          <p className="mt-1 text-xs text-slate-600" data-testid="price-sample">
            {t("insight.sample")}
          </p>
        )}
      </details>
    </section>
  );
}
