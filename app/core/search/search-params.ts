/**
 * Search-parameter parsing, shared by the browser form and the
 * server's search functions. No Node, React or zod imports, so the browser
 * bundle stays small; the server's zod schema is in search-request-schema.ts.
 *
 * Decisions (also in the README's search section):
 * - Ambiguous slash dates (both parts ≤ 12) are read month-first on English pages, as US
 *   travellers write them (day-first only when the first part exceeds 12), and day-first on
 *   Dutch pages (dd-mm-jjjj, 18/12/2026), as Dutch travellers write them. The page's language
 *   reaches the server with the request, so the form and the API read a date alike.
 * - Adults: below 1, empty or invalid become 1; decimals are floored;
 *   more than MAX_ADULTS (9, the most one airline booking holds) is refused by
 *   the search rules (search-rules.ts), in the form and the API alike, rather
 *   than silently searching for fewer.
 * - Children, infants and cabin (`children`, `infants`, `cabin`) are additive:
 *   absent or empty mean 0, 0 and economy, so the original `adults` alone searches
 *   exactly as before. A count that is not a whole number ≥ 0, or an unknown
 *   cabin, is refused by the search rules with a sentence, never guessed.
 * - A return date sent with a one-way (or multi-city leg) search is ignored,
 *   not rejected: it counts only for return trips, and the original
 *   client sends an empty one with every search.
 * - "Past" means the date is over everywhere on Earth: the earliest accepted
 *   departure is today's date at UTC−12, so a traveller late in the evening in
 *   Honolulu can still search for today. Dates more than one year after
 *   today (UTC) are rejected.
 */
import { isValid, parse } from "date-fns";
import type { Locale } from "../../i18n/locales";
import { type RuleMessage, ruleMessage } from "./rule-message";
import { CABINS } from "./travellers";
import type { Cabin, TripType } from "./types";

/** A from/to field that names no IATA code. */
export const IATA_PROBLEM: RuleMessage = ruleMessage("search.rule.iata");
/** A date no accepted form reads. */
export const DATE_PROBLEM: RuleMessage = ruleMessage("search.rule.date");
const MIN_ADULTS = 1;
export const MAX_ADULTS = 9;

/** The least a resolver needs from a chosen autocomplete suggestion. */
export interface ChosenPlace {
  code: string;
}

export const IATA = /^[A-Za-z]{3}$/;

/**
 * The IATA code a from/to field stands for, upper-cased, or null:
 * 1. the code of the chosen suggestion;
 * 2. else a code in parentheses, "Paris (CDG)";
 * 3. else a standalone three-letter word; one typed in capitals wins over a
 *    lower-case one ("New York JFK" → JFK), otherwise the first counts.
 * null means the form shows IATA_PROBLEM.
 */
export function resolveIataCode(text: string | null | undefined, chosenPlace?: ChosenPlace | null): string | null {
  const chosen = chosenPlace?.code?.trim();
  if (chosen && IATA.test(chosen)) return chosen.toUpperCase();
  if (typeof text !== "string") return null;
  const inParentheses = /\(\s*([A-Za-z]{3})\s*\)/.exec(text);
  if (inParentheses?.[1]) return inParentheses[1].toUpperCase();
  // Words are runs of letters in any script, so "São" is a word but not a code.
  const words = text.match(/\p{L}+/gu) ?? [];
  const codes = words.filter((w) => IATA.test(w));
  const upper = codes.find((w) => w === w.toUpperCase());
  const code = upper ?? codes[0];
  return code ? code.toUpperCase() : null;
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** YYYY-MM-DD for a calendar date, or null when the date does not exist (31/02, 2026-13-01). */
function ymd(year: number, month: number, day: number): string | null {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return null;
  if (year < 1000 || year > 9999 || month < 1 || month > 12 || day < 1) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC maps years 0–99 to 1900–1999; setUTCFullYear is not needed for 1000+.
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

// Written-out formats tried in order after the numeric ones (date-fns tokens).
const TEXT_FORMATS = [
  "d MMMM yyyy",
  "d MMM yyyy",
  "MMMM d yyyy",
  "MMM d yyyy",
  "MMMM d, yyyy",
  "MMM d, yyyy",
  "EEEE, MMMM d, yyyy",
  "EEE, MMM d, yyyy",
  "EEE MMM d yyyy",
  "EEEE d MMMM yyyy",
  "EEE d MMM yyyy",
  "d. MMMM yyyy",
  "yyyy/M/d",
  "yyyy.M.d",
  "d.M.yyyy",
  "d-M-yyyy",
  "yyyyMMdd",
];
const REFERENCE = new Date(2000, 0, 1);

// Written Dutch dates are read on Dutch pages without shipping date-fns' Dutch locale to the browser.
const DUTCH_MONTHS = [
  "januari",
  "februari",
  "maart",
  "april",
  "mei",
  "juni",
  "juli",
  "augustus",
  "september",
  "oktober",
  "november",
  "december",
];
const DUTCH_WRITTEN = /^(?:\p{L}+\.?,? )?(\d{1,2}) (\p{L}+)\.? (\d{4})$/u;

/** The month (1–12) a Dutch name or abbreviation stands for ("december", "dec", "sept", "mrt"), or 0. */
function dutchMonth(name: string): number {
  if (name === "mrt") return 3;
  const short = name.length >= 3 && name.length <= 4;
  return DUTCH_MONTHS.findIndex((full) => full === name || (short && full.startsWith(name))) + 1;
}

/** A written Dutch date, "18 december 2026", "vr 18 dec. 2026", as YYYY-MM-DD, or null. */
function dutchWrittenDate(value: string): string | null {
  const match = DUTCH_WRITTEN.exec(value);
  const month = match ? dutchMonth((match[2] ?? "").toLowerCase()) : 0;
  return match && month ? ymd(Number(match[3]), month, Number(match[1])) : null;
}

/**
 * A date typed or picked in any accepted form, normalised to YYYY-MM-DD, or
 * null (the form then shows DATE_PROBLEM). Accepted: yyyy-mm-dd (also with a time
 * after it: the date as written is kept), dd-mm-yyyy and dd.mm.yyyy, dd/mm/yyyy or
 * mm/dd/yyyy (on an English page day-first only when the first part exceeds 12; on a
 * Dutch page always day-first), and written forms such as "1 December 2026",
 * "Dec 1, 2026" or "Tue Dec 01 2026" (on a Dutch page also "18 december 2026",
 * "vr 18 dec. 2026"). Impossible dates (31/02/2026) are rejected, never rolled over.
 */
export function normaliseDate(text: string | null | undefined, locale: Locale = "en"): string | null {
  if (typeof text !== "string") return null;
  const value = text.trim().replace(/\s+/g, " ");
  if (value === "" || value.length > 64) return null;

  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/i.exec(value);
  if (iso) return ymd(Number(iso[1]), Number(iso[2]), Number(iso[3]));

  const slash = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value);
  if (slash) {
    const first = Number(slash[1]);
    const second = Number(slash[2]);
    const year = Number(slash[3]);
    return first > 12 || locale === "nl" ? ymd(year, second, first) : ymd(year, first, second);
  }
  if (locale === "nl") {
    const written = dutchWrittenDate(value);
    if (written) return written;
  }
  if (
    /^[\d\s/.-]+$/.test(value) &&
    !/^\d{4}[/.]\d{1,2}[/.]\d{1,2}$|^\d{1,2}[.-]\d{1,2}[.-]\d{4}$|^\d{8}$/.test(value)
  ) {
    return null;
  }

  const cleaned = value.replace(/(\d)(st|nd|rd|th)\b/gi, "$1");
  for (const format of TEXT_FORMATS) {
    const parsed = parse(cleaned, format, REFERENCE);
    if (isValid(parsed)) return ymd(parsed.getFullYear(), parsed.getMonth() + 1, parsed.getDate());
  }
  return null;
}

/**
 * Adults / passengers: below 1, empty or invalid → 1; decimals are
 * floored; more than MAX_ADULTS → MAX_ADULTS.
 */
export function normaliseAdults(value: unknown): number {
  const n =
    typeof value === "number"
      ? value
      : typeof value === "string" && /^\s*[+-]?\d+(\.\d+)?\s*$/.test(value)
        ? Number(value)
        : Number.NaN;
  if (!Number.isFinite(n)) return MIN_ADULTS;
  const whole = Math.floor(n);
  if (whole < MIN_ADULTS) return MIN_ADULTS;
  return Math.min(whole, MAX_ADULTS);
}

/**
 * Children or infants as sent: absent or empty → 0; a whole number ≥ 0 → itself
 * ("2", 2, " 2 "); anything else → null (the rules refuse it with a sentence).
 */
export function parseTravellerCount(value: unknown): number | null {
  if (value === undefined || value === null) return 0;
  if (typeof value === "number") return Number.isInteger(value) && value >= 0 ? value : null;
  if (typeof value !== "string") return null;
  const text = value.trim();
  if (text === "") return 0;
  return /^\d{1,3}$/.test(text) ? Number(text) : null;
}

/**
 * The cabin for a raw value: absent or empty → economy; the URL values, Amadeus'
 * upper-case travelClass and spaced or hyphenated forms ("Premium economy",
 * "premium-economy") are accepted; anything else → null.
 */
export function parseCabin(value: unknown): Cabin | null {
  if (value === undefined || value === null) return "economy";
  if (typeof value !== "string") return null;
  const key = value
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, "_");
  if (key === "") return "economy";
  return (CABINS as readonly string[]).includes(key) ? (key as Cabin) : null;
}

const TRIP_TYPES: Record<string, TripType> = {
  oneway: "oneway",
  "one-way": "oneway",
  one_way: "oneway",
  roundtrip: "roundtrip",
  "round-trip": "roundtrip",
  round_trip: "roundtrip",
  return: "roundtrip",
  multicity: "multicity",
  "multi-city": "multicity",
  multi_city: "multicity",
};

/** The trip type for a raw value: empty → oneway, unknown → null. */
export function normaliseTripType(value: unknown): TripType | null {
  if (value === undefined || value === null) return "oneway";
  if (typeof value !== "string") return null;
  const key = value.trim().toLowerCase();
  if (key === "") return "oneway";
  return TRIP_TYPES[key] ?? null;
}

/** Today's date (YYYY-MM-DD) in UTC shifted by `hours`. */
function utcDate(now: Date, hours = 0): string {
  const shifted = new Date(now.getTime() + hours * 3_600_000);
  return `${pad(shifted.getUTCFullYear(), 4)}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())}`;
}

/** The departure window the API accepts: [earliest, latest] as YYYY-MM-DD. */
export function searchDateWindow(now: Date = new Date()): { earliest: string; latest: string } {
  const today = utcDate(now);
  const [y, m, d] = today.split("-").map(Number) as [number, number, number];
  // One year ahead; 29 February maps to 28 February (or 1 March is never produced).
  const latest = ymd(y + 1, m, d) ?? ymd(y + 1, m, d - 1) ?? today;
  return { earliest: utcDate(now, -12), latest };
}
