import { describe, expect, it } from "vitest";
import { airlineName } from "../../../core/airlines/airlines";
import {
  activeFilterCount,
  applyFilters,
  arrivalWindow,
  EMPTY_FILTERS,
  facets,
  returnWindow,
  stopsBucket,
  timeWindow,
  toggle,
} from "./filters";
import { NONSTOP_AF, ONE_STOP_DL, offer, seg, TWO_STOP_TK } from "./test-offers";

const ALL = [NONSTOP_AF, ONE_STOP_DL, TWO_STOP_TK];

describe("filters", () => {
  it("buckets stops and departure windows in local time", () => {
    expect(ALL.map(stopsBucket)).toEqual(["0", "1", "2+"]);
    expect(ALL.map(timeWindow)).toEqual(["evening", "morning", "afternoon"]);
  });

  it("filters by stops, airline (any segment), departure window, duration and price", () => {
    expect(applyFilters(ALL, { ...EMPTY_FILTERS, stops: ["0"] }).map((o) => o.id)).toEqual(["a"]);
    expect(applyFilters(ALL, { ...EMPTY_FILTERS, stops: ["1", "2+"] }).map((o) => o.id)).toEqual(["b", "c"]);
    expect(applyFilters(ALL, { ...EMPTY_FILTERS, airlines: ["KL"] }).map((o) => o.id)).toEqual(["b"]);
    expect(applyFilters(ALL, { ...EMPTY_FILTERS, departure: ["morning"] }).map((o) => o.id)).toEqual(["b"]);
    // AF 7: 18:30-05:00 → 07:45+01:00 = 7h15 = 435 min.
    expect(applyFilters(ALL, { ...EMPTY_FILTERS, maxDuration: 435 }).map((o) => o.id)).toEqual(["a"]);
    expect(applyFilters(ALL, { ...EMPTY_FILTERS, maxPrice: 420 }).map((o) => o.id)).toEqual(["b", "c"]);
  });

  it("filters by the outbound arrival window, in the arrival airport's local time", () => {
    // AF lands 07:45 in Paris, KL 23:45, LH 13:10.
    expect(ALL.map(arrivalWindow)).toEqual(["morning", "evening", "afternoon"]);
    expect(applyFilters(ALL, { ...EMPTY_FILTERS, arrival: ["evening", "morning"] }).map((o) => o.id)).toEqual([
      "a",
      "b",
    ]);
  });

  it("filters return trips by the return flight's departure window; offers without one never pass it", () => {
    const back = (id: string, dep: string) =>
      offer(id, 600, NONSTOP_AF.leg, { returnLeg: [seg("CDG", "JFK", dep, "2026-12-08T23:00:00-05:00")] });
    const morning = back("m", "2026-12-08T09:15:00+01:00");
    const night = back("n", "2026-12-08T01:30:00+01:00");
    expect([morning, night, NONSTOP_AF].map(returnWindow)).toEqual(["morning", "night", null]);
    const filters = { ...EMPTY_FILTERS, returnDeparture: ["morning" as const] };
    expect(applyFilters([morning, night, NONSTOP_AF], filters).map((o) => o.id)).toEqual(["m"]);
    const counts = facets([morning, night, NONSTOP_AF], EMPTY_FILTERS, airlineName).returnDeparture;
    expect(counts.filter((c) => c.count > 0)).toEqual([
      { id: "night", count: 1 },
      { id: "morning", count: 1 },
    ]);
    // One way: no return flight, so no return-time filter to offer.
    expect(facets(ALL, EMPTY_FILTERS, airlineName).returnDeparture).toEqual([]);
  });

  it("counts each facet against the other active filters", () => {
    const f = facets(ALL, { ...EMPTY_FILTERS, stops: ["0"] }, airlineName);
    // Stops counts ignore the stops filter itself.
    expect(f.stops).toEqual([
      { id: "0", count: 1 },
      { id: "1", count: 1 },
      { id: "2+", count: 1 },
    ]);
    // Airline counts respect the stops filter: only the nonstop AF remains.
    expect(f.airlineGroups).toEqual([
      {
        id: "skyteam",
        airlines: [{ code: "AF", name: "Air France", count: 1, minPrice: 500 }],
      },
    ]);
    expect(f.price).toEqual({ min: 350, max: 500 });
    expect(f.duration.min).toBe(435);
  });

  it("groups airlines by alliance, alliances first and others last (the form names the groups)", () => {
    const ryanair = { ...NONSTOP_AF, id: "r", leg: NONSTOP_AF.leg.map((s) => ({ ...s, carrier: "FR" })) };
    const f = facets([ryanair, ...ALL], EMPTY_FILTERS, airlineName);
    expect(f.airlineGroups.map((g) => [g.id, g.airlines.map((a) => a.name)])).toEqual([
      ["star", ["Lufthansa", "Turkish Airlines"]],
      ["skyteam", ["Air France", "Delta Air Lines", "KLM"]],
      ["other", ["Ryanair"]],
    ]);
  });

  it("toggles and counts active filters", () => {
    expect(toggle(["a"], "b")).toEqual(["a", "b"]);
    expect(toggle(["a", "b"], "a")).toEqual(["b"]);
    expect(activeFilterCount({ ...EMPTY_FILTERS, stops: ["0"], maxPrice: 3 })).toBe(2);
    expect(activeFilterCount({ ...EMPTY_FILTERS, arrival: ["night"], returnDeparture: ["morning", "evening"] })).toBe(
      3,
    );
  });
});
