/**
 * The aircraft of a flight: wide-bodies long haul, narrow-bodies (and regional
 * jets) short, and each type's cruise speed for the block time.
 */
import type { Carrier } from "./airlines-data";
import { randomFor } from "./prng";

/** Cruise speed of each type relative to the 800 km/h average block speed. */
const AIRCRAFT_SPEED: Readonly<Record<string, number>> = {
  "Airbus A350-900": 1.03,
  "Airbus A350-1000": 1.03,
  "Boeing 787-9": 1.02,
  "Boeing 787-8": 1.02,
  "Boeing 777-300ER": 1.02,
  "Airbus A330-300": 0.99,
  "Boeing 767-300ER": 0.97,
  "Embraer E190": 0.95,
  "Airbus A220-300": 0.98,
};

/** The cruise speed of a type relative to the 800 km/h average (1 for types not listed). */
export const cruiseSpeed = (aircraft: string): number => AIRCRAFT_SPEED[aircraft] ?? 1;

/** Types flown on each kind of stage: wide-bodies long haul, narrow-bodies (and regional jets) short. */
const AIRCRAFT = {
  ultraLong: ["Boeing 777-300ER", "Airbus A350-900", "Boeing 787-9", "Airbus A350-1000"],
  long: ["Boeing 787-9", "Airbus A330-300", "Airbus A350-900", "Boeing 767-300ER", "Boeing 787-8"],
  medium: ["Airbus A321neo", "Boeing 737-800", "Airbus A320neo", "Boeing 737 MAX 8"],
  short: ["Airbus A320", "Airbus A319", "Embraer E190", "Boeing 737-800", "Airbus A220-300"],
  lowCost: ["Boeing 737-800", "Airbus A320neo", "Airbus A321neo", "Boeing 737 MAX 8"],
} as const;

/** A plausible aircraft for this carrier and stage length (deterministic per flight). */
export function aircraftFor(carrier: Carrier, km: number, key: string): string {
  const list =
    km > 9000
      ? AIRCRAFT.ultraLong
      : km > 4000
        ? AIRCRAFT.long
        : carrier.lowCost
          ? AIRCRAFT.lowCost
          : km > 1500
            ? AIRCRAFT.medium
            : AIRCRAFT.short;
  return list[Math.floor(randomFor(key) * list.length)] ?? list[0];
}
