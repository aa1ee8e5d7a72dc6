import { type FocusEvent, useRef } from "react";
import type { OpenedWith } from "./deferred-menu";

/**
 * The content's `onFocus` for a menu mounted already open (deferred-menu.tsx).
 * Radix moves a keyboard user on to the first item only when it saw the key press itself, and
 * this menu mounted after the press: so when Radix first focuses the content, the first item
 * takes the focus here. Later openings are Radix's own.
 */
export function useFirstOpenFocus(openedWith: OpenedWith): (event: FocusEvent<HTMLElement>) => void {
  const first = useRef<OpenedWith | null>(openedWith);
  return (event) => {
    const openedBy = first.current;
    first.current = null;
    if (openedBy !== "keyboard" || event.target !== event.currentTarget) return;
    event.currentTarget.querySelector<HTMLElement>('[role="menuitem"]')?.focus({ preventScroll: true });
  };
}
