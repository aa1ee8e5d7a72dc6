import { formatOffset, zoneOffsetMinutes as offsetAt } from "../shared/local-time";

/**
 * Local time ↔ UTC for IANA time zones. Offsets are read through @date-fns/tz (shared/local-time)
 * and cached per zone and UTC day when the offset is the same all day, else
 * per quarter hour: every offset change in the tz database falls on a 15-minute UTC boundary,
 * so no cached value straddles a change. The offline engine asks thousands of times a search.
 */
const offsets = new Map<string, number>();
const QUARTER_HOUR = 15 * 60_000;

const DAY = 86_400_000;
/** Per zone and UTC day: the offset when it is the same all day, null on a day with a change. */
const dayOffsets = new Map<string, number | null>();

/** The zone's UTC offset in minutes at an instant (−300 for New York in winter). */
export function utcOffsetMinutes(timeZone: string, utcMs: number): number {
  const day = Math.floor(utcMs / DAY);
  const dayKey = `${timeZone}|${day}`;
  let whole = dayOffsets.get(dayKey);
  if (whole === undefined) {
    const start = offsetAt(timeZone, day * DAY);
    // Offsets change at most once a day, so equal ends mean no change in between.
    whole = start === offsetAt(timeZone, (day + 1) * DAY - QUARTER_HOUR) ? start : null;
    if (dayOffsets.size > 100_000) dayOffsets.clear();
    dayOffsets.set(dayKey, whole);
  }
  if (whole !== null) return whole;
  const bucket = Math.floor(utcMs / QUARTER_HOUR);
  const key = `${timeZone}|${bucket}`;
  const cached = offsets.get(key);
  if (cached !== undefined) return cached;
  const offset = offsetAt(timeZone, bucket * QUARTER_HOUR);
  if (offsets.size > 50_000) offsets.clear();
  offsets.set(key, offset);
  return offset;
}

/**
 * The UTC instant of a local wall-clock time: `date` (YYYY-MM-DD) plus
 * `minutes` after local midnight. In a DST gap the time moves forward by the
 * gap; in a repeated hour the first occurrence is taken.
 */
export function localToUtc(date: string, minutes: number, timeZone: string): number {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const naive = Date.UTC(y, m - 1, d) + minutes * 60_000;
  // Offsets in force around that day (changes are months apart, so at most two).
  const first = utcOffsetMinutes(timeZone, naive - 86_400_000);
  const second = utcOffsetMinutes(timeZone, naive + 86_400_000);
  const readings = [...new Set([first, utcOffsetMinutes(timeZone, naive), second])]
    .map((offset) => ({ offset, utc: naive - offset * 60_000 }))
    .filter((r) => utcOffsetMinutes(timeZone, r.utc) === r.offset);
  // A repeated hour has two consistent readings: take the earlier one.
  if (readings.length > 0) return Math.min(...readings.map((r) => r.utc));
  // A DST gap has none: read the time with the offset before the change (moves it forward).
  return naive - Math.min(first, second) * 60_000;
}

const pad = (n: number) => String(n).padStart(2, "0");

/** ISO 8601 local time with the zone's offset at that instant, e.g. 2026-12-01T18:30:00-05:00. */
export function formatLocalIso(utcMs: number, timeZone: string): string {
  const offset = utcOffsetMinutes(timeZone, utcMs);
  const local = new Date(utcMs + offset * 60_000);
  return (
    `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}` +
    `T${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}:00${formatOffset(offset)}`
  );
}

/** Local minutes after midnight and local date (YYYY-MM-DD) of an instant in a zone. */
export function localClock(utcMs: number, timeZone: string): { date: string; minutes: number } {
  const local = new Date(utcMs + utcOffsetMinutes(timeZone, utcMs) * 60_000);
  return {
    date: `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}`,
    minutes: local.getUTCHours() * 60 + local.getUTCMinutes(),
  };
}
