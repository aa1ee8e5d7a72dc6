import type { ReactNode } from "react";
import { cx } from "./cx";

/** What a field hands its control: its id, and the ARIA that ties it to the hint and the error. */
export interface FieldControl {
  id: string;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
}

/**
 * A labelled form control with an optional hint (under the label) and error (under the control).
 * The control itself is the caller's (`input`, `select`, `textarea`, or a richer widget): it
 * receives `FieldControl` so a screen reader announces the hint and the error with it, and an
 * invalid control says so (`aria-invalid`). The hint is `${id}-hint`, the error `${id}-error`.
 * Give a text input, select or textarea the kit's `control` class: its border turns red while it
 * is invalid.
 */
export function Field({
  id,
  label,
  hint,
  error,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  className?: string;
  children: (control: FieldControl) => ReactNode;
}) {
  const hintId = hint ? `${id}-hint` : null;
  const errorId = error ? `${id}-error` : null;
  const describedBy = cx(hintId, errorId);
  return (
    <div className={className}>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {hintId ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
      {children({
        id,
        ...(errorId ? { "aria-invalid": true } : {}),
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
      })}
      {errorId ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
