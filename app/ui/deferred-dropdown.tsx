import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import type { ReactNode } from "react";
import type { MenuTrigger, OpenedWith } from "./deferred-menu";
import { useFirstOpenFocus } from "./menu-open-focus";

/**
 * The frame of a header dropdown that loads on first use: it mounts already open (the click that
 * loaded it was the click that opens it), non-modal, and moves focus to its first item when a
 * keyboard opened it. Menus supply only their items.
 */
export function DeferredDropdown({
  trigger,
  openedWith,
  align,
  className,
  children,
}: {
  trigger: MenuTrigger;
  openedWith: OpenedWith;
  align: "start" | "end";
  className: string;
  children: ReactNode;
}) {
  const focusFirstItem = useFirstOpenFocus(openedWith);
  return (
    <DropdownMenu.Root modal={false} defaultOpen>
      <DropdownMenu.Trigger aria-label={trigger.label} className={trigger.className}>
        {trigger.content}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align={align} sideOffset={6} onFocus={focusFirstItem} className={className}>
          {children}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
