import { type RefObject, useLayoutEffect, useRef } from "react";

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * A rendered value as the field holds it untouched: the browser cleans some (a number field
 * drops "abc" or " 2"), and that cleaning is not typing.
 */
function asTheBrowserHoldsIt(field: Field, value: string): string {
  if (!(field instanceof HTMLInputElement)) return value;
  const probe = document.createElement("input");
  probe.type = field.type;
  probe.value = value;
  return probe.value;
}

/**
 * The fields the server rendered work before React hydrates them, so on a slow phone a traveller
 * may type into one (or pick from a select) before the page comes alive. React keeps what they
 * typed on screen but not in its state, and the next render would wipe it. So, once, when the
 * fields first mount, each named field inside the returned ref's element whose value differs from
 * the value React rendered is handed to `adopt` (name → what the field holds), in one call so the
 * changes land together. On fields React created itself the two are equal and nothing happens.
 */
export function useTypedBeforeHydration<E extends HTMLElement>(
  rendered: Readonly<Record<string, string | number>>,
  adopt: (typed: Record<string, string>) => void,
): RefObject<E | null> {
  const ref = useRef<E>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the first commit can follow typing React did not see.
  useLayoutEffect(() => {
    const container = ref.current;
    if (!container) return;
    const typed: Record<string, string> = {};
    for (const [name, value] of Object.entries(rendered)) {
      const field = container.querySelector<Field>(`[name="${name}"]`);
      if (field && field.value !== asTheBrowserHoldsIt(field, String(value))) typed[name] = field.value;
    }
    if (Object.keys(typed).length > 0) adopt(typed);
  }, []);
  return ref;
}
