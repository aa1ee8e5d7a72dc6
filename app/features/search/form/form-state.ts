/**
 * The search form's state, validation (the search rules) and its URL form (pure, shared by
 * the browser and the /search loader).
 *
 * URL: /search?from=JFK&to=CDG&date=2026-12-01&tripType=oneway&adults=1 (+returnDate;
 * + children, infants and cabin when not 0, 0 and economy).
 * Multi City repeats from/to/date once per leg, in order — exactly what a plain GET
 * form with repeated field names sends, so it also works without JavaScript:
 * /search?tripType=multicity&from=JFK&to=CDG&date=…&from=CDG&to=FCO&date=…
 */

import type { RuleMessage } from "../../../core/search/rule-message";
import { IATA, normaliseDate, resolveIataCode } from "../../../core/search/search-params";
import {
  checkSearch,
  type DateWindow,
  datePickerBounds,
  type LegProblems,
  MAX_LEGS,
  MIN_LEGS,
  type PickerBounds,
  problemList,
} from "../../../core/search/search-rules";
import { travellerFields, travellersOf } from "../../../core/search/travellers";
import type { Place, SearchRequest, TripType } from "../../../core/search/types";
import { formatDateInput } from "../../../format/dates";
import type { Locale } from "../../../i18n/locales";
import type { SearchSpec } from "../search-spec";
import { EDIT_PARAM, editLegs } from "./form-edits";

export interface PlaceField {
  text: string;
  /** The suggestion the traveller picked, if any. */
  place: Place | null;
}

export interface LegState {
  from: PlaceField;
  to: PlaceField;
  date: string;
}

export interface FormState {
  tripType: TripType;
  legs: LegState[];
  returnDate: string;
  adults: string;
  children: string;
  infants: string;
  cabin: string;
}

export interface Validation {
  valid: boolean;
  /** The reason next to each field of each leg (search-rules.ts), to say in the page's language. */
  legs: LegProblems[];
  returnDate?: RuleMessage;
  adults?: RuleMessage;
  children?: RuleMessage;
  infants?: RuleMessage;
  cabin?: RuleMessage;
  /** What each source is asked, one per leg (one for one way / return); empty unless valid. */
  requests: SearchRequest[];
}

const emptyPlace = (text = ""): PlaceField => ({ text, place: null });
const emptyLeg = (): LegState => ({ from: emptyPlace(), to: emptyPlace(), date: "" });

/** The flight "Add flight" adds: it starts where the last one landed. */
export function nextLeg(legs: LegState[]): LegState {
  const last = legs[legs.length - 1];
  return { ...emptyLeg(), from: last?.to.text ? { ...last.to } : emptyPlace() };
}

export function initialFormState(): FormState {
  return { tripType: "oneway", legs: [emptyLeg()], returnDate: "", ...NO_EXTRA_TRAVELLERS };
}

/** One adult in economy: the form's travellers before anyone changes them. */
const NO_EXTRA_TRAVELLERS = { adults: "1", children: "0", infants: "0", cabin: "economy" } as const;

/** The form's traveller fields as a query gives them (absent: 1 adult, 0, 0, economy). */
function travellerFieldsFrom(params: URLSearchParams): Pick<FormState, "adults" | "children" | "infants" | "cabin"> {
  return {
    adults: params.get("adults") ?? NO_EXTRA_TRAVELLERS.adults,
    children: params.get("children") ?? NO_EXTRA_TRAVELLERS.children,
    infants: params.get("infants") ?? NO_EXTRA_TRAVELLERS.infants,
    cabin: params.get("cabin") ?? NO_EXTRA_TRAVELLERS.cabin,
  };
}

/** Legs the current tab shows: one for one way / return, 2-6 for Multi City. */
export function visibleLegs(state: FormState): LegState[] {
  if (state.tripType !== "multicity") return state.legs.slice(0, 1);
  const legs = state.legs.slice(0, MAX_LEGS);
  while (legs.length < MIN_LEGS) legs.push(emptyLeg());
  return legs;
}

/**
 * What a place field is searched as: its code, or with `typedNames` the name as typed (trimmed),
 * which the /search loader resolves through the place index before anything is searched.
 */
function placeOf(field: PlaceField, typedNames: boolean): string | null {
  return (typedNames ? typedName(field) : null) ?? resolveIataCode(field.text, field.place);
}

/**
 * The text of a place field the browser sends for the server to resolve, or null when the field
 * says its code itself: a picked suggestion, a bare code ("jfk") or one in parentheses ("Paris
 * (CDG)"). A name is never read for a three-letter word in it: "new york" is not NEW.
 */
function typedName(field: PlaceField): string | null {
  const text = field.text.trim();
  if (text === "" || field.place || IATA.test(text) || CODE_IN_PARENTHESES.test(text)) return null;
  return text;
}
const CODE_IN_PARENTHESES = /\(\s*[A-Za-z]{3}\s*\)/;

/**
 * The form checked against the shared search rules, with the requests it stands for; dates are
 * read as the page's language types them (`locale`: 18-12-2026 on a Dutch page).
 * `typedNames` (the browser form): a place typed but not picked from the suggestions is sent as
 * typed, as a form without JavaScript sends it, so "london" or "londn" is resolved on the server
 * (one place taken, several offered as choices, none explained) instead of refused here.
 */
export function validateForm(
  state: FormState,
  now: Date = new Date(),
  locale: Locale = "en",
  { typedNames = false }: { typedNames?: boolean } = {},
): Validation {
  const check = checkSearch(
    {
      tripType: state.tripType,
      legs: visibleLegs(state).map((leg) => ({
        from: placeOf(leg.from, typedNames),
        to: placeOf(leg.to, typedNames),
        date: leg.date,
      })),
      returnDate: state.returnDate,
      adults: state.adults,
      children: state.children,
      infants: state.infants,
      cabin: state.cabin,
    },
    now,
    locale,
  );
  const { legs, ...others } = check.problems;
  const result: Validation = { valid: check.ok, legs, requests: check.ok ? check.requests : [] };
  for (const field of ["returnDate", "adults", "children", "infants", "cabin"] as const) {
    if (others[field]) result[field] = others[field];
  }
  return result;
}

/**
 * The min and max of each date picker the form shows (search-rules.ts datePickerBounds):
 * the window, and for Multi City never a day before the previous flight's date.
 */
export function datePickers(state: FormState, window: DateWindow, locale: Locale = "en"): PickerBounds {
  return datePickerBounds(
    { tripType: state.tripType, legDates: visibleLegs(state).map((leg) => normaliseDate(leg.date, locale)) },
    window,
  );
}

/**
 * Multi City: picking leg N's destination starts leg N+1 there, unless the
 * traveller already filled leg N+1's origin.
 */
export function setLegDestination(state: FormState, index: number, to: PlaceField): FormState {
  const legs = visibleLegs(state).map((leg, i) => (i === index ? { ...leg, to } : leg));
  const next = legs[index + 1];
  if (state.tripType === "multicity" && to.place && next && next.from.text.trim() === "") {
    legs[index + 1] = { ...next, from: { ...to } };
  }
  return { ...state, legs: state.tripType === "multicity" ? legs : [...legs, ...state.legs.slice(1)] };
}

/**
 * The /search query for a valid form, or null. With `typedNames` (as validated), a name goes as
 * typed for the server to resolve.
 */
export function toSearchParams(
  state: FormState,
  v: Validation = validateForm(state),
  { typedNames = false }: { typedNames?: boolean } = {},
): URLSearchParams | null {
  if (!v.valid) return null;
  const params = new URLSearchParams();
  const legs = visibleLegs(state);
  const sent = (field: PlaceField | undefined, code: string) => (typedNames && field ? typedName(field) : null) ?? code;
  v.requests.forEach((request, i) => {
    params.append("from", sent(legs[i]?.from, request.from));
    params.append("to", sent(legs[i]?.to, request.to));
    params.append("date", request.date);
  });
  const returnDate = v.requests[0]?.returnDate;
  if (returnDate) params.set("returnDate", returnDate);
  params.set("tripType", state.tripType);
  const first = v.requests[0];
  if (first) for (const [name, value] of Object.entries(travellerFields(travellersOf(first)))) params.set(name, value);
  return params;
}

function tripTypeFrom(value: string | null): TripType {
  if (value === "roundtrip" || value === "return") return "roundtrip";
  if (value === "multicity") return "multicity";
  return "oneway";
}

/** Splits a free-text search such as "JFK to CDG" or "New York - Paris" (the SearchAction's q). */
export function splitFreeText(q: string): { from: string; to: string } {
  const parts = q.split(/\s+(?:to|\u2192|->|\u2013|-)\s+|\s*(?:\u2192|->)\s*/i).map((p) => p.trim());
  if (parts.length >= 2) return { from: parts[0] ?? "", to: parts[1] ?? "" };
  const codes = q.match(/\b[A-Za-z]{3}\b/g);
  if (codes && codes.length >= 2) return { from: codes[0] ?? "", to: codes[1] ?? "" };
  return { from: q.trim(), to: "" };
}

/** Prefills the form from /search's query (from, to, date, returnDate, tripType, adults; plus children, infants, cabin and q). */
export function formStateFromParams(params: URLSearchParams): FormState {
  const tripType = tripTypeFrom(params.get("tripType"));
  const froms = params.getAll("from");
  const tos = params.getAll("to");
  const dates = params.getAll("date");
  const count =
    tripType === "multicity" ? Math.min(MAX_LEGS, Math.max(froms.length, tos.length, dates.length, MIN_LEGS)) : 1;
  const legs: LegState[] = [];
  for (let i = 0; i < count; i++) {
    legs.push({ from: emptyPlace(froms[i] ?? ""), to: emptyPlace(tos[i] ?? ""), date: dates[i] ?? "" });
  }
  const q = params.get("q");
  const first = legs[0];
  if (q && first && !first.from.text && !first.to.text) {
    const split = splitFreeText(q);
    first.from = emptyPlace(split.from);
    first.to = emptyPlace(split.to);
  }
  return { tripType, legs, returnDate: params.get("returnDate") ?? "", ...travellerFieldsFrom(params) };
}

/**
 * What a field shows for a place: its name without the trailing "International Airport" /
 * "Airport" (the code says it is one), so the code stays visible in a narrow field:
 * "Los Angeles (LAX)", "Paris Charles de Gaulle (CDG)", "New York (NYC)".
 */
export function placeLabel(place: Place): string {
  const name = place.name.replace(/\s+(International\s+)?Airport$/i, "").trim() || place.name;
  return `${name} (${place.code})`;
}

/**
 * The form after a search shows each place by name, "New York (NYC)", not the bare code of
 * the URL: fields whose text is a code the server named (`places`) become that place.
 */
export function withPlaceNames(form: FormState, places: Readonly<Record<string, Place>>): FormState {
  const named = (field: PlaceField): PlaceField => {
    const place = field.place ? undefined : places[field.text.trim().toUpperCase()];
    return place ? { text: placeLabel(place), place } : field;
  };
  return { ...form, legs: form.legs.map((leg) => ({ ...leg, from: named(leg.from), to: named(leg.to) })) };
}

/**
 * The form with the URL's ISO days written as the page types them (18-12-2026 on a Dutch page),
 * so a search's dates read back in the way the traveller's placeholder asks for.
 */
export function withTypedDates(form: FormState, intlLocale: string): FormState {
  const typed = (date: string) => (/^\d{4}-\d{2}-\d{2}$/.test(date) ? formatDateInput(date, intlLocale) : date);
  return {
    ...form,
    legs: form.legs.map((leg) => ({ ...leg, date: typed(leg.date) })),
    returnDate: typed(form.returnDate),
  };
}

function specOf(tripType: TripType, requests: SearchRequest[]): SearchSpec {
  const spec: SearchSpec = {
    tripType,
    legs: requests.map(({ from, to, date }) => ({ from, to, date })),
    ...travellersOf(requests[0] ?? { adults: 1 }),
  };
  const returnDate = requests[0]?.returnDate;
  if (returnDate) spec.returnDate = returnDate;
  return spec;
}

/** A /search query read once: the form it prefills, what to search, and why it cannot be searched. */
export interface SearchQuery {
  form: FormState;
  /** What /search searches for, or null when the query is incomplete or breaks a rule. */
  spec: SearchSpec | null;
  /**
   * The rules' reasons, in reading order, when the query names a route and a
   * date (from, to and date all present, so the search would run) but breaks a
   * rule; [] otherwise.
   */
  problems: RuleMessage[];
}

/** The query of /search (or /nl/search: `locale`, whose way of typing dates a form without JavaScript sends). */
export function readSearchQuery(params: URLSearchParams, now: Date = new Date(), locale: Locale = "en"): SearchQuery {
  const form = formStateFromParams(params);
  // A change of the form sent without JavaScript (form-edits.ts): the form changed, nothing searched.
  if (params.has(EDIT_PARAM)) {
    const legs =
      form.tripType === "multicity" ? editLegs(visibleLegs(form), params.get(EDIT_PARAM), nextLeg) : form.legs;
    return { form: { ...form, legs }, spec: null, problems: [] };
  }
  const v = validateForm(form, now, locale);
  if (v.valid) return { form, spec: specOf(form.tripType, v.requests), problems: [] };
  const named = Boolean(params.get("from") && params.get("to") && params.get("date"));
  return {
    form,
    spec: null,
    problems: named ? problemList(v) : [],
  };
}

/** What /search should search for this query, or null when it is incomplete or breaks a rule. */
export function searchFromParams(
  params: URLSearchParams,
  now: Date = new Date(),
  locale: Locale = "en",
): SearchSpec | null {
  return readSearchQuery(params, now, locale).spec;
}

/** Stable key of a search, to know whether results belong to the current query. */
export function searchKey(s: SearchSpec): string {
  return [
    s.tripType,
    s.adults,
    s.children,
    s.infants,
    s.cabin,
    s.returnDate ?? "",
    ...s.legs.map((l) => `${l.from}-${l.to}-${l.date}`),
  ].join("|");
}
