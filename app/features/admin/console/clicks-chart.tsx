import { formatDate } from "../../../format/dates";
import { formatWholeNumber } from "../../../format/numbers";
import type { DailyClicks } from "../../../services/admin/overview.server";

const COLOURS: Record<string, string> = { kiwi: "#0f766e", aviasales: "#c2410c" };
const FALLBACK = ["#6d28d9", "#1d4ed8", "#a16207"];
const WIDTH = 720;
const HEIGHT = 220;
const PAD = { left: 36, right: 12, top: 12, bottom: 28 };

/**
 * Clicks per day per program over 30 days as plain SVG, rendered on the server with the page:
 * no chart library, no JavaScript for the console to load. Grouped bars per day; a table follows for
 * screen readers and exact numbers.
 */
export function ClicksChart({ daily }: { daily: DailyClicks }) {
  const { days, programs, counts } = daily;
  const max = Math.max(1, ...programs.flatMap((p) => counts[p] ?? []));
  const plotW = WIDTH - PAD.left - PAD.right;
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const slot = plotW / days.length;
  const barW = Math.max(1, (slot - 2) / programs.length);
  const colour = (program: string, i: number) => COLOURS[program] ?? FALLBACK[i % FALLBACK.length] ?? "#334155";
  const total = programs.reduce((sum, p) => sum + (counts[p] ?? []).reduce((a, b) => a + b, 0), 0);
  return (
    <figure>
      <figcaption className="font-semibold text-slate-900">
        Clicks per day, last {days.length} days ({formatWholeNumber(total)} in all)
      </figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="mt-2 w-full max-w-3xl"
        role="img"
        aria-label={`Bar chart of affiliate clicks per day by program, ${days[0]} to ${days.at(-1)}`}
        data-testid="clicks-chart"
      >
        <line x1={PAD.left} y1={PAD.top + plotH} x2={WIDTH - PAD.right} y2={PAD.top + plotH} stroke="#94a3b8" />
        <text x={PAD.left - 6} y={PAD.top + 8} textAnchor="end" fontSize="10" fill="#334155">
          {max}
        </text>
        <text x={PAD.left - 6} y={PAD.top + plotH} textAnchor="end" fontSize="10" fill="#334155">
          0
        </text>
        {days.map((day, d) =>
          programs.map((program, p) => {
            const n = counts[program]?.[d] ?? 0;
            if (n === 0) return null;
            const h = (n / max) * plotH;
            return (
              <rect
                key={`${day}-${program}`}
                x={PAD.left + d * slot + 1 + p * barW}
                y={PAD.top + plotH - h}
                width={barW}
                height={h}
                fill={colour(program, p)}
              >
                <title>{`${formatDate(day, "dayMonth")}: ${formatWholeNumber(n)} ${program}`}</title>
              </rect>
            );
          }),
        )}
        {days.map((day, d) =>
          d % 7 === 0 || d === days.length - 1 ? (
            <text
              key={day}
              x={PAD.left + d * slot + slot / 2}
              y={HEIGHT - 8}
              textAnchor="middle"
              fontSize="10"
              fill="#334155"
            >
              {formatDate(day, "dayMonth")}
            </text>
          ) : null,
        )}
      </svg>
      <ul className="mt-2 flex gap-4 text-sm text-slate-800">
        {programs.map((program, p) => (
          <li key={program} className="flex items-center gap-1">
            <span
              aria-hidden="true"
              className="inline-block h-3 w-3 rounded-sm"
              style={{ background: colour(program, p) }}
            />
            {program}: {formatWholeNumber((counts[program] ?? []).reduce((a, b) => a + b, 0))}
          </li>
        ))}
      </ul>
    </figure>
  );
}
