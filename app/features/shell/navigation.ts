import { pathWithoutLocale } from "../../i18n/locales";
import type { MessageKey } from "../../i18n/message-key";

/** The site's navigation, shared by header, mobile menu and footer; paths are English, links add the language. */
export interface NavLink {
  label: MessageKey;
  to: string;
}

export const PRIMARY_LINKS: NavLink[] = [
  { label: "shell.nav.search", to: "/search" },
  { label: "shell.nav.explore", to: "/explore" },
  { label: "shell.nav.tools", to: "/tools" },
  { label: "shell.nav.resources", to: "/resources" },
  { label: "shell.nav.allGuides", to: "/guides" },
];

export const MORE_LINKS: NavLink[] = [
  { label: "shell.nav.routeGuides", to: "/guides/routes" },
  { label: "shell.nav.bookingTips", to: "/guides/booking-tips" },
  { label: "shell.nav.airportGuides", to: "/guides/airports" },
];

/** The look of a header link (and of the More button), highlighted for the current section. */
export const headerLinkClass = (active: boolean) =>
  `rounded-md px-3 py-2 text-sm font-medium transition-colors ${
    active ? "bg-brand-50 text-brand-700" : "text-slate-700 hover:bg-slate-100 hover:text-slate-900"
  }`;

export const SIGN_IN_PATH = "/auth";
export const SIGN_UP_PATH = "/auth?mode=signup";

export const FOOTER_COLUMNS: { title: MessageKey; links: NavLink[] }[] = [
  {
    title: "shell.footer.search",
    links: [
      { label: "shell.footer.searchFlights", to: "/" },
      { label: "shell.footer.deals", to: "/deals" },
      { label: "shell.footer.explore", to: "/explore" },
      { label: "shell.footer.travelTools", to: "/tools" },
      { label: "shell.footer.sitemap", to: "/sitemap" },
    ],
  },
  {
    title: "shell.footer.resources",
    links: [
      { label: "shell.footer.allGuides", to: "/guides" },
      { label: "shell.footer.routeGuides", to: "/guides/routes" },
      { label: "shell.footer.bookingTips", to: "/guides/booking-tips" },
      { label: "shell.footer.airportGuides", to: "/guides/airports" },
      { label: "shell.footer.factSheet", to: "/fact-sheet" },
      { label: "shell.footer.press", to: "/press" },
    ],
  },
  {
    title: "shell.footer.legal",
    links: [
      { label: "shell.footer.privacy", to: "/privacy" },
      { label: "shell.footer.terms", to: "/terms" },
      { label: "shell.footer.disclosure", to: "/disclosure" },
      { label: "shell.footer.editorial", to: "/editorial-policy" },
      { label: "shell.footer.accessibility", to: "/accessibility" },
    ],
  },
  {
    title: "shell.footer.help",
    links: [
      { label: "shell.footer.helpCenter", to: "/help" },
      { label: "shell.footer.faq", to: "/faq" },
      { label: "shell.footer.bookingHelp", to: "/booking-help" },
      { label: "shell.footer.contact", to: "/contact" },
      { label: "shell.footer.aboutUs", to: "/about" },
      { label: "shell.footer.careers", to: "/careers" },
    ],
  },
];

/** Search is the current section on the home pages (/ and /flights) too: the search form is their hero. */
export function isLinkActive(to: string, pathname: string): boolean {
  const path = pathWithoutLocale(pathname).replace(/(.)\/$/, "$1");
  if (to === "/search") return path === "/" || path === "/flights" || path === "/search";
  if (to === "/guides") {
    return path === "/guides" || (path.startsWith("/guides/") && !MORE_LINKS.some((l) => l.to === path));
  }
  return path === to;
}
