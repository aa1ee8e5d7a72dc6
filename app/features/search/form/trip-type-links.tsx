import { useLocation } from "react-router";
import type { TripType } from "../../../core/search/types";
import type { MessageKey } from "../../../i18n/message-key";
import { useT } from "../../../ui/i18n";
import { Link } from "../../../ui/link";
import { tripTypeHref } from "./form-edits";

export const TRIP_TABS: { value: TripType; label: MessageKey }[] = [
  { value: "oneway", label: "search.form.oneway" },
  { value: "roundtrip", label: "search.form.roundtrip" },
  { value: "multicity", label: "search.form.multicity" },
];

/** The tab list's look, shared by these links and the tabs that replace them once the page runs. */
export const TRIP_LIST_CLASS = "mb-4 inline-flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1";
export const TRIP_ITEM_CLASS =
  "rounded-md px-3 py-1.5 text-sm font-medium text-slate-700 data-[state=active]:bg-white data-[state=active]:text-brand-700 data-[state=active]:shadow";

/**
 * The trip-type choice until JavaScript runs (or without it): a link per trip type to the same
 * page with the fields that trip needs (/?tripType=roundtrip, /search?…&tripType=multicity), the
 * current one marked with aria-current. With JavaScript the form swaps them for tabs.
 */
export function TripTypeLinks({ current, label }: { current: TripType; label: string }) {
  const t = useT();
  const location = useLocation();
  return (
    <fieldset data-testid="trip-type-links">
      <legend className="sr-only">{label}</legend>
      <div className={TRIP_LIST_CLASS}>
        {TRIP_TABS.map((tab) => {
          const active = tab.value === current;
          return (
            <Link
              key={tab.value}
              to={tripTypeHref(location.pathname, location.search, tab.value)}
              aria-current={active ? "page" : undefined}
              data-state={active ? "active" : "inactive"}
              className={`${TRIP_ITEM_CLASS} no-underline hover:bg-white/60`}
            >
              {t(tab.label)}
            </Link>
          );
        })}
      </div>
    </fieldset>
  );
}
