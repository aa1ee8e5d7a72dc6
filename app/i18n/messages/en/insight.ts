/** Price insight on the results, moving the flexible-dates views, and sharing the results. */
export const insight = {
  "insight.title": "Price insight",
  "insight.more": "More about this price",
  "insight.badge.low": "Low price",
  "insight.badge.typical": "Typical price",
  "insight.badge.high": "High price",
  "insight.verdict.low": "Today's cheapest fare, {price}, is low for this trip: below the typical range.",
  "insight.verdict.typical": "Today's cheapest fare, {price}, is typical for this trip: within the usual range.",
  "insight.verdict.high": "Today's cheapest fare, {price}, is high for this trip: above the typical range.",
  "insight.unit.adult": "{price} per adult",
  "insight.unit.party": "{price} for these travellers",
  "insight.range": "Typical range: {low}–{high}.",
  "insight.basis":
    "{count, plural, one {Based on # price} other {Based on # prices}} seen for {route} in {month} ({trip}), last {days} days, from {source}.",
  "insight.trip.oneway": "one way, {cabin}",
  "insight.trip.return": "return trips of {min}–{max} nights, {cabin}",
  "insight.sample":
    "Sample history: built from the offline engine's illustrative fares, not from live prices, and never mixed with them.",
  "insight.tooLittle":
    "{count, plural, =0 {No prices seen yet} one {Only # price seen} other {Only # prices seen}} for {route} in {month} ({trip}) from {source} in the last {days} days: too little history to say whether today's fare is low or high (it takes at least {min}).",
  "insight.method":
    "Low means below the lowest quarter of these prices, high above the highest quarter; each trip counts once a day.",
  "insight.chart.title": "Lowest price seen each day, last {days} days",
  "insight.chart.desc":
    "{count, plural, one {# day} other {# days}} with prices from {first} to {last}: the lowest price of a day ranged from {min} to {max}. The shaded band is the typical range, {low}–{high}; the dashed line is today's cheapest fare, {price}.",
  "insight.chart.table": "The chart's prices as a table",
  "insight.chart.day": "Day seen",
  "insight.chart.price": "Lowest price",
  "insight.flex.months": "Other months",
  "insight.flex.prevMonth": "Previous month, {month}",
  "insight.flex.nextMonth": "Next month, {month}",
  "insight.flex.weeks": "Other weeks",
  "insight.flex.prevWeek": "A week earlier",
  "insight.flex.nextWeek": "A week later",
  "insight.flex.monthReturn":
    "{nights, plural, one {Cheapest return fare for a #-night trip by departure day in {month}, {travellers}.} other {Cheapest return fare for a #-night trip by departure day in {month}, {travellers}.}}",
  "insight.share.button": "Share",
  "insight.share.copy": "Copy link",
  "insight.share.copied": "Link copied.",
  "insight.share.failed": "Could not copy: select the link and copy it.",
  "insight.share.label": "Link to these results, with their filters",
} as const;
