import { useMemo } from "react";
import { travellerFields } from "../../../core/search/travellers";
import { buttonClass } from "../../../ui/button";
import { useLocale, useT } from "../../../ui/i18n";
import { Bell } from "../../../ui/icons";
import { Link } from "../../../ui/link";
import { searchFromParams } from "../form/form-state";
import type { SearchSpec } from "../search-spec";

/**
 * The price-alert form's address for the trip searched: route, departure day, the return (for a
 * return trip), travellers and cabin. A multi-city trip is not stored by an alert: `leg` picks
 * the one flight it follows, one way, and `flight` tells the alerts page to say so.
 */
export function trackTripPath(spec: SearchSpec, leg = 0): string {
  const flight = spec.legs[leg] ?? spec.legs[0];
  const query = new URLSearchParams({ origin: flight?.from ?? "", destination: flight?.to ?? "" });
  query.set("departDate", flight?.date ?? "");
  const roundtrip = spec.tripType === "roundtrip" && spec.returnDate;
  query.set("tripType", roundtrip ? "roundtrip" : "oneway");
  if (roundtrip) query.set("returnDate", spec.returnDate as string);
  for (const [name, value] of Object.entries(travellerFields(spec))) query.set(name, value);
  if (spec.tripType === "multicity") query.set("flight", String(leg + 1));
  return `/alerts?${query}`;
}

/**
 * "Track this route": a visible button near the top of the results and in the phone's filter
 * sheet, opening the alert form prefilled with the whole trip, in the page's language. From a
 * multi-city search it names the flight it tracks and offers the others, since an alert
 * follows one flight. Reads the trip from the page's query (`params`), as the results do.
 */
export function TrackTripButton({ params, className }: { params: URLSearchParams; className?: string }) {
  const t = useT();
  const locale = useLocale();
  const spec = useMemo(() => searchFromParams(params, new Date(), locale), [params, locale]);
  if (!spec || spec.legs.length === 0) return null;
  const style = buttonClass({ variant: "secondary", size: "sm", className: "min-h-11" });
  if (spec.tripType !== "multicity") {
    return (
      <div className={className}>
        <Link to={trackTripPath(spec)} className={style} data-testid="track-trip" title={t("results.track.hint")}>
          <Bell aria-hidden="true" className="h-4 w-4" /> {t("results.track.button")}
        </Link>
      </div>
    );
  }
  const [first, ...others] = spec.legs;
  return (
    <div className={className}>
      <Link to={trackTripPath(spec, 0)} className={style} data-testid="track-trip">
        <Bell aria-hidden="true" className="h-4 w-4" />{" "}
        {t("results.track.flight", { number: 1, from: first?.from, to: first?.to })}
      </Link>
      <p className="mt-1 text-sm text-slate-600" data-testid="track-multi-note">
        {t("results.track.multiNote")}{" "}
        {others.map((leg, i) => (
          <span key={`${leg.from}-${leg.to}-${leg.date}`}>
            {i > 0 ? ", " : null}
            <Link to={trackTripPath(spec, i + 1)} className="font-semibold text-brand-700 underline">
              {t("results.track.otherFlight", { number: i + 2, from: leg.from, to: leg.to })}
            </Link>
          </span>
        ))}
      </p>
    </div>
  );
}
