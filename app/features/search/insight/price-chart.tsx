import { useId } from "react";
import type { TypicalRange } from "../../../core/insight/price-verdict";
import { formatDate } from "../../../format/dates";
import { formatPrice } from "../../../format/money";
import { intlLocale } from "../../../i18n/locales";
import { useLocale, useT } from "../../../ui/i18n";

/** Drawn at 480 wide: a phone shows it about 320 px wide, so its 15-unit labels stay readable. */
const WIDTH = 480;
const HEIGHT = 170;
const FONT = 15;
const PAD = { left: 78, right: 12, top: 12, bottom: 30 };
const DAY_MS = 86_400_000;

/**
 * The price history as a small SVG drawn with the page (no script): the lowest price seen each
 * day of the last `historyDays`, the typical range as a band and today's cheapest fare as a
 * dashed line. Named by its title and described in words; a table gives the same prices.
 */
export function PriceChart({
  days,
  range,
  price,
  historyDays,
  now,
}: {
  days: readonly { day: string; price: number }[];
  range: TypicalRange;
  price: number;
  historyDays: number;
  now: number;
}) {
  const t = useT();
  const locale = intlLocale(useLocale());
  const id = useId();
  const money = (n: number) => formatPrice(n, "USD", locale);
  const start = now - historyDays * DAY_MS;
  const prices = days.map((d) => d.price);
  const lowest = Math.min(range.low, price, ...prices);
  const highest = Math.max(range.high, price, ...prices);
  const span = Math.max(1, highest - lowest);
  const bottom = Math.max(0, lowest - span * 0.1);
  const top = highest + span * 0.1;
  const x = (day: string) =>
    PAD.left + ((Date.parse(`${day}T12:00:00Z`) - start) / (now - start)) * (WIDTH - PAD.left - PAD.right);
  const y = (value: number) => PAD.top + ((top - value) / (top - bottom)) * (HEIGHT - PAD.top - PAD.bottom);
  const clampX = (value: number) => Math.min(WIDTH - PAD.right, Math.max(PAD.left, value));
  const line = days.map((d) => `${clampX(x(d.day)).toFixed(1)},${y(d.price).toFixed(1)}`).join(" ");
  // The range's two labels, never on top of each other.
  const labelHigh = y(range.high) + 5;
  const labelLow = Math.max(y(range.low) + 5, labelHigh + FONT + 1);
  const first = days[0]?.day;
  const last = days[days.length - 1]?.day;
  const title = t("insight.chart.title", { days: historyDays });
  const desc = t("insight.chart.desc", {
    count: days.length,
    first: first ? formatDate(first, "dayMonth", locale) : "",
    last: last ? formatDate(last, "dayMonth", locale) : "",
    min: money(Math.min(...prices)),
    max: money(Math.max(...prices)),
    low: money(range.low),
    high: money(range.high),
    price: money(price),
  });
  return (
    <figure className="mt-3" data-testid="price-chart">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        className="h-auto w-full max-w-lg text-slate-700"
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{desc}</desc>
        <rect
          x={PAD.left}
          y={y(range.high)}
          width={WIDTH - PAD.left - PAD.right}
          height={Math.max(1, y(range.low) - y(range.high))}
          className="fill-green-100"
        />
        <line
          x1={PAD.left}
          x2={PAD.left}
          y1={PAD.top}
          y2={HEIGHT - PAD.bottom}
          className="stroke-slate-400"
          strokeWidth={1}
        />
        <line
          x1={PAD.left}
          x2={WIDTH - PAD.right}
          y1={HEIGHT - PAD.bottom}
          y2={HEIGHT - PAD.bottom}
          className="stroke-slate-400"
          strokeWidth={1}
        />
        <text x={PAD.left - 6} y={labelHigh} textAnchor="end" fontSize={FONT} fill="currentColor">
          {money(range.high)}
        </text>
        <text x={PAD.left - 6} y={labelLow} textAnchor="end" fontSize={FONT} fill="currentColor">
          {money(range.low)}
        </text>
        <text x={PAD.left} y={HEIGHT - 6} fontSize={FONT} fill="currentColor">
          {formatDate(start, "dayMonth", locale)}
        </text>
        <text x={WIDTH - PAD.right} y={HEIGHT - 6} fontSize={FONT} textAnchor="end" fill="currentColor">
          {formatDate(now, "dayMonth", locale)}
        </text>
        {days.length > 1 && <polyline points={line} fill="none" className="stroke-brand-700" strokeWidth={2} />}
        {days.map((d) => (
          <circle key={d.day} cx={clampX(x(d.day))} cy={y(d.price)} r={3} className="fill-brand-700" />
        ))}
        <line
          x1={PAD.left}
          x2={WIDTH - PAD.right}
          y1={y(price)}
          y2={y(price)}
          className="stroke-slate-900"
          strokeWidth={1.5}
          strokeDasharray="5 4"
        />
      </svg>
      <details className="mt-1 text-xs text-slate-700">
        <summary className="cursor-pointer">{t("insight.chart.table")}</summary>
        <table className="mt-1 text-left">
          <thead>
            <tr>
              <th scope="col" className="pr-4 font-semibold">
                {t("insight.chart.day")}
              </th>
              <th scope="col" className="font-semibold">
                {t("insight.chart.price")}
              </th>
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.day}>
                <td className="pr-4">{formatDate(d.day, "dayMonth", locale)}</td>
                <td>{money(d.price)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
