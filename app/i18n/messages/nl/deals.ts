import type { Translation } from "../../message-key";
import type { deals as english } from "../en/deals";

export const deals: Translation<typeof english> = {
  "deals.meta.title": "Aanbiedingen voor vliegtickets | {brand}",
  "deals.meta.description":
    "Retourvluchten op 12 populaire routes, elke dag geprijsd door de zoekmachine van Fareline zelf; korting zie je alleen met waarmee we vergelijken.",
  "deals.title": "Aanbiedingen voor vliegtickets",
  "deals.intro":
    "Retourvluchten op populaire routes, elke dag bijgewerkt: elke prijs is de goedkoopste die de zoekmachine vandaag voor die reis vindt. Korting tonen we alleen ten opzichte van een eerdere prijs van dezelfde reis of het gebruikelijke tarief van de route in die maand.",
  "deals.note.sample":
    "Prijzen met het label Voorbeeldgegevens komen uit de offline engine: tarieven ter illustratie, geen actuele prijzen. De partner laat je de actuele prijs zien voordat je boekt.",
  "deals.note.live":
    "De prijzen komen van de vluchtbronnen die de zoekmachine raadpleegt, elk met bron en leeftijd: de partner laat je de actuele prijs zien voordat je boekt.",
  "deals.empty": "De aanbiedingen van vandaag worden nu geprijsd. Kijk over een minuutje nog eens.",
  "deals.list": "Aanbiedingen",
  "deals.card.from": "Vanuit {origin} ({originCode} → {destinationCode})",
  "deals.card.save": "{savings} korting",
  "deals.card.was": "eerst {price}",
  "deals.card.roundTrip": "retour",
  "deals.card.oneWay": "enkele reis",
  "deals.basis.earlier": "Vergeleken met: {price} op {date}",
  "deals.basis.typical": "Vergeleken met: gebruikelijk {price} in {month}",
  "deals.basis.none":
    "Geen korting getoond: nog geen eerdere prijs van deze reis of gebruikelijk tarief van de maand om mee te vergelijken.",
  "deals.card.seen": "prijs {age} gezien",
  "deals.card.search": "Bekijk de vluchten",
  "deals.card.searchLabel": "Bekijk de vluchten van {origin} naar {destination} op deze data",
  "deals.card.book": "Nu boeken",
  "deals.card.bookLabel": "Nu boeken: {origin} naar {destination} (opent Kiwi.com in een nieuw tabblad)",
  "deals.place.paris": "Parijs, Frankrijk",
  "deals.place.london": "Londen, Verenigd Koninkrijk",
  "deals.place.tokyo": "Tokio, Japan",
  "deals.place.barcelona": "Barcelona, Spanje",
  "deals.place.rome": "Rome, Italië",
  "deals.place.cancun": "Cancún, Mexico",
  "deals.place.reykjavik": "Reykjavik, IJsland",
  "deals.place.lisbon": "Lissabon, Portugal",
  "deals.place.dubai": "Dubai, Verenigde Arabische Emiraten",
  "deals.place.amsterdam": "Amsterdam, Nederland",
  "deals.place.honolulu": "Honolulu, Verenigde Staten",
  "deals.place.istanbul": "Istanbul, Turkije",
};
