/** The server's own answers to API callers: errors of the function API and other JSON routes. */
export const api = {
  // The function API's search input (app/core/search/search-request-schema.ts); the field's
  // name goes before each ("from: is required…").
  "api.field.required": "is required",
  "api.field.tooLong": "must be at most {max} characters",
  "api.field.iataRequired": "is required: a 3-letter IATA airport or city code such as JFK",
  "api.field.iataInvalid":
    'must be a 3-letter IATA airport or city code such as JFK, or a place name we know, not "{value}"',
  "api.field.placeSeveral": 'names several places ("{value}"): send the code of the one you mean: {choices}',
  "api.field.tripType": "must be oneway, roundtrip or multicity",
  "api.field.calendarMode": "must be strip, grid or month",
  "api.search.unrunnable": "is not a search we can run",
  "api.search.notAnObject":
    "Send the search as a JSON object: from, to, date, tripType, adults, and children, infants and cabin if any.",
  "api.calendar.gridNeedsReturn": "The date grid is for return trips: send tripType=roundtrip and a returnDate.",
  "api.calendar.monthNeedsReturn": "The month view of a return trip needs its returnDate (it keeps the trip length).",
  "api.invalidInput": "Invalid input",
  // The places API (app/features/places/autocomplete-router.server.ts).
  "api.places.query": "q must be a single text value",
  "api.places.queryTooLong": "q must be at most {max} characters",
  "api.places.limitText": "limit must be a single number",
  "api.places.limit": "limit must be a number between 1 and 20",
  "api.places.codesText": "codes must be a single comma-separated list of IATA codes",
  "api.places.codes": "codes must be three-letter IATA airport codes",
  "api.places.tooManyCodes": "codes may list at most {max} airports",
} as const;
