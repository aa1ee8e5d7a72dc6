/** Price alerts: the form, the list, confirm and unsubscribe pages and the alert e-mails (`alerts.email.*`). */
export const alerts = {
  // How often the check runs (check-frequency.ts), as a phrase inside sentences: "We check {alertChecks}".
  "alerts.checks.minutes": "{count, plural, one {every minute} other {every # minutes}}",
  "alerts.checks.hours": "{count, plural, one {every hour} other {every # hours}}",
  "alerts.checks.daily": "once a day",
  "alerts.checks.regular": "on a regular schedule",

  // The departure dates of an alert, in the list and the e-mails (alert-dates.ts).
  "alerts.dates.day": "leaving on {date}",
  "alerts.dates.month": "leaving in {month}",
  "alerts.dates.any": "leaving about 30 days ahead (any date)",
  "alerts.dates.returnOn": "{leaving}, back on {date}",
  "alerts.dates.returnAfter": "{leaving}, back {count, plural, one {# day} other {# days}} later",

  // The trip an alert follows (alert-trip.ts): "Return, 2 adults, 1 child, business".
  "alerts.trip.oneway": "One way",
  "alerts.trip.return": "Return",
  "alerts.trip.adults": "{count, plural, one {# adult} other {# adults}}",
  "alerts.trip.children": "{count, plural, one {# child} other {# children}}",
  "alerts.trip.infants": "{count, plural, one {# infant} other {# infants}}",
  "alerts.trip.cabin.economy": "economy",
  "alerts.trip.cabin.premium_economy": "premium economy",
  "alerts.trip.cabin.business": "business",
  "alerts.trip.cabin.first": "first",
  "alerts.trip.total": "Prices are for the whole booking: all travellers, there and back for a return.",

  // /alerts
  "alerts.meta.title": "Price alerts | {brand}",
  "alerts.meta.description": "Follow a route and get an e-mail from {brand} when its fare drops.",
  "alerts.title": "Price alerts",
  "alerts.intro":
    "Follow a route and we e-mail you when its fare drops: to or below the price you set, or at least 10 % below the lowest live price we have seen. We check {alertChecks} through the same search as the site, and send at most one e-mail a day per alert. Sample prices from our offline engine never trigger an e-mail.",
  "alerts.yours": "Your alerts",
  "alerts.manageLinkSent": "If {email} has price alerts, a link to manage them is on its way. It works for 24 hours.",
  "alerts.result.active": "We are tracking this route for {email}. You will hear from us when the fare drops.",
  "alerts.result.confirmSent":
    "Check your inbox: we sent a confirmation link to {email}. The alert starts once you follow it.",
  "alerts.result.trackAnother": "Track another route",
  "alerts.track": "Track prices",

  // Answers of the /alerts action.
  "alerts.problem.signupRateLimited": "Too many alert sign-ups in a short time. Please wait an hour and try again.",
  "alerts.problem.tooMany":
    "An address can follow at most {max} routes. Delete an alert on the Price alerts page to add another.",
  "alerts.problem.linkRateLimited": "Too many link requests in a short time. Please wait an hour and try again.",
  "alerts.problem.notAllowed": "Sign in, or open the link we e-mailed you, to change alerts.",
  "alerts.problem.unchanged": "That alert could not be changed: it is gone or already in that state.",
  "alerts.problem.tooManyToResume":
    "An address can follow at most {max} routes at once, and {max} of yours are already on. Pause or delete one of them before you turn this one back on.",

  // The sign-up form and its checks (signup-schema.ts).
  "alerts.form.email": "E-mail",
  "alerts.form.from": "From",
  "alerts.form.fromHint": "City or airport code, e.g. LHR",
  "alerts.form.to": "To",
  "alerts.form.toHint": "City or airport code, e.g. JFK",
  "alerts.form.departDate": "Departure day (optional)",
  "alerts.form.departMonth": "Or a month (optional)",
  "alerts.form.departMonthHint": "YYYY-MM",
  "alerts.form.maxPrice": "Most you would pay, USD (optional)",
  "alerts.form.maxPriceHint": "Without it we write when the fare drops 10 % below the lowest we have seen.",
  "alerts.form.saving": "Saving…",
  "alerts.form.trip": "Trip",
  "alerts.form.oneway": "One way",
  "alerts.form.return": "Return",
  "alerts.form.returnDate": "Return day (with a departure day)",
  "alerts.form.tripLength": "Or trip length in days (with a month or any day)",
  "alerts.form.tripLengthHint": "The return is this many days after the departure.",
  "alerts.form.travellers": "Travellers and cabin",
  "alerts.form.adults": "Adults",
  "alerts.form.children": "Children (2–11)",
  "alerts.form.infants": "Infants (under 2, on a lap)",
  "alerts.form.cabin": "Cabin",
  "alerts.form.cabin.economy": "Economy",
  "alerts.form.cabin.premium_economy": "Premium economy",
  "alerts.form.cabin.business": "Business",
  "alerts.form.cabin.first": "First",
  "alerts.form.multiCity":
    "From a multi-city search one flight can be tracked, not the whole trip: this alert follows flight {number}, {origin} → {destination}, one way.",
  "alerts.signup.emailMissing": "Enter your e-mail address.",
  "alerts.signup.emailTooLong": "Enter an e-mail address of at most 254 characters.",
  "alerts.signup.emailInvalid": "Enter an e-mail address such as name@example.com.",
  "alerts.signup.origin": "Enter where you fly from. Choose a suggestion to lock a valid IATA code.",
  "alerts.signup.destination": "Enter where you fly to. Choose a suggestion to lock a valid IATA code.",
  "alerts.signup.originUnknown":
    "We know no city or airport called “{text}” to fly from: check the spelling, or type its 3-letter airport code.",
  "alerts.signup.destinationUnknown":
    "We know no city or airport called “{text}” to fly to: check the spelling, or type its 3-letter airport code.",
  "alerts.signup.originSeveral": "Several places to fly from are called “{text}”: choose one.",
  "alerts.signup.destinationSeveral": "Several places to fly to are called “{text}”: choose one.",
  "alerts.signup.sameAirport": "The destination must differ from the origin ({code}).",
  "alerts.signup.sameCity": "{origin} and {destination} are in the same city: choose a destination in another city.",
  "alerts.signup.dateInvalid": "Choose a valid departure date.",
  "alerts.signup.datePast": "The departure date {date} is in the past.",
  "alerts.signup.dateTooFar": "The departure date {date} is more than a year ahead: the latest is {latest}.",
  "alerts.signup.monthInvalid": "Choose a month such as 2027-03.",
  "alerts.signup.monthPast": "The month {month} is in the past.",
  "alerts.signup.monthTooFar": "The month {month} is more than a year ahead.",
  "alerts.signup.dayAndMonth": "Choose either a day or a month, not both.",
  "alerts.signup.tripType": "Choose one way or return: an alert follows one flight or a return trip.",
  "alerts.signup.returnMissing": "Choose a return day, or switch to one way.",
  "alerts.signup.returnInvalid": "Choose a valid return day.",
  "alerts.signup.returnBeforeDeparture": "The return day {date} is before the departure day {departure}.",
  "alerts.signup.returnTooFar": "The return day {date} is more than a year ahead: the latest is {latest}.",
  "alerts.signup.returnNeedsDay":
    "A return day needs a departure day. For a month or any day, give the trip length in days instead.",
  "alerts.signup.tripLength": "Enter the trip length as a whole number of days from 0 to {max}.",
  "alerts.signup.tripLengthMissing":
    "For a return trip by month or any day, enter how many days you stay, or choose a departure day and a return day.",
  "alerts.signup.tooManyAdults": "One booking holds at most {max} passengers.",
  "alerts.signup.childrenHint": "Enter the number of children as a whole number, such as 0 or 2.",
  "alerts.signup.infantsHint": "Enter the number of infants as a whole number, such as 0 or 1.",
  "alerts.signup.tooManySeated": "One booking holds at most {max} seated travellers: adults and children together.",
  "alerts.signup.tooManyInfants": "Each infant travels on an adult's lap: add an adult or remove an infant.",
  "alerts.signup.cabinHint": "Choose a cabin: economy, premium economy, business or first.",
  "alerts.signup.priceNotWhole": "Enter the most you would pay as a whole number of US dollars, or leave it empty.",
  "alerts.signup.priceTooLow": "The most you would pay must be at least 1 US dollar.",
  "alerts.signup.priceTooHigh": "The most you would pay must be at most {max} US dollars.",

  // The list of alerts and the management-link form.
  "alerts.list.none": "No price alerts for {email} yet. Set one up below.",
  "alerts.list.status.pending": "Waiting for you to confirm the e-mailed link",
  "alerts.list.status.active": "Active: checked {alertChecks}",
  "alerts.list.status.paused": "Paused: no checks, no e-mails",
  "alerts.list.status.expired": "Expired: the date has passed",
  "alerts.list.upTo": "{dates}, up to {price}",
  "alerts.list.anyDrop": "{dates}, any 10 % drop",
  "alerts.list.latest": "Latest price {price} ({source}, found {foundAt} UTC, checked {checkedAt} UTC)",
  "alerts.list.latestAndLowest":
    "Latest price {price} ({source}, found {foundAt} UTC, checked {checkedAt} UTC); lowest live price {lowest}",
  "alerts.list.sampleSource": "sample data, not a real fare",
  "alerts.list.pause": "Pause",
  "alerts.list.resume": "Resume",
  "alerts.list.delete": "Delete",
  "alerts.list.pauseRoute": "Pause {origin} to {destination}",
  "alerts.list.resumeRoute": "Resume {origin} to {destination}",
  "alerts.list.deleteRoute": "Delete {origin} to {destination}",
  "alerts.chart.label": "Price history of {origin} to {destination}",
  "alerts.chart.empty": "No prices checked yet.",
  "alerts.chart.caption": "{count, plural, one {# check} other {# checks}}, from {low} to {high}",
  "alerts.manage.badToken": "This management link has expired or is not valid. Ask for a new one below.",
  "alerts.manage.signInOrLink": "<link>Sign in</link> to see your alerts, or get a link by e-mail:",
  "alerts.manage.email": "E-mail",
  "alerts.manage.send": "E-mail me a link",

  // /alerts/confirm
  "alerts.confirm.metaTitle": "Confirm your price alert | {brand}",
  "alerts.confirm.metaDescription": "Confirm a price alert.",
  "alerts.confirm.title": "Confirm your price alert",
  "alerts.confirm.done": "Your alert for {origin} → {destination} is on. We will e-mail {email} when the fare drops.",
  "alerts.confirm.seeAlerts": "See your price alerts",
  "alerts.confirm.price": "Current price: {price} ({source}, found {age}).",
  "alerts.confirm.noOffers": "The search found no flights for this trip just now. We check again {alertChecks}.",
  "alerts.confirm.notChecked": "We could not check the price just now. The first check runs {alertChecks}.",
  "alerts.confirm.invalid":
    "This confirmation link is not valid any more: it was used already, or it is older than a week.",
  "alerts.confirm.again": "Set up the alert again",
  "alerts.confirm.prompt": "Press the button to start e-mailing you when this route gets cheaper.",
  "alerts.confirm.button": "Confirm my alert",

  // /alerts/unsubscribe
  "alerts.unsubscribe.metaTitle": "Stop price alert e-mails | {brand}",
  "alerts.unsubscribe.metaDescription": "Stop the e-mails of a price alert.",
  "alerts.unsubscribe.title": "Stop price alert e-mails",
  "alerts.unsubscribe.done":
    "Done: no more e-mails for {origin} → {destination}. You can turn the alert back on from the Price alerts page.",
  "alerts.unsubscribe.invalid":
    "This unsubscribe link is not valid. Copy the whole link from the e-mail, or manage your alerts on the Price alerts page.",
  "alerts.unsubscribe.alertsLink": "Price alerts",
  "alerts.unsubscribe.prompt": "Press the button and we stop e-mailing you about this route.",
  "alerts.unsubscribe.button": "Stop these e-mails",

  // The e-mails (alert-emails.ts), in the language of the page the alert was made on.
  "alerts.email.from": "{brand} Alerts",
  "alerts.email.confirm.subject": "Confirm your {brand} price alert: {origin} → {destination}",
  "alerts.email.confirm.heading": "Confirm your price alert",
  "alerts.email.confirm.intro": "Please confirm that you want price alerts for {origin} → {destination}, {dates}.",
  "alerts.email.confirm.howMax":
    "We will e-mail you when the fare is at or below {price}. We check the route {alertChecks} and send at most one e-mail a day per alert.",
  "alerts.email.confirm.howDrop":
    "We will e-mail you when the fare drops at least 10 % below the lowest price we have seen. We check the route {alertChecks} and send at most one e-mail a day per alert.",
  "alerts.email.confirm.linkLabel": "Confirm the alert:",
  "alerts.email.confirm.button": "Confirm my alert",
  "alerts.email.confirm.stop": "Changed your mind? Stop this alert, no sign-in needed: {link}",
  "alerts.email.confirm.why":
    "You received this e-mail because someone asked {brand} to track this route for this address. If it wasn't you, ignore it: nothing is tracked until the link is followed.",
  "alerts.email.drop.subject": "Price drop: {origin} → {destination} now {price}",
  "alerts.email.drop.heading": "{origin} → {destination} is now {price}",
  "alerts.email.drop.fare": "{trip}, leaving on {date}: the cheapest fare we found is {price}.",
  "alerts.email.drop.fareReturn":
    "{trip}, leaving on {date} and back on {returnDate}: the cheapest fare we found is {price} in total.",
  "alerts.email.drop.underLimit": "That is at or below your limit of {limit}.",
  "alerts.email.drop.lowerThanSeen": "The lowest price we had seen before was {old}.",
  "alerts.email.drop.lowerThanSeenWithLimit": "The lowest price we had seen before was {old}; your limit is {limit}.",
  "alerts.email.drop.source":
    "Price from {source}, found {age}. Fares change quickly: the partner shows the final price before you book.",
  "alerts.email.drop.justNow": "just now",
  "alerts.email.trip": "Trip: {trip}.",
  "alerts.email.drop.linkLabel": "View flights:",
  "alerts.email.drop.button": "View flights",
  "alerts.email.drop.why":
    "You get this e-mail because you asked {brand} to track {origin} → {destination} ({dates}). We send at most one e-mail a day per alert.",
  "alerts.email.drop.unsubscribe": "Stop these e-mails: {link}",
  "alerts.email.drop.manage": "Pause, resume or delete your alerts: {link}",
  "alerts.email.manage.subject": "Your {brand} price alerts",
  "alerts.email.manage.heading": "Manage your price alerts",
  "alerts.email.manage.intro": "Use the link below to see, pause, resume or delete the price alerts of this address.",
  "alerts.email.manage.expiry": "The link works for 24 hours.",
  "alerts.email.manage.button": "Manage my alerts",
  "alerts.email.manage.why":
    "You received this e-mail because someone asked {brand} for a link to the price alerts of this address. If it wasn't you, ignore it.",
} as const;
