/**
 * Emissions per passenger, by the Travel Impact Model's method (decision 250): per flight,
 * fuel = LTO + CCD at the great-circle distance (EEA-style rows per aircraft type, interpolated),
 * CO₂e = fuel × 3.8359 (well-to-wake: 3.1894 tank-to-wake + 0.6465 well-to-tank), shared over
 * the seat area (cabin factors of IATA RP 1726 as the TIM uses them), then over the occupied
 * seats (load factor). An itinerary's figure is the sum of its flights'. Plain data in, kg out:
 * the distances come from the caller (the airport table is server-side).
 */
import type { Cabin } from "../search/types";
import { AIRCRAFT_FUEL, type AircraftFuel, assumedAircraft, type Body } from "./aircraft-data";

/** kg CO₂e per kg of jet fuel burnt: tank-to-wake (ISO 14083 LHV × CORSIA 74 g/MJ) and well-to-tank (CORSIA 15 g/MJ). */
const TTW_PER_KG_FUEL = 3.1894;
const WTT_PER_KG_FUEL = 0.6465;
/** The TIM's global default passenger load factor (US 2019 figures, found to hold globally). */
const DEFAULT_LOAD_FACTOR = 0.845;

const KM_PER_NM = 1.852;

/** Seat area of one seat in each cabin relative to economy (narrow-bodies: premium economy as economy). */
const CABIN_FACTORS: Readonly<Record<Body, Readonly<Record<Cabin, number>>>> = {
  narrow: { economy: 1, premium_economy: 1, business: 1.5, first: 1.5 },
  wide: { economy: 1, premium_economy: 1.5, business: 4, first: 5 },
};

/** The dataset's type for a source's aircraft name: exact, then case-insensitive, then the longest type it starts with. */
export function aircraftFuelOf(name: string | undefined): AircraftFuel | undefined {
  if (!name) return undefined;
  const exact = AIRCRAFT_FUEL[name];
  if (exact) return exact;
  const lower = name.trim().toLowerCase();
  let best: string | undefined;
  for (const key of Object.keys(AIRCRAFT_FUEL)) {
    const k = key.toLowerCase();
    if (k === lower) return AIRCRAFT_FUEL[key];
    if (lower.startsWith(k) && (!best || k.length > best.length)) best = key;
  }
  return best ? AIRCRAFT_FUEL[best] : undefined;
}

/** CCD fuel at `nm`: the published rows interpolated (extrapolated beyond them), else the type's linear approximation. */
function ccdFuel(type: AircraftFuel, nm: number): number {
  const points = type.ccdPoints;
  if (!points || points.length < 2) return type.ltoKg / 2 + type.ccdPerNm * nm;
  let i = 0;
  while (i < points.length - 2 && nm > (points[i + 1] as readonly [number, number])[0]) i++;
  const [d0, f0] = points[i] as readonly [number, number];
  const [d1, f1] = points[i + 1] as readonly [number, number];
  return Math.max(0, f0 + ((nm - d0) * (f1 - f0)) / (d1 - d0));
}

/** Fuel for one flight of `km` great-circle kilometres, kg. */
export function flightFuelKg(type: AircraftFuel, km: number): number {
  return type.ltoKg + ccdFuel(type, km / KM_PER_NM);
}

/** The seat area of the type's layout in economy-seat units. */
function seatArea(type: AircraftFuel): number {
  const f = CABIN_FACTORS[type.body];
  const s = type.seats;
  return (
    (s.first ?? 0) * f.first +
    (s.business ?? 0) * f.business +
    (s.premium ?? 0) * f.premium_economy +
    s.economy * f.economy
  );
}

export interface FlightInput {
  km: number;
  /** The source's aircraft name; absent or unknown → the type assumed for the stage. */
  aircraft?: string;
}

export interface FlightEmissions {
  kg: number;
  /** Whether the aircraft type was the source's (false: assumed for the stage). */
  aircraftKnown: boolean;
}

/** kg CO₂e (well-to-wake) for one passenger in `cabin` on one flight. */
export function flightEmissions(
  flight: FlightInput,
  cabin: Cabin = "economy",
  loadFactor: number = DEFAULT_LOAD_FACTOR,
): FlightEmissions {
  const named = aircraftFuelOf(flight.aircraft);
  const type = named ?? (AIRCRAFT_FUEL[assumedAircraft(flight.km)] as AircraftFuel);
  const co2e = flightFuelKg(type, flight.km) * (TTW_PER_KG_FUEL + WTT_PER_KG_FUEL);
  const perEconomySeat = co2e / seatArea(type);
  return { kg: (perEconomySeat * CABIN_FACTORS[type.body][cabin]) / loadFactor, aircraftKnown: !!named };
}

/** kg CO₂e for one passenger over every flight of an itinerary, rounded to the kilogram; null without a distance. */
export function itineraryEmissionsKg(
  flights: readonly (FlightInput | null)[],
  cabin: Cabin = "economy",
): number | null {
  if (flights.length === 0 || flights.some((f) => !f || !(f.km > 0))) return null;
  return Math.round(flights.reduce((sum, f) => sum + flightEmissions(f as FlightInput, cabin).kg, 0));
}

/** The share below the median that earns an itinerary the "lower emissions" badge. */
const LOWER_EMISSIONS_SHARE = 0.15;

/** The median of known figures, or null when none is known. */
export function medianKg(values: readonly (number | undefined)[]): number | null {
  const known = values.filter((v): v is number => typeof v === "number").sort((a, b) => a - b);
  if (known.length === 0) return null;
  const mid = Math.floor(known.length / 2);
  return known.length % 2 ? (known[mid] as number) : ((known[mid - 1] as number) + (known[mid] as number)) / 2;
}

/** "Lower emissions": at least 15 % below the median of the results for the same leg. */
export function isLowerEmissions(kg: number | undefined, median: number | null): boolean {
  return kg !== undefined && median !== null && kg <= median * (1 - LOWER_EMISSIONS_SHARE);
}
