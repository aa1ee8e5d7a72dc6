import type { Translation } from "../../message-key";
import type { api as english } from "../en/api";

export const api: Translation<typeof english> = {
  "api.field.required": "is verplicht",
  "api.field.tooLong": "mag maximaal {max} tekens lang zijn",
  "api.field.iataRequired": "is verplicht: een IATA-code van 3 letters voor een luchthaven of stad, zoals AMS",
  "api.field.iataInvalid":
    'moet een IATA-code van 3 letters zijn voor een luchthaven of stad, zoals AMS, of een plaatsnaam die we kennen, niet "{value}"',
  "api.field.placeSeveral":
    'noemt meerdere plaatsen ("{value}"): stuur de code van de plaats die je bedoelt: {choices}',
  "api.field.tripType": "moet oneway, roundtrip of multicity zijn",
  "api.field.calendarMode": "moet strip, grid of month zijn",
  "api.search.unrunnable": "is geen zoekopdracht die we kunnen uitvoeren",
  "api.search.notAnObject":
    "Stuur de zoekopdracht als JSON-object: from, to, date, tripType, adults en eventueel children, infants en cabin.",
  "api.calendar.gridNeedsReturn":
    "Het datumraster is voor retourvluchten: stuur tripType=roundtrip en een returnDate mee.",
  "api.calendar.monthNeedsReturn":
    "De maandweergave van een retour heeft de returnDate nodig (de reisduur blijft gelijk).",
  "api.invalidInput": "Ongeldige invoer",
  "api.places.query": "q moet één tekstwaarde zijn",
  "api.places.queryTooLong": "q mag maximaal {max} tekens lang zijn",
  "api.places.limitText": "limit moet één getal zijn",
  "api.places.limit": "limit moet een getal tussen 1 en 20 zijn",
  "api.places.codesText": "codes moet één lijst van IATA-codes zijn, gescheiden door komma's",
  "api.places.codes": "codes moeten IATA-luchthavencodes van drie letters zijn",
  "api.places.tooManyCodes": "codes mag maximaal {max} luchthavens bevatten",
};
