/**
 * Fuel burn and a typical seat configuration per aircraft type, for the emissions estimate
 * (emissions.ts; method and sources in docs/decisions/250-emissions-per-offer.md). Compiled
 * 2026-11-28.
 *
 * Fuel burn follows the structure of the EEA/EMEP Air Pollutant Emission Inventory Guidebook
 * 2019, 1.A.3.a Aviation, "Master emissions calculator" (the CORINAIR tables the Travel Impact
 * Model reads): a fixed LTO fuel (take-off and landing cycle, below 3,000 ft) and a CCD fuel
 * (climb, cruise, descent) growing with the great-circle distance in nautical miles.
 * - Boeing 787-9: the EEA 2019 rows as published in the Travel Impact Model's README, Table 1
 *   (github.com/google/travel-impact-model, version 1.9.1): LTO 1,727 kg; CCD 5,815 kg at
 *   500 nm, 10,770 at 1,000, 52,375 at 5,000 and 57,430 at 5,500.
 * - Every other type: an approximation of the same shape, LTO fuel (kg) plus CCD = half the LTO
 *   fuel (the extra burn of the climb) + `ccdPerNm` kg per nautical mile, from manufacturers' and
 *   operators' typical block fuel flows at cruise. They are within the EEA tables' own stated
 *   uncertainty (CCD 15–40 %) but are not the EEA rows: replace a type's figures with its EEA
 *   2019 rows when they are transcribed (add `ccdPoints`).
 *
 * Seats: a typical layout of the type at the large network airlines (first / business / premium
 * economy / economy), the 787-9's the TIM worked example's (48 business, 21 premium, 188 economy);
 * the TIM uses each flight's filed layout, which the sources here do not give.
 */

export type Body = "narrow" | "wide";

interface Seats {
  first?: number;
  business?: number;
  premium?: number;
  economy: number;
}

export interface AircraftFuel {
  body: Body;
  /** LTO cycle fuel, kg. */
  ltoKg: number;
  /** CCD fuel per nautical mile, kg (approximated types). */
  ccdPerNm: number;
  /** Published CCD rows [nm, kg], interpolated linearly (and extrapolated) when present. */
  ccdPoints?: readonly (readonly [number, number])[];
  seats: Seats;
}

const w = (ltoKg: number, ccdPerNm: number, seats: Seats): AircraftFuel => ({ body: "wide", ltoKg, ccdPerNm, seats });
const n = (ltoKg: number, ccdPerNm: number, seats: Seats): AircraftFuel => ({ body: "narrow", ltoKg, ccdPerNm, seats });

export const AIRCRAFT_FUEL: Readonly<Record<string, AircraftFuel>> = {
  // Wide-bodies
  "Boeing 787-9": {
    body: "wide",
    ltoKg: 1727,
    ccdPerNm: 10.4,
    ccdPoints: [
      [500, 5815],
      [1000, 10770],
      [5000, 52375],
      [5500, 57430],
    ],
    seats: { business: 48, premium: 21, economy: 188 },
  },
  "Boeing 787-8": w(1550, 9.0, { business: 28, premium: 21, economy: 185 }),
  "Boeing 787-10": w(1850, 10.8, { business: 40, premium: 28, economy: 250 }),
  "Airbus A350-900": w(1700, 9.9, { business: 40, premium: 24, economy: 240 }),
  "Airbus A350-900ULR": w(1700, 10.2, { business: 67, premium: 94, economy: 0 }),
  "Airbus A350-1000": w(1950, 11.6, { business: 44, premium: 24, economy: 270 }),
  "Airbus A330-200": w(1800, 11.8, { business: 30, economy: 220 }),
  "Airbus A330-300": w(1900, 12.0, { business: 36, premium: 21, economy: 230 }),
  "Airbus A330-900": w(1650, 10.6, { business: 34, premium: 28, economy: 225 }),
  "Airbus A340-300": w(2100, 13.0, { business: 30, premium: 20, economy: 220 }),
  "Airbus A380-800": w(3700, 23.0, { first: 14, business: 76, premium: 44, economy: 350 }),
  "Boeing 747-8": w(3200, 19.5, { first: 8, business: 80, premium: 32, economy: 244 }),
  "Boeing 767-300ER": w(1500, 10.3, { business: 30, premium: 20, economy: 160 }),
  "Boeing 767-400ER": w(1600, 10.9, { business: 34, premium: 20, economy: 184 }),
  "Boeing 777-200ER": w(2300, 13.0, { business: 40, premium: 24, economy: 236 }),
  "Boeing 777-200LR": w(2400, 13.8, { business: 40, premium: 24, economy: 250 }),
  "Boeing 777-300ER": w(2600, 14.5, { first: 8, business: 52, premium: 24, economy: 280 }),
  // Narrow-bodies
  "Airbus A220-100": n(520, 4.3, { business: 12, economy: 108 }),
  "Airbus A220-300": n(560, 4.5, { business: 12, economy: 125 }),
  "Airbus A319": n(750, 5.2, { business: 8, economy: 120 }),
  "Airbus A320": n(820, 5.6, { business: 12, economy: 150 }),
  "Airbus A320neo": n(700, 4.9, { business: 12, economy: 156 }),
  "Airbus A321": n(950, 6.6, { business: 16, economy: 174 }),
  "Airbus A321neo": n(800, 5.7, { business: 16, economy: 180 }),
  "Airbus A321LR": n(820, 5.8, { business: 20, economy: 160 }),
  "Airbus A321XLR": n(820, 5.9, { business: 14, economy: 166 }),
  "Boeing 717-200": n(550, 4.6, { business: 12, economy: 98 }),
  "Boeing 737-800": n(830, 5.6, { business: 12, economy: 150 }),
  "Boeing 737-900ER": n(880, 6.0, { business: 20, economy: 159 }),
  "Boeing 737 MAX 8": n(720, 4.9, { business: 16, economy: 156 }),
  "Boeing 737 MAX 8-200": n(730, 5.0, { economy: 197 }),
  "Boeing 737 MAX 9": n(760, 5.3, { business: 20, economy: 159 }),
  "Boeing 757-200": n(1100, 7.0, { business: 16, economy: 160 }),
  "COMAC C919": n(700, 5.1, { business: 8, economy: 150 }),
  "Embraer E175": n(400, 3.2, { business: 12, economy: 64 }),
  "Embraer E190": n(460, 3.8, { business: 8, economy: 92 }),
  "Embraer E195": n(480, 4.0, { business: 12, economy: 104 }),
  "Embraer E195-E2": n(420, 3.5, { business: 12, economy: 120 }),
  "Bombardier CRJ900": n(400, 3.3, { business: 12, economy: 64 }),
  "Sukhoi Superjet 100": n(460, 3.8, { business: 12, economy: 75 }),
  // Turboprops: slower, so more fuel per mile than their hourly burn suggests.
  "ATR 72-600": n(200, 2.8, { economy: 70 }),
  "De Havilland Dash 8-400": n(300, 3.6, { economy: 78 }),
};

/**
 * The type assumed when the source names none (Travelpayouts' cached fares): by stage, the
 * least efficient common type of the class that flies it, as the TIM falls back within a family.
 */
export function assumedAircraft(km: number): string {
  if (km < 800) return "Embraer E190";
  if (km <= 4500) return "Airbus A320";
  return "Airbus A330-300";
}
