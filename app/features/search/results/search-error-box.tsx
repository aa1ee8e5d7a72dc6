import { useT } from "../../../ui/i18n";
import type { LegRun } from "../search-run";

/**
 * The Search Error box: the server's or the rules' reasons when there are any (a shared link
 * with a past date, a refused request), else "Search failed. Please try again."
 */
export function SearchErrorBox({ reasons, level = 3 }: { reasons: readonly string[]; level?: 2 | 3 }) {
  const t = useT();
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <div role="alert" className="mt-3 rounded-lg border border-red-300 bg-red-50 p-4" data-testid="search-error">
      <Heading className="font-bold text-red-800">{t("results.error.heading")}</Heading>
      {reasons.length === 0 ? (
        <p className="mt-1 text-sm text-red-800">{t("results.error.failed")}</p>
      ) : (
        <ul className="mt-1 space-y-1 text-sm text-red-800" data-testid="search-error-reasons">
          {reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The distinct reasons the sources of a failed leg were refused with. */
export function refusalReasons(leg: LegRun): string[] {
  return [...new Set(leg.sources.flatMap((s) => (s.status === "failed" && s.reason ? [s.reason] : [])))];
}
