import { type ReactNode, type RefObject, useEffect, useId, useRef } from "react";

/** The trigger's look: its class, its accessible name when it shows only an icon, its content. */
export interface MenuTrigger {
  className: string;
  label?: string;
  content: ReactNode;
}

/**
 * A header dropdown of links and forms (a disclosure, as site navigation should be, not an
 * application menu): a button and a popover the browser opens from it. The browser opens and
 * closes it, on Escape and on a click outside too, hands focus back to the button, lets Tab move
 * from the button into it, and tells assistive technology whether it is expanded — before the
 * page hydrates and without JavaScript alike. React only closes it when the page changes.
 * `anchor` names the button for CSS anchor positioning (app/app.css, `.popover-menu`): unique per
 * page, a dashed ident.
 */
export function PopoverMenu({
  trigger,
  anchor,
  align,
  pathname,
  className,
  children,
}: {
  trigger: MenuTrigger;
  anchor: `--${string}`;
  align: "start" | "end";
  /** The page's path: the menu closes when it changes (a link inside was followed). */
  pathname: string;
  className: string;
  children: ReactNode;
}) {
  const panelId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  useClosedOnNavigation(panelRef, pathname);
  return (
    <>
      <button
        type="button"
        popoverTarget={panelId}
        aria-label={trigger.label}
        className={trigger.className}
        style={{ anchorName: anchor }}
      >
        {trigger.content}
      </button>
      <div
        ref={panelRef}
        id={panelId}
        popover="auto"
        data-align={align}
        className={`popover-menu ${className}`}
        style={{ positionAnchor: anchor }}
      >
        {children}
      </div>
    </>
  );
}

/**
 * Closes an open popover when the page's path changes (a link inside it was followed). Not when
 * it first mounts: a tap before hydration may have opened it, and hydrating must leave it open.
 */
export function useClosedOnNavigation(panelRef: RefObject<HTMLElement | null>, pathname: string) {
  const shownFor = useRef(pathname);
  useEffect(() => {
    if (shownFor.current === pathname) return;
    shownFor.current = pathname;
    if (panelRef.current?.matches(":popover-open")) panelRef.current.hidePopover();
  }, [panelRef, pathname]);
}
