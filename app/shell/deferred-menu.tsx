import { type ReactNode, useState } from "react";

/**
 * The header's dropdowns without Radix in the first page load (issue 14's JS budget). Until a
 * menu is first used, its trigger is this plain button, rendered the same on server and client.
 * Hovering or focusing it fetches the menus' chunk (app/shell/header-menus.tsx); pressing it the
 * way Radix's trigger opens (left pointer down, Enter, Space, ArrowDown) swaps in the Radix menu,
 * already open, which handles everything from then on.
 */
export type OpenedWith = "keyboard" | "pointer";

/** The trigger's look, shared by this stand-in and the Radix trigger that replaces it. */
export interface MenuTrigger {
  className: string;
  label?: string;
  content: ReactNode;
}

type HeaderMenus = typeof import("./header-menus");

const OPEN_KEYS = ["Enter", " ", "ArrowDown"];

let headerMenus: Promise<HeaderMenus> | undefined;

function loadHeaderMenus(): Promise<HeaderMenus> {
  headerMenus ??= import("./header-menus").catch((error: unknown) => {
    // Forget a failed fetch (offline, a deploy replaced the chunk) so the next press retries.
    headerMenus = undefined;
    throw error;
  });
  return headerMenus;
}

export function DeferredMenu({
  trigger,
  menu,
}: {
  trigger: MenuTrigger;
  menu: (menus: HeaderMenus, openedWith: OpenedWith) => ReactNode;
}) {
  const [opened, setOpened] = useState<{ menus: HeaderMenus; openedWith: OpenedWith }>();
  if (opened) return menu(opened.menus, opened.openedWith);

  const preload = () => {
    loadHeaderMenus().catch(() => {});
  };
  const open = (openedWith: OpenedWith) => {
    loadHeaderMenus().then(
      (menus) => setOpened({ menus, openedWith }),
      () => {},
    );
  };
  return (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      aria-label={trigger.label}
      className={trigger.className}
      onPointerEnter={preload}
      onFocus={preload}
      onPointerDown={(event) => {
        if (event.button !== 0 || event.ctrlKey) return;
        // As Radix does: keep focus off the trigger so the menu can take it.
        event.preventDefault();
        open("pointer");
      }}
      onKeyDown={(event) => {
        if (!OPEN_KEYS.includes(event.key)) return;
        event.preventDefault();
        open("keyboard");
      }}
    >
      {trigger.content}
    </button>
  );
}
