/**
 * A search written as a traveller says it, for /search's heading and page title (pure):
 * "New York → Paris, Fri, Dec 18 – Sun, Dec 27 · 2 adults, 1 child, business"; Dutch
 * "New York → Parijs, vr 18 dec. – zo 27 dec. · 2 volwassenen, 1 kind, business". Places by
 * name (an airport as its city and code, "Paris (CDG)"), both dates of a return, every flight
 * of a multi-city trip. Each shape is one message with named slots (search.trip.*), dates go
 * through the format module in the page's locale.
 */
import { travellersOf } from "../../../core/search/travellers";
import type { Place } from "../../../core/search/types";
import { formatDate } from "../../../format/dates";
import { intlLocale, type Locale } from "../../../i18n/locales";
import type { Translate } from "../../../i18n/translator";
import type { SummarisedSearch } from "../form/search-summary";
import { DUTCH_CITY_NAMES } from "./dutch-city-names-data";

/** A city in the page's language: "Parijs" on a Dutch page. */
function cityName(name: string, locale: Locale): string {
  return locale === "nl" ? (DUTCH_CITY_NAMES[name] ?? name) : name;
}

/**
 * A code as the traveller knows it: a city by its name ("New York"), an airport by its city
 * and code ("Paris (CDG)"), a code the index does not name as the code itself.
 */
export function placeInWords(code: string, places: Readonly<Record<string, Place>>, locale: Locale): string {
  const place = places[code];
  if (!place) return code;
  if (place.type === "city") return cityName(place.name, locale);
  return place.region ? `${cityName(place.region, locale)} (${place.code})` : `${place.name} (${place.code})`;
}

/** "2 adults, 1 child, business": everyone travelling, then the cabin. */
function travellersInWords(t: Translate, search: SummarisedSearch): string {
  const who = travellersOf(search);
  const people = [t("search.travellers.adults", { count: who.adults })];
  if (who.children > 0) people.push(t("search.travellers.children", { count: who.children }));
  if (who.infants > 0) people.push(t("search.travellers.infants", { count: who.infants }));
  return t("search.trip.travellers", { people: people.join(", "), cabin: who.cabin });
}

/** The trip in `t`'s language, its places named from `places` (code → place) and days written for `locale`. */
export function tripInWords(
  t: Translate,
  search: SummarisedSearch,
  places: Readonly<Record<string, Place>>,
  locale: Locale,
): string {
  const day = (ymd: string) => formatDate(ymd, "weekdayDay", intlLocale(locale));
  const name = (code: string) => placeInWords(code, places, locale);
  const travellers = travellersInWords(t, search);
  const [first] = search.legs;
  if (search.tripType === "multicity" || !first) {
    const flights = search.legs.map((leg) =>
      t("search.trip.flight", { from: name(leg.from), to: name(leg.to), date: day(leg.date) }),
    );
    return t("search.trip.multicity", { flights: flights.join("; "), travellers });
  }
  const route = { from: name(first.from), to: name(first.to), date: day(first.date), travellers };
  if (search.tripType === "roundtrip" && search.returnDate) {
    return t("search.trip.roundtrip", { ...route, returnDate: day(search.returnDate) });
  }
  return t("search.trip.oneway", route);
}
