/**
 * Metropolitan city codes (IATA "city" codes) that group several airports.
 * Tiny and dependency-free so the browser can use it too (same-city checks in
 * the search form) without loading the airport index.
 *
 * The airports are listed busiest first; the first is the one the offline
 * engine treats as the city's main airport. A few city codes are also the code
 * of one of their airports (SHA, BKK, IST, DFW, HOU): the
 * index keeps the two apart.
 */

export interface MetroCity {
  code: string;
  name: string;
  /** ISO 3166-1 alpha-2 country code. */
  countryCode: string;
  airports: readonly string[];
}

export const METRO_CITIES: readonly MetroCity[] = [
  { code: "NYC", name: "New York", countryCode: "US", airports: ["JFK", "EWR", "LGA"] },
  { code: "LON", name: "London", countryCode: "GB", airports: ["LHR", "LGW", "STN", "LTN", "LCY", "SEN"] },
  { code: "PAR", name: "Paris", countryCode: "FR", airports: ["CDG", "ORY", "BVA"] },
  { code: "TYO", name: "Tokyo", countryCode: "JP", airports: ["HND", "NRT"] },
  { code: "CHI", name: "Chicago", countryCode: "US", airports: ["ORD", "MDW"] },
  { code: "WAS", name: "Washington", countryCode: "US", airports: ["IAD", "DCA", "BWI"] },
  { code: "MIL", name: "Milan", countryCode: "IT", airports: ["MXP", "LIN", "BGY"] },
  { code: "ROM", name: "Rome", countryCode: "IT", airports: ["FCO", "CIA"] },
  { code: "STO", name: "Stockholm", countryCode: "SE", airports: ["ARN", "BMA", "NYO"] },
  { code: "OSA", name: "Osaka", countryCode: "JP", airports: ["KIX", "ITM", "UKB"] },
  { code: "SAO", name: "São Paulo", countryCode: "BR", airports: ["GRU", "CGH", "VCP"] },
  { code: "RIO", name: "Rio de Janeiro", countryCode: "BR", airports: ["GIG", "SDU"] },
  { code: "BUE", name: "Buenos Aires", countryCode: "AR", airports: ["EZE", "AEP"] },
  { code: "YTO", name: "Toronto", countryCode: "CA", airports: ["YYZ", "YTZ"] },
  { code: "YMQ", name: "Montreal", countryCode: "CA", airports: ["YUL"] },
  { code: "MOW", name: "Moscow", countryCode: "RU", airports: ["SVO", "DME", "VKO"] },
  { code: "SEL", name: "Seoul", countryCode: "KR", airports: ["ICN", "GMP"] },
  { code: "BJS", name: "Beijing", countryCode: "CN", airports: ["PEK", "PKX"] },
  { code: "SHA", name: "Shanghai", countryCode: "CN", airports: ["PVG", "SHA"] },
  { code: "BKK", name: "Bangkok", countryCode: "TH", airports: ["BKK", "DMK"] },
  { code: "IST", name: "Istanbul", countryCode: "TR", airports: ["IST", "SAW"] },
  { code: "JKT", name: "Jakarta", countryCode: "ID", airports: ["CGK", "HLP"] },
  { code: "DFW", name: "Dallas–Fort Worth", countryCode: "US", airports: ["DFW", "DAL"] },
  { code: "HOU", name: "Houston", countryCode: "US", airports: ["IAH", "HOU"] },
  { code: "REK", name: "Reykjavík", countryCode: "IS", airports: ["KEF", "RKV"] },
  { code: "BUH", name: "Bucharest", countryCode: "RO", airports: ["OTP", "BBU"] },
  { code: "SPK", name: "Sapporo", countryCode: "JP", airports: ["CTS", "OKD"] },
];

const byCode = new Map(METRO_CITIES.map((m) => [m.code, m]));
const metroOfAirport = new Map<string, string>();
for (const metro of METRO_CITIES) for (const airport of metro.airports) metroOfAirport.set(airport, metro.code);

/** The metro city for a city code, or undefined. */
export function getMetroCity(code: string): MetroCity | undefined {
  return byCode.get(code.toUpperCase());
}

/** The metro city code an airport belongs to, if it belongs to one of the curated metros. */
export function metroCodeOfAirport(airportCode: string): string | undefined {
  return metroOfAirport.get(airportCode.toUpperCase());
}

/**
 * Whether two codes (airport or metro city) name the same metropolitan area
 * according to the curated metro list: JFK/NYC, LHR/LGW, NYC/NYC. Codes
 * outside the list are only the same when equal.
 */
export function isSameMetro(a: string, b: string): boolean {
  const x = a.toUpperCase();
  const y = b.toUpperCase();
  if (x === y) return true;
  const metroX = byCode.has(x) ? x : metroOfAirport.get(x);
  const metroY = byCode.has(y) ? y : metroOfAirport.get(y);
  return metroX !== undefined && metroX === metroY;
}
