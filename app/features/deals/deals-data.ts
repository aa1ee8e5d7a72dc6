/**
 * The deals page's words for its routes: each route's destination name (a message key of the
 * `deals` namespace) and the origin's city. No prices, dates or savings here: those come from the
 * search flow through the deals job (app/services/deals/deals.server.ts); which routes are priced
 * is app/core/deals/deal-trips.ts. A route this table does not know is named by its codes.
 */
import type { MessageKey } from "../../i18n/message-key";

export interface DealPlace {
  destination: MessageKey;
  origin: string;
}

/** Keyed by "ORIGIN-DESTINATION" (airport codes). */
export const DEAL_PLACES: Readonly<Record<string, DealPlace>> = {
  "JFK-CDG": { destination: "deals.place.paris", origin: "New York" },
  "BOS-LHR": { destination: "deals.place.london", origin: "Boston" },
  "SFO-HND": { destination: "deals.place.tokyo", origin: "San Francisco" },
  "ORD-BCN": { destination: "deals.place.barcelona", origin: "Chicago" },
  "EWR-FCO": { destination: "deals.place.rome", origin: "Newark" },
  "DFW-CUN": { destination: "deals.place.cancun", origin: "Dallas" },
  "IAD-KEF": { destination: "deals.place.reykjavik", origin: "Washington" },
  "EWR-LIS": { destination: "deals.place.lisbon", origin: "Newark" },
  "IAH-DXB": { destination: "deals.place.dubai", origin: "Houston" },
  "ATL-AMS": { destination: "deals.place.amsterdam", origin: "Atlanta" },
  "LAX-HNL": { destination: "deals.place.honolulu", origin: "Los Angeles" },
  "MIA-IST": { destination: "deals.place.istanbul", origin: "Miami" },
};
