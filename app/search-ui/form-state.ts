/**
 * The search form's state, validation (spec §5) and its URL form (pure, shared by
 * the browser and the /search loader).
 *
 * URL: /search?from=JFK&to=CDG&date=2026-12-01&tripType=oneway&adults=1 (+returnDate).
 * Multi City repeats from/to/date once per leg, in order — exactly what a plain GET
 * form with repeated field names sends, so it also works without JavaScript:
 * /search?tripType=multicity&from=JFK&to=CDG&date=…&from=CDG&to=FCO&date=…
 */

import { DATE_HINT, IATA_HINT, normaliseAdults, normaliseDate, resolveIataCode } from "../search/search-params";
import type { Place, TripType } from "../search/types";

export const MIN_LEGS = 2;
export const MAX_LEGS = 6;
export const RETURN_BEFORE_DEPARTURE_HINT = "The return date must be on or after the departure date.";

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
}

export interface LegErrors {
  from?: string;
  to?: string;
  date?: string;
}

export interface ValidLeg {
  from: string;
  to: string;
  date: string;
}

export interface Validation {
  valid: boolean;
  legs: LegErrors[];
  returnDate?: string;
  /** The legs that will be searched (one for one way / return). */
  searchLegs: ValidLeg[];
  returnDateValue?: string;
  adults: number;
}

export const emptyPlace = (text = ""): PlaceField => ({ text, place: null });
export const emptyLeg = (): LegState => ({ from: emptyPlace(), to: emptyPlace(), date: "" });

export function initialFormState(): FormState {
  return { tripType: "oneway", legs: [emptyLeg()], returnDate: "", adults: "1" };
}

/** Legs the current tab shows: one for one way / return, 2-6 for Multi City. */
export function visibleLegs(state: FormState): LegState[] {
  if (state.tripType !== "multicity") return state.legs.slice(0, 1);
  const legs = state.legs.slice(0, MAX_LEGS);
  while (legs.length < MIN_LEGS) legs.push(emptyLeg());
  return legs;
}

export function validateForm(state: FormState): Validation {
  const legs = visibleLegs(state);
  const errors: LegErrors[] = [];
  const searchLegs: ValidLeg[] = [];
  for (const leg of legs) {
    const from = resolveIataCode(leg.from.text, leg.from.place);
    const to = resolveIataCode(leg.to.text, leg.to.place);
    const date = normaliseDate(leg.date);
    const e: LegErrors = {};
    if (!from) e.from = IATA_HINT;
    if (!to) e.to = IATA_HINT;
    if (!date) e.date = DATE_HINT;
    errors.push(e);
    if (from && to && date) searchLegs.push({ from, to, date });
  }
  const result: Validation = {
    valid: searchLegs.length === legs.length,
    legs: errors,
    searchLegs,
    adults: normaliseAdults(state.adults),
  };
  if (state.tripType === "roundtrip" && state.returnDate.trim()) {
    const ret = normaliseDate(state.returnDate);
    const depart = searchLegs[0]?.date;
    if (!ret) result.returnDate = DATE_HINT;
    else if (depart && ret < depart) result.returnDate = RETURN_BEFORE_DEPARTURE_HINT;
    else result.returnDateValue = ret;
  }
  return result;
}

/** The /search query for a valid form, or null. */
export function toSearchParams(state: FormState, v: Validation = validateForm(state)): URLSearchParams | null {
  if (!v.valid) return null;
  const params = new URLSearchParams();
  for (const leg of v.searchLegs) {
    params.append("from", leg.from);
    params.append("to", leg.to);
    params.append("date", leg.date);
  }
  if (state.tripType === "roundtrip" && v.returnDateValue) params.set("returnDate", v.returnDateValue);
  params.set("tripType", state.tripType);
  params.set("adults", String(v.adults));
  return params;
}

function tripTypeFrom(value: string | null): TripType {
  if (value === "roundtrip" || value === "return") return "roundtrip";
  if (value === "multicity") return "multicity";
  return "oneway";
}

/** Splits a free-text search such as "JFK to CDG" or "New York - Paris" (the SearchAction's q). */
export function splitFreeText(q: string): { from: string; to: string } {
  const parts = q.split(/\s+(?:to|→|->|–|-)\s+|\s*(?:→|->)\s*/i).map((p) => p.trim());
  if (parts.length >= 2) return { from: parts[0] ?? "", to: parts[1] ?? "" };
  const codes = q.match(/\b[A-Za-z]{3}\b/g);
  if (codes && codes.length >= 2) return { from: codes[0] ?? "", to: codes[1] ?? "" };
  return { from: q.trim(), to: "" };
}

/** Prefills the form from /search's query (spec: from, to, date, returnDate, tripType, adults; plus q). */
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
  return { tripType, legs, returnDate: params.get("returnDate") ?? "", adults: params.get("adults") ?? "1" };
}

/** What /search should search for this query, or null when it is incomplete. */
export function searchFromParams(params: URLSearchParams): {
  tripType: TripType;
  legs: ValidLeg[];
  returnDate?: string;
  adults: number;
} | null {
  const state = formStateFromParams(params);
  const v = validateForm(state);
  if (!v.valid) return null;
  return {
    tripType: state.tripType,
    legs: v.searchLegs,
    returnDate: state.tripType === "roundtrip" ? v.returnDateValue : undefined,
    adults: v.adults,
  };
}

/** Stable key of a search, to know whether results belong to the current query. */
export function searchKey(s: NonNullable<ReturnType<typeof searchFromParams>>): string {
  return [s.tripType, s.adults, s.returnDate ?? "", ...s.legs.map((l) => `${l.from}-${l.to}-${l.date}`)].join("|");
}
