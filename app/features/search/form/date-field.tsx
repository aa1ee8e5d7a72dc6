import { CalendarDays } from "lucide-react";
import { useId, useRef } from "react";
import { normaliseDate } from "../../../core/search/search-params";
import { formatDateInput } from "../../../format/dates";
import { intlLocale } from "../../../i18n/locales";
import { useLocale, useT } from "../../../ui/i18n";
import { useTypedBeforeHydration } from "../../../ui/use-typed-before-hydration";

/**
 * A date typed as the page's language writes it, YYYY-MM-DD or on a Dutch page DD-MM-JJJJ (works
 * without JavaScript and with any keyboard), with a button that opens the browser's own calendar
 * through a hidden date input, bounded to the days allowed; a day picked there is written back
 * in the page's way.
 */
export function DateField({
  label,
  name,
  value,
  onChange,
  onBlur,
  hint,
  testId,
  min,
  max,
}: {
  label: string;
  name: string;
  value: string;
  onChange: (v: string) => void;
  onBlur: () => void;
  hint?: string;
  testId?: string;
  /** The picker's first and last selectable days (YYYY-MM-DD): the search window, narrowed by the rules (datePickers). */
  min?: string;
  max?: string;
}) {
  const id = useId();
  const picker = useRef<HTMLInputElement>(null);
  const t = useT();
  const locale = useLocale();
  const field = useTypedBeforeHydration<HTMLDivElement>({ [name]: value }, (typed) => onChange(typed[name] ?? ""));
  return (
    <div ref={field}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <div className="relative mt-1">
        <input
          id={id}
          name={name}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder={t("search.date.placeholder")}
          value={value}
          data-testid={testId}
          aria-invalid={hint ? true : undefined}
          aria-describedby={hint ? `${id}-hint` : undefined}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onBlur}
          className={`block w-full rounded-md border bg-white py-2 pr-10 pl-3 text-slate-900 placeholder:text-slate-500 ${
            hint ? "border-red-600" : "border-slate-300"
          }`}
        />
        <button
          type="button"
          aria-label={t("search.date.openCalendar", { label })}
          onClick={() => {
            const el = picker.current;
            if (!el) return;
            try {
              el.showPicker();
            } catch {
              el.focus();
            }
          }}
          className="absolute inset-y-0 right-0 flex w-10 items-center justify-center text-slate-600 hover:text-brand-700"
        >
          <CalendarDays aria-hidden="true" className="h-5 w-5" />
        </button>
        <input
          ref={picker}
          type="date"
          tabIndex={-1}
          aria-hidden="true"
          min={min}
          max={max}
          data-testid={testId ? `${testId}-picker` : undefined}
          className="pointer-events-none absolute right-0 bottom-0 h-0 w-0 opacity-0"
          value={normaliseDate(value, locale) ?? ""}
          onChange={(e) => {
            onChange(formatDateInput(e.target.value, intlLocale(locale)));
            onBlur();
          }}
        />
      </div>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-red-700">
          {hint}
        </p>
      )}
    </div>
  );
}
