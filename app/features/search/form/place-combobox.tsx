import { MapPin, Plane } from "lucide-react";
import { useId, useState } from "react";
import type { Place } from "../../../core/search/types";
import { useT } from "../../../ui/i18n";
import { useTypedBeforeHydration } from "../../../ui/use-typed-before-hydration";
import { type PlaceField, placeLabel } from "./form-state";
import { useAutocomplete } from "./use-autocomplete";

export interface PlaceComboboxProps {
  label: string;
  name: string;
  placeholder: string;
  value: PlaceField;
  onChange: (value: PlaceField) => void;
  onBlur?: () => void;
  /** The validation hint, shown when set. */
  hint?: string;
  functionsBasePath: string;
  testId?: string;
}

/**
 * WAI-ARIA 1.2 combobox with a listbox popup: arrow keys move, Enter picks, Escape
 * and blur close; a polite live region announces how many suggestions there are.
 */
export function PlaceCombobox({
  label,
  name,
  placeholder,
  value,
  onChange,
  onBlur,
  hint,
  functionsBasePath,
  testId,
}: PlaceComboboxProps) {
  const id = useId();
  const inputId = `${id}-input`;
  const listId = `${id}-list`;
  const hintId = `${id}-hint`;
  const t = useT();
  const { items, query, clear } = useAutocomplete(functionsBasePath);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const expanded = open && items.length > 0;
  const field = useTypedBeforeHydration<HTMLDivElement>({ [name]: value.text }, (typed) => {
    const text = typed[name] ?? "";
    onChange({ text, place: null });
    // Still typing: offer the suggestions the text would have brought.
    if (document.activeElement?.getAttribute("name") === name && field.current?.contains(document.activeElement)) {
      setOpen(true);
      query(text);
    }
  });

  const pick = (place: Place) => {
    onChange({ text: placeLabel(place), place });
    setOpen(false);
    setActive(-1);
    clear();
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      if (!items.length) return;
      setOpen(true);
      setActive((i) => (i + 1) % items.length);
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      if (!items.length) return;
      setOpen(true);
      setActive((i) => (i <= 0 ? items.length - 1 : i - 1));
    } else if (event.key === "Enter") {
      // The active suggestion, or the top one when none is active.
      const choice = expanded ? (items[active] ?? items[0]) : undefined;
      if (choice) {
        event.preventDefault();
        pick(choice);
      }
    } else if (event.key === "Escape") {
      if (expanded) event.preventDefault();
      setOpen(false);
      setActive(-1);
    } else if (event.key === "Tab") {
      // Tab keeps moving focus, taking the active (or top) suggestion with it.
      const choice = expanded ? (items[active] ?? items[0]) : undefined;
      if (choice) pick(choice);
      else setOpen(false);
    }
  };

  const announcement = !open ? "" : items.length === 0 ? "" : t("search.place.available", { count: items.length });

  return (
    <div ref={field} className="relative">
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        id={inputId}
        name={name}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        aria-invalid={hint ? true : undefined}
        aria-describedby={hint ? hintId : undefined}
        autoComplete="off"
        spellCheck={false}
        placeholder={placeholder}
        value={value.text}
        data-testid={testId}
        data-code={value.place?.code}
        onChange={(event) => {
          const text = event.target.value;
          onChange({ text, place: null });
          setOpen(true);
          setActive(-1);
          query(text);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setOpen(false);
          setActive(-1);
          // Leaving the field drops any pending lookup: nothing to show it in.
          clear();
          onBlur?.();
        }}
        className={`mt-1 block w-full rounded-md border bg-white px-3 py-2 text-slate-900 placeholder:text-slate-500 ${
          hint ? "border-red-600" : "border-slate-300"
        }`}
      />
      <div
        id={listId}
        role="listbox"
        aria-label={t("search.place.suggestions", { label })}
        hidden={!expanded}
        className="absolute z-30 mt-1 max-h-72 w-full overflow-auto rounded-md border border-slate-200 bg-white py-1 shadow-lg"
      >
        {expanded &&
          items.map((place, index) => (
            // biome-ignore lint/a11y/useFocusableInteractive: options stay unfocused; the input owns focus (aria-activedescendant).
            <div
              key={place.id || `${place.code}-${index}`}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              // Keep focus in the input so blur does not close the list before the click lands.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(place)}
              onKeyDown={() => {}}
              className={`flex cursor-pointer items-start gap-2 px-3 py-2 text-sm ${
                index === active ? "bg-brand-50 text-brand-800" : "text-slate-800 hover:bg-slate-50"
              }`}
            >
              {place.type === "city" ? (
                <MapPin aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
              ) : (
                <Plane aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
              )}
              <span>
                <span className="font-medium">{place.name}</span>{" "}
                <span className="font-mono font-semibold">({place.code})</span>
                {(place.region || place.country) && (
                  <span className="block text-xs text-slate-600">
                    {[place.type === "city" ? t("search.place.allAirports") : null, place.region, place.country]
                      .filter(Boolean)
                      .join(", ")}
                  </span>
                )}
              </span>
            </div>
          ))}
      </div>
      <p className="sr-only" aria-live="polite" role="status">
        {announcement}
      </p>
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-red-700">
          {hint}
        </p>
      )}
    </div>
  );
}
