import type { ReactNode } from "react";
import { MAX_TRIP_LENGTH } from "../../core/alerts/alert-trip";
import type { SignupProblems } from "../../core/alerts/signup-schema";
import { CABINS } from "../../core/search/travellers";
import type { MessageKey } from "../../i18n/message-key";
import { Field } from "../../ui/field";
import { useT } from "../../ui/i18n";

/** The trip fields as the form holds them (strings, as typed or prefilled from "Track this route"). */
export interface TripDefaults {
  tripType?: string;
  returnDate?: string;
  tripLength?: string;
  adults?: string;
  children?: string;
  infants?: string;
  cabin?: string;
}

const CABIN_LABELS = {
  economy: "alerts.form.cabin.economy",
  premium_economy: "alerts.form.cabin.premium_economy",
  business: "alerts.form.cabin.business",
  first: "alerts.form.cabin.first",
} as const satisfies Record<string, MessageKey>;

function NumberField({
  id,
  name,
  label,
  hint,
  defaultValue,
  problem,
  min,
  max,
}: {
  id: string;
  name: string;
  label: string;
  hint?: string;
  defaultValue?: string;
  problem?: string;
  min: number;
  max: number;
}) {
  return (
    <Field id={id} label={label} hint={hint} error={problem}>
      {(control) => (
        <input
          {...control}
          name={name}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          defaultValue={defaultValue}
          className="control text-sm"
        />
      )}
    </Field>
  );
}

function Fieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-2">
      <legend className="field-label">{legend}</legend>
      {children}
    </fieldset>
  );
}

/**
 * The trip an alert follows (alert-trip.ts): one way or return (radio inputs, so it works
 * without JavaScript), the return day or the trip length, travellers and cabin. The server
 * checks them by the same rules and answers a sentence per field.
 */
export function AlertTripFields({
  defaults,
  problems,
  idPrefix,
}: {
  defaults: TripDefaults;
  problems: SignupProblems;
  idPrefix: string;
}) {
  const t = useT();
  const id = (name: string) => `${idPrefix}-${name}`;
  const roundtrip = defaults.tripType === "roundtrip";
  return (
    <>
      <Fieldset legend={t("alerts.form.trip")}>
        <div className="flex flex-wrap gap-4 text-sm">
          {(["oneway", "roundtrip"] as const).map((type) => (
            <label key={type} className="inline-flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name="tripType"
                value={type}
                defaultChecked={type === "roundtrip" ? roundtrip : !roundtrip}
              />
              {t(type === "roundtrip" ? "alerts.form.return" : "alerts.form.oneway")}
            </label>
          ))}
        </div>
        {problems.tripType ? <p className="field-error">{problems.tripType}</p> : null}
        <div className="grid gap-3 sm:grid-cols-2">
          <Field id={id("returnDate")} label={t("alerts.form.returnDate")} error={problems.returnDate}>
            {(control) => (
              <input
                {...control}
                name="returnDate"
                type="date"
                defaultValue={defaults.returnDate}
                className="control text-sm"
              />
            )}
          </Field>
          <NumberField
            id={id("tripLength")}
            name="tripLength"
            label={t("alerts.form.tripLength")}
            hint={t("alerts.form.tripLengthHint")}
            defaultValue={defaults.tripLength}
            problem={problems.tripLength}
            min={0}
            max={MAX_TRIP_LENGTH}
          />
        </div>
      </Fieldset>
      <Fieldset legend={t("alerts.form.travellers")}>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <NumberField
            id={id("adults")}
            name="adults"
            label={t("alerts.form.adults")}
            defaultValue={defaults.adults ?? "1"}
            problem={problems.adults}
            min={1}
            max={9}
          />
          <NumberField
            id={id("children")}
            name="children"
            label={t("alerts.form.children")}
            defaultValue={defaults.children ?? "0"}
            problem={problems.children}
            min={0}
            max={8}
          />
          <NumberField
            id={id("infants")}
            name="infants"
            label={t("alerts.form.infants")}
            defaultValue={defaults.infants ?? "0"}
            problem={problems.infants}
            min={0}
            max={9}
          />
          <Field id={id("cabin")} label={t("alerts.form.cabin")} error={problems.cabin}>
            {(control) => (
              <select {...control} name="cabin" defaultValue={defaults.cabin ?? "economy"} className="control text-sm">
                {CABINS.map((cabin) => (
                  <option key={cabin} value={cabin}>
                    {t(CABIN_LABELS[cabin])}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
      </Fieldset>
    </>
  );
}
