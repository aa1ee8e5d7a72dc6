import type { Translation } from "../../message-key";
import type { alerts as english } from "../en/alerts";

export const alerts: Translation<typeof english> = {
  "alerts.checks.minutes": "{count, plural, one {elke minuut} other {elke # minuten}}",
  "alerts.checks.hours": "{count, plural, one {elk uur} other {elke # uur}}",
  "alerts.checks.daily": "één keer per dag",
  "alerts.checks.regular": "volgens een vast schema",

  "alerts.dates.day": "vertrek op {date}",
  "alerts.dates.month": "vertrek in {month}",
  "alerts.dates.any": "vertrek over ongeveer 30 dagen (elke datum)",
  "alerts.dates.returnOn": "{leaving}, terug op {date}",
  "alerts.dates.returnAfter": "{leaving}, {count, plural, one {# dag} other {# dagen}} later terug",

  "alerts.trip.oneway": "Enkele reis",
  "alerts.trip.return": "Retour",
  "alerts.trip.adults": "{count, plural, one {# volwassene} other {# volwassenen}}",
  "alerts.trip.children": "{count, plural, one {# kind} other {# kinderen}}",
  "alerts.trip.infants": "{count, plural, one {# baby} other {# baby's}}",
  "alerts.trip.cabin.economy": "economy",
  "alerts.trip.cabin.premium_economy": "premium economy",
  "alerts.trip.cabin.business": "business",
  "alerts.trip.cabin.first": "first class",
  "alerts.trip.total": "Prijzen gelden voor de hele boeking: alle reizigers, heen en terug bij een retour.",

  "alerts.meta.title": "Prijsalerts | {brand}",
  "alerts.meta.description": "Volg een route en krijg een e-mail van {brand} zodra de prijs daalt.",
  "alerts.title": "Prijsalerts",
  "alerts.intro":
    "Volg een route en we mailen je zodra de prijs daalt: tot of onder de prijs die jij instelt, of minstens 10 % onder de laagste actuele prijs die we hebben gezien. We controleren {alertChecks} met dezelfde zoekfunctie als de site en sturen per alert hooguit één e-mail per dag. Voorbeeldprijzen van onze offline zoekmachine leiden nooit tot een e-mail.",
  "alerts.yours": "Jouw alerts",
  "alerts.manageLinkSent":
    "Als {email} prijsalerts heeft, is er een link onderweg om ze te beheren. De link werkt 24 uur.",
  "alerts.result.active": "We volgen deze route voor {email}. Je hoort van ons zodra de prijs daalt.",
  "alerts.result.confirmSent":
    "Kijk in je inbox: we hebben een bevestigingslink naar {email} gestuurd. De alert start zodra je die link opent.",
  "alerts.result.trackAnother": "Nog een route volgen",
  "alerts.track": "Prijzen volgen",

  "alerts.problem.signupRateLimited":
    "Te veel aanmeldingen voor alerts in korte tijd. Wacht een uur en probeer het dan opnieuw.",
  "alerts.problem.tooMany":
    "Eén e-mailadres kan hooguit {max} routes volgen. Verwijder een alert op de pagina Prijsalerts om er een toe te voegen.",
  "alerts.problem.linkRateLimited": "Te veel linkaanvragen in korte tijd. Wacht een uur en probeer het dan opnieuw.",
  "alerts.problem.notAllowed": "Log in, of open de link die we je hebben gemaild, om alerts te wijzigen.",
  "alerts.problem.unchanged": "Die alert kon niet worden gewijzigd: hij bestaat niet meer of staat al zo ingesteld.",
  "alerts.problem.tooManyToResume":
    "Eén e-mailadres kan hooguit {max} routes tegelijk volgen, en {max} van jouw alerts staan al aan. Pauzeer of verwijder er een voordat je deze weer aanzet.",

  "alerts.form.email": "E-mailadres",
  "alerts.form.from": "Van",
  "alerts.form.fromHint": "Stad of luchthavencode, bijv. AMS",
  "alerts.form.to": "Naar",
  "alerts.form.toHint": "Stad of luchthavencode, bijv. JFK",
  "alerts.form.departDate": "Vertrekdatum (optioneel)",
  "alerts.form.departMonth": "Of een maand (optioneel)",
  "alerts.form.departMonthHint": "JJJJ-MM",
  "alerts.form.maxPrice": "Maximumprijs in USD (optioneel)",
  "alerts.form.maxPriceHint":
    "Zonder maximumprijs mailen we zodra de prijs 10 % onder de laagste prijs zakt die we hebben gezien.",
  "alerts.form.saving": "Opslaan…",
  "alerts.form.trip": "Reis",
  "alerts.form.oneway": "Enkele reis",
  "alerts.form.return": "Retour",
  "alerts.form.returnDate": "Terugreisdatum (bij een vertrekdatum)",
  "alerts.form.tripLength": "Of reisduur in dagen (bij een maand of elke datum)",
  "alerts.form.tripLengthHint": "Je vliegt zoveel dagen na vertrek terug.",
  "alerts.form.travellers": "Reizigers en klasse",
  "alerts.form.adults": "Volwassenen",
  "alerts.form.children": "Kinderen (2–11)",
  "alerts.form.infants": "Baby's (jonger dan 2, op schoot)",
  "alerts.form.cabin": "Klasse",
  "alerts.form.cabin.economy": "Economy",
  "alerts.form.cabin.premium_economy": "Premium economy",
  "alerts.form.cabin.business": "Business",
  "alerts.form.cabin.first": "First class",
  "alerts.form.multiCity":
    "Bij een reis met meerdere bestemmingen kun je één vlucht volgen, niet de hele reis: deze alert volgt vlucht {number}, {origin} → {destination}, enkele reis.",
  "alerts.signup.emailMissing": "Vul je e-mailadres in.",
  "alerts.signup.emailTooLong": "Vul een e-mailadres in van hooguit 254 tekens.",
  "alerts.signup.emailInvalid": "Vul een geldig e-mailadres in, zoals naam@voorbeeld.nl.",
  "alerts.signup.origin":
    "Vul in waar je vandaan vliegt. Kies een suggestie, dan weten we zeker dat de IATA-code klopt.",
  "alerts.signup.destination":
    "Vul in waar je naartoe vliegt. Kies een suggestie, dan weten we zeker dat de IATA-code klopt.",
  "alerts.signup.originUnknown":
    "We kennen geen stad of luchthaven met de naam ‘{text}’ om van te vertrekken: controleer de spelling, of typ de luchthavencode van 3 letters.",
  "alerts.signup.destinationUnknown":
    "We kennen geen stad of luchthaven met de naam ‘{text}’ om naartoe te vliegen: controleer de spelling, of typ de luchthavencode van 3 letters.",
  "alerts.signup.originSeveral": "Er zijn meerdere vertrekplaatsen met de naam ‘{text}’: kies er een.",
  "alerts.signup.destinationSeveral": "Er zijn meerdere bestemmingen met de naam ‘{text}’: kies er een.",
  "alerts.signup.sameAirport": "De bestemming moet anders zijn dan het vertrekpunt ({code}).",
  "alerts.signup.sameCity":
    "{origin} en {destination} liggen in dezelfde stad: kies een bestemming in een andere stad.",
  "alerts.signup.dateInvalid": "Kies een geldige vertrekdatum.",
  "alerts.signup.datePast": "De vertrekdatum {date} ligt in het verleden.",
  "alerts.signup.dateTooFar":
    "De vertrekdatum {date} ligt meer dan een jaar vooruit: de laatst mogelijke datum is {latest}.",
  "alerts.signup.monthInvalid": "Kies een maand, zoals 2027-03.",
  "alerts.signup.monthPast": "De maand {month} ligt in het verleden.",
  "alerts.signup.monthTooFar": "De maand {month} ligt meer dan een jaar vooruit.",
  "alerts.signup.dayAndMonth": "Kies een dag of een maand, niet allebei.",
  "alerts.signup.tripType": "Kies enkele reis of retour: een alert volgt één vlucht of een retourreis.",
  "alerts.signup.returnMissing": "Kies een terugreisdatum, of kies enkele reis.",
  "alerts.signup.returnInvalid": "Kies een geldige terugreisdatum.",
  "alerts.signup.returnBeforeDeparture": "De terugreisdatum {date} ligt vóór de vertrekdatum {departure}.",
  "alerts.signup.returnTooFar": "De terugreisdatum {date} ligt meer dan een jaar vooruit: de laatste is {latest}.",
  "alerts.signup.returnNeedsDay":
    "Een terugreisdatum hoort bij een vertrekdatum. Geef bij een maand of elke datum de reisduur in dagen op.",
  "alerts.signup.tripLength": "Vul de reisduur in als een heel aantal dagen van 0 tot {max}.",
  "alerts.signup.tripLengthMissing":
    "Vul bij een retour per maand of op elke datum in hoeveel dagen je blijft, of kies een vertrek- en terugreisdatum.",
  "alerts.signup.tooManyAdults": "Eén boeking heeft plaats voor maximaal {max} passagiers.",
  "alerts.signup.childrenHint": "Vul het aantal kinderen in als heel getal, zoals 0 of 2.",
  "alerts.signup.infantsHint": "Vul het aantal baby's in als heel getal, zoals 0 of 1.",
  "alerts.signup.tooManySeated": "Eén boeking heeft maximaal {max} zitplaatsen: volwassenen en kinderen samen.",
  "alerts.signup.tooManyInfants":
    "Elke baby reist op schoot bij een volwassene: voeg een volwassene toe of haal een baby weg.",
  "alerts.signup.cabinHint": "Kies een klasse: economy, premium economy, business of first class.",
  "alerts.signup.priceNotWhole":
    "Vul je maximumprijs in als heel bedrag in Amerikaanse dollars, of laat het veld leeg.",
  "alerts.signup.priceTooLow": "Je maximumprijs moet minstens 1 Amerikaanse dollar zijn.",
  "alerts.signup.priceTooHigh": "Je maximumprijs mag hooguit {max} Amerikaanse dollar zijn.",

  "alerts.list.none": "Nog geen prijsalerts voor {email}. Stel er hieronder een in.",
  "alerts.list.status.pending": "Wacht op bevestiging via de gemailde link",
  "alerts.list.status.active": "Actief: {alertChecks} gecontroleerd",
  "alerts.list.status.paused": "Gepauzeerd: geen controles, geen e-mails",
  "alerts.list.status.expired": "Verlopen: de datum is voorbij",
  "alerts.list.upTo": "{dates}, tot {price}",
  "alerts.list.anyDrop": "{dates}, bij elke daling van 10 %",
  "alerts.list.latest": "Laatste prijs {price} ({source}, gevonden op {foundAt} UTC, gecontroleerd op {checkedAt} UTC)",
  "alerts.list.latestAndLowest":
    "Laatste prijs {price} ({source}, gevonden op {foundAt} UTC, gecontroleerd op {checkedAt} UTC); laagste actuele prijs {lowest}",
  "alerts.list.sampleSource": "voorbeeldgegevens, geen echte prijs",
  "alerts.list.pause": "Pauzeren",
  "alerts.list.resume": "Hervatten",
  "alerts.list.delete": "Verwijderen",
  "alerts.list.pauseRoute": "{origin} naar {destination} pauzeren",
  "alerts.list.resumeRoute": "{origin} naar {destination} hervatten",
  "alerts.list.deleteRoute": "{origin} naar {destination} verwijderen",
  "alerts.chart.label": "Prijsverloop van {origin} naar {destination}",
  "alerts.chart.empty": "Nog geen prijzen gecontroleerd.",
  "alerts.chart.caption": "{count, plural, one {# controle} other {# controles}}, van {low} tot {high}",
  "alerts.manage.badToken": "Deze beheerlink is verlopen of ongeldig. Vraag hieronder een nieuwe aan.",
  "alerts.manage.signInOrLink": "<link>Log in</link> om je alerts te zien, of ontvang een link per e-mail:",
  "alerts.manage.email": "E-mailadres",
  "alerts.manage.send": "Mail mij een link",

  "alerts.confirm.metaTitle": "Bevestig je prijsalert | {brand}",
  "alerts.confirm.metaDescription": "Bevestig een prijsalert.",
  "alerts.confirm.title": "Bevestig je prijsalert",
  "alerts.confirm.done": "Je alert voor {origin} → {destination} staat aan. We mailen {email} zodra de prijs daalt.",
  "alerts.confirm.seeAlerts": "Bekijk je prijsalerts",
  "alerts.confirm.price": "Huidige prijs: {price} ({source}, gevonden {age}).",
  "alerts.confirm.noOffers":
    "De zoekfunctie vond zojuist geen vluchten voor deze reis. We kijken opnieuw {alertChecks}.",
  "alerts.confirm.notChecked": "We konden de prijs zojuist niet controleren. De eerste controle is {alertChecks}.",
  "alerts.confirm.invalid": "Deze bevestigingslink werkt niet meer: hij is al gebruikt of is ouder dan een week.",
  "alerts.confirm.again": "Stel de alert opnieuw in",
  "alerts.confirm.prompt": "Druk op de knop, dan mailen we je zodra deze route goedkoper wordt.",
  "alerts.confirm.button": "Bevestig mijn alert",

  "alerts.unsubscribe.metaTitle": "Geen e-mails meer over een prijsalert | {brand}",
  "alerts.unsubscribe.metaDescription": "Stop de e-mails van een prijsalert.",
  "alerts.unsubscribe.title": "Geen e-mails meer over deze prijsalert",
  "alerts.unsubscribe.done":
    "Klaar: je krijgt geen e-mails meer over {origin} → {destination}. Je kunt de alert weer aanzetten op de pagina Prijsalerts.",
  "alerts.unsubscribe.invalid":
    "Deze afmeldlink is ongeldig. Kopieer de hele link uit de e-mail, of beheer je alerts op de pagina Prijsalerts.",
  "alerts.unsubscribe.alertsLink": "Prijsalerts",
  "alerts.unsubscribe.prompt": "Druk op de knop, dan mailen we je niet meer over deze route.",
  "alerts.unsubscribe.button": "Stop deze e-mails",

  "alerts.email.from": "{brand} Prijsalerts",
  "alerts.email.confirm.subject": "Bevestig je prijsalert van {brand}: {origin} → {destination}",
  "alerts.email.confirm.heading": "Bevestig je prijsalert",
  "alerts.email.confirm.intro": "Bevestig dat je prijsalerts wilt ontvangen voor {origin} → {destination}, {dates}.",
  "alerts.email.confirm.howMax":
    "We mailen je zodra de prijs op of onder {price} komt. We controleren de route {alertChecks} en sturen per alert hooguit één e-mail per dag.",
  "alerts.email.confirm.howDrop":
    "We mailen je zodra de prijs minstens 10 % onder de laagste prijs zakt die we hebben gezien. We controleren de route {alertChecks} en sturen per alert hooguit één e-mail per dag.",
  "alerts.email.confirm.linkLabel": "Bevestig de alert:",
  "alerts.email.confirm.button": "Bevestig mijn alert",
  "alerts.email.confirm.stop": "Toch niet? Stop deze alert, zonder in te loggen: {link}",
  "alerts.email.confirm.why":
    "Je ontvangt deze e-mail omdat iemand {brand} heeft gevraagd deze route voor dit e-mailadres te volgen. Was jij dat niet? Negeer deze e-mail dan: we volgen niets zolang niemand de link opent.",
  "alerts.email.drop.subject": "Prijsdaling: {origin} → {destination} nu {price}",
  "alerts.email.drop.heading": "{origin} → {destination} kost nu {price}",
  "alerts.email.drop.fare": "{trip}, vertrek op {date}: de goedkoopste prijs die we vonden is {price}.",
  "alerts.email.drop.fareReturn":
    "{trip}, vertrek op {date} en terug op {returnDate}: de goedkoopste prijs die we vonden is {price} in totaal.",
  "alerts.email.drop.underLimit": "Dat is gelijk aan of lager dan je maximumprijs van {limit}.",
  "alerts.email.drop.lowerThanSeen": "De laagste prijs die we eerder zagen was {old}.",
  "alerts.email.drop.lowerThanSeenWithLimit":
    "De laagste prijs die we eerder zagen was {old}; je maximumprijs is {limit}.",
  "alerts.email.drop.source":
    "Prijs van {source}, gevonden {age}. Prijzen veranderen snel: de partner toont de definitieve prijs voordat je boekt.",
  "alerts.email.drop.justNow": "zojuist",
  "alerts.email.trip": "Reis: {trip}.",
  "alerts.email.drop.linkLabel": "Bekijk vluchten:",
  "alerts.email.drop.button": "Bekijk vluchten",
  "alerts.email.drop.why":
    "Je krijgt deze e-mail omdat je {brand} hebt gevraagd {origin} → {destination} te volgen ({dates}). We sturen per alert hooguit één e-mail per dag.",
  "alerts.email.drop.unsubscribe": "Stop deze e-mails: {link}",
  "alerts.email.drop.manage": "Je alerts pauzeren, hervatten of verwijderen: {link}",
  "alerts.email.manage.subject": "Je prijsalerts van {brand}",
  "alerts.email.manage.heading": "Beheer je prijsalerts",
  "alerts.email.manage.intro":
    "Met de link hieronder kun je de prijsalerts van dit e-mailadres bekijken, pauzeren, hervatten of verwijderen.",
  "alerts.email.manage.expiry": "De link werkt 24 uur.",
  "alerts.email.manage.button": "Beheer mijn alerts",
  "alerts.email.manage.why":
    "Je ontvangt deze e-mail omdat iemand {brand} om een link naar de prijsalerts van dit e-mailadres heeft gevraagd. Was jij dat niet? Negeer deze e-mail dan.",
};
