/**
 * An airline's mark on a result card, browser-safe (no table). Background classes of the coloured monogram: dark enough for white text at
 * WCAG AA (4.5:1), written out whole so Tailwind generates them. Classes, not a
 * style attribute: the CSP allows no inline styles.
 */
export const MARK_COLOURS = [
  "bg-sky-800",
  "bg-emerald-800",
  "bg-rose-800",
  "bg-indigo-800",
  "bg-amber-800",
  "bg-teal-800",
  "bg-fuchsia-800",
  "bg-slate-700",
  "bg-red-800",
  "bg-blue-800",
  "bg-violet-800",
  "bg-cyan-800",
] as const;

/** The airline's mark: its code on a colour fixed by the code, so a carrier looks the same on every card. */
export function airlineMark(code: string): { letters: string; colour: (typeof MARK_COLOURS)[number] } {
  const letters = code.toUpperCase().slice(0, 2);
  let hash = 0;
  for (const ch of letters) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return { letters, colour: MARK_COLOURS[hash % MARK_COLOURS.length] as (typeof MARK_COLOURS)[number] };
}
