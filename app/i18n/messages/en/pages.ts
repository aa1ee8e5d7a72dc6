/** Help, FAQ, booking help, contact, press, careers, about, fact sheet and the sitemap page. */
export const pages = {
  "pages.help.metaTitle": "Help Center | {brand}",
  "pages.help.metaDescription":
    "Answers about searching and booking flights with {brand}: FAQ, step-by-step booking help and how to contact us.",
  "pages.help.title": "Help Center",
  "pages.help.intro":
    "{brand} helps you find flights; you book and pay on the partner's site. Start here if something is unclear.",
  "pages.help.faq.title": "FAQ",
  "pages.help.faq.text": "Fees, prices, cancellations, alerts and privacy in short answers.",
  "pages.help.bookingHelp.title": "Booking Help",
  "pages.help.bookingHelp.text": "How booking through a partner works, and what to do when something goes wrong.",
  "pages.help.contact.title": "Contact",
  "pages.help.contact.text": "Write to our support team, press office or partnerships.",
  "pages.help.ticketProblems":
    "Problems with a ticket you already bought (changes, refunds, baggage) are handled by the partner or airline you booked with: their contact details are in your booking confirmation. You can reach us at <link>{email}</link> for anything about our site.",

  "pages.faq.metaTitle": "Frequently Asked Questions | {brand}",
  "pages.faq.metaDescription":
    "Short answers about {brand}: fees, price changes at checkout, cancellations, currency, price alerts, privacy and our airport-change filter.",
  "pages.faq.title": "Frequently Asked Questions",
  "pages.faq.intro": "Click a question to see its answer.",
  "pages.faq.what.question": "What is {brand}?",
  "pages.faq.what.answer":
    "{brand} is a flight search site. We compare fares from our data partners, show them sorted by price and send you to a partner's site to book and pay. We do not sell tickets ourselves.",
  "pages.faq.fees.question": "Does {brand} charge any fees?",
  "pages.faq.fees.answer":
    "No. Searching is free and we add nothing to the price. When you book through one of our links, the partner may pay us a commission; that does not change what you pay.",
  "pages.faq.priceChange.question": "Why did the price change at checkout?",
  "pages.faq.priceChange.answer":
    "Fares change quickly as seats sell, and the prices we show can be a few minutes (or, for cached prices, longer) old. The partner's checkout shows the live price. Always check the final price, baggage and fare rules before you pay.",
  "pages.faq.cancel.question": "How do I cancel or change my booking?",
  "pages.faq.cancel.answer":
    "Your booking is with the partner or airline you paid, so changes and cancellations go through them. Use the contact details in your confirmation e-mail. What is allowed depends on your fare rules.",
  "pages.faq.languages.question": "Which currencies and languages are supported?",
  "pages.faq.languages.answer":
    "Prices are shown in US dollars (USD) only. The site is available in English and in Dutch: <link>the Dutch version</link> is at /nl, and the language switch at the bottom of every page takes you from one to the other.",
  "pages.faq.alerts.question": "Do price alerts work?",
  "pages.faq.alerts.answer":
    "Yes. Sign up on the home page or from your search results, confirm the link we e-mail you, and we check the route {alertChecks} through the same search the site uses. We e-mail you when the live price falls to or below the price you set, or, without one, at least 10 % below the lowest price we have seen, at most once a day per alert. Each e-mail says where the price came from and how old it is. Prices from our offline engine are sample data and never trigger an alert. You can pause, resume or delete alerts at /alerts, and every e-mail has a one-click unsubscribe.",
  "pages.faq.data.question": "How do you handle my data?",
  "pages.faq.data.answer":
    "We keep as little as we can: account details if you sign up, a record of partner clicks, and alert sign-ups. We do not use advertising trackers. Our privacy policy explains everything.",
  "pages.faq.airportChange.question": "What is the airport-change layover filter?",
  "pages.faq.airportChange.answer":
    "Some cheap itineraries land at one airport and continue from another in the same city, which means crossing town, re-checking bags and passing security again. We remove those connections from results automatically.",
  "pages.faq.privacyLink": "<link>Read the privacy policy</link>.",
  "pages.faq.stillStuck": "Still stuck? <contact>Contact us</contact> or read the <help>booking help</help>.",

  "pages.bookingHelp.metaTitle": "Booking Help | {brand}",
  "pages.bookingHelp.metaDescription":
    "How booking a flight found on {brand} works in four steps, and what to do if the price changes, a payment is declined or a name is misspelled.",
  "pages.bookingHelp.title": "Booking Help",
  "pages.bookingHelp.intro": "Booking a flight you found on {brand}, step by step.",
  "pages.bookingHelp.howItWorks": "How booking works",
  "pages.bookingHelp.step": "Step {number}",
  "pages.bookingHelp.search.title": "Search",
  "pages.bookingHelp.search.text":
    "Enter where and when you want to fly. We compare offers from our partners and sort them by price.",
  "pages.bookingHelp.review.title": "Review",
  "pages.bookingHelp.review.text":
    "Check the times, stops, airline and the source of each price. Open an offer to see the partner's details.",
  "pages.bookingHelp.book.title": "Book",
  "pages.bookingHelp.book.text":
    "“View Deal” opens the partner's site in a new tab. Confirm the flight, passengers, bags and fare rules there.",
  "pages.bookingHelp.pay.title": "Pay",
  "pages.bookingHelp.pay.text":
    "You pay the partner directly, and they send your confirmation. We never see or store your card details.",
  "pages.bookingHelp.commonIssues": "Common issues",
  "pages.bookingHelp.priceChanged.title": "The price changed",
  "pages.bookingHelp.priceChanged.text":
    "Fares can change between our search and the partner's checkout, because seats sell and some of our prices are cached. The partner's price is the one you pay. If it went up, go back and search again: another partner or date may be cheaper.",
  "pages.bookingHelp.declined.title": "My payment was declined",
  "pages.bookingHelp.declined.text":
    "Check the card details and billing address, and whether your bank blocked a foreign or online payment (many banks ask you to approve it in their app). If it still fails, contact the partner: we cannot see or change payments.",
  "pages.bookingHelp.typo.title": "There is a typo in a passenger name",
  "pages.bookingHelp.typo.text":
    "Contact the partner or airline straight away. Small corrections are often possible, sometimes for a fee; for flights to or from the US booked directly with the airline, the 24-hour rule may let you cancel and rebook. Our <link>fare rules guide</link> explains more.",
  "pages.bookingHelp.moreHelp": "Need more help? See the <faq>FAQ</faq> or <contact>contact us</contact>.",

  "pages.contact.metaTitle": "Contact Us | {brand}",
  "pages.contact.metaDescription": "How to reach {brand}: support, press and partnership e-mail addresses.",
  "pages.contact.title": "Contact Us",
  "pages.contact.intro": "We read every message. E-mail is the quickest way to reach us.",
  "pages.contact.support": "Support",
  "pages.contact.supportText":
    "Questions about our site: <link>{email}</link>. We usually reply within a few business days. For changes, refunds or baggage on a ticket you bought, contact the partner or airline in your confirmation: they hold your booking.",
  "pages.contact.pressAndPartners": "Press and partnerships",
  "pages.contact.press": "Press: <link>{email}</link>",
  "pages.contact.partners": "Partnerships: <link>{email}</link>",
  "pages.contact.sendMessage": "Send a message",
  "pages.contact.form.note":
    "Your message goes to our support team, and we reply by e-mail, usually within a few business days. We keep it only as long as needed to answer it.",
  "pages.contact.form.name": "Name",
  "pages.contact.form.email": "Email",
  "pages.contact.form.subject": "Subject",
  "pages.contact.form.message": "Message",
  "pages.contact.form.submit": "Send message",
  "pages.contact.form.sending": "Sending…",
  "pages.contact.error.name": "Please enter your name.",
  "pages.contact.error.emailMissing": "Please enter your email address.",
  "pages.contact.error.emailInvalid": "Please enter a valid email address, like name@example.com.",
  "pages.contact.error.subject": "Please enter a subject.",
  "pages.contact.error.message": "Please write a message.",

  "pages.press.metaTitle": "Press | {brand}",
  "pages.press.metaDescription": "About {brand} for journalists: what we do, our fact sheet and media contact.",
  "pages.press.title": "Press",
  "pages.press.intro": "Information about {brand} for journalists and writers.",
  "pages.press.about": "About {brand}",
  "pages.press.aboutText":
    "{brand} is a flight search site. It compares fares from data partners, sorts them by price and filters out connections that make travellers change airports mid-journey. Travellers book and pay on partner sites; {brand} earns affiliate commissions and charges travellers nothing. It also publishes practical travel guides. {brand} is operated by {company}.",
  "pages.press.factSheet": "Fact sheet",
  "pages.press.factSheetText":
    "<link>Open the fact sheet<hint> (opens in a new tab)</hint></link> for a one-page summary you can print or save as PDF.",
  "pages.press.logos": "Logos and brand assets",
  "pages.press.logosText":
    "Downloadable logo files are not available yet. Please ask the media contact below if you need them.",
  "pages.press.logoSvg": "Logo (SVG)",
  "pages.press.logoPng": "Logo (PNG)",
  "pages.press.downloadsSoon": "Downloads coming soon.",
  "pages.press.mediaContact": "Media contact",

  "pages.careers.metaTitle": "Careers | {brand}",
  "pages.careers.metaDescription":
    "Working at {brand}: no open positions right now, but open applications are welcome by e-mail.",
  "pages.careers.title": "Careers",
  "pages.careers.intro": "{brand} is a small team building an honest way to find cheap flights.",
  "pages.careers.openPositions": "Open positions",
  "pages.careers.noOpenPositions": "There are no open positions at the moment.",
  "pages.careers.openApplications": "Open applications",
  "pages.careers.openApplicationsText":
    "If you would like to work with us, for example on travel writing, search or web development, send a short note and your CV or portfolio to <link>{email}</link>. We keep applications only as long as needed to consider them.",

  "pages.about.metaTitle": "About Us | {brand}",
  "pages.about.metaDescription":
    "Who runs {brand}, how it makes money, how prices are checked and which partners it works with.",
  "pages.about.title": "About {brand}",
  "pages.about.mission": "Our mission",
  "pages.about.missionText":
    "Make finding a cheap flight simple and honest: show real fares from trusted partners, sorted by price, and keep out the itineraries that look cheap but make you switch airports mid-journey.",
  "pages.about.earning": "How we earn money",
  "pages.about.earningText":
    "When you click through to a partner and book, the partner may pay us a commission. You pay the same price as going to the partner directly. We do not charge travellers and we do not sell your data. See our <link>affiliate disclosure</link>.",
  "pages.about.prices": "How prices are checked",
  "pages.about.pricesText":
    "Prices come from our data partners at the time you search; some are cached and we show how old they are. The partner's checkout always shows the live price, and that is the price that counts. Example data is labelled as such.",
  "pages.about.noSurprises": "No hidden surprises",
  "pages.about.noSurprisesText":
    "We add no fees. Before you pay, the partner shows the full price, baggage allowance and fare rules; read them, and read our <link>fare rules guide</link> if something is unclear.",
  "pages.about.partners": "Our partner network",
  "pages.about.partnersText":
    "Flight data and bookings come from travel partners such as Kiwi.com and Aviasales (through the Travelpayouts affiliate network) and from a global distribution system. Our <link>travel tools</link> page lists other products we link to.",
  "pages.about.who": "Who we are",
  "pages.about.whoText":
    "{brand} is operated by {company}, a limited liability company. Contact us at <link>{email}</link>.",

  "pages.factSheet.metaTitle": "Fact Sheet | {brand}",
  "pages.factSheet.metaDescription":
    "{brand} at a glance: what it does, business model, data sources and coverage of 500+ airlines.",
  "pages.factSheet.title": "{brand} Fact Sheet",
  "pages.factSheet.download": "Download PDF",
  "pages.factSheet.printHint": "“Download PDF” opens your browser's print dialog: choose “Save as PDF” as the printer.",
  "pages.factSheet.what": "What it is",
  "pages.factSheet.whatText": "{brand} is a flight metasearch and travel-guide website.",
  "pages.factSheet.operator": "Operator",
  "pages.factSheet.model": "Business model",
  "pages.factSheet.modelText": "Affiliate commissions from booking partners; free for travellers, no booking fees.",
  "pages.factSheet.sources": "Data sources",
  "pages.factSheet.sourcesText": "A global distribution system (GDS) and an affiliate flight-data API.",
  "pages.factSheet.coverage": "Coverage",
  "pages.factSheet.coverageText": "500+ airlines, one-way, return and multi-city searches.",
  "pages.factSheet.language": "Currency and language",
  "pages.factSheet.languageText": "Prices in USD; interface in English and Dutch (Dutch at <link>{dutchUrl}</link>).",
  "pages.factSheet.apart": "What sets it apart",
  "pages.factSheet.apartText": "Connections that switch airports mid-journey are filtered out of results.",
  "pages.factSheet.editorial": "Editorial",
  "pages.factSheet.editorialText":
    "Practical guides on routes, airports and booking; core guides reviewed at least quarterly.",
  "pages.factSheet.pressContact": "Press contact",

  "pages.sitemap.metaTitle": "Sitemap | {brand}",
  "pages.sitemap.metaDescription":
    "Every page of {brand} in one list: search, deals, tools, guides, help and legal pages.",
  "pages.sitemap.title": "Sitemap",
  "pages.sitemap.mainPages": "Main pages",
  "pages.sitemap.homepage": "Homepage",
  "pages.sitemap.sitemap": "Sitemap",
  "pages.sitemap.pageSections": "Page sections",
  "pages.sitemap.section.search": "<link>Flight search</link>: the search form at the top of the homepage",
  "pages.sitemap.section.deals": "<link>Deals</link>: the homepage section pointing to today's deals",
  "pages.sitemap.section.alerts":
    "<link>Price alerts</link>: follow a route and get an e-mail when its live fare drops. We check prices {alertChecks} through the same search as the site, which asks our data partners for live fares; sample prices from our offline engine never trigger an e-mail.",
  "pages.sitemap.section.rewards": "<link>Rewards</link>: how you save with us (there is no points programme)",
  "pages.sitemap.allGuides": "All guides",
  "pages.sitemap.languages": "Languages",
  // Names the other language in that language, so its readers recognise it.
  "pages.sitemap.otherLanguage": "<link>Nederlands</link>: the same pages in Dutch, under /nl",
} as const;
