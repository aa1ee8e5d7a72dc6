import type { HTMLAttributes } from "react";
import { cx } from "./cx";

/**
 * A white panel with a light border and rounded corners, the site's box for a group of content.
 * `as` keeps the markup's meaning (a list item, a section…); padding and shadow come through
 * `className`, since the cards differ in them.
 */
export function Card({
  as: Element = "div",
  className,
  ...props
}: { as?: "div" | "section" | "li" | "article" | "nav" | "dl" } & HTMLAttributes<HTMLElement>) {
  return <Element className={cx("card", className)} {...props} />;
}
