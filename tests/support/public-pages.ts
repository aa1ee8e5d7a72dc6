import { LOCALES, localizedPath } from "../../app/i18n/locales";
import { sharedPagePaths } from "../../app/services/prerender/shared-paths.server";

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Public pages rendered per request, in English; each is also checked at its Dutch address. */
function perRequestPages(): string[] {
  const date = inDays(30);
  const back = inDays(37);
  return [
    "/search",
    `/search?from=JFK&to=CDG&date=${date}&tripType=oneway&adults=1`,
    `/search?from=JFK&to=CDG&date=${date}&returnDate=${back}&tripType=roundtrip&adults=2&children=1`,
    `/search?from=JFK&to=CDG&date=${date}&returnDate=${back}&tripType=roundtrip&adults=2&view=grid`,
    `/search?from=JFK&to=CDG&date=${date}&tripType=oneway&adults=1&view=month`,
    "/search?from=JFK&to=LGA&date=2020-01-01&tripType=oneway&adults=1",
    `/search?tripType=multicity&from=JFK&to=CDG&date=${date}&from=CDG&to=FCO&date=${inDays(34)}&adults=1`,
    "/guides?category=Airports",
    "/guides/no-such-guide",
    "/alerts?from=JFK&to=CDG",
    "/auth",
    "/auth?mode=signup",
    "/auth?mode=forgot",
    "/auth/reset",
    "/this-page-does-not-exist",
  ];
}

/**
 * Every page a visitor can open without an account, in English and in Dutch: the shared pages
 * (home, deals, guides, tools, help, legal, the alerts' form…) and the pages rendered per request
 * (search, a prefilled alert form, sign-in, a 404). The operator area is left out.
 */
export function publicPages(): string[] {
  const perRequest = perRequestPages().flatMap((path) => LOCALES.map((locale) => localizedPath(path, locale)));
  return [...sharedPagePaths(), ...perRequest];
}
