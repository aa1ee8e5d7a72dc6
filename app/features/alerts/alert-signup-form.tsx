import { Form, useNavigation } from "react-router";
import type { SignupField, SignupProblems } from "../../core/alerts/signup-schema";
import { Button } from "../../ui/button";
import { Field as KitField } from "../../ui/field";

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
 * The "Track prices" form: a plain POST to /alerts, so it works without JavaScript; the server
 * answers with the page that says what happened (or the form again with a reason per field).
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
  const busy = navigation.state === "submitting" && navigation.formAction === "/alerts";
  return (
    <Form method="post" action="/alerts" className="space-y-3" noValidate>
      <input type="hidden" name="intent" value="create" />
      {problems.form ? (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-2 text-sm text-red-800">
          {problems.form}
        </p>
      ) : null}
      <Field
        idPrefix={idPrefix}
        name="email"
        label="E-mail"
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
          label="From"
          hint="City or airport code, e.g. LHR"
          required
          defaultValue={defaults.origin}
          problem={problems.origin}
        />
        <Field
          idPrefix={idPrefix}
          name="destination"
          label="To"
          hint="City or airport code, e.g. JFK"
          required
          defaultValue={defaults.destination}
          problem={problems.destination}
        />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field
          idPrefix={idPrefix}
          name="departDate"
          label="Departure day (optional)"
          type="date"
          defaultValue={defaults.departDate}
          problem={problems.departDate}
        />
        <Field
          idPrefix={idPrefix}
          name="departMonth"
          label="Or a month (optional)"
          type="month"
          hint="YYYY-MM"
          defaultValue={defaults.departMonth}
          problem={problems.departMonth}
        />
      </div>
      <Field
        idPrefix={idPrefix}
        name="maxPrice"
        label="Most you would pay, USD (optional)"
        hint="Without it we write when the fare drops 10 % below the lowest we have seen."
        type="number"
        defaultValue={defaults.maxPrice}
        problem={problems.maxPrice}
      />
      <Button type="submit" disabled={busy} size="sm">
        {busy ? "Saving…" : "Track prices"}
      </Button>
    </Form>
  );
}
