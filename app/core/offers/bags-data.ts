/**
 * Typical bag policy per airline (decision 251): what its standard economy fare (not a "basic"
 * or "light" fare), premium economy and business include, for short-haul and long-haul trips,
 * and the typical online price of a first checked bag where none is included. Shown as
 * "typical policy, check with the airline": fares, routes, status and dates change what a
 * traveller gets.
 *
 * Sources: each airline's own baggage pages (checked-baggage, carry-on and optional-fees pages
 * of united.com, aa.com, delta.com, alaskaair.com, jetblue.com, southwest.com, spirit.com,
 * flyfrontier.com, aircanada.com, britishairways.com, lufthansa.com, klm.com, airfrance.com,
 * iberia.com, aerlingus.com, icelandair.com, lot.com, ita-airways.com, turkishairlines.com, emirates.com, qatarairways.com,
 * singaporeair.com, qantas.com, virginatlantic.com, etihad.com, ryanair.com, easyjet.com,
 * wizzair.com, vueling.com, norwegian.com, goindigo.in, airasia.com, jetstar.com) as published
 * in 2025; compiled 2026-11-28. Fees are per traveller and direction, converted to US dollars and
 * rounded to 5; low-cost carriers' fees vary by route, date and when the bag is added.
 * Long haul: a trip between continents of 3,000 km or more; else short haul.
 */

export interface BagRule {
  /** A full-size cabin bag is included (false: only a small under-seat item). */
  cabinBag: boolean;
  /** Checked bags included. */
  pieces: number;
  /** Weight per checked bag, kg. */
  kg?: number;
  /** Typical price of a first checked bag when none is included, USD; absent when not known. */
  feeUsd?: number;
}

export interface AirlineBags {
  short: { economy: BagRule; premium?: BagRule; business?: BagRule };
  long?: { economy: BagRule; premium?: BagRule; business?: BagRule };
}

const bag = (pieces: number, kg: number): BagRule => ({ cabinBag: true, pieces, kg });
const paid = (feeUsd?: number): BagRule => ({ cabinBag: true, pieces: 0, ...(feeUsd ? { feeUsd } : {}) });
/** Low-cost: only a small under-seat item free, checked bags paid. */
const lowCost = (feeUsd: number): BagRule => ({ cabinBag: false, pieces: 0, feeUsd });

const BUSINESS = bag(2, 32);
const PREMIUM = bag(2, 23);

/** A full-service carrier: one 23 kg bag in economy, two in premium economy, two of 32 kg in business. */
const fullService = (economy: BagRule = bag(1, 23)): AirlineBags => ({
  short: { economy, business: BUSINESS },
  long: { economy: bag(1, 23), premium: PREMIUM, business: BUSINESS },
});
/** A US or Canadian network carrier: a fee for the first bag within the Americas, one bag included between continents. */
const northAmerican = (feeUsd: number): AirlineBags => ({
  short: { economy: paid(feeUsd), business: BUSINESS },
  long: { economy: bag(1, 23), premium: PREMIUM, business: BUSINESS },
});
/** A carrier with a weight allowance (kg) in economy and business. */
const byWeight = (economyKg: number, businessKg: number): AirlineBags => ({
  short: { economy: bag(1, economyKg), business: bag(1, businessKg) },
  long: { economy: bag(1, economyKg), premium: bag(1, economyKg + 10), business: bag(1, businessKg) },
});

export const AIRLINE_BAGS: Readonly<Record<string, AirlineBags>> = {
  // North America
  UA: northAmerican(40),
  AA: northAmerican(40),
  DL: northAmerican(35),
  AC: northAmerican(25),
  AS: { short: { economy: paid(35), business: BUSINESS } },
  B6: { short: { economy: paid(40), business: BUSINESS }, long: { economy: paid(), business: BUSINESS } },
  WN: { short: { economy: paid(35) } },
  NK: { short: { economy: lowCost(50) } },
  F9: { short: { economy: lowCost(55) } },
  // Europe: full service
  BA: fullService(),
  LH: fullService(),
  LX: fullService(),
  OS: fullService(),
  SN: fullService(),
  KL: fullService(),
  AF: fullService(),
  IB: fullService(),
  AY: fullService(),
  SK: fullService(),
  TP: fullService(),
  TK: fullService(),
  FI: fullService(),
  LO: fullService(),
  AZ: fullService(),
  VS: { short: { economy: bag(1, 23) }, long: { economy: bag(1, 23), premium: PREMIUM, business: BUSINESS } },
  EI: { short: { economy: paid(35), business: BUSINESS }, long: { economy: bag(1, 23), business: BUSINESS } },
  // Europe: low cost
  FR: { short: { economy: lowCost(40) } },
  U2: { short: { economy: lowCost(35) } },
  W6: { short: { economy: lowCost(40) } },
  VY: { short: { economy: lowCost(30) } },
  DY: { short: { economy: lowCost(35) } },
  // Middle East, Asia, Oceania
  EK: byWeight(25, 40),
  QR: byWeight(25, 40),
  EY: fullService(),
  SQ: byWeight(25, 35),
  QF: fullService(),
  "6E": { short: { economy: bag(1, 15) } },
  AK: { short: { economy: { cabinBag: true, pieces: 0, feeUsd: 25 } } },
  FD: { short: { economy: { cabinBag: true, pieces: 0, feeUsd: 25 } } },
  JQ: { short: { economy: { cabinBag: true, pieces: 0, feeUsd: 30 } } },
};
