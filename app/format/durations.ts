import { DEFAULT_LOCALE, onFirstUse } from "./locale";

/**
 * How a language writes the minutes of a duration. English "7h 05m" pads the minutes once there
 * are hours, so a column of durations lines up; Dutch writes "16 u 30 min", "1 u 5 min" (a bare
 * "m" reads as metres).
 */
const MINUTE_STYLES: Record<string, { display: "narrow" | "short"; pad: boolean }> = {
  nl: { display: "short", pad: false },
};
const ENGLISH_MINUTES = { display: "narrow", pad: true } as const;
const minuteStyle = (locale: string) => MINUTE_STYLES[locale.split("-")[0]?.toLowerCase() ?? ""] ?? ENGLISH_MINUTES;

const hours = onFirstUse(
  (locale: string) => new Intl.NumberFormat(locale, { style: "unit", unit: "hour", unitDisplay: "narrow" }),
);
const minutes = onFirstUse(
  (locale: string, digits: string) =>
    new Intl.NumberFormat(locale, {
      style: "unit",
      unit: "minute",
      unitDisplay: minuteStyle(locale).display,
      minimumIntegerDigits: Number(digits),
    }),
);
const relativeTimes = onFirstUse((locale: string) => new Intl.RelativeTimeFormat(locale, { numeric: "auto" }));

/** A flight's or a layover's length: "7h 15m", "1h 05m", "45m"; Dutch "16 u 30 min". */
export function formatDuration(totalMinutes: number, locale = DEFAULT_LOCALE): string {
  const h = Math.floor(totalMinutes / 60);
  const m = totalMinutes % 60;
  if (h === 0) return minutes(locale, "1").format(m);
  return `${hours(locale).format(h)} ${minutes(locale, minuteStyle(locale).pad ? "2" : "1").format(m)}`;
}

/** A time before or after now in words: "5 minutes ago", "yesterday", "in 2 hours" (negative is past). */
export function formatRelativeTime(value: number, unit: Intl.RelativeTimeFormatUnit, locale = DEFAULT_LOCALE): string {
  return relativeTimes(locale).format(value, unit);
}
