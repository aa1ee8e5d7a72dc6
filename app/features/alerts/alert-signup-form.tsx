import { useState } from "react";
import { Form, useNavigation } from "react-router";
import type { SignupField, SignupPlaceField, SignupProblems } from "../../core/alerts/signup-schema";
import type { Place } from "../../core/search/types";
import { Button } from "../../ui/button";
import { Field as KitField } from "../../ui/field";
import { useLocalePath, useT } from "../../ui/i18n";
import { PlaceChoiceButtons } from "../places/place-choices";
import { type PlaceField as PlaceValue, placeLabel } from "../search/form/form-state";
import { PlaceCombobox } from "../search/form/place-combobox";
import { AlertTripFields, type TripDefaults } from "./alert-trip-fields";

/** Where the place suggestions come from when the page does not say (the function API's default path). */
const DEFAULT_FUNCTIONS_BASE_PATH = "/functions/v1";

/**
 * A From or To field: the search's place combobox (suggestions as you type), a plain text field
 * without JavaScript. The server resolves what was typed as the search does (checkSignup with the
 * place index); a name that stands for several places comes back with its choices as buttons.
 */
function PlaceFieldInput({
  name,
  label,
  placeholder,
  defaultValue,
  problem,
  choices,
  functionsBasePath,
  idPrefix,
}: {
  name: SignupPlaceField;
  label: string;
  placeholder: string;
  defaultValue?: string;
  problem?: string;
  choices?: readonly Place[];
  functionsBasePath: string;
  idPrefix: string;
}) {
  const [value, setValue] = useState<PlaceValue>({ text: defaultValue ?? "", place: null });
  const choose = (place: Place) => setValue({ text: placeLabel(place), place });
  return (
    // The choices come first in the form (so a chosen code is what the server reads) but show below the field.
    <div className="flex flex-col-reverse">
      {choices && choices.length > 0 ? <PlaceChoiceButtons name={name} choices={choices} onChoose={choose} /> : null}
      <PlaceCombobox
        label={label}
        name={name}
        placeholder={placeholder}
        value={value}
        onChange={setValue}
        hint={problem}
        functionsBasePath={functionsBasePath}
        testId={`${idPrefix}-${name}`}
      />
    </div>
  );
}

export interface SignupDefaults extends TripDefaults {
  email?: string;
  origin?: string;
  destination?: string;
  departDate?: string;
  departMonth?: string;
  maxPrice?: string;
}

function Field({
  name,
  label,
  hint,
  type = "text",
  defaultValue,
  problem,
  required,
  autoComplete,
  idPrefix,
}: {
  name: SignupField;
  label: string;
  hint?: string;
  type?: string;
  defaultValue?: string;
  problem?: string;
  required?: boolean;
  autoComplete?: string;
  idPrefix: string;
}) {
  return (
    <KitField id={`${idPrefix}-${name}`} label={label} hint={hint} error={problem}>
      {(control) => (
        <input
          {...control}
          name={name}
          type={type}
          defaultValue={defaultValue}
          required={required}
          autoComplete={autoComplete}
          {...(type === "number" ? { min: 1, step: 1, inputMode: "numeric" as const } : {})}
          className="control text-sm"
        />
      )}
    </KitField>
  );
}

/**
 * The "Track prices" form: a plain POST to /alerts in the page's language (/nl/alerts), so it
 * works without JavaScript; the server answers with the page that says what happened (or the
 * form again with a reason per field), in that language. Pages showing it list the `alerts`
 * namespace in their loader's messages.
 */
export function AlertSignupForm({
  defaults = {},
  problems = {},
  idPrefix = "alert",
  functionsBasePath = DEFAULT_FUNCTIONS_BASE_PATH,
}: {
  defaults?: SignupDefaults;
  problems?: SignupProblems;
  idPrefix?: string;
  /** The function API's path, for the place suggestions (config.functionsBasePath). */
  functionsBasePath?: string;
}) {
  const navigation = useNavigation();
  const t = useT();
  const action = useLocalePath()("/alerts");
  const busy = navigation.state === "submitting" && navigation.formAction === action;
  return (
    <Form method="post" action={action} className="space-y-3" noValidate>
      <input type="hidden" name="intent" value="create" />
      {problems.form ? (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-2 text-sm text-red-800">
          {problems.form}
        </p>
      ) : null}
      <Field
        idPrefix={idPrefix}
        name="email"
        label={t("alerts.form.email")}
        type="email"
        autoComplete="email"
        required
        defaultValue={defaults.email}
        problem={problems.email}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <PlaceFieldInput
          idPrefix={idPrefix}
          name="origin"
          label={t("alerts.form.from")}
          placeholder={t("alerts.form.fromHint")}
          defaultValue={defaults.origin}
          problem={problems.origin}
          choices={problems.choices?.origin}
          functionsBasePath={functionsBasePath}
        />
        <PlaceFieldInput
          idPrefix={idPrefix}
          name="destination"
          label={t("alerts.form.to")}
          placeholder={t("alerts.form.toHint")}
          defaultValue={defaults.destination}
          problem={problems.destination}
          choices={problems.choices?.destination}
          functionsBasePath={functionsBasePath}
        />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field
          idPrefix={idPrefix}
          name="departDate"
          label={t("alerts.form.departDate")}
          type="date"
          defaultValue={defaults.departDate}
          problem={problems.departDate}
        />
        <Field
          idPrefix={idPrefix}
          name="departMonth"
          label={t("alerts.form.departMonth")}
          type="month"
          hint={t("alerts.form.departMonthHint")}
          defaultValue={defaults.departMonth}
          problem={problems.departMonth}
        />
      </div>
      <AlertTripFields defaults={defaults} problems={problems} idPrefix={idPrefix} />
      <Field
        idPrefix={idPrefix}
        name="maxPrice"
        label={t("alerts.form.maxPrice")}
        hint={t("alerts.form.maxPriceHint")}
        type="number"
        defaultValue={defaults.maxPrice}
        problem={problems.maxPrice}
      />
      <Button type="submit" disabled={busy} size="sm">
        {busy ? t("alerts.form.saving") : t("alerts.track")}
      </Button>
    </Form>
  );
}
