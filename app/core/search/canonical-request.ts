import { travellersOf } from "./travellers";
import type { SearchRequest } from "./types";

/**
 * What a source is asked for one search: a multi-city leg is a one-way search, and a
 * return date counts only on return trips. The flow, the providers and the cache key all
 * use this shape, so two requests that ask a source the same thing are one search, and
 * different travellers or cabins are different searches (children, infants and cabin are
 * always set: absent means 0, 0 and economy).
 */
export function canonicalRequest(request: SearchRequest): SearchRequest {
  const base = {
    from: request.from.toUpperCase(),
    to: request.to.toUpperCase(),
    date: request.date,
    ...travellersOf(request),
  };
  if (request.tripType === "roundtrip" && request.returnDate) {
    return { ...base, tripType: "roundtrip", returnDate: request.returnDate };
  }
  return { ...base, tripType: "oneway" };
}
