/** The ten guides the product publishes (decision 070): what the content tests expect to find. */
export const GUIDE_SLUGS = [
  "jfk-to-cdg",
  "no-airport-switch-transfers",
  "nyc-to-london-when-to-book",
  "price-jumps-explained",
  "hand-luggage-only-europe",
  "layover-times-eu-hubs",
  "hidden-city-tickets",
  "sfo-to-tyo-guide",
  "peak-summer-shoulder-weeks",
  "fare-rules-basics",
] as const;
