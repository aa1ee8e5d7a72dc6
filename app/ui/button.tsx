import type { ComponentProps } from "react";
import { cx } from "./cx";

/**
 * The site's buttons, one look for the public pages and the admin alike (their classes are in
 * kit.css). A variant sets colours, a size sets padding and type; extra utilities (width, margin,
 * visibility) come through `className` and win over the kit's classes.
 */
export type ButtonVariant = "primary" | "secondary" | "outline" | "ghost" | "quiet" | "link" | "danger";
/** `inline` adds no padding: a button that reads as a link inside a sentence. */
export type ButtonSize = "sm" | "md" | "lg" | "icon" | "inline";

export interface ButtonStyle {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

/** The classes of a button, for a link drawn as one: a React Router `<Link>`, a plain or partner `<a>`. */
export function buttonClass({ variant = "primary", size = "md", className }: ButtonStyle = {}): string {
  return cx("btn", `btn-${variant}`, size !== "inline" && `btn-${size}`, className);
}

/** A `<button>`, `type="button"` unless told otherwise (a bare button in a form would submit it). */
export function Button({
  variant,
  size,
  className,
  type = "button",
  ...props
}: ButtonStyle & ComponentProps<"button">) {
  return <button type={type} className={buttonClass({ variant, size, className })} {...props} />;
}
