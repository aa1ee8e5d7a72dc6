import type { Translation } from "../../message-key";
import type { tools as english } from "../en/tools";

export const tools: Translation<typeof english> = {
  "tools.meta.title": "Reistools: eSIM, VPN, geld, reisverzekering en bagage | {brand}",
  "tools.meta.description":
    "Een korte, zorgvuldig gekozen lijst met reistools die wij handig vinden: een eSIM voor mobiele data in het buitenland, een VPN, twee apps voor geld op reis, een reisverzekering en bagage.",
  "tools.jsonLd.name": "Reistools van {brand}",
  "tools.title": "Reistools",
  "tools.intro":
    "Een korte lijst met producten die veelvoorkomende problemen op reis oplossen: online blijven, veilig werken, betalen in het buitenland, je reis verzekeren en je spullen meenemen.",
  "tools.disclosure": "Met sommige van deze links kan {brand} een commissie verdienen, zonder extra kosten voor jou.",
  "tools.disclosureLink": "Zo verdienen wij geld",
  "tools.categories": "Categorieën",
  "tools.get": "Naar {name}",
  "tools.newTab": "(opent in een nieuw tabblad)",
  "tools.badge.topPick": "Onze topkeuze",
  "tools.category.connectivity": "Verbinding",
  "tools.category.esim": "eSIM-data",
  "tools.category.workSecurity": "Werk en beveiliging",
  "tools.category.finance": "Geld en passen",
  "tools.category.insurance": "Reisverzekering",
  "tools.category.luggage": "Bagage",
  "tools.airalo.blurb":
    "Koop vóór vertrek een prepaid eSIM-databundel en ben online zodra je landt, zonder eerst een lokale simkaart te hoeven zoeken.",
  "tools.airalo.bullet1": "Databundels voor één land, een regio of de hele wereld",
  "tools.airalo.bullet2": "Installeer vóór vertrek, activeer bij aankomst",
  "tools.airalo.bullet3": "Je hebt een simlockvrije telefoon met eSIM-ondersteuning nodig",
  "tools.nordvpn.blurb":
    "Een VPN versleutelt je verkeer op wifi in hotels, op luchthavens en in cafés: handig als je onderweg werkt of bankiert.",
  "tools.nordvpn.bullet1": "Apps voor telefoons, laptops en tablets",
  "tools.nordvpn.bullet2": "Versleutelt je verkeer op onbetrouwbare netwerken",
  "tools.nordvpn.bullet3": "Betaald abonnement; check de lokale regels voor VPN-gebruik",
  "tools.wise.blurb":
    "Een rekening in meerdere valuta met betaalpas die de wisselkosten vooraf laat zien, voordat je geld overmaakt of uitgeeft.",
  "tools.wise.bullet1": "Bewaar en wissel geld in veel valuta",
  "tools.wise.bullet2": "Betaalpas om mee te betalen in het buitenland",
  "tools.wise.bullet3": "Je ziet de kosten voordat je een overboeking bevestigt",
  "tools.revolut.blurb":
    "Een rekening in een app, met een pas om in andere valuta te betalen en de mogelijkheid je pas in de app te blokkeren.",
  "tools.revolut.bullet1": "Betaal en wissel in veel valuta",
  "tools.revolut.bullet2": "Blokkeer en deblokkeer je pas in de app",
  "tools.revolut.bullet3": "Limieten en kosten hangen af van je abonnement en land",
  "tools.worldNomads.blurb":
    "Reisverzekering voor zelfstandige reizigers, met pakketten die medische noodhulp en annulering kunnen dekken.",
  "tools.worldNomads.bullet1": "Beschikbaar voor inwoners van veel landen",
  "tools.worldNomads.bullet2": "De dekking hangt af van het pakket en waar je woont",
  "tools.worldNomads.bullet3": "Lees de polisvoorwaarden voor limieten en uitsluitingen",
  "tools.away.blurb":
    "Koffers met harde schaal, als handbagage of ruimbagage. Check de maximale afmetingen voor handbagage van je luchtvaartmaatschappij voordat je een maat kiest.",
  "tools.away.bullet1": "Maten voor handbagage en ruimbagage",
  "tools.away.bullet2": "Harde koffers met zwenkwielen",
  "tools.away.bullet3": "De maximale afmetingen voor handbagage verschillen per luchtvaartmaatschappij",
};
