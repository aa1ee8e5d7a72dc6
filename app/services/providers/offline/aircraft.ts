/**
 * The aircraft of a flight: a type from the carrier's own fleet (fleets-data.ts) that
 * flies the stage — wide-bodies long haul, narrow-bodies (and regional types on short
 * hops) otherwise — and each type's cruise speed for the block time.
 */
import type { Carrier } from "./airlines-data";
import { AIRCRAFT_TYPES, FLEETS } from "./fleets-data";
import { randomFor } from "./prng";

/** Stages above this are flown by wide-bodies where the carrier has one that reaches. */
const LONG_HAUL_KM = 4500;
/** Regional types fly hops up to this; wide-bodies join narrow-bodies from this stage on. */
const REGIONAL_KM = 1200;
const WIDE_FROM_KM = 2500;

/** The cruise speed of a type relative to the 800 km/h average (1 for types not listed). */
export const cruiseSpeed = (aircraft: string): number => AIRCRAFT_TYPES[aircraft]?.speed ?? 1;

/** The carrier's fleet, by IATA code (empty for a carrier without a fleet entry). */
export const fleetOf = (code: string): readonly string[] => FLEETS[code] ?? [];

/** The longest stage any type of the carrier's fleet flies, km. */
export function fleetRangeKm(code: string): number {
  return Math.max(0, ...fleetOf(code).map((t) => AIRCRAFT_TYPES[t]?.rangeKm ?? 0));
}

interface Fleet {
  /** The carrier's types, longest range first. */
  types: { name: string; category: string; rangeKm: number }[];
  /** Chosen lists by stage band and how many types reach (the engine asks thousands of times a search). */
  chosen: Map<number, readonly string[]>;
}

const FLEET_CACHE = new Map<string, Fleet>();

function fleet(code: string): Fleet {
  let found = FLEET_CACHE.get(code);
  if (!found) {
    const types = fleetOf(code)
      .map((name) => ({
        name,
        category: AIRCRAFT_TYPES[name]?.category ?? "narrow",
        rangeKm: AIRCRAFT_TYPES[name]?.rangeKm ?? 0,
      }))
      .sort((a, b) => b.rangeKm - a.rangeKm);
    found = { types, chosen: new Map() };
    FLEET_CACHE.set(code, found);
  }
  return found;
}

/** The carrier's types that reach a stage of `km`, preferred by stage band. */
function typesFor(carrier: Carrier, km: number): readonly string[] {
  const band = km > LONG_HAUL_KM ? 3 : km > WIDE_FROM_KM ? 2 : km > REGIONAL_KM ? 1 : 0;
  const { types, chosen } = fleet(carrier.code);
  let reaching = 0;
  while (reaching < types.length && (types[reaching]?.rangeKm ?? 0) >= km) reaching++;
  const key = band * 100 + reaching;
  const cached = chosen.get(key);
  if (cached) return cached;
  const reach = types.slice(0, reaching);
  const wanted = [["regional", "narrow"], ["narrow"], ["narrow", "wide"], ["wide"]][band] ?? [];
  const preferred = reach.filter((t) => wanted.includes(t.category)).map((t) => t.name);
  // Else whatever of its fleet reaches (Emirates flies a 777 to Muscat, JetBlue an A321LR to Paris).
  const list = preferred.length > 0 ? preferred : (reaching > 0 ? reach : types).map((t) => t.name);
  chosen.set(key, list);
  return list;
}

/** A type of the carrier's fleet for this stage (deterministic per flight). */
export function aircraftFor(carrier: Carrier, km: number, key: string): string {
  const list = typesFor(carrier, km);
  return list[Math.floor(randomFor(key) * list.length)] ?? "Airbus A320";
}
