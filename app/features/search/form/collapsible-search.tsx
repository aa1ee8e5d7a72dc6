import { ChevronDown, Pencil } from "lucide-react";
import { type ReactNode, useEffect, useId, useState } from "react";
import { useLocation } from "react-router";
import { useT } from "../../../ui/i18n";

/**
 * /search after a search: the form folds into its one-line summary so the results start on
 * the first screen of a phone; the summary is a disclosure button (aria-expanded) that opens
 * the full form to edit. Each new search folds it again. Without JavaScript the button
 * cannot work, so a `scripting: none` rule in app.css shows the form and hides the button.
 */
export function CollapsibleSearch({ summary, children }: { summary: string | null; children: ReactNode }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const editorId = useId();
  // biome-ignore lint/correctness/useExhaustiveDependencies: location.key marks a new search.
  useEffect(() => setOpen(false), [location.key]);
  if (!summary) return <>{children}</>;
  return (
    <div>
      <button
        type="button"
        data-search-summary
        data-testid="search-summary"
        aria-expanded={open}
        aria-controls={editorId}
        onClick={() => setOpen((o) => !o)}
        className="flex min-h-11 w-full items-center gap-2 rounded-lg text-left hover:bg-slate-50"
      >
        <span className="min-w-0 flex-1 font-semibold break-words text-slate-900" data-testid="search-summary-text">
          {summary}
        </span>
        <span className="inline-flex shrink-0 items-center gap-1 text-sm font-semibold text-brand-700">
          {open ? (
            <ChevronDown aria-hidden="true" className="h-4 w-4 rotate-180" />
          ) : (
            <Pencil aria-hidden="true" className="h-4 w-4" />
          )}
          <span className="sr-only">, </span>
          {t(open ? "search.summary.close" : "search.summary.edit")}
        </span>
      </button>
      {/* A class, not the hidden attribute: Tailwind's base layer hides [hidden] with !important, which the <noscript> rule cannot undo. */}
      <div id={editorId} data-search-editor className={open ? "mt-4" : "mt-4 hidden"}>
        {children}
      </div>
    </div>
  );
}
