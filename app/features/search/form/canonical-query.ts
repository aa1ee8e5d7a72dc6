/**
 * A search's URL as the form with JavaScript writes it (pure). A form sent without JavaScript
 * sends its fields as typed: place names ("John F. Kennedy (JFK)"), dates as the page types them,
 * travellers at their defaults. /search answers such a query with a redirect to the same search
 * in codes and ISO days (toSearchParams), so the address is the one a shared link would have.
 */
import type { Locale } from "../../../i18n/locales";
import { readSearchQuery, toSearchParams, validateForm } from "./form-state";

/** The fields that say what is searched; any other parameter (view, sort, filters) is kept as it is. */
const SEARCH_FIELDS = ["from", "to", "date", "returnDate", "tripType", "adults", "children", "infants", "cabin", "q"];

/** The canonical query for a valid search written otherwise, or null (already canonical, or nothing to search). */
export function canonicalSearchQuery(params: URLSearchParams, now: Date, locale: Locale): URLSearchParams | null {
  const { form, spec } = readSearchQuery(params, now, locale);
  if (!spec) return null;
  const canonical = toSearchParams(form, validateForm(form, now, locale));
  if (!canonical) return null;
  // Only places and days decide: a link that leaves tripType or a default traveller field out is fine as it is.
  const same = ["from", "to", "date", "returnDate"].every(
    (field) => params.getAll(field).join("\n") === canonical.getAll(field).join("\n"),
  );
  if (same) return null;
  for (const [name, value] of params) if (!SEARCH_FIELDS.includes(name)) canonical.append(name, value);
  return canonical;
}
