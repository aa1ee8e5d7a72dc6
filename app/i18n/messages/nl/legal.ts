import type { Translation } from "../../message-key";
import type { legal as english } from "../en/legal";

export const legal: Translation<typeof english> = {
  "legal.lastUpdated": "Laatst bijgewerkt",
  "legal.effectiveDate": "Geldig vanaf",
  "legal.notLegalAdvice":
    "Op deze pagina leggen we in gewone taal uit hoe {brand} werkt. Dit is geen juridisch advies; heb je advies nodig over je eigen situatie, raadpleeg dan een advocaat of een andere deskundige jurist.",

  "legal.privacy.metaTitle": "Privacybeleid | {brand}",
  "legal.privacy.metaDescription":
    "Welke gegevens {brand} bewaart (accounts, klikken naar partners, aanmeldingen voor prijsalerts), welke cookies we plaatsen en welke keuzes je hebt.",
  "legal.privacy.title": "Privacybeleid",
  "legal.privacy.whoWeAre": "Wie we zijn",
  "legal.privacy.operator": "{brand} wordt geëxploiteerd door {company}. Contact: <mail>{email}</mail>.",
  "legal.privacy.whatWeKeep": "Welke gegevens we bewaren",
  "legal.privacy.keep.accounts":
    "<b>Accounts:</b> maak je een account, dan bewaren we je e-mailadres, een veilig gehasht wachtwoord en je rol.",
  "legal.privacy.keep.clicks":
    "<b>Klikken naar partners:</b> open je een link naar een partner, dan slaan we op welke partner het is, een klikreferentie, de route (vertrekpunt en bestemming) als die er is, en het tijdstip. We komen niet te weten wat je koopt.",
  "legal.privacy.keep.alerts":
    "<b>Prijsalerts:</b> stel je een prijsalert in, dan bewaren we je e-mailadres, de route, de datums en je maximumprijs, de prijzen die onze controles vonden en welke e-mails we je hebben gestuurd. Verwijder je een alert via {alertsPath} of klik je op de afmeldlink in een alertmail, dan stoppen we.",
  "legal.privacy.keep.logs":
    "<b>Serverlogs:</b> verzoeken (bezocht adres, tijdstip, status), voor beveiliging en het oplossen van storingen; die bewaren we een beperkte tijd.",
  "legal.privacy.searchesAndMail":
    "Zoekopdrachten sturen we naar onze datapartners om tarieven te vinden. Berichten via ons contactformulier slaan we op en mailen we naar ons supportteam, en je krijgt een bevestiging per e-mail; die berichten en e-mails die je ons stuurt, bewaren we alleen zo lang als nodig is om ze te beantwoorden.",
  "legal.privacy.cookies": "Cookies en lokale opslag",
  "legal.privacy.cookiesBody":
    "We plaatsen alleen een sessiecookie als je inlogt, zodat je ingelogd blijft. We gebruiken geen advertentie- of analysetrackers. In de lokale opslag van je browser kunnen kleine hoeveelheden gegevens staan, zoals eerder opgezochte bedrijfslogo's op de pagina met reistools. Partnersites die je bezoekt, plaatsen hun eigen cookies volgens hun eigen beleid.",
  "legal.privacy.sharing": "Delen van gegevens",
  "legal.privacy.sharingBody":
    "We verkopen geen persoonsgegevens. We delen gegevens alleen met dienstverleners die de site voor ons draaien, met partners als je ervoor kiest naar hen door te klikken, of als de wet ons daartoe verplicht.",
  "legal.privacy.choices": "Jouw keuzes",
  "legal.privacy.choicesBody":
    "Je kunt ons om een kopie van je gegevens vragen, of vragen ze te corrigeren of te verwijderen, door een e-mail te sturen naar <mail>{email}</mail>.",
  "legal.privacy.children": "Privacy van kinderen",
  "legal.privacy.childrenBody":
    "{brand} is niet bedoeld voor kinderen jonger dan 16 jaar, en we verzamelen niet bewust hun gegevens. Denk je dat een kind ons gegevens heeft gegeven, neem dan contact met ons op; dan verwijderen we ze.",
  "legal.privacy.changes": "Wijzigingen",
  "legal.privacy.changesBody":
    "We passen deze pagina aan als onze werkwijze verandert. Lees ook onze <terms>gebruiksvoorwaarden</terms>.",

  "legal.terms.metaTitle": "Gebruiksvoorwaarden | {brand}",
  "legal.terms.metaDescription":
    "De voorwaarden voor het gebruik van {brand}: een zoekdienst die doorverwijst naar boekingspartners, beperking van aansprakelijkheid en toepasselijk recht.",
  "legal.terms.title": "Gebruiksvoorwaarden",
  "legal.terms.service": "De dienst",
  "legal.terms.serviceBody":
    "{brand} wordt geëxploiteerd door {company}. We helpen je vluchten te zoeken en verwijzen je door naar partners bij wie je boekt. We zijn geen luchtvaartmaatschappij of reisbureau en verkopen geen tickets. Je boeking is een overeenkomst tussen jou en de partner of luchtvaartmaatschappij, onder hun voorwaarden.",
  "legal.terms.prices": "Prijzen en informatie",
  "legal.terms.pricesBody":
    "We tonen de prijzen van partners te goeder trouw, maar ze kunnen veranderen of verouderd zijn. De prijs en voorwaarden op de site van de partner zijn bepalend. Onze gidsen bevatten algemene informatie; raadpleeg officiële bronnen voor inreisregels en andere eisen.",
  "legal.terms.using": "Gebruik van de site",
  "legal.terms.using.misuse":
    "Misbruik de site niet, bijvoorbeeld door hem op grote schaal te scrapen of te proberen de beveiliging te omzeilen.",
  "legal.terms.using.account":
    "Maak je een account, bewaar je wachtwoord dan veilig; je bent verantwoordelijk voor wat er met je account gebeurt.",
  "legal.terms.liability": "Aansprakelijkheid",
  "legal.terms.liabilityBody":
    "Voor zover de wet dat toestaat, is {company} niet aansprakelijk voor boekingen, diensten of content van partners, en is onze totale aansprakelijkheid jegens jou voor elke vordering in verband met de site beperkt tot US$ 100. Niets in deze voorwaarden beperkt de rechten die je hebt op grond van dwingend recht.",
  "legal.terms.law": "Toepasselijk recht",
  "legal.terms.lawBody": "Op deze voorwaarden is het recht van de staat Wyoming (Verenigde Staten) van toepassing.",
  "legal.terms.contact": "Contact",
  "legal.terms.contactBody":
    "Vragen? Mail naar <mail>{email}</mail>. Lees ook ons <privacy>privacybeleid</privacy> en onze <disclosure>affiliate-verklaring</disclosure>.",

  "legal.disclosure.metaTitle": "Affiliate-verklaring | {brand}",
  "legal.disclosure.metaDescription":
    "Hoe {brand} geld verdient met affiliatecommissies, en waarom dat nooit invloed heeft op de prijs die je betaalt of op de volgorde van de resultaten.",
  "legal.disclosure.title": "Affiliate-verklaring",
  "legal.disclosure.intro":
    "{brand} is gratis te gebruiken omdat partners ons betalen. Volg je vanaf onze site een link naar een boekingspartner (bijvoorbeeld Kiwi.com of Aviasales) of naar een product op onze pagina met <tools>reistools</tools> en koop je daar iets, dan kan die partner ons een commissie betalen.",
  "legal.disclosure.forYou": "Wat dit voor jou betekent",
  "legal.disclosure.forYou.price":
    "Je betaalt dezelfde prijs als wanneer je rechtstreeks naar de partner gaat. We rekenen geen extra kosten.",
  "legal.disclosure.forYou.order":
    "Zoekresultaten zijn gesorteerd op prijs, niet op de commissie die we zouden kunnen verdienen.",
  "legal.disclosure.forYou.guides":
    "Onze gidsen worden geschreven door onze redactie; partners betalen niet voor onze gidsen en keuren ze ook niet goed.",
  "legal.disclosure.forYou.clicks":
    "We registreren dat er op een partnerlink is geklikt (niet wat je koopt), zodat partners ons kunnen betalen.",
  "legal.disclosure.questions": "Vragen",
  "legal.disclosure.questionsBody": "Mail naar <mail>{email}</mail>.",

  "legal.editorial.metaTitle": "Redactiebeleid | {brand}",
  "legal.editorial.metaDescription":
    "Hoe {brand} zijn reisgidsen schrijft, controleert en bijwerkt, en hoe affiliaterelaties gescheiden blijven van redactionele beslissingen.",
  "legal.editorial.title": "Redactiebeleid",
  "legal.editorial.publish": "Wat we publiceren",
  "legal.editorial.publishBody":
    "Onze <guides>gidsen</guides> geven praktisch advies over routes, luchthavens en boeken. We baseren ons op openbare, controleerbare bronnen, zoals websites van luchtvaartmaatschappijen en luchthavens en officiële overheidspagina's, en we vermijden cijfers waarvan we de bron niet kunnen geven.",
  "legal.editorial.reviews": "Controles en updates",
  "legal.editorial.reviews.quarterly":
    "Kerngidsen controleren we minstens elk kwartaal, en telkens als we horen dat er iets is veranderd. Op dit moment is elke gids in ons overzicht een kerngids.",
  "legal.editorial.reviews.dates":
    "Bij elke gids staat de datum waarop hij voor het laatst is bijgewerkt en de datum waarop een redacteur de feiten voor het laatst aan de bronnen heeft getoetst. Onze site-build waarschuwt ons als de laatste controle van een kerngids meer dan 92 dagen ouder is dan onze meest recente wijziging aan een gids.",
  "legal.editorial.reviews.facts":
    'Feiten die veranderen, zoals afmetingen van bagage, overstaptijden, compensatiebedragen uit passagiersrechten en boekingsregels, zijn gedateerd ("stand per") en bij elke gids staan de primaire bronnen die we hebben gecontroleerd, meestal de eigen pagina van de luchtvaartmaatschappij, de luchthaven of de toezichthouder. Controleer ze opnieuw voordat je reist: ze kunnen na onze controle zijn veranderd.',
  "legal.editorial.reviews.unfinished":
    "Bij gidsen die nog niet af zijn, staat dat er eerlijk bij in plaats van opvultekst; ze blijven buiten zoekmachines en onze sitemap totdat ze compleet zijn.",
  "legal.editorial.noAdvice": "Advies dat we niet geven",
  "legal.editorial.noAdviceBody":
    "We leggen praktijken zoals hidden-city ticketing uit zodat je de risico's begrijpt, maar we raden niet aan te boeken in strijd met de vervoersvoorwaarden van een luchtvaartmaatschappij.",
  "legal.editorial.independence": "Onafhankelijkheid",
  "legal.editorial.independenceBody":
    "{brand} verdient affiliatecommissies (zie onze <disclosure>affiliate-verklaring</disclosure>). Partners betalen niet voor vermelding, krijgen onze gidsen niet vóór publicatie te zien en kunnen geen betere positie in de zoekresultaten kopen.",
  "legal.editorial.corrections": "Correcties",
  "legal.editorial.correctionsBody":
    "Een fout gezien? Laat het ons weten via <mail>{email}</mail>, dan verbeteren we die en passen we de datum aan.",

  "legal.accessibility.metaTitle": "Toegankelijkheid | {brand}",
  "legal.accessibility.metaDescription":
    "{brand} streeft naar WCAG 2.1 niveau AA. Hoe we testen, bekende beperkingen en hoe je een drempel meldt (antwoord binnen 5 werkdagen).",
  "legal.accessibility.title": "Toegankelijkheid",
  "legal.accessibility.intro":
    "We willen dat iedereen vluchten kan zoeken en onze gidsen kan lezen. Ons doel is te voldoen aan de Web Content Accessibility Guidelines (WCAG) 2.1 op niveau AA.",
  "legal.accessibility.whatWeDo": "Wat we doen",
  "legal.accessibility.whatWeDo.keyboard":
    'Alle pagina\'s zijn met het toetsenbord te bedienen, met een zichtbare focus en een link "{skipLink}".',
  "legal.accessibility.whatWeDo.semantics":
    "We gebruiken semantische HTML en formuliervelden met labels, en houden rekening met de instelling voor minder beweging.",
  "legal.accessibility.whatWeDo.axe":
    "Onze automatische tests controleren elke openbare pagina met de toegankelijkheidsengine axe.",
  "legal.accessibility.limits": "Bekende beperkingen",
  "legal.accessibility.limitsBody":
    "Boekingssites van partners worden beheerd door andere bedrijven; hun toegankelijkheid valt buiten onze invloed. Sommige bedrijfslogo's op de pagina met reistools worden geladen van diensten van derden en zijn alleen decoratief.",
  "legal.accessibility.report": "Een probleem melden",
  "legal.accessibility.reportBody":
    "Is iets lastig te gebruiken? Mail naar <mail>{email}</mail> met het adres van de pagina en wat er gebeurde. We antwoorden binnen 5 werkdagen.",
};
