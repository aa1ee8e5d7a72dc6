/**
 * Local wall-clock times with the airport's UTC offset (ISO 8601, e.g.
 * 2026-12-01T18:30:00-05:00). Providers such as Amadeus give local times without an
 * offset; the airport's IANA time zone (from the places index) supplies it via Intl.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "longOffset" });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The zone's offset from UTC in minutes at the given instant. */
export function zoneOffsetMinutes(timeZone: string, instantMs: number): number {
  const name = formatterFor(timeZone)
    .formatToParts(new Date(instantMs))
    .find((part) => part.type === "timeZoneName")?.value;
  const match = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name ?? "");
  if (!match) return 0; // "GMT" alone means UTC
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === "-" ? -minutes : minutes;
}

export function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? "-" : "+";
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, "0")}:${String(abs % 60).padStart(2, "0")}`;
}

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?/;

/**
 * Adds the zone's offset to a local time "YYYY-MM-DDTHH:mm[:ss]". Returns undefined when
 * the text is not a local time or the zone is unknown to Intl.
 */
export function localTimeWithOffset(localTime: string, timeZone: string): string | undefined {
  const match = LOCAL.exec(localTime);
  if (!match) return undefined;
  const [, y, mo, d, h, mi, s] = match;
  const asUtc = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s ?? 0));
  try {
    // Two passes settle the offset across DST changes.
    const first = zoneOffsetMinutes(timeZone, asUtc);
    const offset = zoneOffsetMinutes(timeZone, asUtc - first * 60_000);
    return `${y}-${mo}-${d}T${h}:${mi}:${s ?? "00"}${formatOffset(offset)}`;
  } catch {
    return undefined;
  }
}

/** An instant shown as the local time of a zone, ISO 8601 with offset. */
export function instantInZone(instantMs: number, timeZone: string | undefined): string {
  let offset = 0;
  if (timeZone) {
    try {
      offset = zoneOffsetMinutes(timeZone, instantMs);
    } catch {
      offset = 0;
    }
  }
  const local = new Date(instantMs + offset * 60_000).toISOString().slice(0, 19);
  return `${local}${formatOffset(offset)}`;
}
