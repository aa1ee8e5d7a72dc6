import type { ReactNode } from "react";
import { cx } from "./cx";

export type BadgeTone = "ok" | "fail" | "warn" | "idle" | "brand" | "info";

/**
 * A short word in a coloured chip: green for ok, red for a failure, amber for a warning, grey for
 * nothing yet, the brand's blue for a category, indigo for a neutral note. `pill` rounds it fully
 * (labels on cards); the square one marks states in tables.
 */
export function Badge({
  tone,
  pill,
  className,
  children,
}: {
  tone: BadgeTone;
  pill?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return <span className={cx("badge", `badge-${tone}`, pill && "badge-pill", className)}>{children}</span>;
}
