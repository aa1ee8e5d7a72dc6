/** Privacy, terms, affiliate disclosure, editorial policy and accessibility statement. */
export const legal = {
  "legal.lastUpdated": "Last updated",
  "legal.effectiveDate": "Effective date",
  "legal.notLegalAdvice":
    "This page explains in plain language how {brand} works. It is not legal advice; if you need advice about your own situation, consult a qualified lawyer.",

  "legal.privacy.metaTitle": "Privacy Policy | {brand}",
  "legal.privacy.metaDescription":
    "What data {brand} keeps (accounts, partner clicks, alert sign-ups), which cookies it sets, and your choices.",
  "legal.privacy.title": "Privacy Policy",
  "legal.privacy.whoWeAre": "Who we are",
  "legal.privacy.operator": "{brand} is operated by {company}. Contact: <mail>{email}</mail>.",
  "legal.privacy.whatWeKeep": "What we keep",
  "legal.privacy.keep.accounts":
    "<b>Accounts:</b> if you sign up, your e-mail address, a securely hashed password and your role.",
  "legal.privacy.keep.clicks":
    "<b>Partner clicks:</b> when you open a partner link we store the partner, a click reference, the route (origin and destination) where there is one, and the time. We do not learn what you buy.",
  "legal.privacy.keep.alerts":
    "<b>Price alerts:</b> if you sign up for an alert, your e-mail address, route, dates and price limit, the prices our checks found, and which e-mails we sent. Delete an alert at {alertsPath}, or use the unsubscribe link in any alert e-mail, and we stop.",
  "legal.privacy.keep.logs":
    "<b>Server logs:</b> requests (address visited, time, status) for security and troubleshooting, kept for a limited time.",
  "legal.privacy.searchesAndMail":
    "Searches are sent to our data partners to find fares. Messages you send with our contact form are stored and e-mailed to our support team, and we e-mail you a confirmation; those messages and e-mails you send us are kept only as long as needed to answer them.",
  "legal.privacy.cookies": "Cookies and local storage",
  "legal.privacy.cookiesBody":
    "We set a session cookie only when you sign in, to keep you signed in. We use no advertising or analytics trackers. Your browser's local storage may hold small items such as cached company-logo lookups on the tools page. Partner sites you visit set their own cookies under their own policies.",
  "legal.privacy.sharing": "Sharing",
  "legal.privacy.sharingBody":
    "We do not sell personal data. We share data only with service providers that run the site for us, with partners when you choose to click through to them, or when the law requires it.",
  "legal.privacy.choices": "Your choices",
  "legal.privacy.choicesBody":
    "You can ask us for a copy of your data, to correct it or to delete it by writing to <mail>{email}</mail>.",
  "legal.privacy.children": "Children's privacy",
  "legal.privacy.childrenBody":
    "{brand} is not meant for children under 16, and we do not knowingly collect their data. If you believe a child has given us data, contact us and we will delete it.",
  "legal.privacy.changes": "Changes",
  "legal.privacy.changesBody":
    "We will update this page when our practices change. See also our <terms>terms of service</terms>.",

  "legal.terms.metaTitle": "Terms of Service | {brand}",
  "legal.terms.metaDescription":
    "The terms for using {brand}: a search service that links to booking partners, liability limits and governing law.",
  "legal.terms.title": "Terms of Service",
  "legal.terms.service": "The service",
  "legal.terms.serviceBody":
    "{brand} is operated by {company}. We help you search for flights and link you to partners where you book. We are not an airline or travel agent and we do not sell tickets. Your booking is a contract between you and the partner or airline, under their terms.",
  "legal.terms.prices": "Prices and information",
  "legal.terms.pricesBody":
    "We show prices from partners in good faith, but they can change or be out of date. The price and conditions on the partner's site are the ones that apply. Guides are general information; check official sources for entry rules and other requirements.",
  "legal.terms.using": "Using the site",
  "legal.terms.using.misuse":
    "Do not misuse the site, for example by scraping it at scale or trying to break its security.",
  "legal.terms.using.account":
    "If you create an account, keep your password safe; you are responsible for activity on your account.",
  "legal.terms.liability": "Liability",
  "legal.terms.liabilityBody":
    "To the extent the law allows, {company} is not liable for bookings, services or content of partners, and our total liability to you for any claim about the site is limited to USD 100. Nothing in these terms limits rights you have under laws that cannot be excluded.",
  "legal.terms.law": "Governing law",
  "legal.terms.lawBody": "These terms are governed by the laws of the State of Wyoming, United States.",
  "legal.terms.contact": "Contact",
  "legal.terms.contactBody":
    "Questions: <mail>{email}</mail>. See also our <privacy>privacy policy</privacy> and <disclosure>affiliate disclosure</disclosure>.",

  "legal.disclosure.metaTitle": "Affiliate Disclosure | {brand}",
  "legal.disclosure.metaDescription":
    "How {brand} earns money through affiliate commissions, and why it never changes the price you pay or the order of results.",
  "legal.disclosure.title": "Affiliate Disclosure",
  "legal.disclosure.intro":
    "{brand} is free to use because partners pay us. When you follow a link from our site to a booking partner (for example Kiwi.com or Aviasales) or to a product on our <tools>travel tools</tools> page and then buy something, that partner may pay us a commission.",
  "legal.disclosure.forYou": "What this means for you",
  "legal.disclosure.forYou.price": "You pay the same price as you would going to the partner directly. We add no fees.",
  "legal.disclosure.forYou.order": "Search results are sorted by price, not by the commission we might earn.",
  "legal.disclosure.forYou.guides":
    "Our guides are written by our editorial team; partners do not pay for or approve them.",
  "legal.disclosure.forYou.clicks":
    "We record that a partner link was clicked (not what you buy) so partners can pay us.",
  "legal.disclosure.questions": "Questions",
  "legal.disclosure.questionsBody": "Write to <mail>{email}</mail>.",

  "legal.editorial.metaTitle": "Editorial Policy | {brand}",
  "legal.editorial.metaDescription":
    "How {brand} writes, checks and updates its travel guides, and how affiliate relationships are kept apart from editorial decisions.",
  "legal.editorial.title": "Editorial Policy",
  "legal.editorial.publish": "What we publish",
  "legal.editorial.publishBody":
    "Our <guides>guides</guides> give practical advice on routes, airports and booking. We write from public, checkable sources such as airline and airport websites and official government pages, and we avoid statistics we cannot source.",
  "legal.editorial.reviews": "Reviews and updates",
  "legal.editorial.reviews.quarterly":
    "Core guides are reviewed at least quarterly, and whenever we learn that something has changed. Today every guide in our list is a core guide.",
  "legal.editorial.reviews.dates":
    "Each guide shows the date it was last updated and the date an editor last checked its facts against their sources. Our site build warns us when a core guide's review is more than 92 days older than our newest guide change.",
  "legal.editorial.reviews.facts":
    "Facts that change, such as bag sizes, connection times, passenger-rights amounts and booking rules, are dated (\"as of\") and each guide lists the primary sources we checked, usually the airline's, airport's or regulator's own page. Check them again before you travel: they can change after our review.",
  "legal.editorial.reviews.unfinished":
    "Guides we have not finished say so plainly instead of publishing filler, and are kept out of search engines and our sitemap until they are complete.",
  "legal.editorial.noAdvice": "Advice we will not give",
  "legal.editorial.noAdviceBody":
    "We explain practices such as hidden-city ticketing so that you understand the risks, but we do not recommend booking against an airline's conditions of carriage.",
  "legal.editorial.independence": "Independence",
  "legal.editorial.independenceBody":
    "{brand} earns affiliate commissions (see our <disclosure>disclosure</disclosure>). Partners do not pay for coverage, do not review our guides before publication, and cannot buy a better position in search results.",
  "legal.editorial.corrections": "Corrections",
  "legal.editorial.correctionsBody":
    "Spotted an error? Tell us at <mail>{email}</mail> and we will correct it and update the date.",

  "legal.accessibility.metaTitle": "Accessibility | {brand}",
  "legal.accessibility.metaDescription":
    "{brand} aims to meet WCAG 2.1 level AA. How we test, known limits, and how to report a barrier (reply within 5 business days).",
  "legal.accessibility.title": "Accessibility",
  "legal.accessibility.intro":
    "We want everyone to be able to search for flights and read our guides. Our aim is to meet the Web Content Accessibility Guidelines (WCAG) 2.1 at level AA.",
  "legal.accessibility.whatWeDo": "What we do",
  "legal.accessibility.whatWeDo.keyboard": 'Pages work with a keyboard, with visible focus and a "{skipLink}" link.',
  "legal.accessibility.whatWeDo.semantics":
    "We use semantic HTML and labelled form fields, and respect reduced-motion settings.",
  "legal.accessibility.whatWeDo.axe": "Our automated tests check every public page with the axe accessibility engine.",
  "legal.accessibility.limits": "Known limits",
  "legal.accessibility.limitsBody":
    "Partner booking sites are run by other companies, and their accessibility is outside our control. Some company logos on the tools page are loaded from third-party services and are decorative.",
  "legal.accessibility.report": "Report a problem",
  "legal.accessibility.reportBody":
    "If something is hard to use, write to <mail>{email}</mail> with the page address and what happened. We reply within 5 business days.",
} as const;
