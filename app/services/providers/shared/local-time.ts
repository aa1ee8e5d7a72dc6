import { tzOffset } from "@date-fns/tz";

/**
 * Local wall-clock times with the airport's UTC offset (ISO 8601, e.g.
 * 2026-12-01T18:30:00-05:00). Providers such as Amadeus give local times without an
 * offset; the airport's IANA time zone (from the places index) supplies it through
 * @date-fns/tz, which reads the platform's tz data.
 */

/** The zone's offset from UTC in minutes at the given instant; NaN when the zone is unknown. */
export function zoneOffsetMinutes(timeZone: string, instantMs: number): number {
  return tzOffset(timeZone, new Date(instantMs));
}

/** "+05:30", "-05:00", "+00:00": an offset in minutes as ISO 8601 writes it. */
export function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? "-" : "+";
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, "0")}:${String(abs % 60).padStart(2, "0")}`;
}

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?/;

/**
 * Adds the zone's offset to a local time "YYYY-MM-DDTHH:mm[:ss]". Returns undefined when
 * the text is not a local time or the zone is unknown.
 */
export function localTimeWithOffset(localTime: string, timeZone: string): string | undefined {
  const match = LOCAL.exec(localTime);
  if (!match) return undefined;
  const [, y, mo, d, h, mi, s] = match;
  const asUtc = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s ?? 0));
  // Two passes settle the offset across DST changes.
  const first = zoneOffsetMinutes(timeZone, asUtc);
  const offset = zoneOffsetMinutes(timeZone, asUtc - first * 60_000);
  if (Number.isNaN(offset)) return undefined;
  return `${y}-${mo}-${d}T${h}:${mi}:${s ?? "00"}${formatOffset(offset)}`;
}

/** An instant shown as the local time of a zone, ISO 8601 with offset. */
export function instantInZone(instantMs: number, timeZone: string | undefined): string {
  const known = timeZone ? zoneOffsetMinutes(timeZone, instantMs) : 0;
  const offset = Number.isNaN(known) ? 0 : known;
  const local = new Date(instantMs + offset * 60_000).toISOString().slice(0, 19);
  return `${local}${formatOffset(offset)}`;
}
