import { SlidersHorizontal, X } from "lucide-react";
import { useId, useMemo, useRef, useState } from "react";
import type { FlightOffer } from "../../../core/search/types";
import { Button, type ButtonStyle, buttonClass } from "../../../ui/button";
import { Card } from "../../../ui/card";
import { useT } from "../../../ui/i18n";
import { Sheet } from "../../../ui/sheet";
import { useHydrated } from "../../../ui/use-hydrated";
import { useAirlineName } from "./airline-names";
import { FilterForm, type FilterFormProps } from "./filter-form";
import { activeFilterCount, facets as facetsOf } from "./filters";
import { TrackTripButton } from "./track-trip-button";

/**
 * Desktop: the filters beside the results. Phone: a "Filters" button that opens them in the
 * kit's sheet (focus returns to the button when it closes), with "Show N results" to go back to the list.
 * Without JavaScript the panel sits after the results on a phone and the button is a link to it.
 */
export function FilterPanel({
  offers,
  filters,
  onChange,
  params,
  matching,
}: Omit<FilterFormProps, "facets" | "hydrated" | "headingId" | "headerEnd"> & {
  /** The leg's offers (priced as shown), which the options count. */
  offers: FlightOffer[];
  /** How many offers pass the filters: the sheet's "Show N results". */
  matching: number;
}) {
  const t = useT();
  const airlineName = useAirlineName();
  // Counted here rather than by the results: on a slow phone React then hydrates the list and the
  // panel as two pieces of work, each short enough not to hold up a tap.
  const facets = useMemo(() => facetsOf(offers, filters, airlineName), [offers, filters, airlineName]);
  const hydrated = useHydrated();
  const [sheetOpen, setSheetOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const sheetHeadingId = useId();
  const active = activeFilterCount(filters);
  const triggerContent = (
    <>
      <SlidersHorizontal aria-hidden="true" className="h-4 w-4" /> {t("results.filters.button", { count: active })}
    </>
  );
  const triggerStyle: ButtonStyle = {
    variant: "secondary",
    size: "sm",
    className: "min-h-11 self-start justify-self-start lg:hidden",
  };
  return (
    <>
      {hydrated ? (
        <Button ref={trigger} aria-haspopup="dialog" onClick={() => setSheetOpen(true)} {...triggerStyle}>
          {triggerContent}
        </Button>
      ) : (
        <a href={`#${panelId}`} className={buttonClass(triggerStyle)}>
          {triggerContent}
        </a>
      )}
      <Card
        as="section"
        id={panelId}
        aria-label={t("results.filters.title")}
        // Shown beside the results from lg up; on a phone the sheet holds the filters, and without
        // JavaScript the panel shows below the results (app.css): the same classes before and after
        // hydration, so nothing moves when the page comes alive.
        data-filter-panel
        className="hidden p-4 lg:block"
      >
        <FilterForm facets={facets} filters={filters} onChange={onChange} params={params} hydrated={hydrated} />
      </Card>
      {hydrated && (
        <Sheet
          open={sheetOpen}
          aria-labelledby={sheetHeadingId}
          onClose={() => {
            setSheetOpen(false);
            trigger.current?.focus();
          }}
          className="lg:hidden"
          data-testid="filter-sheet"
        >
          {(closeSheet) => (
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
                    <Button variant="ghost" size="icon" onClick={closeSheet} aria-label={t("results.filters.close")}>
                      <X aria-hidden="true" className="h-5 w-5" />
                    </Button>
                  }
                />
              </div>
              <div className="border-t border-slate-200 p-4">
                <TrackTripButton params={params} className="mb-3 [&>a]:w-full" />
                <Button onClick={closeSheet} className="min-h-11 w-full">
                  {t("results.filters.showResults", { count: matching })}
                </Button>
              </div>
            </>
          )}
        </Sheet>
      )}
    </>
  );
}
