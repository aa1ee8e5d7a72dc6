import type { BagAllowance } from "../offers/bags";
import type { SourceName } from "../providers/registry";
/**
 * The search domain's shared shapes, used by the server, the providers
 * and the browser alike. Plain TypeScript: no React, no Express.
 */

export type TripType = "oneway" | "roundtrip" | "multicity";

/** The cabin travelled in (URL values; Amadeus' travelClass is the upper-case form). */
export type Cabin = "economy" | "premium_economy" | "business" | "first";

/**
 * A validated search: IATA codes upper-case, dates YYYY-MM-DD, adults ≥ 1.
 * Children (2–11, own seat), infants (under 2, on an adult's lap) and cabin are
 * absent in requests written before they existed: absent means 0, 0 and economy
 * (travellersOf in travellers.ts reads them that way). checkSearch and
 * canonicalRequest always set them.
 */
export interface SearchRequest {
  from: string;
  to: string;
  date: string;
  returnDate?: string;
  tripType: TripType;
  adults: number;
  children?: number;
  infants?: number;
  cabin?: Cabin;
}

export interface Segment {
  from: string;
  to: string;
  /** ISO 8601 local time with the airport's UTC offset, e.g. 2026-12-01T18:30:00-05:00. */
  departureTime: string;
  arrivalTime: string;
  carrier: string;
  flightNumber: string;
  stops: number;
  /** The airline flying the plane when another one sells the seat (codeshare). */
  operatingCarrier?: string;
  /** Aircraft type, where the source gives it, e.g. "Boeing 787-9". */
  aircraft?: string;
}

/** The registry's source names; `sample` marks the offline engine's offers, always labelled as sample data. */
type ProviderName = SourceName;

export interface FlightOffer {
  id: string;
  price: number;
  currency: string;
  provider: ProviderName;
  /** The partner page for this offer (wrapped in an affiliate link by the browser). */
  deeplink: string;
  /** Outbound segments, in order. */
  leg: Segment[];
  /** Return segments for round trips. */
  returnLeg?: Segment[];
  /** When the price was found (cached sources such as Travelpayouts); absent for live prices. */
  priceFoundAt?: string;
  /** kg CO₂e per passenger in the searched cabin, every flight of the offer (an estimate, decision 250). */
  co2eKg?: number;
  /** The selling airline's typical bag policy for this cabin and trip; absent when not known (decision 251). */
  bags?: BagAllowance;
}

export interface Place {
  id: string;
  name: string;
  code: string;
  type: "airport" | "city";
  source: string;
  region: string;
  country: string;
}
