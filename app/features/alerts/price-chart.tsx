import { formatExactPrice } from "../../format/money";
import { intlLocale } from "../../i18n/locales";
import { useLocale, useT } from "../../ui/i18n";

export interface ChartPoint {
  priceCents: number;
  sample: boolean;
  checkedAt: string;
}

const WIDTH = 240;
const HEIGHT = 60;
const PAD = 4;

/** x/y of each point in the chart's box: time left to right, cheaper lower. */
export function chartCoordinates(points: ChartPoint[]): { x: number; y: number }[] {
  if (points.length === 0) return [];
  const prices = points.map((p) => p.priceCents);
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  const times = points.map((p) => Date.parse(p.checkedAt));
  const first = Math.min(...times);
  const last = Math.max(...times);
  return points.map((p, i) => ({
    x: last === first ? WIDTH / 2 : PAD + (((times[i] as number) - first) / (last - first)) * (WIDTH - 2 * PAD),
    y: high === low ? HEIGHT / 2 : PAD + ((high - p.priceCents) / (high - low)) * (HEIGHT - 2 * PAD),
  }));
}

/** A small server-rendered price-history chart (no JavaScript). Sample prices are hollow dots. */
export function PriceChart({ points, label }: { points: ChartPoint[]; label: string }) {
  const t = useT();
  const intl = intlLocale(useLocale());
  if (points.length === 0) return <p className="text-sm text-slate-500">{t("alerts.chart.empty")}</p>;
  const coordinates = chartCoordinates(points);
  const path = coordinates.map((c, i) => `${i === 0 ? "M" : "L"}${c.x.toFixed(1)},${c.y.toFixed(1)}`).join(" ");
  const prices = points.map((p) => p.priceCents);
  return (
    <figure>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-16 w-full max-w-xs" role="img" aria-label={label}>
        <path d={path} fill="none" stroke="currentColor" strokeWidth="1.5" className="text-brand-600" />
        {coordinates.map((c, i) => (
          <circle
            // biome-ignore lint/suspicious/noArrayIndexKey: points are a fixed, ordered history.
            key={i}
            cx={c.x}
            cy={c.y}
            r="2.5"
            className={points[i]?.sample ? "fill-white stroke-slate-500" : "fill-brand-600"}
          />
        ))}
      </svg>
      <figcaption className="text-xs text-slate-500">
        {t("alerts.chart.caption", {
          count: points.length,
          low: formatExactPrice(Math.min(...prices) / 100, "USD", intl),
          high: formatExactPrice(Math.max(...prices) / 100, "USD", intl),
        })}
      </figcaption>
    </figure>
  );
}
