import { Minus, Plus, Users } from "lucide-react";
import { type KeyboardEvent, useId, useRef } from "react";
import type { RuleMessage } from "../../../core/search/rule-message";
import { MAX_ADULTS, normaliseAdults, parseCabin, parseTravellerCount } from "../../../core/search/search-params";
import { MAX_SEATED } from "../../../core/search/search-rules";
import { CABINS, cabinLabel, travellersSummary } from "../../../core/search/travellers";
import type { MessageKey } from "../../../i18n/message-key";
import { Button } from "../../../ui/button";
import { useT } from "../../../ui/i18n";
import { useTypedBeforeHydration } from "../../../ui/use-typed-before-hydration";
import type { FormState } from "./form-state";
import { useRuleText } from "./use-rule-text";

type TravellerFields = Pick<FormState, "adults" | "children" | "infants" | "cabin">;
type CountField = "adults" | "children" | "infants";

export interface TravellersPickerProps {
  value: TravellerFields;
  onChange: (next: TravellerFields) => void;
  /** The search rules' reason per field (form-state validateForm). */
  problems: Partial<Record<keyof TravellerFields, RuleMessage>>;
}

/** A count as the form holds it, for the steppers and the summary (unreadable → the least allowed). */
function countOf(field: CountField, text: string): number {
  return field === "adults" ? normaliseAdults(text) : (parseTravellerCount(text) ?? 0);
}

/**
 * Passengers and cabin in one disclosure: a button-like summary ("2 adults, 1 child ·
 * Premium economy") that opens steppers for adults, children and infants and a cabin select.
 * A native <details> with ordinary named fields inside the GET form, so it opens, closes
 * and submits without JavaScript; with it, the steppers add and remove travellers and
 * Escape closes the panel and returns focus to the summary. The rules (search-rules.ts)
 * give each field its reason; the steppers never offer a step the rules refuse.
 */
/** Each count's words: its label, its age band and its steppers' names. */
const ROW_WORDS: Record<CountField, Record<"label" | "detail" | "fewer" | "more", MessageKey>> = {
  adults: {
    label: "search.travellers.adultsLabel",
    detail: "search.travellers.adultsDetail",
    fewer: "search.travellers.fewerAdults",
    more: "search.travellers.moreAdults",
  },
  children: {
    label: "search.travellers.childrenLabel",
    detail: "search.travellers.childrenDetail",
    fewer: "search.travellers.fewerChildren",
    more: "search.travellers.moreChildren",
  },
  infants: {
    label: "search.travellers.infantsLabel",
    detail: "search.travellers.infantsDetail",
    fewer: "search.travellers.fewerInfants",
    more: "search.travellers.moreInfants",
  },
};

export function TravellersPicker({ value, onChange, problems }: TravellersPickerProps) {
  const id = useId();
  const t = useT();
  const say = useRuleText();
  const summary = useRef<HTMLElement>(null);
  const adults = countOf("adults", value.adults);
  const children = countOf("children", value.children);
  const infants = countOf("infants", value.infants);
  const cabin = parseCabin(value.cabin) ?? "economy";
  const reasons = (["adults", "children", "infants", "cabin"] as const)
    .map((field) => say(problems[field]))
    .filter((p): p is string => Boolean(p));
  const hintId = `${id}-hint`;
  // Only these four fields: the form may pass its whole state as `value`, and the other fields
  // (the places and dates typed before hydration) are adopted in the same commit.
  const rendered = { adults: value.adults, children: value.children, infants: value.infants, cabin };
  const details = useTypedBeforeHydration<HTMLDetailsElement>(rendered, (typed) => onChange({ ...rendered, ...typed }));

  const rows: { field: CountField; max: number; min: number }[] = [
    { field: "adults", min: 1, max: Math.min(MAX_ADULTS, MAX_SEATED - children) },
    { field: "children", min: 0, max: MAX_SEATED - adults },
    { field: "infants", min: 0, max: adults },
  ];

  const closeOnEscape = (event: KeyboardEvent<HTMLDetailsElement>) => {
    if (event.key !== "Escape" || !details.current?.open) return;
    event.preventDefault();
    details.current.open = false;
    summary.current?.focus();
  };

  return (
    <div className="relative">
      <span id={`${id}-label`} className="block text-sm font-medium text-slate-700">
        {t("search.travellers.label")}
      </span>
      <details ref={details} className="group mt-1" onKeyDown={closeOnEscape} data-testid="travellers">
        <summary
          ref={summary}
          data-testid="travellers-toggle"
          aria-labelledby={`${id}-label ${id}-summary`}
          aria-describedby={reasons.length > 0 ? hintId : undefined}
          className={`flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-md border bg-white px-3 py-2 text-slate-900 [&::-webkit-details-marker]:hidden ${
            reasons.length > 0 ? "border-red-600" : "border-slate-300"
          }`}
        >
          <Users aria-hidden="true" className="h-5 w-5 shrink-0 text-slate-600" />
          <span id={`${id}-summary`} data-testid="travellers-summary">
            {travellersSummary(t, { adults, children, infants, cabin })}
          </span>
        </summary>
        <div className="absolute z-20 mt-2 w-[min(20rem,calc(100vw-2rem))] rounded-lg border border-slate-200 bg-white p-4 shadow-lg">
          <fieldset>
            <legend className="sr-only">{t("search.travellers.legend")}</legend>
            {rows.map((row) => {
              const count = countOf(row.field, value[row.field]);
              const inputId = `${id}-${row.field}`;
              const problem = problems[row.field];
              const words = ROW_WORDS[row.field];
              const set = (next: number) => onChange({ ...value, [row.field]: String(next) });
              return (
                <div key={row.field} className="flex items-center justify-between gap-3 py-2">
                  <div>
                    <label htmlFor={inputId} className="block font-medium text-slate-900">
                      {t(words.label)}
                    </label>
                    <span id={`${inputId}-detail`} className="block text-xs text-slate-600">
                      {t(words.detail)}
                    </span>
                  </div>
                  <div className="flex items-center gap-1">
                    <button
                      type="button"
                      aria-label={t(words.fewer)}
                      aria-controls={inputId}
                      disabled={count <= row.min}
                      onClick={() => set(count - 1)}
                      className="inline-flex h-11 w-11 items-center justify-center rounded-full border border-slate-400 text-brand-700 disabled:border-slate-200 disabled:text-slate-400"
                    >
                      <Minus aria-hidden="true" className="h-4 w-4" />
                    </button>
                    <input
                      id={inputId}
                      name={row.field}
                      type="number"
                      inputMode="numeric"
                      min={row.min}
                      max={MAX_ADULTS}
                      value={value[row.field]}
                      data-testid={row.field}
                      aria-invalid={problem ? true : undefined}
                      // The rule's reason while there is one, else the age band.
                      aria-describedby={problem ? hintId : `${inputId}-detail`}
                      onChange={(e) => onChange({ ...value, [row.field]: e.target.value })}
                      // Below the least or empty becomes the least (1 adult, 0 children or infants); a number
                      // the rules refuse stays, with its reason.
                      onBlur={() => {
                        if (!problem) set(count);
                      }}
                      className={`w-12 rounded-md border bg-white px-1 py-2 text-center text-slate-900 ${
                        problem ? "border-red-600" : "border-slate-300"
                      }`}
                    />
                    <button
                      type="button"
                      aria-label={t(words.more)}
                      aria-controls={inputId}
                      disabled={count >= row.max}
                      onClick={() => set(count + 1)}
                      className="inline-flex h-11 w-11 items-center justify-center rounded-full border border-slate-400 text-brand-700 disabled:border-slate-200 disabled:text-slate-400"
                    >
                      <Plus aria-hidden="true" className="h-4 w-4" />
                    </button>
                  </div>
                </div>
              );
            })}
          </fieldset>
          <label htmlFor={`${id}-cabin`} className="mt-2 block font-medium text-slate-900">
            {t("search.travellers.cabin")}
          </label>
          <select
            id={`${id}-cabin`}
            name="cabin"
            value={cabin}
            data-testid="cabin"
            onChange={(e) => onChange({ ...value, cabin: e.target.value })}
            className="mt-1 block min-h-11 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900"
          >
            {CABINS.map((c) => (
              <option key={c} value={c}>
                {cabinLabel(t, c)}
              </option>
            ))}
          </select>
          <Button
            onClick={() => {
              if (details.current) details.current.open = false;
              summary.current?.focus();
            }}
            variant="outline"
            className="mt-3 min-h-11 w-full"
          >
            {t("search.travellers.done")}
          </Button>
        </div>
      </details>
      {reasons.length > 0 && (
        <p id={hintId} className="mt-1 text-sm text-red-700" data-testid="travellers-hint">
          {reasons.join(" ")}
        </p>
      )}
    </div>
  );
}
