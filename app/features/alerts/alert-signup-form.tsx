import { Form, useNavigation } from "react-router";
import type { SignupField, SignupProblems } from "../../core/alerts/signup-schema";
import { Button } from "../../ui/button";
import { Field as KitField } from "../../ui/field";
import { useLocalePath, useT } from "../../ui/i18n";

export interface SignupDefaults {
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
}: {
  defaults?: SignupDefaults;
  problems?: SignupProblems;
  idPrefix?: string;
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
        <Field
          idPrefix={idPrefix}
          name="origin"
          label={t("alerts.form.from")}
          hint={t("alerts.form.fromHint")}
          required
          defaultValue={defaults.origin}
          problem={problems.origin}
        />
        <Field
          idPrefix={idPrefix}
          name="destination"
          label={t("alerts.form.to")}
          hint={t("alerts.form.toHint")}
          required
          defaultValue={defaults.destination}
          problem={problems.destination}
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
