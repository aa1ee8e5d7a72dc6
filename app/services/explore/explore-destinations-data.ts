/**
 * The places the offline engine prices for the explore page: popular city-break, beach and
 * long-haul destinations on every continent (metro codes where the place index has one, else the
 * main airport), so any origin gets a spread of near and far trips. A destination in the origin's
 * own city is skipped, and one the engine finds no flights to is left out.
 */
export const EXPLORE_DESTINATIONS: readonly string[] = [
  // Europe
  "LON", "PAR", "ROM", "MIL", "BCN", "MAD", "LIS", "AMS", "BER", "MUC", "VIE", "PRG", "BUD", "CPH", "STO",
  "DUB", "EDI", "ATH", "IST", "REK", "ZRH", "NCE",
  // The Americas
  "NYC", "WAS", "CHI", "MIA", "MCO", "LAS", "LAX", "SFO", "SEA", "DEN", "HNL", "YTO", "YVR", "MEX", "CUN",
  "SJU", "PTY", "BOG", "LIM", "SAO", "RIO", "BUE",
  // Africa and the Middle East
  "RAK", "CAI", "CPT", "JNB", "NBO", "DXB", "DOH", "TLV",
  // Asia and the Pacific
  "DEL", "BOM", "BKK", "SIN", "KUL", "HKG", "TPE", "SEL", "TYO", "OSA", "SYD", "MEL", "AKL",
];
