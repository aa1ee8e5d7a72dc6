import type { ReactNode } from "react";

export type BadgeTone = "ok" | "fail" | "warn" | "idle";

const TONES: Record<BadgeTone, string> = {
  ok: "bg-emerald-100 text-emerald-900",
  fail: "bg-red-100 text-red-900",
  warn: "bg-amber-100 text-amber-900",
  idle: "bg-slate-100 text-slate-800",
};

/** A short state word in a coloured chip: green for ok, red for a failure, amber for a warning, grey for nothing yet. */
export function Badge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return <span className={`inline-block rounded px-2 py-0.5 text-xs font-semibold ${TONES[tone]}`}>{children}</span>;
}
