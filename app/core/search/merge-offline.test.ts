/**
 * The merge's promises on realistic results: the offline engine's offers for
 * several routes, one way and return.
 */
import { describe, expect, it } from "vitest";
import { generateOfflineOffers } from "../../services/providers/offline/engine";
import { mergeSources, sortOffers, totalDurationMinutes, totalStops } from "./merge";
import type { FlightOffer, SearchRequest } from "./types";

const NOW = new Date("2026-11-23T10:00:00Z");
const ROUTES = [
  ["JFK", "LHR"],
  ["LON", "TYO"],
  ["NYC", "PAR"],
  ["SEA", "AMS"],
  ["DEN", "LHR"],
  ["ATL", "CDG"],
  ["YYZ", "FRA"],
  ["LAX", "SYD"],
] as const;

const searches: SearchRequest[] = ROUTES.flatMap(([from, to]) => [
  { from, to, date: "2027-01-14", tripType: "oneway" as const, adults: 1 },
  { from, to, date: "2027-01-14", returnDate: "2027-01-21", tripType: "roundtrip" as const, adults: 1 },
]);

const merged = searches.map((request) => ({
  request,
  result: mergeSources([{ provider: "sample", items: generateOfflineOffers(request, { now: NOW }) }]),
}));

const label = (r: SearchRequest) => `${r.from}→${r.to} ${r.tripType}`;
/** b is at least as good as a on price, time and stops, and better on one. */
const dominates = (b: FlightOffer, a: FlightOffer) => {
  const [pa, pb, da, db, sa, sb] = [
    a.price,
    b.price,
    totalDurationMinutes(a),
    totalDurationMinutes(b),
    totalStops(a),
    totalStops(b),
  ];
  return pb <= pa && db <= da && sb <= sa && (pb < pa || db < da || sb < sa);
};

describe("best and fastest on the offline engine's results", () => {
  it("best and fastest lead with different offers on several searches", () => {
    const differ = merged.filter(
      ({ result }) => sortOffers(result.offers, "best")[0] !== sortOffers(result.offers, "fastest")[0],
    );
    expect(differ.length, differ.map(({ request }) => label(request)).join(", ")).toBeGreaterThanOrEqual(4);
    // A much cheaper one-stop leads 'best' where the nonstop is far dearer (LON→TYO one way).
    const tokyo =
      merged.find(({ request }) => request.to === "TYO" && request.tripType === "oneway")?.result.offers ?? [];
    const best = sortOffers(tokyo, "best")[0] as FlightOffer;
    const fastest = sortOffers(tokyo, "fastest")[0] as FlightOffer;
    expect(totalStops(fastest)).toBe(0);
    expect(totalStops(best)).toBeGreaterThan(0);
    expect(best.price).toBeLessThan(fastest.price * 0.8);
  });

  it("best's first offer is never beaten on price, time and stops at once by another", () => {
    for (const { request, result } of merged) {
      const best = sortOffers(result.offers, "best")[0] as FlightOffer;
      const better = result.offers.find((o) => dominates(o, best));
      expect(better, label(request)).toBeUndefined();
    }
  });
});

describe("round trips from the offline engine keep the no-airport-switch promise", () => {
  it("every shown return leaves from the airport the outbound landed at and lands where it left", () => {
    for (const { request, result } of merged.filter(({ request }) => request.tripType === "roundtrip")) {
      expect(result.offers.length, label(request)).toBeGreaterThan(5);
      for (const o of result.offers) {
        const back = o.returnLeg ?? [];
        expect(back[0]?.from, label(request)).toBe(o.leg[o.leg.length - 1]?.to);
        expect(back[back.length - 1]?.to, label(request)).toBe(o.leg[0]?.from);
      }
    }
  });
});
