/** The deals page. */
export const deals = {
  "deals.meta.title": "Flight Deals | {brand}",
  "deals.meta.description":
    "Round trips on 12 popular routes, priced every day by Fareline's own search; a saving is shown only with what it compares with.",
  "deals.title": "Flight Deals",
  "deals.intro":
    "Round trips on popular routes, updated daily: each price is the cheapest the search finds today for that trip. A saving is shown only against an earlier price of the same trip or the route's typical fare that month.",
  "deals.note.sample":
    "Prices marked Sample data come from the offline engine: illustrative fares, not live prices. The partner shows the current price before you book.",
  "deals.note.live":
    "Prices come from the flight sources the search asks, each with its source and age: the partner shows the current price before you book.",
  "deals.empty": "Today's deals are being priced. Please check back in a minute.",
  "deals.list": "Deals",
  "deals.card.from": "From {origin} ({originCode} → {destinationCode})",
  "deals.card.save": "Save {savings}",
  "deals.card.was": "was {price}",
  "deals.card.roundTrip": "round trip",
  "deals.card.oneWay": "one way",
  "deals.basis.earlier": "Compared with: was {price} on {date}",
  "deals.basis.typical": "Compared with: typical {price} in {month}",
  "deals.basis.none":
    "No saving shown: no earlier price of this trip or typical fare of the month to compare with yet.",
  "deals.card.seen": "price seen {age}",
  "deals.card.search": "See the flights",
  "deals.card.searchLabel": "See the flights from {origin} to {destination} on these dates",
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
