/** The home page: hero, sections and its structured data. */
export const home = {
  "home.tagline": "Cheap flights, no airport switches",
  "home.meta.title": "{brand}: {tagline}",
  "home.meta.description":
    "Search one-way, return and multi-city flights across partners, sorted by price, with connections that switch airports filtered out.",
  "home.jsonLd.contactType": "customer support",
  "home.hero.title": "Find the cheapest flights, without the airport switch",
  "home.hero.intro":
    "{brand} compares fares from partners like Kiwi.com and Aviasales, sorts them by price and hides itineraries that make you change airports on a layover. You book with the partner; we earn a commission at no extra cost to you.",
  "home.search.heading": "Search Flights",
  "home.features.heading": "Why travellers use {brand}",
  "home.features.cheapest.title": "Cheapest-flight search",
  "home.features.cheapest.text":
    "Offers from our data partners, merged and sorted by price, with the source of every price shown.",
  "home.features.noSwitch.title": "No airport switches",
  "home.features.noSwitch.text":
    "Connections that make you change airports mid-trip are filtered out before you see them.",
  "home.features.filters.title": "Granular filters",
  "home.features.filters.text": "Narrow results by stops, airlines, departure time, trip length and price.",
  "home.features.alerts.title": "Price alerts",
  "home.features.alerts.text":
    "Follow a route and we e-mail you when its live fare drops. We check it {alertChecks}, and sample prices never trigger an alert.",
  "home.features.ai.title": "AI-powered itineraries",
  "home.features.ai.text": "Coming soon: suggested multi-city plans built around the fares you find.",
  "home.features.free.title": "Free to use",
  "home.features.free.text":
    "Searching costs nothing. When you book through a partner we may earn a commission, at no extra cost to you.",
  "home.sections.label": "More from us",
  "home.sections.deals.title": "Deals",
  "home.sections.deals.text": "Hand-picked fares on popular routes, updated daily.",
  "home.sections.deals.link": "See today's deals",
  "home.sections.alerts.title": "Price alerts",
  "home.sections.alerts.text":
    "Follow a route and get an e-mail when its live fare drops. We check it {alertChecks}, and send at most one e-mail a day.",
  "home.sections.alerts.link": "Manage your alerts",
  "home.sections.rewards.title": "Rewards",
  "home.sections.rewards.text":
    "We have no points programme. The reward is the fare: we add no fees and show the cheapest offers first.",
  "home.sections.rewards.link": "How we work",
} as const;
