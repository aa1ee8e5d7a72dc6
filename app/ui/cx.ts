/** Joins class names, skipping the empty ones: `cx("a", open && "b", undefined)` → "a b" (or "a"). */
export function cx(...parts: (string | false | null | undefined)[]): string {
  return parts.filter(Boolean).join(" ");
}
