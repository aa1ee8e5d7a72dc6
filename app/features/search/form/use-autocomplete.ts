import { useCallback, useEffect, useRef, useState } from "react";
import type { Place } from "../../../core/search/types";

const AUTOCOMPLETE_DEBOUNCE_MS = 200;
const AUTOCOMPLETE_MIN_CHARS = 2;
const AUTOCOMPLETE_LIMIT = 10;

/** Items from `items`, else `data`, else `places`: an autocomplete service may answer with any of them. */
export function readPlaces(json: unknown): Place[] {
  if (!json || typeof json !== "object") return [];
  const r = json as Record<string, unknown>;
  const list = Array.isArray(r.items)
    ? r.items
    : Array.isArray(r.data)
      ? r.data
      : Array.isArray(r.places)
        ? r.places
        : [];
  return (list as Place[]).filter((p) => p && typeof p.code === "string").slice(0, AUTOCOMPLETE_LIMIT);
}

/**
 * Suggestions for a text field: 200 ms debounce, at least 2 trimmed characters,
 * limit 10. Each query gets a sequence number and aborts the previous one, so a
 * stale answer never overwrites a newer one; a failure empties the list silently.
 */
export function useAutocomplete(functionsBasePath: string) {
  const [items, setItems] = useState<Place[]>([]);
  const seq = useRef(0);
  const controller = useRef<AbortController | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const cancel = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    controller.current?.abort();
    controller.current = null;
    seq.current += 1;
  }, []);

  useEffect(() => cancel, [cancel]);

  const query = useCallback(
    (text: string) => {
      cancel();
      const q = text.trim();
      if (q.length < AUTOCOMPLETE_MIN_CHARS) {
        setItems([]);
        return;
      }
      const mine = seq.current;
      timer.current = setTimeout(async () => {
        const ctrl = new AbortController();
        controller.current = ctrl;
        try {
          const params = new URLSearchParams({ q, limit: String(AUTOCOMPLETE_LIMIT) });
          const res = await fetch(`${functionsBasePath}/autocomplete?${params.toString()}`, {
            headers: { Accept: "application/json" },
            signal: ctrl.signal,
          });
          if (!res.ok) throw new Error(`autocomplete ${res.status}`);
          const places = readPlaces(await res.json());
          if (mine === seq.current) setItems(places);
        } catch {
          if (mine === seq.current) setItems([]);
        }
      }, AUTOCOMPLETE_DEBOUNCE_MS);
    },
    [cancel, functionsBasePath],
  );

  const clear = useCallback(() => {
    cancel();
    setItems([]);
  }, [cancel]);

  return { items, query, clear };
}
