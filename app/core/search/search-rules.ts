/**
 * The search rules: one module for the browser form, the /search
 * page and the server's zod schema (search-request-schema.ts calls these very
 * functions). Plain TypeScript, no zod, so the browser bundle stays small.
 *
 * checkSearch() takes what a traveller asked for — codes already resolved
 * (resolveIataCode), dates as typed in the page's language — and answers either
 * the domain's SearchRequests (one per leg) or a problem per field, each a whole
 * sentence a person can act on, as a message key with its values (rule-message.ts):
 * the form shows it in the page's language, and the server answers the same
 * sentence with a 400, prefixed by the field name, in the language of the page
 * that asked.
 *
 * Rules:
 * - origin and destination resolve to a 3-letter IATA code (else IATA_PROBLEM); on the server a
 *   typed name is first resolved through the place index (resolve-place.ts): a name that
 *   stands for several places or none is refused with placeProblem's sentence;
 * - the destination is not the origin, nor in the same city (metro-cities.ts:
 *   JFK→LGA, NYC→EWR, LHR→LON);
 * - dates parse (else DATE_PROBLEM) and lie in the window: not in the past (the day
 *   is over everywhere on Earth, i.e. before today at UTC−12) and at most a year
 *   after today (UTC);
 * - a return trip has a return date, on or after the departure, in the window;
 * - multi-city: 2 to 6 legs, each leaving on or after the previous one's date;
 * - adults: below 1, empty or invalid count as 1, more than 9 is refused
 *   (one booking holds at most 9 passengers) rather than silently lowered;
 * - children (2–11) and infants (under 2) are whole numbers, 0 when absent;
 *   adults and children together take at most 9 seats (infants sit on a lap, as
 *   Amadeus counts them); at most one infant per adult;
 * - the cabin is economy, premium economy, business or first (economy when absent).
 */
import type { Locale } from "../../i18n/locales";
import { isSameMetro } from "../places/metro-cities";
import { type RuleMessage, ruleMessage, sameRuleMessage } from "./rule-message";
import {
  DATE_PROBLEM,
  IATA_PROBLEM,
  MAX_ADULTS,
  normaliseAdults,
  normaliseDate,
  parseCabin,
  parseTravellerCount,
  searchDateWindow,
} from "./search-params";
import type { Cabin, SearchRequest, TripType } from "./types";

export const MIN_LEGS = 2;
export const MAX_LEGS = 6;

/** The most seats (adults and children) one booking holds; infants on a lap take none. */
export const MAX_SEATED = 9;
export const RETURN_DATE_REQUIRED = ruleMessage("search.rule.returnDateRequired");
export const TOO_MANY_ADULTS = ruleMessage("search.rule.tooManyAdults", { max: MAX_ADULTS });
export const CHILDREN_HINT = ruleMessage("search.rule.childrenHint");
const INFANTS_HINT = ruleMessage("search.rule.infantsHint");
export const TOO_MANY_SEATED = ruleMessage("search.rule.tooManySeated", { max: MAX_SEATED });
export const TOO_MANY_INFANTS = ruleMessage("search.rule.tooManyInfants");
export const CABIN_HINT = ruleMessage("search.rule.cabinHint");

/** The date window, as searchDateWindow() gives it. */
export interface DateWindow {
  earliest: string;
  latest: string;
}

/** Why a typed place name cannot be searched: it stands for several places (choose one) or for none. */
export function placeProblem(text: string, kind: "several" | "none"): RuleMessage {
  const shown = text.trim().slice(0, 64);
  return ruleMessage(kind === "several" ? "search.rule.placeSeveral" : "search.rule.placeUnknown", { text: shown });
}

/** Why `to` may not be searched from `from`, or null. Both are IATA codes. */
export function samePlaceProblem(from: string, to: string): RuleMessage | null {
  if (from.toUpperCase() === to.toUpperCase()) {
    return ruleMessage("search.rule.sameAirport", { code: from.toUpperCase() });
  }
  if (isSameMetro(from, to)) {
    return ruleMessage("search.rule.sameCity", { from: from.toUpperCase(), to: to.toUpperCase() });
  }
  return null;
}

/** Why a departure date (YYYY-MM-DD) may not be searched, or null. */
export function departureDateProblem(date: string, window: DateWindow): RuleMessage | null {
  if (date < window.earliest) return ruleMessage("search.rule.departurePast", { date });
  if (date > window.latest) return ruleMessage("search.rule.departureTooLate", { date, latest: window.latest });
  return null;
}

/** Why a return date (YYYY-MM-DD) may not follow a departure on `departure`, or null. */
export function returnDateProblem(returnDate: string, departure: string, window: DateWindow): RuleMessage | null {
  if (returnDate < departure) {
    return ruleMessage("search.rule.returnBeforeDeparture", { date: returnDate, departure });
  }
  if (returnDate > window.latest) {
    return ruleMessage("search.rule.returnTooLate", { date: returnDate, latest: window.latest });
  }
  return null;
}

/** A multi-city leg's position (0-based) and date. */
export interface DatedLeg {
  index: number;
  date: string;
}

/** Why a multi-city leg may not follow an earlier leg (the last one with a date), or null. */
export function legOrderProblem(leg: DatedLeg, earlier: DatedLeg): RuleMessage | null {
  if (leg.date >= earlier.date) return null;
  return ruleMessage("search.rule.legOrder", {
    flight: leg.index + 1,
    date: leg.date,
    earlierFlight: earlier.index + 1,
    earlierDate: earlier.date,
  });
}

/** `date` (YYYY-MM-DD) moved into the window. */
function clampToWindow(date: string, window: DateWindow): string {
  if (date < window.earliest) return window.earliest;
  return date > window.latest ? window.latest : date;
}

/** The days each date picker offers, as its min and max. */
export interface PickerBounds {
  /** One per leg, in order. */
  legs: DateWindow[];
  returnDate: DateWindow;
}

/**
 * The days the form's date pickers offer, by the rules above, so a picker never offers a day
 * the rules refuse: every date in the window; a multi-city leg never before the last earlier
 * leg with a date (legOrderProblem); the return never before the departure. Dates are
 * normalised YYYY-MM-DD, or null where the field holds no date yet.
 */
export function datePickerBounds(
  input: { tripType: TripType; legDates: readonly (string | null)[] },
  window: DateWindow,
): PickerBounds {
  let earlier: string | null = null;
  const legs = input.legDates.map((date): DateWindow => {
    const earliest = input.tripType === "multicity" && earlier ? clampToWindow(earlier, window) : window.earliest;
    if (date) earlier = date;
    return { earliest, latest: window.latest };
  });
  const departure = input.legDates[0];
  return {
    legs,
    returnDate: { earliest: departure ? clampToWindow(departure, window) : window.earliest, latest: window.latest },
  };
}

/** Why this many adults may not be searched, or null (below 1, empty or invalid count as 1). */
export function adultsProblem(value: unknown): RuleMessage | null {
  const n = typeof value === "string" ? Number(value) : value;
  return Number.isFinite(n) && (n as number) >= MAX_ADULTS + 1 ? TOO_MANY_ADULTS : null;
}

/** What the travellers' fields hold once read: counts and cabin, or null where unreadable. */
export interface TravellersAsked {
  adults: number;
  children: number | null;
  infants: number | null;
  cabin: Cabin | null;
}

export interface TravellersProblems {
  children?: RuleMessage;
  infants?: RuleMessage;
  cabin?: RuleMessage;
}

/** Why these children, infants and cabin may not be searched with these adults, per field. */
export function travellersProblems(asked: TravellersAsked): TravellersProblems {
  const problems: TravellersProblems = {};
  if (asked.children === null) problems.children = CHILDREN_HINT;
  else if (asked.adults + asked.children > MAX_SEATED) problems.children = TOO_MANY_SEATED;
  if (asked.infants === null) problems.infants = INFANTS_HINT;
  else if (asked.infants > asked.adults) problems.infants = TOO_MANY_INFANTS;
  if (asked.cabin === null) problems.cabin = CABIN_HINT;
  return problems;
}

/** One leg as asked: codes already resolved (null when they did not resolve), the date as typed. */
interface LegInput {
  from: string | null;
  to: string | null;
  date: string;
}

export interface SearchInput {
  tripType: TripType;
  legs: readonly LegInput[];
  returnDate?: string;
  adults?: unknown;
  /** Absent or empty: none. */
  children?: unknown;
  /** Absent or empty: none. */
  infants?: unknown;
  /** Absent or empty: economy. */
  cabin?: unknown;
}

export interface LegProblems {
  from?: RuleMessage;
  to?: RuleMessage;
  date?: RuleMessage;
}

export interface SearchProblems {
  legs: LegProblems[];
  returnDate?: RuleMessage;
  adults?: RuleMessage;
  children?: RuleMessage;
  infants?: RuleMessage;
  cabin?: RuleMessage;
}

export type SearchCheck =
  | { ok: true; requests: SearchRequest[]; problems: SearchProblems }
  | { ok: false; problems: SearchProblems };

/**
 * Checks a search against every rule. One way and return searches use the first
 * leg only; multi-city uses 2 to 6 legs, each searched as a one-way request.
 * Dates are read as the page's language writes them (`locale`, normaliseDate).
 */
export function checkSearch(input: SearchInput, now: Date = new Date(), locale: Locale = "en"): SearchCheck {
  const window = searchDateWindow(now);
  const multi = input.tripType === "multicity";
  const legs = multi ? input.legs.slice(0, MAX_LEGS) : input.legs.slice(0, 1);
  const problems: SearchProblems = { legs: [] };
  const requests: SearchRequest[] = [];
  const adults = normaliseAdults(input.adults);
  const adultsIssue = adultsProblem(input.adults);
  if (adultsIssue) problems.adults = adultsIssue;
  const children = parseTravellerCount(input.children);
  const infants = parseTravellerCount(input.infants);
  const cabin = parseCabin(input.cabin);
  Object.assign(problems, travellersProblems({ adults, children, infants, cabin }));
  let earlier: DatedLeg | null = null;
  legs.forEach((leg, index) => {
    const found: LegProblems = {};
    if (!leg.from) found.from = IATA_PROBLEM;
    if (!leg.to) found.to = IATA_PROBLEM;
    else if (leg.from) {
      const same = samePlaceProblem(leg.from, leg.to);
      if (same) found.to = same;
    }
    const date = normaliseDate(leg.date, locale);
    if (!date) found.date = DATE_PROBLEM;
    else {
      const dateIssue =
        departureDateProblem(date, window) ?? (multi && earlier ? legOrderProblem({ index, date }, earlier) : null);
      if (dateIssue) found.date = dateIssue;
      earlier = { index, date };
    }
    problems.legs.push(found);
    if (leg.from && leg.to && date) {
      requests.push({
        from: leg.from.toUpperCase(),
        to: leg.to.toUpperCase(),
        date,
        tripType: multi ? "oneway" : input.tripType,
        adults,
        children: children ?? 0,
        infants: infants ?? 0,
        cabin: cabin ?? "economy",
      });
    }
  });
  const first = requests[0];
  if (input.tripType === "roundtrip") {
    const typed = input.returnDate?.trim() ?? "";
    const returnDate = normaliseDate(typed, locale);
    if (typed === "") problems.returnDate = RETURN_DATE_REQUIRED;
    else if (!returnDate) problems.returnDate = DATE_PROBLEM;
    else if (first) {
      const returnIssue = returnDateProblem(returnDate, first.date, window);
      if (returnIssue) problems.returnDate = returnIssue;
      else first.returnDate = returnDate;
    }
  }
  const fine =
    (multi ? legs.length >= MIN_LEGS : legs.length === 1) &&
    problems.legs.every((p) => !p.from && !p.to && !p.date) &&
    !problems.returnDate &&
    !problems.adults &&
    !problems.children &&
    !problems.infants &&
    !problems.cabin;
  return fine ? { ok: true, requests, problems } : { ok: false, problems };
}

/** The distinct problems of a check in reading order (field by field, leg by leg), for an error box. */
export function problemList(problems: SearchProblems): RuleMessage[] {
  const list: RuleMessage[] = [];
  const add = (p: RuleMessage | undefined) => {
    if (p && !list.some((listed) => sameRuleMessage(listed, p))) list.push(p);
  };
  for (const leg of problems.legs) for (const p of [leg.from, leg.to, leg.date]) add(p);
  add(problems.returnDate);
  for (const p of [problems.adults, problems.children, problems.infants, problems.cabin]) add(p);
  return list;
}
