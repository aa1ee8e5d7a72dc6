import { useId, useRef, useState } from "react";
import { exploreMonths, TRIP_LENGTHS } from "../../core/explore/explore-options";
import type { ExploreProblems } from "../../core/explore/explore-query";
import { formatDate } from "../../format/dates";
import { intlLocale } from "../../i18n/locales";
import type { MessageKey } from "../../i18n/message-key";
import { Button } from "../../ui/button";
import { Field } from "../../ui/field";
import { useLocale, useLocalePath, useT } from "../../ui/i18n";

/** The rules (zod) load when the form is first touched, not with the page. */
const loadRules = () => import("../../core/explore/explore-query");

type Values = Partial<Record<"from" | "when" | "trip" | "nonstop" | "maxPrice" | "sort", string>>;

/**
 * The explore form: a plain GET form to /explore, so it works without JavaScript (the loader
 * checks the query with the same schema and answers its sentences). With JavaScript the schema
 * checks it first and the problem shows at its field without a round trip.
 */
export function ExploreForm({ values, problems }: { values: Values; problems: ExploreProblems }) {
  const t = useT();
  const locale = useLocale();
  const localePath = useLocalePath();
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [shown, setShown] = useState<ExploreProblems>(problems);
  const [seen, setSeen] = useState(problems);
  // New problems from the server (a new query) replace those the browser found.
  if (seen !== problems) {
    setSeen(problems);
    setShown(problems);
  }
  const say = (key: MessageKey | undefined) => (key ? t(key) : null);
  const months = exploreMonths(new Date());

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    const element = form.current;
    if (!element) return;
    event.preventDefault();
    const rules = await loadRules().catch(() => null);
    const data = new FormData(element);
    const raw: Values = {};
    for (const [key, value] of data) if (typeof value === "string") raw[key as keyof Values] = value;
    const checked = rules?.readExploreQuery(raw, new Date());
    if (checked && !checked.ok) {
      setShown(checked.problems);
      const first = (["from", "when", "trip", "maxPrice"] as const).find((f) => checked.problems[f]);
      if (first) element.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    element.submit();
  };

  return (
    <form
      ref={form}
      method="get"
      action={localePath("/explore")}
      noValidate
      onSubmit={submit}
      onFocus={() => void loadRules()}
      aria-label={t("explore.form.label")}
      className="mt-5 grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 sm:p-5 lg:grid-cols-[1.6fr_2.3fr_1.6fr_1.1fr_auto] lg:items-end"
      data-testid="explore-form"
    >
      <Field id={`${id}-from`} label={t("explore.form.from")} error={say(shown.from)}>
        {(control) => (
          <input
            {...control}
            name="from"
            type="text"
            autoComplete="off"
            placeholder={t("explore.form.fromHint")}
            defaultValue={values.from ?? ""}
            className="control"
          />
        )}
      </Field>
      <Field id={`${id}-when`} label={t("explore.form.when")} error={say(shown.when)}>
        {(control) => (
          <select {...control} name="when" defaultValue={values.when ?? "any"} className="control">
            <option value="any">{t("explore.form.anyTime")}</option>
            {months.map((month) => (
              <option key={month} value={month}>
                {formatDate(`${month}-01`, "monthYear", intlLocale(locale))}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id={`${id}-trip`} label={t("explore.form.trip")} error={say(shown.trip)}>
        {(control) => (
          <select {...control} name="trip" defaultValue={values.trip ?? "week"} className="control">
            {TRIP_LENGTHS.map((trip) => (
              <option key={trip} value={trip}>
                {t(`explore.form.trip.${trip}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        id={`${id}-max`}
        label={t("explore.form.maxPrice")}
        hint={<span className="sr-only">{t("explore.form.maxPriceHint")}</span>}
        error={say(shown.maxPrice)}
      >
        {(control) => (
          <input
            {...control}
            name="maxPrice"
            type="number"
            inputMode="numeric"
            min={1}
            max={100000}
            step={1}
            defaultValue={values.maxPrice ?? ""}
            className="control"
          />
        )}
      </Field>
      <div className="flex flex-col gap-3 sm:col-span-2 sm:flex-row sm:items-center lg:col-span-1 lg:flex-col lg:items-stretch">
        <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
          <input
            type="checkbox"
            name="nonstop"
            value="1"
            defaultChecked={values.nonstop === "1" || values.nonstop === "on" || values.nonstop === "true"}
            className="h-4 w-4 rounded border-slate-400"
          />
          {t("explore.form.nonstop")}
        </label>
        {values.sort && values.sort !== "price" ? <input type="hidden" name="sort" value={values.sort} /> : null}
        <Button type="submit">{t("explore.form.submit")}</Button>
      </div>
      {shown.nonstop || shown.sort ? (
        <p className="field-error sm:col-span-2 lg:col-span-5">{say(shown.nonstop ?? shown.sort)}</p>
      ) : null}
    </form>
  );
}
