/**
 * The search form's changes that need no JavaScript (pure, shared by the browser and the
 * /search loader). Without JavaScript the trip-type choice is a link and "Add flight" / "Remove
 * flight N" are submit buttons; each sends the form as it stands plus `edit`, and the page comes
 * back with the form changed and nothing searched, so a half-filled form is never refused.
 *
 * /search?tripType=multicity&from=JFK&to=CDG&date=…&from=CDG&to=&date=&edit=addFlight
 */
import { MAX_LEGS, MIN_LEGS } from "../../../core/search/search-rules";
import type { TripType } from "../../../core/search/types";

/** The query parameter that marks a request as a change of the form, not a search. */
export const EDIT_PARAM = "edit";

/** The values `edit` takes: show a trip type's fields, add a flight, remove flight N (from 1). */
const EDIT_TRIP_TYPE = "tripType";
export const EDIT_ADD_FLIGHT = "addFlight";
export const editRemoveFlight = (number: number) => `removeFlight-${number}`;

/**
 * A multi-city trip's flights after the change `edit` asks for: one more (up to the rules'
 * maximum, made by `next` from the last), one fewer (never below the minimum), or unchanged (a
 * trip-type switch: the form already reads the new trip type from the query).
 */
export function editLegs<L>(legs: L[], edit: string | null, next: (legs: L[]) => L): L[] {
  if (edit === EDIT_ADD_FLIGHT) return legs.length < MAX_LEGS ? [...legs, next(legs)] : legs;
  const removed = /^removeFlight-(\d+)$/.exec(edit ?? "");
  if (removed && legs.length > MIN_LEGS) {
    const index = Number(removed[1]) - 1;
    return legs.filter((_, i) => i !== index);
  }
  return legs;
}

/**
 * Where the no-JavaScript trip-type link goes: the page the form is on, with the form's fields
 * as the page has them and `tripType` changed. On /search it is marked as an edit, so choosing
 * Return Flight shows the return date field instead of refusing the search for lacking one.
 */
export function tripTypeHref(pathname: string, search: string, tripType: TripType): string {
  const params = new URLSearchParams(search);
  params.set("tripType", tripType);
  params.delete(EDIT_PARAM);
  if (params.has("from") || params.has("to") || params.has("date")) params.set(EDIT_PARAM, EDIT_TRIP_TYPE);
  return `${pathname}?${params.toString()}`;
}
