/**
 * Route guides as the search needs them: a tiny, browser-safe index (no markdown,
 * no zod). Kept by hand beside the front matter; route-guides.test.ts fails when
 * it drifts from the guides' `route` fields or titles.
 */
import { DEFAULT_LOCALE, type Locale } from "../../i18n/locales";
import { isSameMetro } from "../places/metro-cities";
import type { GuideRoute } from "./guide-types";

export interface RouteGuideLink extends GuideRoute {
  slug: string;
  title: string;
}

export const ROUTE_GUIDES: readonly RouteGuideLink[] = [
  { slug: "jfk-to-cdg", title: "New York JFK to Paris CDG: A Practical Route Guide", from: "JFK", to: "CDG" },
  { slug: "nyc-to-london-when-to-book", title: "New York to London: When to Book", from: "NYC", to: "LON" },
  { slug: "sfo-to-tyo-guide", title: "San Francisco to Tokyo: Route Guide", from: "SFO", to: "TYO" },
];

/** The titles of the route guides translated so far, by language and slug; route-guides.test.ts
 * fails when one drifts from its translation's front matter. */
export const ROUTE_GUIDE_TITLES: Partial<Record<Locale, Readonly<Record<string, string>>>> = {
  nl: { "jfk-to-cdg": "New York JFK naar Parijs CDG: praktische routegids" },
};

/** A route guide's title in `locale`, or in English (and marked so) while it is not translated. */
export function routeGuideTitle(guide: RouteGuideLink, locale: Locale): { title: string; language: Locale } {
  const translated = ROUTE_GUIDE_TITLES[locale]?.[guide.slug];
  return translated ? { title: translated, language: locale } : { title: guide.title, language: DEFAULT_LOCALE };
}

/**
 * Guides for the searched legs, in leg order, each once. A leg matches a guide when
 * both ends are in the same metro area as the guide's (NYC → LON covers JFK → LHR
 * and EWR → LGW; JFK → CDG covers NYC → PAR), in the guide's direction only: the
 * guides are written for travellers leaving from their origin.
 */
export function routeGuidesFor(legs: readonly GuideRoute[]): RouteGuideLink[] {
  const found: RouteGuideLink[] = [];
  for (const leg of legs) {
    for (const guide of ROUTE_GUIDES) {
      if (isSameMetro(leg.from, guide.from) && isSameMetro(leg.to, guide.to) && !found.includes(guide))
        found.push(guide);
    }
  }
  return found;
}

/** How far ahead a route guide's search button looks: inside the usual booking window. */
export const GUIDE_SEARCH_DAYS_AHEAD = 45;

/** UTC calendar date `days` after `now`, as YYYY-MM-DD. */
export function isoDateDaysAfter(now: Date, days: number): string {
  return new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

/** /search prefilled with the guide's route, one way, on a date GUIDE_SEARCH_DAYS_AHEAD days from `now`. */
export function guideSearchPath(route: GuideRoute, now: Date): string {
  const params = new URLSearchParams({
    from: route.from,
    to: route.to,
    date: isoDateDaysAfter(now, GUIDE_SEARCH_DAYS_AHEAD),
    tripType: "oneway",
    adults: "1",
  });
  return `/search?${params}`;
}
