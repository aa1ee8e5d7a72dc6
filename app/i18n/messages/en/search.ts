/** The search: the form, its rules' messages (browser and server) and the search page around the results. */
export const search = {
  // The search rules (app/core/search/search-rules.ts): the form shows them by each field, the
  // function API answers them with a 400. Days are written as the form takes them typed.
  "search.rule.iata": "Choose a suggestion to lock a valid IATA code.",
  // A typed place the place index could not resolve to one place (resolve-place.ts).
  "search.rule.placeUnknown":
    "We know no city or airport called “{text}”: check the spelling, or type its 3-letter airport code.",
  "search.rule.placeSeveral": "Several places are called “{text}”: choose one.",
  "search.rule.date": "Choose a valid date.",
  "search.rule.returnDateRequired": "Choose a return date, or switch to One Way.",
  "search.rule.tooManyAdults": "One booking holds at most {max} passengers.",
  "search.rule.childrenHint": "Enter the number of children as a whole number, such as 0 or 2.",
  "search.rule.infantsHint": "Enter the number of infants as a whole number, such as 0 or 1.",
  "search.rule.tooManySeated": "One booking holds at most {max} seated travellers: adults and children together.",
  "search.rule.tooManyInfants": "Each infant travels on an adult's lap: add an adult or remove an infant.",
  "search.rule.cabinHint": "Choose a cabin: economy, premium economy, business or first.",
  "search.rule.sameAirport": "The destination must differ from the origin ({code}).",
  "search.rule.sameCity": "{from} and {to} are in the same city: choose a destination in another city.",
  "search.rule.departurePast": "The departure date {date} is in the past.",
  "search.rule.departureTooLate": "The departure date {date} is more than a year ahead: the latest is {latest}.",
  "search.rule.returnBeforeDeparture": "The return date {date} is before the departure date {departure}.",
  "search.rule.returnTooLate": "The return date {date} is more than a year ahead: the latest is {latest}.",
  "search.rule.legOrder":
    "Flight {flight} leaves on {date}, before flight {earlierFlight} on {earlierDate}: put the flights in date order.",

  // Travellers and cabin (app/core/search/travellers.ts).
  "search.cabin.economy": "Economy",
  "search.cabin.premium_economy": "Premium economy",
  "search.cabin.business": "Business",
  "search.cabin.first": "First",
  "search.travellers.adults": "{count, plural, one {# adult} other {# adults}}",
  "search.travellers.children": "{count, plural, one {# child} other {# children}}",
  "search.travellers.infants": "{count, plural, one {# infant} other {# infants}}",
  "search.travellers.withCabin": "{people} · {cabin}",
  "search.travellers.priceTotal":
    "{count, plural, one {{currency} total for # traveller.} other {{currency} total for # travellers.}}",

  // The one-line summary that stands for the form once results show.
  "search.summary.oneway": "{route} · {date} · {travellers}",
  "search.summary.roundtrip": "{route} · {date} – {returnDate} · {travellers}",
  "search.summary.multicity": "{route} · {date} – {lastDate} · {travellers}",
  // The trip in words: /search's heading and page title (app/features/search/trip/trip-in-words.ts).
  "search.trip.oneway": "{from} → {to}, {date} · {travellers}",
  "search.trip.roundtrip": "{from} → {to}, {date} – {returnDate} · {travellers}",
  "search.trip.flight": "{from} → {to}, {date}",
  "search.trip.multicity": "{flights} · {travellers}",
  "search.trip.travellers":
    "{people}, {cabin, select, premium_economy {premium economy} business {business} first {first} other {economy}}",
  "search.summary.edit": "Edit",
  "search.summary.close": "Close",

  // The form.
  "search.form.label": "Flight search",
  "search.form.tripType": "Trip type",
  "search.form.oneway": "One Way",
  "search.form.roundtrip": "Return Flight",
  "search.form.multicity": "Multi City",
  "search.form.searching": "Searching…",
  "search.form.submit": "Search Flights",
  "search.form.submitMulticity": "Search Multi-City",
  "search.form.addFlight": "Add flight",
  "search.form.blocked": "Fix the fields marked in red to search.",
  "search.leg.flight": "Flight {number}",
  "search.leg.routeAndDates": "Route and dates",
  "search.leg.from": "From",
  "search.leg.fromPlaceholder": "Departure city",
  "search.leg.to": "To",
  "search.leg.toPlaceholder": "Destination city",
  "search.leg.swap": "Swap origin and destination",
  "search.leg.swapFlight": "Swap origin and destination of flight {number}",
  "search.leg.departureDate": "Departure date",
  "search.leg.returnDate": "Return date",
  "search.leg.remove": "Remove flight {number}",
  "search.date.placeholder": "YYYY-MM-DD",
  "search.date.openCalendar": "Open calendar for {label}",
  "search.place.suggestions": "{label} suggestions",
  "search.place.available":
    "{count, plural, one {# suggestion available. Use the up and down arrows to choose.} other {# suggestions available. Use the up and down arrows to choose.}}",
  "search.place.allAirports": "All airports",
  "search.place.didYouMean": "Did you mean:",
  "search.place.choiceCity": "{name} (all airports, {code})",
  "search.place.choiceAirport": "{name} ({code}), {where}",
  "search.travellers.label": "Travellers and cabin",
  "search.travellers.legend": "Travellers",
  "search.travellers.adultsLabel": "Adults",
  "search.travellers.adultsDetail": "12 years and over",
  "search.travellers.childrenLabel": "Children",
  "search.travellers.childrenDetail": "2 to 11 years, with a seat",
  "search.travellers.infantsLabel": "Infants",
  "search.travellers.infantsDetail": "Under 2, on an adult's lap",
  "search.travellers.fewerAdults": "Fewer adults",
  "search.travellers.moreAdults": "More adults",
  "search.travellers.fewerChildren": "Fewer children",
  "search.travellers.moreChildren": "More children",
  "search.travellers.fewerInfants": "Fewer infants",
  "search.travellers.moreInfants": "More infants",
  "search.travellers.cabin": "Cabin",
  "search.travellers.done": "Done",

  // The search page around the results.
  "search.meta.title": "Search Flights | {brand}",
  "search.meta.titleRoute": "Flights {route} | {brand}",
  "search.meta.description": "Compare flight offers from our partners, merged and sorted by price.",
  "search.heading": "Search Flights",
  "search.incompleteLink":
    "We filled in what we could from your link: pick a suggestion for each city and a date, then search.",
  "search.debugInfo": "Debug info",
} as const;
