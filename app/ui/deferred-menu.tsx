import { type ReactNode, useState } from "react";

/**
 * A dropdown whose code is not in the first page load. Until the menu is first used, its trigger
 * is this plain button, rendered the same on server and client. Hovering or focusing it fetches
 * the menu's chunk; pressing it the way Radix's trigger opens (left pointer down, Enter, Space,
 * ArrowDown) swaps in the real menu, already open, which handles everything from then on.
 */
export type OpenedWith = "keyboard" | "pointer";

/** The trigger's look, shared by this stand-in and the Radix trigger that replaces it. */
export interface MenuTrigger {
  className: string;
  label?: string;
  content: ReactNode;
}

const OPEN_KEYS = ["Enter", " ", "ArrowDown"];

/** `load`, called at most once at a time: every caller shares the first fetch until it fails. */
export function loadOnce<M>(load: () => Promise<M>): () => Promise<M> {
  let loading: Promise<M> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      // Forget a failed fetch (offline, a deploy replaced the chunk) so the next press retries.
      loading = undefined;
      throw error;
    });
    return loading;
  };
}

export function DeferredMenu<M>({
  load,
  trigger,
  menu,
}: {
  /** Fetches the menu's module; wrap it in `loadOnce` so every trigger shares one fetch. */
  load: () => Promise<M>;
  trigger: MenuTrigger;
  menu: (loaded: M, openedWith: OpenedWith) => ReactNode;
}) {
  const [opened, setOpened] = useState<{ loaded: M; openedWith: OpenedWith }>();
  if (opened) return menu(opened.loaded, opened.openedWith);

  const preload = () => {
    load().catch(() => {});
  };
  const open = (openedWith: OpenedWith) => {
    load().then(
      (loaded) => setOpened({ loaded, openedWith }),
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
