/**
 * Demand seasons: how much dearer (or cheaper) travel on a departure day is than an
 * ordinary day, the way airlines' revenue management prices them. The calendar follows
 * the peaks fare-search reports and airline demand data show year after year (Google
 * Flights' and Kayak's "when to book" reports, IATA monthly traffic): Christmas to New
 * Year and the summer holidays are the dearest, the Easter holidays dear, mid-January to
 * mid-March and November the cheapest. One northern calendar for every route (most of
 * the traffic); the weekday factor (fares.ts) comes on top.
 */

/** [from, to] as MM-DD, inclusive, with the factor; the first match wins. */
const SEASONS: readonly (readonly [string, string, number])[] = [
  ["12-24", "12-25", 1.22], // Christmas Eve and Day: still dear, a little below the week around them
  ["12-19", "12-31", 1.38], // Christmas and New Year
  ["01-01", "01-03", 1.35],
  ["01-04", "01-06", 1.12], // the last of the holidays
  ["07-01", "08-20", 1.3], // summer holidays' peak
  ["06-20", "08-31", 1.2],
  ["06-01", "06-19", 1.08], // early summer and September: shoulder
  ["09-01", "09-15", 1.06],
  ["01-07", "03-15", 0.86], // the low season after the holidays
  ["11-01", "12-12", 0.9],
];

/** Easter Sunday of a year (Gregorian computus, anonymous algorithm), as UTC ms. */
function easterSunday(year: number): number {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return Date.UTC(year, month - 1, day);
}

const DAY = 86_400_000;
/** The Easter holidays: from the Saturday a week before Easter to the Sunday after it. */
const EASTER_FACTOR = 1.2;

/** The season's factor for a departure day (YYYY-MM-DD). */
export function seasonFactor(date: string): number {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const day = Date.UTC(y, m - 1, d);
  const easter = easterSunday(y);
  if (day >= easter - 8 * DAY && day <= easter + 7 * DAY) return EASTER_FACTOR;
  const md = date.slice(5, 10);
  for (const [from, to, factor] of SEASONS) if (md >= from && md <= to) return factor;
  return 1;
}
