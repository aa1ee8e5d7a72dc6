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

/** The carrier's types that reach a stage of `km`, preferred by stage band. */
function typesFor(carrier: Carrier, km: number): readonly string[] {
  const band = km > LONG_HAUL_KM ? "long" : km > WIDE_FROM_KM ? "medium" : km > REGIONAL_KM ? "short" : "hop";
  const reach = fleetOf(carrier.code).filter((t) => (AIRCRAFT_TYPES[t]?.rangeKm ?? 0) >= km);
  const of = (...categories: string[]) => reach.filter((t) => categories.includes(AIRCRAFT_TYPES[t]?.category ?? ""));
  const preferred =
    band === "long"
      ? of("wide")
      : band === "medium"
        ? of("narrow", "wide")
        : band === "short"
          ? of("narrow")
          : of("regional", "narrow");
  // Else whatever of its fleet reaches (Emirates flies a 777 to Muscat, JetBlue an A321LR to Paris).
  return preferred.length > 0 ? preferred : reach.length > 0 ? reach : fleetOf(carrier.code);
}

/** A type of the carrier's fleet for this stage (deterministic per flight). */
export function aircraftFor(carrier: Carrier, km: number, key: string): string {
  const list = typesFor(carrier, km);
  return list[Math.floor(randomFor(key) * list.length)] ?? "Airbus A320";
}
