/** The deals page. */
export const deals = {
  "deals.meta.title": "Flight Deals | {brand}",
  "deals.meta.description":
    "Hand-picked sample fares on popular routes, updated daily, with savings of up to 50% against typical prices.",
  "deals.title": "Flight Deals",
  "deals.intro": "Deals updated daily, with savings of up to 50% on popular routes.",
  "deals.note":
    "These are sample, indicative fares for inspiration, not live prices: the partner shows the current price before you book.",
  "deals.list": "Deals",
  "deals.card.from": "From {origin} ({originCode} → {destinationCode})",
  "deals.card.save": "Save {savings}",
  "deals.card.was": "was {price}",
  "deals.card.roundTrip": "round trip",
  "deals.card.book": "Book Now",
  "deals.card.bookLabel": "Book Now: {origin} to {destination} (opens Kiwi.com in a new tab)",
  "deals.place.paris": "Paris, France",
  "deals.place.london": "London, UK",
  "deals.place.tokyo": "Tokyo, Japan",
  "deals.place.barcelona": "Barcelona, Spain",
  "deals.place.rome": "Rome, Italy",
  "deals.place.cancun": "Cancún, Mexico",
  "deals.place.reykjavik": "Reykjavík, Iceland",
  "deals.place.lisbon": "Lisbon, Portugal",
  "deals.place.dubai": "Dubai, UAE",
  "deals.place.amsterdam": "Amsterdam, Netherlands",
  "deals.place.honolulu": "Honolulu, USA",
  "deals.place.istanbul": "Istanbul, Türkiye",
} as const;
