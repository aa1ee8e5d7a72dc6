/**
 * Every page the accessibility test visits. Each issue that adds a page adds it here.
 * `ready` is a selector the page shows once it is fully rendered (optional).
 */
export interface A11yPage {
  path: string;
  ready?: string;
}

/** A departure a month ahead, so /search always has results to check. */
const SEARCH_DATE = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
const RETURN_DATE = new Date(Date.now() + 37 * 86_400_000).toISOString().slice(0, 10);

export const A11Y_PAGES: A11yPage[] = [
  { path: "/" },
  { path: "/flights" },
  { path: "/this-page-does-not-exist" },
  { path: `/search?from=JFK&to=CDG&date=${SEARCH_DATE}&tripType=oneway&adults=1`, ready: "[data-testid=offer-card]" },
  { path: "/search" },
  // A return search: the return-departure time filter.
  {
    path: `/search?from=JFK&to=CDG&date=${SEARCH_DATE}&returnDate=${RETURN_DATE}&tripType=roundtrip&adults=2`,
    ready: "[data-testid=offer-card]",
  },
  // Travellers and cabin: the popover's summary and the cards' price sentence.
  {
    path: `/search?from=JFK&to=CDG&date=${SEARCH_DATE}&tripType=oneway&adults=2&children=1&cabin=premium_economy`,
    ready: "[data-testid=offer-card]",
  },
  // Flexible dates: the date grid of a return search and the month of a one-way search.
  {
    path: `/search?from=JFK&to=CDG&date=${SEARCH_DATE}&returnDate=${RETURN_DATE}&tripType=roundtrip&adults=2&view=grid`,
    ready: "[data-testid=date-grid] a",
  },
  {
    path: `/search?from=JFK&to=CDG&date=${SEARCH_DATE}&tripType=oneway&adults=1&view=month`,
    ready: "[data-testid=month-view] a",
  },
  // The search rules' reasons at the fields and in the Search Error box; Multi City's trip total.
  { path: "/search?from=JFK&to=LGA&date=2020-01-01&tripType=oneway&adults=1", ready: "[data-testid=search-error]" },
  {
    path: `/search?tripType=multicity&from=JFK&to=CDG&date=${SEARCH_DATE}&from=CDG&to=FCO&date=${SEARCH_DATE}&adults=1`,
    ready: "[data-testid=trip-total]",
  },
  { path: "/deals", ready: "[data-testid=deal-card]" },
  // Explore: the page without a query, the map and the list, a bad query's sentences.
  { path: "/explore" },
  { path: "/explore?from=NYC", ready: "[data-testid=explore-destination]" },
  { path: "/explore?from=NYC&maxPrice=lots", ready: "[data-testid=explore-form]" },
  { path: "/debug" },
  // Content pages.
  { path: "/guides" },
  { path: "/resources" },
  { path: "/guides/routes" },
  { path: "/guides/booking-tips" },
  { path: "/guides/airports" },
  { path: "/guides?q=zzzz" },
  { path: "/guides/jfk-to-cdg" },
  { path: "/guides/hidden-city-tickets" },
  // Guides with tables and sources lists.
  { path: "/guides/hand-luggage-only-europe" },
  { path: "/guides/nyc-to-london-when-to-book" },
  { path: "/guides/no-such-guide" },
  { path: "/tools" },
  { path: "/help" },
  { path: "/faq" },
  { path: "/booking-help" },
  { path: "/contact" },
  { path: "/press" },
  { path: "/careers" },
  { path: "/about" },
  { path: "/fact-sheet" },
  { path: "/disclosure" },
  { path: "/editorial-policy" },
  { path: "/accessibility" },
  { path: "/privacy" },
  { path: "/terms" },
  { path: "/sitemap" },
  { path: "/auth" },
  // Accounts; /account and /admin need a session and are checked in accounts.test.ts.
  { path: "/auth?mode=signup" },
  { path: "/auth?mode=forgot" },
  { path: "/auth/reset" },
  { path: "/admin-auth" },
  { path: "/admin-auth?mode=signup" },
  { path: "/admin-auth?mode=forgot" },
  { path: "/admin-auth?type=recovery" },
  { path: "/admin-auth?error=insufficient_role" },
  // The Dutch site: the same frame and pages at /nl/… (a guide with a Dutch text and one without).
  { path: "/nl" },
  {
    path: `/nl/search?from=JFK&to=CDG&date=${SEARCH_DATE}&tripType=oneway&adults=1`,
    ready: "[data-testid=offer-card]",
  },
  {
    path: `/nl/search?from=JFK&to=CDG&date=${SEARCH_DATE}&tripType=oneway&adults=1&view=month`,
    ready: "[data-testid=month-view] a",
  },
  { path: "/nl/search?from=JFK&to=LGA&date=2020-01-01&tripType=oneway&adults=1", ready: "[data-testid=search-error]" },
  { path: "/nl/deals", ready: "[data-testid=deal-card]" },
  { path: "/nl/guides" },
  { path: "/nl/guides/jfk-to-cdg" },
  { path: "/nl/guides/hidden-city-tickets" },
  { path: "/nl/tools" },
  { path: "/nl/faq" },
  { path: "/nl/contact" },
  { path: "/nl/privacy" },
  { path: "/nl/auth" },
  { path: "/nl/alerts" },
  { path: "/nl/this-page-does-not-exist" },
];
