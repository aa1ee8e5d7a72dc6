/**
 * Which carriers sell tickets together and which airports each one uses, read
 * from the tables in airlines-data.ts.
 */
import { allianceOf } from "../../../core/airlines/alliances";
import { CARRIERS, type Carrier, LOW_COST_AIRPORTS, NETWORK_ONLY_AIRPORTS, PARTNERSHIPS } from "./airlines-data";

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

/** Whether every carrier of an itinerary sells connections with every other (one ticket). */
export const sellableTogether = (carriers: readonly Carrier[]) =>
  carriers.every((a, i) => carriers.slice(i + 1).every((b) => canConnect(a, b)));

/**
 * Whether two carriers' passengers connect at an airport: a hub of one of them, or of an
 * airline that sells connections with both (no United-to-United change at Dallas).
 */
export const connectsAt = (code: string, a: Carrier, b: Carrier): boolean =>
  (HUB_CARRIERS.get(code) ?? []).some(
    (h) => h.code === a.code || h.code === b.code || (canConnect(h, a) && canConnect(h, b)),
  );

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
