import { DEFAULT_LOCALE, onFirstUse } from "./locale";

const hours = onFirstUse(
  (locale: string) => new Intl.NumberFormat(locale, { style: "unit", unit: "hour", unitDisplay: "narrow" }),
);
const minutes = onFirstUse(
  (locale: string, digits: string) =>
    new Intl.NumberFormat(locale, {
      style: "unit",
      unit: "minute",
      unitDisplay: "narrow",
      minimumIntegerDigits: Number(digits),
    }),
);
const relativeTimes = onFirstUse((locale: string) => new Intl.RelativeTimeFormat(locale, { numeric: "auto" }));

/** A flight's or a layover's length: "7h 15m", "1h 05m", "45m" (minutes padded once there are hours). */
export function formatDuration(totalMinutes: number, locale = DEFAULT_LOCALE): string {
  const h = Math.floor(totalMinutes / 60);
  const m = totalMinutes % 60;
  return h > 0 ? `${hours(locale).format(h)} ${minutes(locale, "2").format(m)}` : minutes(locale, "1").format(m);
}

/** A time before or after now in words: "5 minutes ago", "yesterday", "in 2 hours" (negative is past). */
export function formatRelativeTime(value: number, unit: Intl.RelativeTimeFormatUnit, locale = DEFAULT_LOCALE): string {
  return relativeTimes(locale).format(value, unit);
}
