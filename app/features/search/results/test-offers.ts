import { OFFLINE_SOURCE } from "../../../core/providers/registry";
import type { FlightOffer, Segment } from "../../../core/search/types";

/** Small offer factory for the search UI's unit tests. */
export function seg(from: string, to: string, dep: string, arr: string, carrier = "AF", flightNumber = "1"): Segment {
  return { from, to, departureTime: dep, arrivalTime: arr, carrier, flightNumber, stops: 0 };
}

export function offer(id: string, price: number, leg: Segment[], extra: Partial<FlightOffer> = {}): FlightOffer {
  return {
    id,
    price,
    currency: "USD",
    provider: OFFLINE_SOURCE.name,
    deeplink: "https://www.kiwi.com/deep?from=JFK&to=CDG",
    leg,
    ...extra,
  };
}

export const NONSTOP_AF = offer("a", 500, [
  seg("JFK", "CDG", "2026-12-01T18:30:00-05:00", "2026-12-02T07:45:00+01:00", "AF", "7"),
]);
export const ONE_STOP_DL = offer("b", 420, [
  seg("JFK", "AMS", "2026-12-01T08:00:00-05:00", "2026-12-01T21:10:00+01:00", "DL", "48"),
  seg("AMS", "CDG", "2026-12-01T22:30:00+01:00", "2026-12-01T23:45:00+01:00", "KL", "1243"),
]);
export const TWO_STOP_TK = offer("c", 350, [
  seg("JFK", "IST", "2026-12-01T13:00:00-05:00", "2026-12-02T06:00:00+03:00", "TK", "2"),
  seg("IST", "FRA", "2026-12-02T08:00:00+03:00", "2026-12-02T10:30:00+01:00", "TK", "1589"),
  seg("FRA", "CDG", "2026-12-02T12:00:00+01:00", "2026-12-02T13:10:00+01:00", "LH", "1030"),
]);
