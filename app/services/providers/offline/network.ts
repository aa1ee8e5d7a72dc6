/**
 * The route network (the served-airports model, decision 155): which carriers
 * plausibly fly an airport pair nonstop. Every flight touches one of its
 * carrier's hubs or bases; from a hub a network carrier flies to scheduled
 * airports of some size within reach (long haul: hubs and busy airports) and
 * to smaller ones within 3,000 km as a regional feeder (long haul: only to busy
 * airports and its partners' hubs, not to a rival's hub); from a base only to its
 * own airports or big airports nearby; a low-cost carrier from its bases to big
 * airports. No carrier flies into a type of airport it does not use (network
 * carriers not into Beauvais or Luton, low-cost carriers not into Heathrow or
 * Zurich) unless based there, nor through closed airspace.
 */
import { type Airport, getAirport } from "../../places/airports.server";
import { AIRPORT_CARRIERS, baseAirports, canConnect, HUB_CARRIERS, isBasedAt, usesAirport } from "./airlines";
import { AIRPORT_MAX_KM, type Carrier, RESTRICTED_COUNTRY_PAIRS } from "./airlines-data";

const RESTRICTED = RESTRICTED_COUNTRY_PAIRS.map(([country, others]) => ({ country, others: new Set(others) }));

/** Whether airspace closures rule out this carrier on this route (Russia and the EU, UK, US…). */
function restricted(a: Airport, carrier: Carrier, b: Airport): boolean {
  for (const { country, others } of RESTRICTED) {
    const involved = a.countryCode === country || b.countryCode === country || carrier.country === country;
    if (!involved) continue;
    if (others.has(a.countryCode) || others.has(b.countryCode) || others.has(carrier.country)) return true;
  }
  return false;
}

const maxKmAt = (a: Airport) => AIRPORT_MAX_KM[a.code] ?? Number.POSITIVE_INFINITY;

/** A hub of the carrier itself or of an airline it sells connections with (its partners' traffic). */
const isPartnerHub = (carrier: Carrier, code: string) =>
  HUB_CARRIERS.get(code)?.some((hubCarrier) => canConnect(hubCarrier, carrier)) ?? false;

const carrierMetroCodes = new Map<string, Set<string>>();

/** The metro city codes where a carrier has a hub or base. */
function carrierMetros(carrier: Carrier): Set<string> {
  let set = carrierMetroCodes.get(carrier.code);
  if (!set) {
    set = new Set();
    for (const code of baseAirports(carrier)) {
      const metro = getAirport(code)?.metroCode;
      if (metro) set.add(metro);
    }
    carrierMetroCodes.set(carrier.code, set);
  }
  return set;
}

/** Same airport, same curated metro, or the same served city in the same country. */
export const sameCity = (a: Airport, b: Airport) =>
  a.code === b.code ||
  (a.metroCode !== undefined && a.metroCode === b.metroCode) ||
  (a.countryCode === b.countryCode && a.city === b.city);

/** Whether a carrier plausibly flies `base` ↔ `other` nonstop, `base` being one of its hubs or bases. */
export function servesFrom(carrier: Carrier, base: Airport, other: Airport, km: number): boolean {
  if (km < 150 || km > carrier.maxKm) return false;
  if (km > maxKmAt(base) || km > maxKmAt(other)) return false;
  if (restricted(base, carrier, other)) return false;
  if (!other.scheduled && other.kind !== "L") return false;
  if (!usesAirport(carrier, other.code)) return false;
  // A carrier serves a multi-airport city from its own airport there (United: EWR, not JFK).
  if (other.metroCode && !isBasedAt(carrier, other.code) && carrierMetros(carrier).has(other.metroCode)) return false;
  const isCarrierHub = carrier.hubs.includes(base.code);
  const otherIsBase = isBasedAt(carrier, other.code);
  if (carrier.lowCost) {
    // Low-cost carriers: from a base to big leisure/city airports or another base.
    return otherIsBase || (other.weight >= 55 && km <= carrier.maxKm);
  }
  if (!isCarrierHub) {
    // From a non-hub base only to the carrier's own hubs/bases or big airports nearby.
    return otherIsBase || (other.weight >= 60 && km <= 3000);
  }
  // Domestic or regional: every scheduled airport of some size within reach.
  const sameCountry = base.countryCode === other.countryCode;
  if (km <= (sameCountry ? 3500 : 2500)) return other.weight >= (sameCountry ? 20 : 40);
  // Long haul: its partners' hubs (where its passengers connect on) and busy airports only.
  return isPartnerHub(carrier, other.code) || other.weight >= 62;
}

/** Carriers that plausibly fly a → b nonstop. */
export function carriersFor(a: Airport, b: Airport, km: number): Carrier[] {
  const found = new Map<string, Carrier>();
  for (const carrier of AIRPORT_CARRIERS.get(a.code) ?? [])
    if (servesFrom(carrier, a, b, km)) found.set(carrier.code, carrier);
  for (const carrier of AIRPORT_CARRIERS.get(b.code) ?? [])
    if (servesFrom(carrier, b, a, km)) found.set(carrier.code, carrier);
  return [...found.values()];
}

export const detourLimit = (km: number) => (km < 1000 ? 2.2 : km < 3000 ? 1.6 : km < 8000 ? 1.35 : 1.25);

/**
 * Carriers for a → hub: those that plausibly fly it, and the hub's own
 * carriers as regional feeders (mainline code, regional partner) within
 * 3,000 km of a scheduled airport of a type they use.
 */
export function feeders(a: Airport, hub: Airport, km: number): Carrier[] {
  const direct = carriersFor(a, hub, km);
  if (km > 3000 || km < 50 || !a.scheduled || km > maxKmAt(a)) return direct;
  const regional = (HUB_CARRIERS.get(hub.code) ?? []).filter(
    (c) => km <= c.maxKm && usesAirport(c, a.code) && !restricted(a, c, hub) && !direct.includes(c),
  );
  return [...direct, ...regional];
}
