import type { Translation } from "../../message-key";
import type { insight as english } from "../en/insight";

export const insight: Translation<typeof english> = {
  "insight.title": "Prijsinzicht",
  "insight.more": "Meer over deze prijs",
  "insight.badge.low": "Lage prijs",
  "insight.badge.typical": "Gangbare prijs",
  "insight.badge.high": "Hoge prijs",
  "insight.verdict.low":
    "Het goedkoopste tarief van vandaag, {price}, is laag voor deze reis: onder de gangbare prijzen.",
  "insight.verdict.typical":
    "Het goedkoopste tarief van vandaag, {price}, is gangbaar voor deze reis: binnen de gebruikelijke prijzen.",
  "insight.verdict.high":
    "Het goedkoopste tarief van vandaag, {price}, is hoog voor deze reis: boven de gangbare prijzen.",
  "insight.unit.adult": "{price} per volwassene",
  "insight.unit.party": "{price} voor deze reizigers",
  "insight.range": "Gangbare prijzen: {low}–{high}.",
  "insight.basis":
    "{count, plural, one {Op basis van # prijs} other {Op basis van # prijzen}} gezien voor {route} in {month} ({trip}), afgelopen {days} dagen, van {source}.",
  "insight.trip.oneway": "enkele reis, {cabin}",
  "insight.trip.return": "retourreizen van {min}–{max} nachten, {cabin}",
  "insight.sample":
    "Voorbeeldgeschiedenis: opgebouwd uit de tarieven ter illustratie van de offline engine, niet uit actuele prijzen, en daar nooit mee vermengd.",
  "insight.tooLittle":
    "{count, plural, =0 {Nog geen prijzen gezien} one {Pas # prijs gezien} other {Pas # prijzen gezien}} voor {route} in {month} ({trip}) van {source} in de afgelopen {days} dagen: te weinig geschiedenis om te zeggen of het tarief van vandaag laag of hoog is (daarvoor zijn er minstens {min} nodig).",
  "insight.method":
    "Laag betekent onder het goedkoopste kwart van deze prijzen, hoog boven het duurste kwart; elke reis telt één keer per dag.",
  "insight.chart.title": "Laagste prijs per dag, afgelopen {days} dagen",
  "insight.chart.desc":
    "{count, plural, one {# dag} other {# dagen}} met prijzen van {first} tot {last}: de laagste prijs van een dag lag tussen {min} en {max}. De gekleurde band zijn de gangbare prijzen, {low}–{high}; de stippellijn is het goedkoopste tarief van vandaag, {price}.",
  "insight.chart.table": "De prijzen van de grafiek als tabel",
  "insight.chart.day": "Dag gezien",
  "insight.chart.price": "Laagste prijs",
  "insight.flex.months": "Andere maanden",
  "insight.flex.prevMonth": "Vorige maand, {month}",
  "insight.flex.nextMonth": "Volgende maand, {month}",
  "insight.flex.weeks": "Andere weken",
  "insight.flex.prevWeek": "Een week eerder",
  "insight.flex.nextWeek": "Een week later",
  "insight.flex.monthReturn":
    "{nights, plural, one {Goedkoopste retour per vertrekdag in {month} voor een reis van # nacht, {travellers}.} other {Goedkoopste retour per vertrekdag in {month} voor een reis van # nachten, {travellers}.}}",
  "insight.share.button": "Delen",
  "insight.share.copy": "Link kopiëren",
  "insight.share.copied": "Link gekopieerd.",
  "insight.share.failed": "Kopiëren lukte niet: selecteer de link en kopieer hem zelf.",
  "insight.share.label": "Link naar deze resultaten, met hun filters",
};
