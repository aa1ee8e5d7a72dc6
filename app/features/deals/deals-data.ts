/**
 * Sample deals (route, airline, price and the struck-through original, dates). These are indicative
 * fares, not live prices: the page says so. Dates are computed relative to today, so no deal is
 * ever expired. Plain TypeScript, no React.
 */
import { addDays, format, parseISO } from "date-fns";
import { formatPrice } from "../../format/money";

export interface Deal {
  id: string;
  destination: string;
  origin: string;
  originIATA: string;
  destinationIATA: string;
  /** Price text with $, e.g. "$234". */
  price: string;
  originalPrice: string;
  /** Percent text, e.g. "45%". */
  savings: string;
  /** Display text, e.g. "Mar 3 – Mar 10". */
  dates: string;
  departDate: string;
  returnDate: string;
  airline: string;
}

interface DealSeed {
  destination: string;
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
    destination: "Paris, France",
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
    destination: "London, UK",
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
    destination: "Tokyo, Japan",
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
    destination: "Barcelona, Spain",
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
    destination: "Rome, Italy",
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
    destination: "Cancún, Mexico",
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
    destination: "Reykjavík, Iceland",
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
    destination: "Lisbon, Portugal",
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
    destination: "Dubai, UAE",
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
    destination: "Amsterdam, Netherlands",
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
    destination: "Honolulu, USA",
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
    destination: "Istanbul, Türkiye",
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

/** The 12 deals, dated from `today` (defaults to now). */
export function dealsFrom(today: Date = new Date()): Deal[] {
  const base = parseISO(format(today, "yyyy-MM-dd"));
  return SEEDS.map((seed, index) => {
    const depart = addDays(base, seed.departIn);
    const ret = addDays(depart, seed.nights);
    const savings = Math.round((1 - seed.price / seed.originalPrice) * 100);
    return {
      id: String(index + 1),
      destination: seed.destination,
      origin: seed.origin,
      originIATA: seed.originIATA,
      destinationIATA: seed.destinationIATA,
      price: formatPrice(seed.price, "USD"),
      originalPrice: formatPrice(seed.originalPrice, "USD"),
      savings: `${savings}%`,
      dates: `${format(depart, "MMM d")} – ${format(ret, "MMM d")}`,
      departDate: format(depart, "yyyy-MM-dd"),
      returnDate: format(ret, "yyyy-MM-dd"),
      airline: seed.airline,
    };
  });
}
