import type { Translation } from "../../message-key";
import type { home as english } from "../en/home";

export const home: Translation<typeof english> = {
  "home.tagline": "Goedkope vluchten zonder luchthavenwissel",
  "home.meta.title": "{brand}: {tagline}",
  "home.meta.description":
    "Zoek vluchten voor enkele reis, retour en meerdere bestemmingen bij al onze partners, gesorteerd op prijs, zonder overstappen waarbij je van luchthaven moet wisselen.",
  "home.jsonLd.contactType": "klantenservice",
  "home.hero.title": "Vind de goedkoopste vluchten, zonder van luchthaven te wisselen",
  "home.hero.intro":
    "{brand} vergelijkt tarieven van partners zoals Kiwi.com en Aviasales, sorteert ze op prijs en verbergt reizen waarbij je tijdens een overstap naar een andere luchthaven moet. Je boekt bij de partner; wij ontvangen een commissie, zonder extra kosten voor jou.",
  "home.search.heading": "Vluchten zoeken",
  "home.features.heading": "Waarom reizigers {brand} gebruiken",
  "home.features.cheapest.title": "De goedkoopste vlucht vinden",
  "home.features.cheapest.text":
    "Aanbiedingen van onze datapartners, samengevoegd en gesorteerd op prijs, met bij elke prijs de bron erbij.",
  "home.features.noSwitch.title": "Geen luchthavenwissels",
  "home.features.noSwitch.text":
    "Overstappen waarbij je onderweg van luchthaven moet wisselen, filteren we eruit voordat je ze te zien krijgt.",
  "home.features.filters.title": "Uitgebreide filters",
  "home.features.filters.text":
    "Verfijn de resultaten op aantal overstappen, luchtvaartmaatschappij, vertrektijd, reisduur en prijs.",
  "home.features.alerts.title": "Prijsalerts",
  "home.features.alerts.text":
    "Volg een route en we mailen je zodra de actuele prijs daalt. We controleren de route {alertChecks}; voorbeeldprijzen leiden nooit tot een prijsalert.",
  "home.features.ai.title": "Reisplannen met AI",
  "home.features.ai.text":
    "Binnenkort: voorstellen voor reizen met meerdere bestemmingen, gebouwd rond de tarieven die jij vindt.",
  "home.features.free.title": "Gratis te gebruiken",
  "home.features.free.text":
    "Zoeken kost niets. Boek je via een partner, dan kunnen wij een commissie ontvangen, zonder extra kosten voor jou.",
  "home.sections.label": "Meer van ons",
  "home.sections.deals.title": "Aanbiedingen",
  "home.sections.deals.text": "Zorgvuldig gekozen tarieven op populaire routes, elke dag bijgewerkt.",
  "home.sections.deals.link": "Bekijk de aanbiedingen van vandaag",
  "home.sections.alerts.title": "Prijsalerts",
  "home.sections.alerts.text":
    "Volg een route en krijg een e-mail zodra de actuele prijs daalt. We controleren de route {alertChecks} en sturen je hooguit één e-mail per dag.",
  "home.sections.alerts.link": "Je prijsalerts beheren",
  "home.sections.rewards.title": "Beloningen",
  "home.sections.rewards.text":
    "We hebben geen spaarprogramma. De beloning is de prijs zelf: we rekenen geen extra kosten en tonen de goedkoopste aanbiedingen eerst.",
  "home.sections.rewards.link": "Zo werken wij",
};
