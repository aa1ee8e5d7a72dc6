/** The eight FAQ entries, in order. Plain text so the FAQPage JSON-LD can reuse them. */
export const faqEntries = (brandName: string, alertChecks: string): { question: string; answer: string }[] => [
  {
    question: `What is ${brandName}?`,
    answer: `${brandName} is a flight search site. We compare fares from our data partners, show them sorted by price and send you to a partner's site to book and pay. We do not sell tickets ourselves.`,
  },
  {
    question: `Does ${brandName} charge any fees?`,
    answer: `No. Searching is free and we add nothing to the price. When you book through one of our links, the partner may pay us a commission; that does not change what you pay.`,
  },
  {
    question: "Why did the price change at checkout?",
    answer:
      "Fares change quickly as seats sell, and the prices we show can be a few minutes (or, for cached prices, longer) old. The partner's checkout shows the live price. Always check the final price, baggage and fare rules before you pay.",
  },
  {
    question: "How do I cancel or change my booking?",
    answer:
      "Your booking is with the partner or airline you paid, so changes and cancellations go through them. Use the contact details in your confirmation e-mail. What is allowed depends on your fare rules.",
  },
  {
    question: "Which currencies and languages are supported?",
    answer:
      "Prices are shown in US dollars (USD) only. The site is in English; a Dutch version is planned but not available yet.",
  },
  {
    question: "Do price alerts work?",
    answer: `Yes. Sign up on the home page or from your search results, confirm the link we e-mail you, and we check the route ${alertChecks} through the same search the site uses. We e-mail you when the live price falls to or below the price you set, or, without one, at least 10 % below the lowest price we have seen, at most once a day per alert. Each e-mail says where the price came from and how old it is. Prices from our offline engine are sample data and never trigger an alert. You can pause, resume or delete alerts at /alerts, and every e-mail has a one-click unsubscribe.`,
  },
  {
    question: "How do you handle my data?",
    answer:
      "We keep as little as we can: account details if you sign up, a record of partner clicks, and alert sign-ups. We do not use advertising trackers. Our privacy policy explains everything.",
  },
  {
    question: "What is the airport-change layover filter?",
    answer:
      "Some cheap itineraries land at one airport and continue from another in the same city, which means crossing town, re-checking bags and passing security again. We remove those connections from results automatically.",
  },
];
