/** The site's navigation, shared by header, mobile menu and footer. */
export interface NavLink {
  label: string;
  to: string;
}

export const PRIMARY_LINKS: NavLink[] = [
  { label: "Search", to: "/search" },
  { label: "Tools", to: "/tools" },
  { label: "Resources", to: "/resources" },
  { label: "All Guides", to: "/guides" },
];

export const MORE_LINKS: NavLink[] = [
  { label: "Route Guides", to: "/guides/routes" },
  { label: "Booking Tips", to: "/guides/booking-tips" },
  { label: "Airport Guides", to: "/guides/airports" },
];

export const SIGN_IN_PATH = "/auth";
export const SIGN_UP_PATH = "/auth?mode=signup";

export const FOOTER_COLUMNS: { title: string; links: NavLink[] }[] = [
  {
    title: "Search",
    links: [
      { label: "Search flights", to: "/" },
      { label: "Deals", to: "/deals" },
      { label: "Travel tools", to: "/tools" },
      { label: "Sitemap", to: "/sitemap" },
    ],
  },
  {
    title: "Resources",
    links: [
      { label: "All guides", to: "/guides" },
      { label: "Route guides", to: "/guides/routes" },
      { label: "Booking tips", to: "/guides/booking-tips" },
      { label: "Airport guides", to: "/guides/airports" },
      { label: "Fact sheet", to: "/fact-sheet" },
      { label: "Press", to: "/press" },
    ],
  },
  {
    title: "Legal",
    links: [
      { label: "Privacy policy", to: "/privacy" },
      { label: "Terms of service", to: "/terms" },
      { label: "Affiliate disclosure", to: "/disclosure" },
      { label: "Editorial policy", to: "/editorial-policy" },
      { label: "Accessibility", to: "/accessibility" },
    ],
  },
  {
    title: "Help",
    links: [
      { label: "Help center", to: "/help" },
      { label: "FAQ", to: "/faq" },
      { label: "Booking help", to: "/booking-help" },
      { label: "Contact", to: "/contact" },
      { label: "About", to: "/about" },
      { label: "Careers", to: "/careers" },
    ],
  },
];

/** Search is the current section on the home pages (/ and /flights) too: the search form is their hero. */
export function isLinkActive(to: string, pathname: string): boolean {
  const path = pathname.replace(/(.)\/$/, "$1");
  if (to === "/search") return path === "/" || path === "/flights" || path === "/search";
  if (to === "/guides") {
    return path === "/guides" || (path.startsWith("/guides/") && !MORE_LINKS.some((l) => l.to === path));
  }
  return path === to;
}
