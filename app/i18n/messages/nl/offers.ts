import type { Translation } from "../../message-key";
import type { offers as english } from "../en/offers";

export const offers: Translation<typeof english> = {
  "offers.emissions.value": "≈ {kg} CO₂e (schatting)",
  "offers.emissions.about":
    "Geschatte uitstoot van broeikasgassen per passagier voor de hele reis, volgens de methode van het Travel Impact Model: afstand, vliegtuig, klasse, stoelen en hoe vol vluchten meestal zijn.",
  "offers.emissions.lower": "Lagere uitstoot",
  "offers.emissions.lowerDetail": "{percent} onder de gebruikelijke {kg} van deze resultaten",
  "offers.bags.cabin": "Incl. handbagage",
  "offers.bags.smallOnly": "Alleen een kleine tas onder de stoel",
  "offers.bags.checked": "{count, plural, one {# ingecheckte tas} other {# ingecheckte tassen}}",
  "offers.bags.checkedKg":
    "{count, plural, one {# ingecheckte tas ({kg})} other {# ingecheckte tassen ({kg} per stuk)}}",
  "offers.bags.checkedFee": "ingecheckte tas ≈ {fee}",
  "offers.bags.checkedPaid": "ingecheckte tas tegen betaling",
  "offers.bags.unknown": "Bagage: onbekend, check bij de maatschappij",
  "offers.bags.typical": "gebruikelijk beleid, check bij de maatschappij",
  "offers.bagPrice.added": "Inclusief ongeveer {fee} voor ingecheckte bagage (schatting).",
  "offers.bagPrice.included": "Een ingecheckte tas is inbegrepen.",
  "offers.bagPrice.unknown": "Kosten voor ingecheckte bagage onbekend: alleen de ticketprijs.",
  "offers.sort.emissions": "Minste CO₂e",
  "offers.filters.depAirports": "Vertrekluchthaven",
  "offers.filters.arrAirports": "Aankomstluchthaven",
  "offers.filters.returnDepAirports": "Terugreis: vertrekluchthaven",
  "offers.filters.returnArrAirports": "Terugreis: aankomstluchthaven",
  "offers.filters.via": "Overstapluchthavens",
  "offers.filters.viaHint": "Alleen overstappen op de aangevinkte luchthavens; directe vluchten blijven zichtbaar.",
  "offers.filters.maxLayover": "Langste overstaptijd: <value>{duration}</value>",
  "offers.filters.emissions": "Uitstoot",
  "offers.filters.lowerEmissions": "Alleen lagere uitstoot",
  "offers.filters.lowerEmissionsHint":
    "Minstens 15% onder de mediaan van deze resultaten ({kg} per passagier). Schattingen.",
  "offers.filters.bags": "Bagage",
  "offers.filters.checkedBag": "Prijzen met 1 ingecheckte tas",
  "offers.filters.checkedBagHint":
    "Telt de gebruikelijke prijs van de maatschappij op voor één ingecheckte tas per reiziger en richting: een schatting.",
};
