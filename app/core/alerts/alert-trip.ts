/**
 * The trip an alert follows: trip type, return day or trip length, travellers and
 * cabin, read and checked by the search's own rules (search-params.ts, search-rules.ts), so an
 * alert never follows a trip the search would refuse, and the check searches exactly this trip.
 * Plain TypeScript for the form (browser), the sign-up (server), the check and the e-mails.
 *
 * Rules:
 * - the trip type is one way or return (absent: one way). A multi-city trip is not stored: the
 *   alert follows one of its flights, one way, and the pages say so;
 * - a return trip with a departure day has a return day (on or after it, within a year), or a
 *   trip length from which the return day is counted;
 * - a return trip by month or any day has a trip length in whole days (0 to MAX_TRIP_LENGTH):
 *   each check's return is its departure plus that many days;
 * - a one-way trip keeps no return day nor trip length (sent ones are ignored, as the search does);
 * - travellers and cabin: the search's rules (at most 9 seats, one infant per adult, four cabins).
 */
import type { MessageKey } from "../../i18n/message-key";
import type { Translate } from "../../i18n/translator";
import {
  normaliseAdults,
  normaliseDate,
  normaliseTripType,
  parseCabin,
  parseTravellerCount,
} from "../search/search-params";
import { adultsProblem, type DateWindow, returnDateProblem, travellersProblems } from "../search/search-rules";
import { isAdultsOnlyEconomy, travellerFields } from "../search/travellers";
import type { Cabin, SearchRequest } from "../search/types";

/** The longest return trip an alert by month or any day follows, in days. */
export const MAX_TRIP_LENGTH = 60;

type AlertTripType = "oneway" | "roundtrip";

export interface AlertTrip {
  tripType: AlertTripType;
  /** Return day (YYYY-MM-DD) of a return trip with a departure day; else null. */
  returnDate: string | null;
  /** Days from departure to return of a return trip by month or any day; else null. */
  tripLength: number | null;
  adults: number;
  children: number;
  infants: number;
  cabin: Cabin;
}

/** A one-way trip for one adult in economy: what an alert made before trips existed follows. */
export const PLAIN_TRIP: AlertTrip = {
  tripType: "oneway",
  returnDate: null,
  tripLength: null,
  adults: 1,
  children: 0,
  infants: 0,
  cabin: "economy",
};

export type TripField = keyof AlertTrip;
export type TripCheck = { ok: true; trip: AlertTrip } | { ok: false; problems: Partial<Record<TripField, string>> };

/** The search rules' reasons about travellers, said in the alerts' own words (the page has no `search` words). */
const TRAVELLER_WORDS: Partial<Record<MessageKey, MessageKey>> = {
  "search.rule.tooManyAdults": "alerts.signup.tooManyAdults",
  "search.rule.childrenHint": "alerts.signup.childrenHint",
  "search.rule.infantsHint": "alerts.signup.infantsHint",
  "search.rule.tooManySeated": "alerts.signup.tooManySeated",
  "search.rule.tooManyInfants": "alerts.signup.tooManyInfants",
  "search.rule.cabinHint": "alerts.signup.cabinHint",
};

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

/** Adds whole days to a calendar day (YYYY-MM-DD). */
function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * Reads and checks the trip fields of the alert form. `departDate` is the form's departure day
 * already read (null for a month or any day, or when it did not read).
 */
export function checkTrip(
  input: Record<string, unknown>,
  departDate: string | null,
  window: DateWindow,
  t: Translate,
): TripCheck {
  const problems: Partial<Record<TripField, string>> = {};
  const asked = normaliseTripType(text(input.tripType) || "oneway");
  if (asked !== "oneway" && asked !== "roundtrip") problems.tripType = t("alerts.signup.tripType");
  const tripType: AlertTripType = asked === "roundtrip" ? "roundtrip" : "oneway";

  let returnDate: string | null = null;
  let tripLength: number | null = null;
  if (tripType === "roundtrip") {
    const lengthText = text(input.tripLength);
    const length = /^\d{1,3}$/.test(lengthText) ? Number(lengthText) : null;
    if (lengthText && (length === null || length > MAX_TRIP_LENGTH)) {
      problems.tripLength = t("alerts.signup.tripLength", { max: MAX_TRIP_LENGTH });
    }
    const returnText = text(input.returnDate);
    if (departDate) {
      returnDate = returnText ? normaliseDate(returnText) : length !== null ? addDays(departDate, length) : null;
      if (!returnText && length === null && !problems.tripLength) {
        problems.returnDate = t("alerts.signup.returnMissing");
      } else if (returnText && !returnDate) {
        problems.returnDate = t("alerts.signup.returnInvalid");
      } else if (returnDate && returnDateProblem(returnDate, departDate, window)) {
        problems.returnDate =
          returnDate < departDate
            ? t("alerts.signup.returnBeforeDeparture", { date: returnDate, departure: departDate })
            : t("alerts.signup.returnTooFar", { date: returnDate, latest: window.latest });
      }
    } else if (returnText) {
      // A month or any day has no return day: the trip's length says when it comes back.
      problems.returnDate = t("alerts.signup.returnNeedsDay");
    } else if (length === null && !problems.tripLength) {
      problems.tripLength = t("alerts.signup.tripLengthMissing");
    } else {
      tripLength = length;
    }
  }

  const adults = normaliseAdults(input.adults);
  const tooMany = adultsProblem(text(input.adults));
  const children = parseTravellerCount(input.children);
  const infants = parseTravellerCount(input.infants);
  const cabin = parseCabin(input.cabin);
  const travellers = travellersProblems({ adults, children, infants, cabin });
  const say = (key: MessageKey, values?: Record<string, string | number>) =>
    t(TRAVELLER_WORDS[key] ?? key, values as Record<string, unknown>);
  if (tooMany) problems.adults = say(tooMany.key, tooMany.values);
  for (const field of ["children", "infants", "cabin"] as const) {
    const reason = travellers[field];
    if (reason) problems[field] = say(reason.key, reason.values);
  }

  if (Object.keys(problems).length > 0) return { ok: false, problems };
  return {
    ok: true,
    trip: {
      tripType,
      returnDate,
      tripLength,
      adults,
      children: children ?? 0,
      infants: infants ?? 0,
      cabin: cabin ?? "economy",
    },
  };
}

/** The trip of a stored alert; rows made before trips existed read as PLAIN_TRIP. */
export function tripOf(row: Partial<Record<TripField, unknown>>): AlertTrip {
  const cabin = parseCabin(row.cabin) ?? "economy";
  const count = (value: unknown, fallback: number) =>
    typeof value === "number" && Number.isInteger(value) && value >= 0 ? value : fallback;
  return {
    tripType: row.tripType === "roundtrip" ? "roundtrip" : "oneway",
    returnDate: typeof row.returnDate === "string" ? row.returnDate : null,
    tripLength: typeof row.tripLength === "number" ? row.tripLength : null,
    adults: Math.max(1, count(row.adults, 1)),
    children: count(row.children, 0),
    infants: count(row.infants, 0),
    cabin,
  };
}

/**
 * The search a check runs for a trip leaving on `departure`: the alert's return day (or the
 * departure plus its trip length), travellers and cabin. Null when the return would fall
 * outside the search window (a month alert near the year's end): the search would refuse it.
 */
export function tripSearch(
  route: { origin: string; destination: string },
  trip: AlertTrip,
  departure: string,
  window: DateWindow,
): SearchRequest | null {
  const travellers = { adults: trip.adults, children: trip.children, infants: trip.infants, cabin: trip.cabin };
  const request = { from: route.origin, to: route.destination, date: departure, ...travellers };
  if (trip.tripType === "oneway") return { ...request, tripType: "oneway" };
  const returnDate = trip.returnDate ?? addDays(departure, trip.tripLength ?? 0);
  if (returnDateProblem(returnDate, departure, window)) return null;
  return { ...request, tripType: "roundtrip", returnDate };
}

/** The query of the /search page for a search (View flights in the e-mails): the trip, travellers and cabin. */
export function searchQuery(request: SearchRequest): URLSearchParams {
  const query = new URLSearchParams({ from: request.from, to: request.to, date: request.date });
  query.set("tripType", request.tripType);
  if (request.returnDate) query.set("returnDate", request.returnDate);
  const fields = travellerFields({
    adults: request.adults,
    children: request.children ?? 0,
    infants: request.infants ?? 0,
    cabin: request.cabin ?? "economy",
  });
  for (const [name, value] of Object.entries(fields)) query.set(name, value);
  return query;
}

const CABIN_WORDS: Record<Cabin, MessageKey> = {
  economy: "alerts.trip.cabin.economy",
  premium_economy: "alerts.trip.cabin.premium_economy",
  business: "alerts.trip.cabin.business",
  first: "alerts.trip.cabin.first",
};

/**
 * The trip in words, for the list, the pages and the e-mails: "One way, 1 adult", "Return,
 * 2 adults, 1 child, business". The cabin is named unless it is economy for adults only, as the
 * search's own summary does.
 */
export function describeTrip(trip: AlertTrip, t: Translate): string {
  const parts = [t(trip.tripType === "roundtrip" ? "alerts.trip.return" : "alerts.trip.oneway")];
  parts.push(t("alerts.trip.adults", { count: trip.adults }));
  if (trip.children > 0) parts.push(t("alerts.trip.children", { count: trip.children }));
  if (trip.infants > 0) parts.push(t("alerts.trip.infants", { count: trip.infants }));
  if (!isAdultsOnlyEconomy(trip)) parts.push(t(CABIN_WORDS[trip.cabin]));
  return parts.join(", ");
}
