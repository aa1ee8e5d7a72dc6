import { useId } from "react";
import { formatDuration } from "../../../format/durations";
import { formatKilograms } from "../../../format/measures";
import { intlLocale } from "../../../i18n/locales";
import { RichText, useLocale, useT } from "../../../ui/i18n";
import { Check } from "./filter-check";
import { type FilterFacets, type FilterState, toggle } from "./filters";
import { AIRPORT_SIDES, type AirportSide } from "./trip-filters";

interface FieldsProps {
  facets: FilterFacets;
  filters: FilterState;
  onChange: (f: FilterState) => void;
}

/** The URL name of each side's airport filter (result-params). */
const SIDE_PARAM: Record<AirportSide, string> = {
  depAirports: "depAirport",
  arrAirports: "arrAirport",
  returnDepAirports: "returnDepAirport",
  returnArrAirports: "returnArrAirport",
};

/** "Prices with 1 checked bag" and "Lower emissions only". */
export function BagAndEmissionFields({ facets, filters, onChange }: FieldsProps) {
  const t = useT();
  const locale = intlLocale(useLocale());
  const hintId = useId();
  const { median } = facets.trip;
  return (
    <>
      <fieldset>
        <legend className="text-sm font-semibold">{t("offers.filters.bags")}</legend>
        <label className="flex cursor-pointer items-center gap-2 py-1 text-sm">
          <input
            type="checkbox"
            name="bags"
            value="1"
            checked={filters.checkedBag}
            onChange={() => onChange({ ...filters, checkedBag: !filters.checkedBag })}
            aria-describedby={`${hintId}-bags`}
            className="h-4 w-4 accent-brand-600"
          />
          <span className="flex-1">{t("offers.filters.checkedBag")}</span>
        </label>
        <p id={`${hintId}-bags`} className="text-xs text-slate-600">
          {t("offers.filters.checkedBagHint")}
        </p>
      </fieldset>
      {median !== null && (
        <fieldset>
          <legend className="text-sm font-semibold">{t("offers.filters.emissions")}</legend>
          <Check
            name="lowerEmissions"
            value="1"
            label={t("offers.filters.lowerEmissions")}
            count={facets.trip.lowerEmissions}
            checked={filters.lowerEmissions}
            onChange={() => onChange({ ...filters, lowerEmissions: !filters.lowerEmissions })}
          />
          <p className="text-xs text-slate-600">
            {t("offers.filters.lowerEmissionsHint", { kg: formatKilograms(median, locale) })}
          </p>
        </fieldset>
      )}
    </>
  );
}

/** Departure and arrival airport of each direction, offered where the results have more than one. */
export function AirportFields({ facets, filters, onChange }: FieldsProps) {
  const t = useT();
  return (
    <>
      {AIRPORT_SIDES.filter((side) => facets.trip.airports[side].length > 0).map((side) => (
        <fieldset key={side} data-testid={`airports-${SIDE_PARAM[side]}`}>
          <legend className="text-sm font-semibold">{t(`offers.filters.${side}`)}</legend>
          {facets.trip.airports[side].map((a) => (
            <Check
              key={a.code}
              name={SIDE_PARAM[side]}
              value={a.code}
              label={a.code}
              count={a.count}
              checked={filters[side].includes(a.code)}
              onChange={() => onChange({ ...filters, [side]: toggle(filters[side], a.code) })}
            />
          ))}
        </fieldset>
      ))}
    </>
  );
}

/** Connecting airports and the longest layover. */
export function ConnectionFields({ facets, filters, onChange }: FieldsProps) {
  const t = useT();
  const locale = intlLocale(useLocale());
  const id = useId();
  const { via, layover } = facets.trip;
  const layoverValue = filters.maxLayover ?? layover.max;
  return (
    <>
      {via.length > 0 && (
        <fieldset aria-describedby={`${id}-via`}>
          <legend className="text-sm font-semibold">{t("offers.filters.via")}</legend>
          <p id={`${id}-via`} className="text-xs text-slate-600">
            {t("offers.filters.viaHint")}
          </p>
          {via.map((a) => (
            <Check
              key={a.code}
              name="via"
              value={a.code}
              label={a.code}
              count={a.count}
              checked={filters.via.includes(a.code)}
              onChange={() => onChange({ ...filters, via: toggle(filters.via, a.code) })}
            />
          ))}
        </fieldset>
      )}
      {layover.max > layover.min && (
        <div>
          {/* Named by a paragraph, not a <label for>: an <output> may not sit in a label for another control. */}
          <p className="block text-sm font-semibold" id={`${id}-layover-label`}>
            <RichText
              id="offers.filters.maxLayover"
              values={{ duration: formatDuration(layoverValue, locale) }}
              components={{ value: <output /> }}
            />
          </p>
          <input
            id={`${id}-layover`}
            aria-labelledby={`${id}-layover-label`}
            name="maxLayover"
            type="range"
            min={layover.min}
            max={layover.max}
            step={5}
            value={layoverValue}
            onChange={(e) => {
              const v = Number(e.target.value);
              onChange({ ...filters, maxLayover: v >= layover.max ? null : v });
            }}
            className="mt-2 w-full accent-brand-600"
            data-testid="max-layover"
          />
        </div>
      )}
    </>
  );
}
