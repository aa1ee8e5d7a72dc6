/** The search results: cards, flight details, filters, sort, sources, the price strip, date grid and month view. */
export const results = {
  // The list around the cards
  // "Track this route" (track-trip-button.tsx): a price alert for the trip searched.
  "results.track.button": "Track this route",
  "results.track.hint": "E-mail me when this trip gets cheaper",
  "results.track.flight": "Track flight {number}: {from} → {to}",
  "results.track.multiNote":
    "A price alert follows one flight of a multi-city trip, one way, not the whole trip. Track another flight:",
  "results.track.otherFlight": "flight {number}, {from} → {to}",
  "results.searching": "Searching flights...",
  "results.tryAgain": "Try again",
  "results.heading.single": "Results: {from} → {to} on {date}",
  "results.heading.return": "Results: {from} → {to}, out on {date}, back on {returnDate}",
  "results.heading.multi": "Flight {number}: {from} → {to} on {date}",
  "results.count": "Showing {shown} of {total} flights.",
  "results.countFiltered": "Showing {shown} of {total} flights ({matching} match your filters).",
  "results.hiddenSwitches.none": "No itineraries that change airports had to be hidden.",
  "results.hiddenSwitches.some":
    "{count, plural, one {# itinerary that would make you change airports (at a connection, or between the outbound and the return) was hidden.} other {# itineraries that would make you change airports (at a connection, or between the outbound and the return) were hidden.}}",
  "results.sourcesFailed": "{count, plural, other {{sources} did not answer; showing the other source's results.}}",
  "results.noFlights": "No flights found for {from} → {to} on {date}. Try nearby dates or other airports.",
  "results.noMatch": "No flights match your filters.",
  "results.clearAllFilters": "Clear all filters",
  "results.listLabel": "Flights {from} to {to}",
  "results.showAll": "Show all {count} flights",
  "results.empty": "No results yet. Try searching for flights.",

  // One card
  "results.card.outbound": "Outbound · {day}",
  "results.card.return": "Return · {day}",
  "results.card.arrivesLater": "{count, plural, one {Arrives # day later} other {Arrives # days later}}",
  "results.card.stops": "{count, plural, =0 {Nonstop} one {# stop} other {# stops}}",
  "results.card.stopsVia": "{count, plural, one {# stop} other {# stops}}<muted> via {airports}</muted>",
  "results.card.totalStops": "{count, plural, =0 {Nonstop} one {# stop in total} other {# stops in total}}",
  "results.card.priceFound": "price found {age}",
  "results.card.priceTotal":
    "{count, plural, one {{currency} total for # traveller.} other {{currency} total for # travellers.}}",
  "results.card.route": "{outbound}, return {back}",
  "results.card.details": "Flight details<sr> of {route}, {price}</sr>",
  "results.card.via": "via {source}",
  "results.card.viaSample": "via {source} · illustrative fare, check the partner for the live price",
  "results.card.viewDeal": "View Deal on {partner} →",
  "results.card.handoffSearch": "Opens {partner}'s search for {from} → {to} on {day}",
  "results.card.handoffSearchReturn": "Opens {partner}'s search for {from} → {to}, {day} to {returnDay}",
  "results.card.handoffRoute": "Opens {partner}'s search for {from} → {to}",
  "results.card.handoffOffer": "Opens this offer on {partner}",
  "results.card.handoffHome": "Opens {partner}'s home page: search there for this trip",
  "results.age.justNow": "just now",
  "results.age.minutes": "{count} min ago",
  "results.age.hours": "{count} h ago",
  "results.age.days": "{count} days ago",

  // Flight details
  "results.details.outbound": "Outbound flights",
  "results.details.return": "Return flights",
  "results.details.layover": "{duration} layover in {place}",
  "results.details.shortLayover": "Short layover",
  "results.details.longLayover": "Long layover",
  "results.details.overnight": "Overnight",
  "results.details.operatedBy": "Operated by {airline}",
  "results.details.technicalStops":
    "{count, plural, one {# technical stop on the way} other {# technical stops on the way}}",

  // Sources
  "results.source.sample": "Sample data",
  "results.source.sampleDescription": "sample data from the offline engine",
  "results.source.amadeusDescription": "live fares from Amadeus",
  "results.source.travelpayoutsDescription": "Aviasales cached prices via Travelpayouts",

  // Sort
  "results.sort.label": "Sort by",
  "results.sort.cheapest": "Cheapest",
  "results.sort.best": "Best",
  "results.sort.fastest": "Fastest",

  // Filters
  "results.filters.title": "Filters",
  "results.filters.button": "{count, plural, =0 {Filters} other {Filters (#)}}",
  "results.filters.close": "Close filters",
  "results.filters.showResults": "{count, plural, one {Show # result} other {Show # results}}",
  "results.filters.clearAll": "Clear all",
  "results.filters.stops": "Stops",
  "results.filters.stops.none": "Nonstop",
  "results.filters.stops.one": "1 stop",
  "results.filters.stops.more": "2+ stops",
  "results.filters.airlines": "Airlines",
  "results.filters.otherAirlines": "Other airlines",
  "results.filters.fromPrice": "from {price}",
  "results.filters.departure": "Departure time",
  "results.filters.arrival": "Arrival time",
  "results.filters.returnDeparture": "Return departure time",
  "results.filters.night": "Night (00:00–05:59)",
  "results.filters.morning": "Morning (06:00–11:59)",
  "results.filters.afternoon": "Afternoon (12:00–17:59)",
  "results.filters.evening": "Evening (18:00–23:59)",
  "results.filters.maxDuration": "Maximum trip duration: <value>{duration}</value>",
  "results.filters.maxPrice": "Maximum price: <value>{price}</value>",
  "results.filters.apply": "Apply filters",

  // Multi City's trip total
  "results.tripTotal.heading": "Cheapest whole trip: <price>{price}</price>",
  "results.tripTotal.body":
    "The sum of the cheapest offer for each flight, booked as {count, plural, one {# separate ticket} other {# separate tickets}}.",
  "results.tripTotal.leg": "Flight {number}, {from} → {to}: {price} via {source}",

  // The Search Error box
  "results.error.heading": "Search Error",
  "results.error.failed": "Search failed. Please try again.",

  // Flexible dates
  "results.flex.label": "Flexible dates",
  "results.flex.views": "Date views",
  "results.flex.view.strip": "Price strip",
  "results.flex.view.grid": "Date grid",
  "results.flex.view.month": "Month",
  "results.flex.nearby": "Nearby dates",
  "results.flex.strip.oneway": "Cheapest one-way fare by departure day, {travellers}",
  "results.flex.strip.sameDay": "Cheapest same-day return fare by departure day, {travellers}",
  "results.flex.strip.return":
    "{nights, plural, other {Cheapest return fare by departure day for a #-night trip, {travellers}}}",
  "results.flex.grid.label": "Date grid",
  "results.flex.grid.caption": "Cheapest return fare for each departure and return day, {travellers}.",
  "results.flex.grid.corner": "Departure and return",
  "results.flex.grid.return": "Return {day}",
  "results.flex.grid.depart": "Depart {day}",
  "results.flex.month.label": "Month view",
  "results.flex.month.caption": "Cheapest one-way fare for each day of {month}, {travellers}.",
  "results.flex.cell.noFare": "No fare",
  "results.flex.cell.cheapest": "Cheapest",
  "results.flex.cell.unavailable": "Not available",
  "results.travellers.adults": "{count, plural, one {# adult} other {# adults}}",
  "results.travellers.children": "{count, plural, one {# child} other {# children}}",
  "results.travellers.infants": "{count, plural, one {# infant} other {# infants}}",
  "results.cabin.economy": "Economy",
  "results.cabin.premium_economy": "Premium economy",
  "results.cabin.business": "Business",
  "results.cabin.first": "First",

  // Partner links (View Deal, the deals' Book Now)
  "results.partner.openFailed": "We couldn't open the partner link right now. Try another result.",
  "results.partner.toastTitle": "Couldn't open partner site",
  "results.partner.toastText": "Please try again or choose another result.",

  // The /api/out page when a partner link is refused (opened alone in a new tab)
  "results.outbound.title": "Link not available | {brand}",
  "results.outbound.heading": "Link not available",
  "results.outbound.unknownPartner":
    "We don't send visitors to that partner. Please pick a partner from our travel tools page.",
  "results.outbound.missingPartner":
    "This link is missing a valid partner. Please use the buttons on our travel tools page.",
  "results.outbound.backToTools": "Back to travel tools",
  "results.outbound.searchFlights": "Search flights",
} as const;
