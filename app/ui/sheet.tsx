import { type DialogHTMLAttributes, type KeyboardEvent, type ReactNode, useEffect, useRef } from "react";
import { cx } from "./cx";

/** Tab past the last control would leave a modal dialog for the browser's own UI: wrap around inside instead. */
function keepFocusInside(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== "Tab") return;
  const controls = [
    ...event.currentTarget.querySelectorAll<HTMLElement>("a[href], button:not([disabled]), input:not([type=hidden])"),
  ];
  const first = controls[0];
  const last = controls[controls.length - 1];
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last?.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first?.focus();
  }
}

/**
 * A sheet that slides up from the bottom of a phone screen: a native modal `<dialog>` (decision
 * 151), so the page behind is inert, Escape closes it and the browser draws the backdrop. Its
 * content renders only while `open`; then `showModal` focuses its first control. `children` gets
 * `close`; `onClose` runs once it has closed, however it closed (return the focus there).
 */
export function Sheet({
  open,
  onClose,
  className,
  children,
  ...props
}: {
  open: boolean;
  onClose: () => void;
  className?: string;
  children: (close: () => void) => ReactNode;
} & Omit<DialogHTMLAttributes<HTMLDialogElement>, "open" | "onClose" | "children">) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (open && element && !element.open) element.showModal();
  }, [open]);
  return (
    <dialog
      ref={dialog}
      onKeyDown={keepFocusInside}
      onClose={onClose}
      className={cx(
        "mx-0 mt-auto mb-0 max-h-[85dvh] w-full max-w-full flex-col rounded-t-2xl border-0 bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/50 open:flex",
        className,
      )}
      {...props}
    >
      {open && children(() => dialog.current?.close())}
    </dialog>
  );
}
