import type { Translation } from "../../message-key";
import type { deals as english } from "../en/deals";

export const deals: Translation<typeof english> = {
  "deals.meta.title": "Aanbiedingen voor vliegtickets | {brand}",
  "deals.meta.description":
    "Zorgvuldig gekozen voorbeeldtarieven op populaire routes, elke dag bijgewerkt, tot 50% voordeliger dan gebruikelijke prijzen.",
  "deals.title": "Aanbiedingen voor vliegtickets",
  "deals.intro": "Elke dag bijgewerkte aanbiedingen, tot 50% voordeliger op populaire routes.",
  "deals.note":
    "Dit zijn voorbeeldtarieven ter inspiratie, geen actuele prijzen: de partner laat je de actuele prijs zien voordat je boekt.",
  "deals.list": "Aanbiedingen",
  "deals.card.from": "Vanuit {origin} ({originCode} → {destinationCode})",
  "deals.card.save": "{savings} korting",
  "deals.card.was": "eerst {price}",
  "deals.card.roundTrip": "retour",
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
