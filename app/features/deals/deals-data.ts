/**
 * Sample deals (route, airline, price and the struck-through original, dates). These are indicative
 * fares, not live prices: the page says so. Dates are computed relative to today, so no deal is
 * ever expired. Prices and dates are written in the page's Intl locale; a destination is a key of
 * the `deals` namespace (its name in the page's language). Plain TypeScript, no React.
 */
import { addDays, format, parseISO } from "date-fns";
import { formatDate } from "../../format/dates";
import { DEFAULT_LOCALE } from "../../format/locale";
import { formatPercent } from "../../format/measures";
import { formatPrice } from "../../format/money";
import type { MessageKey } from "../../i18n/message-key";

export interface Deal {
  id: string;
  /** The destination's name, a message key ("deals.place.paris"). */
  destination: MessageKey;
  origin: string;
  originIATA: string;
  destinationIATA: string;
  /** Price text in US dollars, e.g. "$234" (en-US), "US$ 234" (nl-NL). */
  price: string;
  originalPrice: string;
  /** Percent text, e.g. "45%" (whole percents). */
  savings: string;
  /** Display text, e.g. "Mar 3 – Mar 10" (en-US), "3 mrt. – 10 mrt." (nl-NL). */
  dates: string;
  departDate: string;
  returnDate: string;
  airline: string;
}

interface DealSeed {
  destination: MessageKey;
  origin: string;
  originIATA: string;
  destinationIATA: string;
  price: number;
  originalPrice: number;
  /** Days from today to departure. */
  departIn: number;
  nights: number;
  airline: string;
}

const SEEDS: DealSeed[] = [
  {
    destination: "deals.place.paris",
    origin: "New York",
    originIATA: "JFK",
    destinationIATA: "CDG",
    price: 389,
    originalPrice: 689,
    departIn: 21,
    nights: 7,
    airline: "Air France",
  },
  {
    destination: "deals.place.london",
    origin: "Boston",
    originIATA: "BOS",
    destinationIATA: "LHR",
    price: 349,
    originalPrice: 598,
    departIn: 28,
    nights: 6,
    airline: "British Airways",
  },
  {
    destination: "deals.place.tokyo",
    origin: "San Francisco",
    originIATA: "SFO",
    destinationIATA: "HND",
    price: 689,
    originalPrice: 1249,
    departIn: 45,
    nights: 10,
    airline: "ANA",
  },
  {
    destination: "deals.place.barcelona",
    origin: "Chicago",
    originIATA: "ORD",
    destinationIATA: "BCN",
    price: 459,
    originalPrice: 799,
    departIn: 35,
    nights: 8,
    airline: "Iberia",
  },
  {
    destination: "deals.place.rome",
    origin: "Newark",
    originIATA: "EWR",
    destinationIATA: "FCO",
    price: 499,
    originalPrice: 899,
    departIn: 40,
    nights: 7,
    airline: "ITA Airways",
  },
  {
    destination: "deals.place.cancun",
    origin: "Dallas",
    originIATA: "DFW",
    destinationIATA: "CUN",
    price: 234,
    originalPrice: 429,
    departIn: 14,
    nights: 5,
    airline: "American Airlines",
  },
  {
    destination: "deals.place.reykjavik",
    origin: "Washington",
    originIATA: "IAD",
    destinationIATA: "KEF",
    price: 299,
    originalPrice: 549,
    departIn: 30,
    nights: 4,
    airline: "Icelandair",
  },
  {
    destination: "deals.place.lisbon",
    origin: "Newark",
    originIATA: "EWR",
    destinationIATA: "LIS",
    price: 379,
    originalPrice: 719,
    departIn: 50,
    nights: 7,
    airline: "TAP Air Portugal",
  },
  {
    destination: "deals.place.dubai",
    origin: "Houston",
    originIATA: "IAH",
    destinationIATA: "DXB",
    price: 789,
    originalPrice: 1499,
    departIn: 60,
    nights: 9,
    airline: "Emirates",
  },
  {
    destination: "deals.place.amsterdam",
    origin: "Atlanta",
    originIATA: "ATL",
    destinationIATA: "AMS",
    price: 429,
    originalPrice: 769,
    departIn: 25,
    nights: 6,
    airline: "KLM",
  },
  {
    destination: "deals.place.honolulu",
    origin: "Los Angeles",
    originIATA: "LAX",
    destinationIATA: "HNL",
    price: 279,
    originalPrice: 489,
    departIn: 18,
    nights: 7,
    airline: "Hawaiian Airlines",
  },
  {
    destination: "deals.place.istanbul",
    origin: "Miami",
    originIATA: "MIA",
    destinationIATA: "IST",
    price: 589,
    originalPrice: 1099,
    departIn: 55,
    nights: 8,
    airline: "Turkish Airlines",
  },
];

/** The 12 deals, dated from `today` (defaults to now), written in `locale` (an Intl locale). */
export function dealsFrom(today: Date = new Date(), locale = DEFAULT_LOCALE): Deal[] {
  const base = parseISO(format(today, "yyyy-MM-dd"));
  return SEEDS.map((seed, index) => {
    const depart = addDays(base, seed.departIn);
    const ret = addDays(depart, seed.nights);
    const departDate = format(depart, "yyyy-MM-dd");
    const returnDate = format(ret, "yyyy-MM-dd");
    const savings = Math.round((1 - seed.price / seed.originalPrice) * 100);
    return {
      id: String(index + 1),
      destination: seed.destination,
      origin: seed.origin,
      originIATA: seed.originIATA,
      destinationIATA: seed.destinationIATA,
      price: formatPrice(seed.price, "USD", locale),
      originalPrice: formatPrice(seed.originalPrice, "USD", locale),
      savings: formatPercent(savings / 100, locale),
      // Calendar days, so the formatter (in UTC) never moves them.
      dates: `${formatDate(departDate, "dayMonth", locale)} – ${formatDate(returnDate, "dayMonth", locale)}`,
      departDate,
      returnDate,
      airline: seed.airline,
    };
  });
}
