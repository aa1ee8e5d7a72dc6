import type { Translation } from "../../message-key";
import type { pages as english } from "../en/pages";

export const pages: Translation<typeof english> = {
  "pages.help.metaTitle": "Helpcentrum | {brand}",
  "pages.help.metaDescription":
    "Antwoorden over vluchten zoeken en boeken met {brand}: veelgestelde vragen, stap voor stap hulp bij boeken en hoe je ons bereikt.",
  "pages.help.title": "Helpcentrum",
  "pages.help.intro":
    "{brand} helpt je vluchten te vinden; je boekt en betaalt op de site van de partner. Is er iets onduidelijk? Begin dan hier.",
  "pages.help.faq.title": "Veelgestelde vragen",
  "pages.help.faq.text": "Kosten, prijzen, annuleren, prijsalerts en privacy in korte antwoorden.",
  "pages.help.bookingHelp.title": "Hulp bij boeken",
  "pages.help.bookingHelp.text": "Hoe boeken via een partner werkt, en wat je doet als er iets misgaat.",
  "pages.help.contact.title": "Contact",
  "pages.help.contact.text": "Mail ons supportteam, onze persvoorlichting of het partnerteam.",
  "pages.help.ticketProblems":
    "Problemen met een ticket dat je al hebt gekocht (omboeken, terugbetaling, bagage) regelt de partner of luchtvaartmaatschappij waar je hebt geboekt: hun contactgegevens staan in je boekingsbevestiging. Voor alles over onze site bereik je ons via <link>{email}</link>.",

  "pages.faq.metaTitle": "Veelgestelde vragen | {brand}",
  "pages.faq.metaDescription":
    "Korte antwoorden over {brand}: kosten, prijswijzigingen bij het afrekenen, annuleren, valuta, prijsalerts, privacy en ons filter op luchthavenwissels.",
  "pages.faq.title": "Veelgestelde vragen",
  "pages.faq.intro": "Klik op een vraag om het antwoord te zien.",
  "pages.faq.what.question": "Wat is {brand}?",
  "pages.faq.what.answer":
    "{brand} is een zoekmachine voor vluchten. We vergelijken tarieven van onze datapartners, zetten ze op volgorde van prijs en sturen je door naar de site van een partner om te boeken en te betalen. Zelf verkopen we geen tickets.",
  "pages.faq.fees.question": "Rekent {brand} kosten?",
  "pages.faq.fees.answer":
    "Nee. Zoeken is gratis en we zetten niets bovenop de prijs. Boek je via een van onze links, dan kan de partner ons een commissie betalen; wat jij betaalt, verandert daardoor niet.",
  "pages.faq.priceChange.question": "Waarom veranderde de prijs bij het afrekenen?",
  "pages.faq.priceChange.answer":
    "Tarieven veranderen snel naarmate stoelen worden verkocht, en de prijzen die wij tonen kunnen een paar minuten oud zijn (of langer, als ze uit de cache komen). Bij het afrekenen zie je bij de partner de actuele prijs. Controleer altijd de uiteindelijke prijs, de bagage en de tariefvoorwaarden voordat je betaalt.",
  "pages.faq.cancel.question": "Hoe annuleer of wijzig ik mijn boeking?",
  "pages.faq.cancel.answer":
    "Je boeking loopt via de partner of luchtvaartmaatschappij die je hebt betaald, dus wijzigen en annuleren gaat ook via hen. Gebruik de contactgegevens in je bevestigingsmail. Wat er mag, hangt af van je tariefvoorwaarden.",
  "pages.faq.languages.question": "In welke valuta en talen is de site beschikbaar?",
  "pages.faq.languages.answer":
    "Prijzen staan alleen in Amerikaanse dollars (USD). De site is er in het Engels en in het Nederlands: <link>de Nederlandse versie</link> vind je op /nl, en met de taalkeuze onderaan elke pagina wissel je van de ene taal naar de andere.",
  "pages.faq.alerts.question": "Werken prijsalerts?",
  "pages.faq.alerts.answer":
    "Ja. Meld je aan op de homepage of vanuit je zoekresultaten, bevestig via de link die we je mailen, en we controleren de route {alertChecks} met dezelfde zoekfunctie als de site. We mailen je zodra de actuele prijs daalt tot of onder de prijs die je hebt opgegeven, of, als je geen prijs opgeeft, tot minstens 10% onder de laagste prijs die we hebben gezien. Je krijgt hooguit één e-mail per dag per alert. In elke e-mail staat waar de prijs vandaan komt en hoe oud hij is. Prijzen van onze offline engine zijn voorbeeldgegevens en leiden nooit tot een alert. Je kunt alerts pauzeren, hervatten of verwijderen op /nl/alerts, en in elke e-mail meld je je met één klik af.",
  "pages.faq.data.question": "Wat doen jullie met mijn gegevens?",
  "pages.faq.data.answer":
    "We bewaren zo weinig mogelijk: je accountgegevens als je een account maakt, een registratie van je klikken naar partners en je aanmeldingen voor prijsalerts. We gebruiken geen advertentietrackers. In ons privacybeleid lees je er alles over.",
  "pages.faq.airportChange.question": "Wat is het filter op luchthavenwissels bij een overstap?",
  "pages.faq.airportChange.answer":
    "Sommige goedkope reisroutes landen op de ene luchthaven en vliegen verder vanaf een andere luchthaven in dezelfde stad. Dan moet je de stad door, je bagage opnieuw inchecken en opnieuw door de beveiliging. Zulke overstappen halen we automatisch uit de resultaten.",
  "pages.faq.privacyLink": "<link>Lees het privacybeleid</link>.",
  "pages.faq.stillStuck":
    "Kom je er niet uit? <contact>Neem contact met ons op</contact> of lees de <help>hulp bij boeken</help>.",

  "pages.bookingHelp.metaTitle": "Hulp bij boeken | {brand}",
  "pages.bookingHelp.metaDescription":
    "Zo boek je in vier stappen een vlucht die je op {brand} hebt gevonden, en dit doe je als de prijs verandert, je betaling wordt geweigerd of een naam verkeerd gespeld is.",
  "pages.bookingHelp.title": "Hulp bij boeken",
  "pages.bookingHelp.intro": "Stap voor stap een vlucht boeken die je op {brand} hebt gevonden.",
  "pages.bookingHelp.howItWorks": "Zo werkt boeken",
  "pages.bookingHelp.step": "Stap {number}",
  "pages.bookingHelp.search.title": "Zoeken",
  "pages.bookingHelp.search.text":
    "Vul in waar en wanneer je wilt vliegen. We vergelijken de aanbiedingen van onze partners en zetten ze op volgorde van prijs.",
  "pages.bookingHelp.review.title": "Vergelijken",
  "pages.bookingHelp.review.text":
    "Bekijk de tijden, overstappen, luchtvaartmaatschappij en de bron van elke prijs. Open een aanbieding om de gegevens van de partner te zien.",
  "pages.bookingHelp.book.title": "Boeken",
  "pages.bookingHelp.book.text":
    "Met „Bekijk aanbieding” open je de site van de partner in een nieuw tabblad. Controleer daar de vlucht, de reizigers, de bagage en de tariefvoorwaarden.",
  "pages.bookingHelp.pay.title": "Betalen",
  "pages.bookingHelp.pay.text":
    "Je betaalt rechtstreeks aan de partner, en die stuurt je de bevestiging. Wij zien en bewaren je kaartgegevens nooit.",
  "pages.bookingHelp.commonIssues": "Veelvoorkomende problemen",
  "pages.bookingHelp.priceChanged.title": "De prijs is veranderd",
  "pages.bookingHelp.priceChanged.text":
    "Tarieven kunnen veranderen tussen onze zoekresultaten en het afrekenen bij de partner, omdat stoelen worden verkocht en sommige van onze prijzen uit de cache komen. De prijs bij de partner is de prijs die je betaalt. Is die hoger geworden? Ga terug en zoek opnieuw: een andere partner of datum kan goedkoper zijn.",
  "pages.bookingHelp.declined.title": "Mijn betaling is geweigerd",
  "pages.bookingHelp.declined.text":
    "Controleer je kaartgegevens en factuuradres, en kijk of je bank een buitenlandse of online betaling heeft tegengehouden (veel banken vragen je zo'n betaling in hun app goed te keuren). Lukt het nog steeds niet? Neem dan contact op met de partner: wij kunnen betalingen niet zien of wijzigen.",
  "pages.bookingHelp.typo.title": "Er staat een typfout in de naam van een reiziger",
  "pages.bookingHelp.typo.text":
    "Neem meteen contact op met de partner of luchtvaartmaatschappij. Kleine correcties zijn vaak mogelijk, soms tegen betaling; bij vluchten van of naar de VS die je rechtstreeks bij de maatschappij hebt geboekt, kun je dankzij de 24-uursregel vaak annuleren en opnieuw boeken. Onze <link>gids over tariefvoorwaarden</link> legt meer uit.",
  "pages.bookingHelp.moreHelp":
    "Meer hulp nodig? Bekijk de <faq>veelgestelde vragen</faq> of <contact>neem contact met ons op</contact>.",

  "pages.contact.metaTitle": "Contact | {brand}",
  "pages.contact.metaDescription": "Zo bereik je {brand}: e-mailadressen voor support, pers en samenwerking.",
  "pages.contact.title": "Contact",
  "pages.contact.intro": "We lezen elk bericht. Via e-mail bereik je ons het snelst.",
  "pages.contact.support": "Klantenservice",
  "pages.contact.supportText":
    "Vragen over onze site: <link>{email}</link>. Meestal antwoorden we binnen een paar werkdagen. Voor omboeken, terugbetalingen of bagage bij een ticket dat je hebt gekocht, neem je contact op met de partner of luchtvaartmaatschappij uit je bevestiging: daar loopt je boeking.",
  "pages.contact.pressAndPartners": "Pers en samenwerking",
  "pages.contact.press": "Pers: <link>{email}</link>",
  "pages.contact.partners": "Samenwerking: <link>{email}</link>",
  "pages.contact.sendMessage": "Stuur een bericht",
  "pages.contact.form.note":
    "Je bericht gaat naar ons supportteam en we antwoorden per e-mail, meestal binnen een paar werkdagen. We bewaren het alleen zo lang als nodig is om het te beantwoorden.",
  "pages.contact.form.name": "Naam",
  "pages.contact.form.email": "E-mailadres",
  "pages.contact.form.subject": "Onderwerp",
  "pages.contact.form.message": "Bericht",
  "pages.contact.form.submit": "Bericht versturen",
  "pages.contact.form.sending": "Bezig met versturen…",
  "pages.contact.error.name": "Vul je naam in.",
  "pages.contact.error.emailMissing": "Vul je e-mailadres in.",
  "pages.contact.error.emailInvalid": "Vul een geldig e-mailadres in, zoals naam@voorbeeld.nl.",
  "pages.contact.error.subject": "Vul een onderwerp in.",
  "pages.contact.error.message": "Schrijf een bericht.",

  "pages.press.metaTitle": "Pers | {brand}",
  "pages.press.metaDescription": "{brand} voor journalisten: wat we doen, onze factsheet en het perscontact.",
  "pages.press.title": "Pers",
  "pages.press.intro": "Informatie over {brand} voor journalisten en schrijvers.",
  "pages.press.about": "Over {brand}",
  "pages.press.aboutText":
    "{brand} is een zoekmachine voor vluchten. De site vergelijkt tarieven van datapartners, zet ze op volgorde van prijs en filtert overstappen weg waarbij reizigers onderweg van luchthaven moeten wisselen. Reizigers boeken en betalen op de sites van partners; {brand} verdient affiliatecommissies en rekent reizigers niets. Daarnaast publiceert {brand} praktische reisgidsen. {brand} is een onderneming van {company}.",
  "pages.press.factSheet": "Factsheet",
  "pages.press.factSheetText":
    "<link>Open de factsheet<hint> (opent in een nieuw tabblad)</hint></link> voor een samenvatting op één pagina die je kunt afdrukken of als pdf kunt opslaan.",
  "pages.press.logos": "Logo's en huisstijl",
  "pages.press.logosText":
    "Logobestanden om te downloaden zijn er nog niet. Heb je ze nodig? Vraag ze dan op bij het perscontact hieronder.",
  "pages.press.logoSvg": "Logo (SVG)",
  "pages.press.logoPng": "Logo (PNG)",
  "pages.press.downloadsSoon": "Downloads volgen binnenkort.",
  "pages.press.mediaContact": "Perscontact",

  "pages.careers.metaTitle": "Vacatures | {brand}",
  "pages.careers.metaDescription":
    "Werken bij {brand}: op dit moment geen vacatures, maar een open sollicitatie per e-mail is welkom.",
  "pages.careers.title": "Vacatures",
  "pages.careers.intro": "{brand} is een klein team dat bouwt aan een eerlijke manier om goedkope vluchten te vinden.",
  "pages.careers.openPositions": "Openstaande vacatures",
  "pages.careers.noOpenPositions": "Op dit moment hebben we geen openstaande vacatures.",
  "pages.careers.openApplications": "Open sollicitatie",
  "pages.careers.openApplicationsText":
    "Wil je met ons werken, bijvoorbeeld aan reisteksten, zoektechnologie of webontwikkeling? Stuur een korte motivatie en je cv of portfolio naar <link>{email}</link>. We bewaren sollicitaties niet langer dan nodig is om ze te beoordelen.",

  "pages.about.metaTitle": "Over ons | {brand}",
  "pages.about.metaDescription":
    "Wie er achter {brand} zit, hoe we geld verdienen, hoe we prijzen controleren en met welke partners we werken.",
  "pages.about.title": "Over {brand}",
  "pages.about.mission": "Onze missie",
  "pages.about.missionText":
    "Een goedkope vlucht vinden eenvoudig en eerlijk maken: echte tarieven van betrouwbare partners tonen, op volgorde van prijs, en reisroutes weglaten die goedkoop lijken maar je onderweg van luchthaven laten wisselen.",
  "pages.about.earning": "Hoe we geld verdienen",
  "pages.about.earningText":
    "Klik je door naar een partner en boek je daar, dan kan de partner ons een commissie betalen. Je betaalt dezelfde prijs als wanneer je rechtstreeks naar de partner gaat. We rekenen reizigers niets en verkopen je gegevens niet. Lees ook onze <link>affiliate-verklaring</link>.",
  "pages.about.prices": "Hoe we prijzen controleren",
  "pages.about.pricesText":
    "Prijzen komen van onze datapartners op het moment dat je zoekt; sommige komen uit de cache, en dan laten we zien hoe oud ze zijn. Bij het afrekenen toont de partner altijd de actuele prijs, en die prijs telt. Voorbeeldgegevens zijn duidelijk als voorbeeld gemarkeerd.",
  "pages.about.noSurprises": "Geen verrassingen achteraf",
  "pages.about.noSurprisesText":
    "We rekenen geen extra kosten. Voordat je betaalt, toont de partner de volledige prijs, de bagageregels en de tariefvoorwaarden. Lees ze goed, en lees onze <link>gids over tariefvoorwaarden</link> als iets onduidelijk is.",
  "pages.about.partners": "Ons partnernetwerk",
  "pages.about.partnersText":
    "Vluchtgegevens en boekingen komen van reispartners zoals Kiwi.com en Aviasales (via het affiliatenetwerk Travelpayouts) en van een wereldwijd reserveringssysteem (GDS). Op onze pagina met <link>reistools</link> staan andere producten waar we naar linken.",
  "pages.about.who": "Wie we zijn",
  "pages.about.whoText":
    "{brand} is een onderneming van {company}, een vennootschap met beperkte aansprakelijkheid. Je bereikt ons via <link>{email}</link>.",

  "pages.factSheet.metaTitle": "Factsheet | {brand}",
  "pages.factSheet.metaDescription":
    "{brand} in één oogopslag: wat het doet, het verdienmodel, de databronnen en meer dan 500 luchtvaartmaatschappijen.",
  "pages.factSheet.title": "Factsheet {brand}",
  "pages.factSheet.download": "Download als pdf",
  "pages.factSheet.printHint":
    "„Download als pdf” opent het afdrukvenster van je browser: kies „Opslaan als PDF” als printer.",
  "pages.factSheet.what": "Wat het is",
  "pages.factSheet.whatText": "{brand} is een metazoekmachine voor vluchten met praktische reisgidsen.",
  "pages.factSheet.operator": "Exploitant",
  "pages.factSheet.model": "Verdienmodel",
  "pages.factSheet.modelText": "Affiliatecommissies van boekingspartners; gratis voor reizigers, geen boekingskosten.",
  "pages.factSheet.sources": "Databronnen",
  "pages.factSheet.sourcesText": "Een wereldwijd reserveringssysteem (GDS) en een affiliate-API met vluchtgegevens.",
  "pages.factSheet.coverage": "Dekking",
  "pages.factSheet.coverageText":
    "Meer dan 500 luchtvaartmaatschappijen; zoeken op enkele reis, retour en meerdere bestemmingen.",
  "pages.factSheet.language": "Valuta en taal",
  "pages.factSheet.languageText":
    "Prijzen in USD; de site is er in het Engels en het Nederlands (Nederlands op <link>{dutchUrl}</link>).",
  "pages.factSheet.apart": "Wat het anders maakt",
  "pages.factSheet.apartText": "Overstappen waarbij je onderweg van luchthaven wisselt, filteren we uit de resultaten.",
  "pages.factSheet.editorial": "Redactie",
  "pages.factSheet.editorialText":
    "Praktische gidsen over routes, luchthavens en boeken; de belangrijkste gidsen controleren we minstens elk kwartaal.",
  "pages.factSheet.pressContact": "Perscontact",

  "pages.sitemap.metaTitle": "Sitemap | {brand}",
  "pages.sitemap.metaDescription":
    "Alle pagina's van {brand} in één lijst: zoeken, aanbiedingen, tools, gidsen, hulp en juridische pagina's.",
  "pages.sitemap.title": "Sitemap",
  "pages.sitemap.mainPages": "Hoofdpagina's",
  "pages.sitemap.homepage": "Homepage",
  "pages.sitemap.sitemap": "Sitemap",
  "pages.sitemap.pageSections": "Onderdelen van de homepage",
  "pages.sitemap.section.search": "<link>Vluchten zoeken</link>: het zoekformulier bovenaan de homepage",
  "pages.sitemap.section.deals":
    "<link>Aanbiedingen</link>: het deel van de homepage dat naar de aanbiedingen van vandaag leidt",
  "pages.sitemap.section.alerts":
    "<link>Prijsalerts</link>: volg een route en krijg een e-mail als het actuele tarief daalt. We controleren de prijzen {alertChecks} met dezelfde zoekfunctie als de site, die onze datapartners om actuele tarieven vraagt; voorbeeldprijzen van onze offline engine leiden nooit tot een e-mail.",
  "pages.sitemap.section.rewards": "<link>Voordeel</link>: hoe je bij ons bespaart (er is geen spaarprogramma)",
  "pages.sitemap.allGuides": "Alle gidsen",
  "pages.sitemap.languages": "Talen",
  "pages.sitemap.otherLanguage": "<link>English</link>: dezelfde pagina's in het Engels, zonder /nl",
};
