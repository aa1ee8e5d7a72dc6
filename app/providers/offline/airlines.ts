/**
 * The offline engine's airlines: real carriers with their real hubs (where
 * they connect passengers), other bases (where they only fly point to point)
 * and a plausible maximum stage length. Curated by hand from the airlines'
 * public network facts (2025–2026); names and alliances come from the airline
 * dataset (app/airlines, decision 110). Not exhaustive, but enough for
 * realistic routes on every continent.
 */
import { allianceOf } from "../../airlines/airlines";

export interface Carrier {
  /** IATA code; its name and alliance come from the airline dataset (app/airlines). */
  code: string;
  /** ISO country code of the airline. */
  country: string;
  /** Airports where it connects passengers (also its bases). */
  hubs: readonly string[];
  /** Other airports it flies from, point to point. */
  bases?: readonly string[];
  lowCost?: boolean;
  /** Longest plausible nonstop in km. */
  maxKm: number;
  /** Price positioning (1 = average legacy carrier). */
  priceFactor: number;
}

export const CARRIERS: readonly Carrier[] = [
  // Star Alliance
  {
    code: "LH",
    country: "DE",
    hubs: ["FRA", "MUC"],
    bases: ["BER", "DUS", "HAM"],
    maxKm: 13000,
    priceFactor: 1.05,
  },
  {
    code: "LX",
    country: "CH",
    hubs: ["ZRH"],
    bases: ["GVA"],
    maxKm: 12000,
    priceFactor: 1.1,
  },
  {
    code: "OS",
    country: "AT",
    hubs: ["VIE"],
    maxKm: 9000,
    priceFactor: 1.0,
  },
  {
    code: "SN",
    country: "BE",
    hubs: ["BRU"],
    maxKm: 8000,
    priceFactor: 1.0,
  },
  {
    code: "UA",
    country: "US",
    hubs: ["EWR", "ORD", "SFO", "IAH", "DEN", "IAD", "LAX"],
    maxKm: 14500,
    priceFactor: 1.0,
  },
  {
    code: "AC",
    country: "CA",
    hubs: ["YYZ", "YUL", "YVR"],
    bases: ["YYC"],
    maxKm: 14000,
    priceFactor: 1.0,
  },
  {
    code: "NH",
    country: "JP",
    hubs: ["HND", "NRT"],
    bases: ["ITM", "KIX"],
    maxKm: 14000,
    priceFactor: 1.1,
  },
  {
    code: "SQ",
    country: "SG",
    hubs: ["SIN"],
    maxKm: 16500,
    priceFactor: 1.12,
  },
  {
    code: "TK",
    country: "TR",
    hubs: ["IST"],
    maxKm: 14000,
    priceFactor: 0.95,
  },
  {
    code: "LO",
    country: "PL",
    hubs: ["WAW"],
    maxKm: 9500,
    priceFactor: 0.92,
  },
  {
    code: "TP",
    country: "PT",
    hubs: ["LIS"],
    bases: ["OPO"],
    maxKm: 9500,
    priceFactor: 0.95,
  },
  {
    code: "ET",
    country: "ET",
    hubs: ["ADD"],
    maxKm: 14000,
    priceFactor: 0.95,
  },
  {
    code: "OZ",
    country: "KR",
    hubs: ["ICN"],
    bases: ["GMP"],
    maxKm: 12000,
    priceFactor: 1.0,
  },
  {
    code: "AI",
    country: "IN",
    hubs: ["DEL", "BOM"],
    bases: ["BLR"],
    maxKm: 15500,
    priceFactor: 0.95,
  },
  {
    code: "NZ",
    country: "NZ",
    hubs: ["AKL"],
    maxKm: 14500,
    priceFactor: 1.05,
  },
  {
    code: "CA",
    country: "CN",
    hubs: ["PEK"],
    bases: ["TFU"],
    maxKm: 13000,
    priceFactor: 0.95,
  },
  { code: "TG", country: "TH", hubs: ["BKK"], maxKm: 12000, priceFactor: 1.0 },
  { code: "MS", country: "EG", hubs: ["CAI"], maxKm: 11000, priceFactor: 0.9 },
  {
    code: "SA",
    country: "ZA",
    hubs: ["JNB"],
    bases: ["CPT"],
    maxKm: 13000,
    priceFactor: 1.0,
  },
  {
    code: "A3",
    country: "GR",
    hubs: ["ATH"],
    bases: ["SKG"],
    maxKm: 4000,
    priceFactor: 0.9,
  },
  {
    code: "AV",
    country: "CO",
    hubs: ["BOG"],
    bases: ["MDE", "SAL"],
    maxKm: 9500,
    priceFactor: 0.95,
  },
  { code: "CM", country: "PA", hubs: ["PTY"], maxKm: 7000, priceFactor: 0.95 },
  { code: "BR", country: "TW", hubs: ["TPE"], maxKm: 13500, priceFactor: 1.05 },
  // SkyTeam
  {
    code: "AF",
    country: "FR",
    hubs: ["CDG"],
    bases: ["ORY", "NCE", "LYS", "MRS", "TLS"],
    maxKm: 13000,
    priceFactor: 1.05,
  },
  { code: "KL", country: "NL", hubs: ["AMS"], maxKm: 13000, priceFactor: 1.02 },
  {
    code: "DL",
    country: "US",
    hubs: ["ATL", "JFK", "DTW", "MSP", "SLC", "LAX", "SEA", "BOS"],
    bases: ["LGA"],
    maxKm: 14500,
    priceFactor: 1.02,
  },
  {
    code: "VS",
    country: "GB",
    hubs: ["LHR"],
    bases: ["MAN"],
    maxKm: 12000,
    priceFactor: 1.05,
  },
  {
    code: "SK",
    country: "SE",
    hubs: ["CPH", "ARN", "OSL"],
    maxKm: 9000,
    priceFactor: 1.0,
  },
  {
    code: "KE",
    country: "KR",
    hubs: ["ICN"],
    bases: ["GMP"],
    maxKm: 13500,
    priceFactor: 1.05,
  },
  {
    code: "MU",
    country: "CN",
    hubs: ["PVG"],
    bases: ["SHA", "PKX"],
    maxKm: 12500,
    priceFactor: 0.92,
  },
  {
    code: "AM",
    country: "MX",
    hubs: ["MEX"],
    bases: ["GDL", "MTY"],
    maxKm: 11500,
    priceFactor: 0.95,
  },
  {
    code: "SV",
    country: "SA",
    hubs: ["JED", "RUH"],
    maxKm: 12000,
    priceFactor: 0.95,
  },
  {
    code: "KQ",
    country: "KE",
    hubs: ["NBO"],
    maxKm: 12000,
    priceFactor: 0.95,
  },
  {
    code: "VN",
    country: "VN",
    hubs: ["SGN", "HAN"],
    bases: ["DAD"],
    maxKm: 13000,
    priceFactor: 0.9,
  },
  {
    code: "GA",
    country: "ID",
    hubs: ["CGK"],
    bases: ["DPS"],
    maxKm: 12000,
    priceFactor: 0.95,
  },
  {
    code: "CI",
    country: "TW",
    hubs: ["TPE"],
    maxKm: 13000,
    priceFactor: 1.0,
  },
  {
    code: "AR",
    country: "AR",
    hubs: ["EZE"],
    bases: ["AEP"],
    maxKm: 11000,
    priceFactor: 0.95,
  },
  {
    code: "UX",
    country: "ES",
    hubs: ["MAD"],
    maxKm: 10000,
    priceFactor: 0.92,
  },
  {
    code: "ME",
    country: "LB",
    hubs: ["BEY"],
    maxKm: 5000,
    priceFactor: 1.0,
  },
  // oneworld
  {
    code: "BA",
    country: "GB",
    hubs: ["LHR"],
    bases: ["LGW", "LCY"],
    maxKm: 14000,
    priceFactor: 1.08,
  },
  {
    code: "AA",
    country: "US",
    hubs: ["DFW", "CLT", "ORD", "MIA", "PHL", "PHX", "JFK", "LAX"],
    bases: ["DCA", "LGA"],
    maxKm: 14500,
    priceFactor: 1.0,
  },
  {
    code: "IB",
    country: "ES",
    hubs: ["MAD"],
    bases: ["BCN"],
    maxKm: 10500,
    priceFactor: 1.0,
  },
  { code: "AY", country: "FI", hubs: ["HEL"], maxKm: 11500, priceFactor: 1.0 },
  {
    code: "QR",
    country: "QA",
    hubs: ["DOH"],
    maxKm: 16000,
    priceFactor: 1.08,
  },
  {
    code: "JL",
    country: "JP",
    hubs: ["HND", "NRT"],
    bases: ["ITM", "KIX"],
    maxKm: 14000,
    priceFactor: 1.1,
  },
  {
    code: "CX",
    country: "HK",
    hubs: ["HKG"],
    maxKm: 14500,
    priceFactor: 1.1,
  },
  {
    code: "QF",
    country: "AU",
    hubs: ["SYD", "MEL"],
    bases: ["BNE", "PER"],
    maxKm: 15000,
    priceFactor: 1.1,
  },
  {
    code: "AS",
    country: "US",
    hubs: ["SEA"],
    bases: ["PDX", "SFO", "LAX", "ANC", "SAN"],
    maxKm: 5000,
    priceFactor: 0.95,
  },
  {
    code: "HA",
    country: "US",
    hubs: ["HNL"],
    maxKm: 8000,
    priceFactor: 1.0,
  },
  {
    code: "RJ",
    country: "JO",
    hubs: ["AMM"],
    maxKm: 10000,
    priceFactor: 0.95,
  },
  {
    code: "MH",
    country: "MY",
    hubs: ["KUL"],
    maxKm: 11500,
    priceFactor: 0.95,
  },
  {
    code: "UL",
    country: "LK",
    hubs: ["CMB"],
    maxKm: 9000,
    priceFactor: 0.92,
  },
  {
    code: "AT",
    country: "MA",
    hubs: ["CMN"],
    maxKm: 9000,
    priceFactor: 0.92,
  },
  {
    code: "FJ",
    country: "FJ",
    hubs: ["NAN"],
    maxKm: 11000,
    priceFactor: 1.0,
  },
  // Not in an alliance
  { code: "EK", country: "AE", hubs: ["DXB"], maxKm: 15000, priceFactor: 1.08 },
  { code: "EY", country: "AE", hubs: ["AUH"], maxKm: 14000, priceFactor: 1.02 },
  {
    code: "B6",
    country: "US",
    hubs: ["JFK", "BOS"],
    bases: ["FLL", "MCO", "EWR", "LGA"],
    maxKm: 6000,
    priceFactor: 0.88,
  },
  { code: "EI", country: "IE", hubs: ["DUB"], maxKm: 8500, priceFactor: 0.95 },
  { code: "FI", country: "IS", hubs: ["KEF"], maxKm: 7000, priceFactor: 0.9 },
  {
    code: "AZ",
    country: "IT",
    hubs: ["FCO"],
    bases: ["LIN", "MXP"],
    maxKm: 11000,
    priceFactor: 1.0,
  },
  {
    code: "LA",
    country: "CL",
    hubs: ["SCL", "LIM", "GRU"],
    bases: ["BOG", "GIG", "BSB", "CGH"],
    maxKm: 13000,
    priceFactor: 0.95,
  },
  {
    code: "G3",
    country: "BR",
    hubs: ["GRU", "BSB"],
    bases: ["CGH", "GIG", "SDU"],
    maxKm: 5000,
    priceFactor: 0.8,
  },
  {
    code: "AD",
    country: "BR",
    hubs: ["VCP", "CNF", "REC"],
    bases: ["SDU"],
    maxKm: 8000,
    priceFactor: 0.85,
  },
  { code: "CZ", country: "CN", hubs: ["CAN", "PKX"], maxKm: 13000, priceFactor: 0.9 },
  { code: "PR", country: "PH", hubs: ["MNL"], maxKm: 13500, priceFactor: 0.92 },
  { code: "LY", country: "IL", hubs: ["TLV"], maxKm: 11500, priceFactor: 1.05 },
  { code: "WS", country: "CA", hubs: ["YYC"], bases: ["YYZ", "YVR"], maxKm: 7500, priceFactor: 0.88 },
  { code: "KC", country: "KZ", hubs: ["ALA", "NQZ"], maxKm: 7500, priceFactor: 0.9 },
  { code: "SU", country: "RU", hubs: ["SVO"], bases: ["LED"], maxKm: 11000, priceFactor: 0.9 },
  { code: "WB", country: "RW", hubs: ["KGL"], maxKm: 7000, priceFactor: 0.95 },
  { code: "VA", country: "AU", hubs: ["BNE", "SYD", "MEL"], maxKm: 7000, priceFactor: 0.9 },
  { code: "WY", country: "OM", hubs: ["MCT"], maxKm: 8000, priceFactor: 0.95 },
  { code: "GF", country: "BH", hubs: ["BAH"], maxKm: 8000, priceFactor: 0.92 },
  // Low-cost carriers: point to point from their bases, no connections sold.
  {
    code: "WN",
    country: "US",
    lowCost: true,
    hubs: [],
    bases: [
      "MDW",
      "DAL",
      "HOU",
      "LAS",
      "DEN",
      "BWI",
      "PHX",
      "OAK",
      "MCO",
      "ATL",
      "BNA",
      "AUS",
      "LAX",
      "SAN",
      "STL",
      "FLL",
      "TPA",
      "SJC",
      "SMF",
      "MCI",
      "SAT",
      "MSY",
      "RDU",
      "HNL",
    ],
    maxKm: 4800,
    priceFactor: 0.72,
  },
  {
    code: "F9",
    country: "US",
    lowCost: true,
    hubs: [],
    bases: ["DEN", "MCO", "LAS", "PHL", "ATL", "MIA"],
    maxKm: 4800,
    priceFactor: 0.6,
  },
  {
    code: "NK",
    country: "US",
    lowCost: true,
    hubs: [],
    bases: ["FLL", "MCO", "LAS", "DTW", "EWR"],
    maxKm: 4500,
    priceFactor: 0.58,
  },
  {
    code: "FR",
    country: "IE",
    lowCost: true,
    hubs: [],
    bases: [
      "DUB",
      "STN",
      "BGY",
      "CIA",
      "BVA",
      "CRL",
      "MAD",
      "BCN",
      "PMI",
      "AGP",
      "BUD",
      "KRK",
      "BLQ",
      "NAP",
      "PSA",
      "OPO",
      "LTN",
      "MAN",
      "EDI",
      "BRS",
      "VIE",
      "WMI",
      "ALC",
      "TFS",
      "LPA",
      "FAO",
      "ATH",
      "CTA",
      "PMO",
      "MLA",
    ],
    maxKm: 3800,
    priceFactor: 0.55,
  },
  {
    code: "U2",
    country: "GB",
    lowCost: true,
    hubs: [],
    bases: [
      "LGW",
      "LTN",
      "STN",
      "BRS",
      "MAN",
      "EDI",
      "GVA",
      "BSL",
      "ORY",
      "CDG",
      "MXP",
      "NCE",
      "LYS",
      "AMS",
      "BER",
      "LIS",
      "NAP",
      "BCN",
      "FCO",
      "PMI",
    ],
    maxKm: 4200,
    priceFactor: 0.65,
  },
  {
    code: "W6",
    country: "HU",
    lowCost: true,
    hubs: [],
    bases: ["BUD", "WAW", "OTP", "LTN", "SOF", "VNO", "KTW", "GDN", "FCO", "VIE", "BEG"],
    maxKm: 5000,
    priceFactor: 0.55,
  },
  {
    code: "VY",
    country: "ES",
    lowCost: true,
    hubs: [],
    bases: ["BCN", "ORY", "FCO", "AGP", "SVQ", "BIO", "PMI"],
    maxKm: 3500,
    priceFactor: 0.68,
  },
  {
    code: "DY",
    country: "NO",
    lowCost: true,
    hubs: [],
    bases: ["OSL", "ARN", "CPH", "HEL", "BGO"],
    maxKm: 4500,
    priceFactor: 0.65,
  },
  {
    code: "PC",
    country: "TR",
    lowCost: true,
    hubs: [],
    bases: ["SAW", "ADB", "AYT", "ESB"],
    maxKm: 4500,
    priceFactor: 0.6,
  },
  {
    code: "FZ",
    country: "AE",
    lowCost: true,
    hubs: [],
    bases: ["DXB"],
    maxKm: 5000,
    priceFactor: 0.7,
  },
  {
    code: "6E",
    country: "IN",
    lowCost: true,
    hubs: [],
    bases: ["DEL", "BOM", "BLR", "HYD", "MAA", "CCU"],
    maxKm: 5000,
    priceFactor: 0.62,
  },
  {
    code: "AK",
    country: "MY",
    lowCost: true,
    hubs: [],
    bases: ["KUL", "BKI", "PEN"],
    maxKm: 4500,
    priceFactor: 0.55,
  },
  {
    code: "FD",
    country: "TH",
    lowCost: true,
    hubs: [],
    bases: ["DMK", "HKT", "CNX"],
    maxKm: 3500,
    priceFactor: 0.55,
  },
  {
    code: "JQ",
    country: "AU",
    lowCost: true,
    hubs: [],
    bases: ["MEL", "SYD", "BNE", "OOL"],
    maxKm: 7500,
    priceFactor: 0.62,
  },
  {
    code: "5J",
    country: "PH",
    lowCost: true,
    hubs: [],
    bases: ["MNL", "CEB"],
    maxKm: 4000,
    priceFactor: 0.55,
  },
  {
    code: "Y4",
    country: "MX",
    lowCost: true,
    hubs: [],
    bases: ["GDL", "TIJ", "MEX", "CUN", "MTY"],
    maxKm: 4200,
    priceFactor: 0.6,
  },
];

export const CARRIERS_BY_CODE: ReadonlyMap<string, Carrier> = new Map(CARRIERS.map((c) => [c.code, c]));

/** Carriers that connect passengers at an airport (its hub carriers). */
export const HUB_CARRIERS: ReadonlyMap<string, readonly Carrier[]> = (() => {
  const map = new Map<string, Carrier[]>();
  for (const carrier of CARRIERS) {
    for (const hub of carrier.hubs) {
      const list = map.get(hub);
      if (list) list.push(carrier);
      else map.set(hub, [carrier]);
    }
  }
  return map;
})();

/** Carriers that fly from an airport at all (hubs and bases). */
export const AIRPORT_CARRIERS: ReadonlyMap<string, readonly Carrier[]> = (() => {
  const map = new Map<string, Carrier[]>();
  for (const carrier of CARRIERS) {
    for (const airport of [...carrier.hubs, ...(carrier.bases ?? [])]) {
      const list = map.get(airport);
      if (list) list.push(carrier);
      else if (!list) map.set(airport, [carrier]);
    }
  }
  return map;
})();

/**
 * Partnerships outside the three alliances that sell connections on one
 * ticket (joint ventures, codeshares): Aer Lingus with IAG and its US
 * partners, ITA Airways with the Lufthansa group, Icelandair with Alaska,
 * Finnair and SAS, Emirates with Qantas, and so on. Symmetric.
 */
export const PARTNERSHIPS: readonly (readonly [string, readonly string[]])[] = [
  ["EI", ["BA", "IB", "AA", "UA"]],
  ["AZ", ["LH", "LX", "OS", "SN", "UA", "AC"]],
  ["FI", ["AS", "AY", "SK", "B6"]],
  ["EK", ["QF"]],
  ["EY", ["AF", "KL", "VA"]],
  ["B6", ["AA", "UA"]],
  ["LY", ["AA"]],
  ["WS", ["DL", "AF", "KL"]],
  ["G3", ["AF", "KL", "AA"]],
  ["AD", ["UA", "TP"]],
  ["LA", ["DL"]],
  ["CZ", ["AA", "BA", "QR"]],
  ["VA", ["DL", "QR", "NZ"]],
  ["PR", ["NH"]],
  ["KC", ["LH"]],
];

const PARTNERS: ReadonlyMap<string, ReadonlySet<string>> = (() => {
  const map = new Map<string, Set<string>>();
  const add = (a: string, b: string) => {
    const set = map.get(a) ?? new Set<string>();
    set.add(b);
    map.set(a, set);
  };
  for (const [carrier, partners] of PARTNERSHIPS) {
    for (const partner of partners) {
      add(carrier, partner);
      add(partner, carrier);
    }
  }
  return map;
})();

/**
 * Whether two carriers sell connections together on one ticket: the same
 * carrier, the same alliance, or partners. A low-cost carrier only with itself.
 */
export function canConnect(a: Carrier, b: Carrier): boolean {
  if (a.code === b.code) return true;
  if (a.lowCost || b.lowCost) return false;
  const alliance = allianceOf(a.code);
  return (alliance !== undefined && alliance === allianceOf(b.code)) || (PARTNERS.get(a.code)?.has(b.code) ?? false);
}

/**
 * Secondary fields that only low-cost and leisure airlines use (Beauvais,
 * Charleroi, Luton, Stansted, Bergamo…): a network carrier flies there only
 * where it has a base.
 */
export const LOW_COST_AIRPORTS: ReadonlySet<string> = new Set([
  "BVA",
  "CRL",
  "LTN",
  "STN",
  "SEN",
  "BGY",
  "CIA",
  "WMI",
  "HHN",
  "NRN",
  "GRO",
  "REU",
  "TSF",
  "NYO",
  "DMK",
]);

/**
 * Slot-constrained network hubs that low-cost carriers stay out of
 * (Heathrow, Frankfurt, Zurich, JFK, O'Hare…): a low-cost carrier flies
 * there only where it has a base (easyJet at CDG and AMS).
 */
export const NETWORK_ONLY_AIRPORTS: ReadonlySet<string> = new Set([
  "LHR",
  "FRA",
  "MUC",
  "ZRH",
  "CDG",
  "AMS",
  "IST",
  "DOH",
  "AUH",
  "JFK",
  "ORD",
  "DFW",
  "IAH",
  "IAD",
  "SFO",
  "EWR",
  "HND",
]);

/** The airports a carrier is based at: its hubs and other bases. */
export const baseAirports = (carrier: Carrier): readonly string[] => [...carrier.hubs, ...(carrier.bases ?? [])];

const BASES: ReadonlyMap<string, ReadonlySet<string>> = new Map(
  CARRIERS.map((c) => [c.code, new Set(baseAirports(c))]),
);

/** Whether the airport is one of the carrier's hubs or bases. */
export const isBasedAt = (carrier: Carrier, code: string): boolean => BASES.get(carrier.code)?.has(code) ?? false;

/**
 * Whether a carrier uses an airport of this type at all: network carriers
 * not the low-cost secondary fields, low-cost carriers not the slot-
 * constrained network hubs, unless it is based there.
 */
export function usesAirport(carrier: Carrier, code: string): boolean {
  if (isBasedAt(carrier, code)) return true;
  return carrier.lowCost ? !NETWORK_ONLY_AIRPORTS.has(code) : !LOW_COST_AIRPORTS.has(code);
}

/**
 * Airports whose runway or rules allow only shorter flights (LaGuardia's and
 * Reagan's perimeter rules, London City's short runway, domestic-only city
 * airports, low-cost secondary fields): the longest nonstop in km.
 */
export const AIRPORT_MAX_KM: Readonly<Record<string, number>> = {
  LGA: 2400,
  DCA: 2000,
  LCY: 1800,
  YTZ: 1000,
  SDU: 1500,
  AEP: 3000,
  CGH: 1500,
  GMP: 1500,
  ITM: 1500,
  UKB: 1500,
  SHA: 2200,
  DMK: 3500,
  SAW: 4500,
  BVA: 2500,
  CIA: 2500,
  BGY: 3500,
  STN: 3800,
  LTN: 4500,
  SEN: 2000,
  LIN: 2000,
  MDW: 3500,
  DAL: 2000,
  HOU: 3500,
  BMA: 800,
  NYO: 2500,
  RKV: 800,
  HLP: 1500,
  OKD: 1200,
  BBU: 3000,
  VKO: 4000,
  ORY: 8000,
  OAK: 4800,
};

/** Airports in countries whose airspace is closed to the other carriers' countries. */
export const RESTRICTED_COUNTRY_PAIRS: readonly (readonly [string, readonly string[]])[] = [
  // Flights between Russia and the EU, UK, US, Canada, Switzerland, Norway, Japan, Korea, Australia.
  [
    "RU",
    [
      "US",
      "CA",
      "GB",
      "DE",
      "FR",
      "NL",
      "IT",
      "ES",
      "PT",
      "BE",
      "AT",
      "CH",
      "SE",
      "NO",
      "DK",
      "FI",
      "PL",
      "IE",
      "GR",
      "HU",
      "CZ",
      "RO",
      "BG",
      "LT",
      "LV",
      "EE",
      "SK",
      "SI",
      "HR",
      "JP",
      "KR",
      "AU",
      "NZ",
      "IS",
      "LU",
    ],
  ],
];
