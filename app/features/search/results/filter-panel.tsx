import { SlidersHorizontal, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { formatPlural } from "../../../format/plurals";
import { FilterForm, type FilterFormProps } from "./filter-form";
import { activeFilterCount } from "./filters";

/** The sheet's closing button, one whole phrase per plural form (for translation). */
function showResultsLabel(count: number): string {
  return formatPlural(count, { one: "Show # result", other: "Show # results" });
}

/**
 * Desktop: the filters beside the results. Phone: a "Filters" button that opens them in a
 * sheet, a native modal <dialog> (the page behind is inert, so focus stays inside; Escape
 * closes it and focus returns to the button), with "Show N results" to go back to the list.
 * Without JavaScript the panel sits after the results on a phone and the button is a link to it.
 */
export function FilterPanel({
  facets,
  filters,
  onChange,
  params,
  matching,
}: Omit<FilterFormProps, "hydrated" | "headingId" | "headerEnd"> & {
  /** How many offers pass the filters: the sheet's "Show N results". */
  matching: number;
}) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const [sheetOpen, setSheetOpen] = useState(false);
  const sheet = useRef<HTMLDialogElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const sheetHeadingId = useId();
  const active = activeFilterCount(filters);
  // The sheet's content renders first, then showModal focuses its first control.
  useEffect(() => {
    const dialog = sheet.current;
    if (sheetOpen && dialog && !dialog.open) dialog.showModal();
  }, [sheetOpen]);
  const closeSheet = () => sheet.current?.close();
  // A modal dialog makes the page inert, but Tab past its last control would leave for the
  // browser's own UI: wrap around inside the sheet instead.
  const keepFocusInside = (event: React.KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== "Tab") return;
    const controls = [
      ...event.currentTarget.querySelectorAll<HTMLElement>("a[href], button:not([disabled]), input:not([type=hidden])"),
    ];
    const first = controls[0];
    const last = controls[controls.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };
  const triggerContent = (
    <>
      <SlidersHorizontal aria-hidden="true" className="h-4 w-4" /> Filters{active ? ` (${active})` : ""}
    </>
  );
  const triggerClass =
    "inline-flex min-h-11 items-center gap-2 self-start justify-self-start rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-semibold lg:hidden";
  return (
    <>
      {hydrated ? (
        <button
          ref={trigger}
          type="button"
          aria-haspopup="dialog"
          onClick={() => setSheetOpen(true)}
          className={triggerClass}
        >
          {triggerContent}
        </button>
      ) : (
        <a href={`#${panelId}`} className={triggerClass}>
          {triggerContent}
        </a>
      )}
      <section
        id={panelId}
        aria-label="Filters"
        className={`${hydrated ? "hidden lg:block" : "order-last lg:order-none"} rounded-xl border border-slate-200 bg-white p-4`}
      >
        <FilterForm facets={facets} filters={filters} onChange={onChange} params={params} hydrated={hydrated} />
      </section>
      {hydrated && (
        <dialog
          ref={sheet}
          aria-labelledby={sheetHeadingId}
          onKeyDown={keepFocusInside}
          onClose={() => {
            setSheetOpen(false);
            trigger.current?.focus();
          }}
          className="mx-0 mt-auto mb-0 max-h-[85dvh] w-full max-w-full flex-col rounded-t-2xl border-0 bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/50 open:flex lg:hidden"
          data-testid="filter-sheet"
        >
          {sheetOpen && (
            <>
              <div className="overflow-y-auto p-4">
                <FilterForm
                  facets={facets}
                  filters={filters}
                  onChange={onChange}
                  params={params}
                  hydrated={hydrated}
                  headingId={sheetHeadingId}
                  headerEnd={
                    <button
                      type="button"
                      onClick={closeSheet}
                      aria-label="Close filters"
                      className="inline-flex h-11 w-11 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100"
                    >
                      <X aria-hidden="true" className="h-5 w-5" />
                    </button>
                  }
                />
              </div>
              <div className="border-t border-slate-200 p-4">
                <button
                  type="button"
                  onClick={closeSheet}
                  className="min-h-11 w-full rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
                >
                  {showResultsLabel(matching)}
                </button>
              </div>
            </>
          )}
        </dialog>
      )}
    </>
  );
}
