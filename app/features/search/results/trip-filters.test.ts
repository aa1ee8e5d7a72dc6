import { describe, expect, it } from "vitest";
import { airlineName } from "../../../core/airlines/airlines";
import { activeFilterCount, applyFilters, clearedFilters, EMPTY_FILTERS, facets } from "./filters";
import { NONSTOP_AF, ONE_STOP_DL, offer, seg, TWO_STOP_TK } from "./test-offers";
import { longestLayover, sideAirport } from "./trip-filters";

// AF nonstop JFK→CDG 600 kg; DL/KL via AMS (1h20 layover) 450 kg; TK/LH via IST and FRA 700 kg.
const A = { ...NONSTOP_AF, co2eKg: 600 };
const B = { ...ONE_STOP_DL, co2eKg: 450 };
const C = { ...TWO_STOP_TK, co2eKg: 700 };
// Newark → Orly nonstop, back Orly → LaGuardia.
const D = offer("d", 480, [seg("EWR", "ORY", "2026-12-01T19:00:00-05:00", "2026-12-02T08:20:00+01:00", "UA", "57")], {
  returnLeg: [seg("ORY", "LGA", "2026-12-08T10:00:00+01:00", "2026-12-08T12:40:00-05:00", "UA", "58")],
  co2eKg: 620,
});
const ALL = [A, B, C, D];
const ids = (list: { id: string }[]) => list.map((o) => o.id);

describe("airport filters per direction", () => {
  it("reads each side's airport", () => {
    expect(ALL.map((o) => sideAirport(o, "depAirports"))).toEqual(["JFK", "JFK", "JFK", "EWR"]);
    expect(sideAirport(D, "returnArrAirports")).toBe("LGA");
    expect(sideAirport(A, "returnDepAirports")).toBeUndefined();
  });

  it("keeps the offers leaving from or landing at the ticked airports", () => {
    expect(ids(applyFilters(ALL, { ...EMPTY_FILTERS, depAirports: ["EWR"] }))).toEqual(["d"]);
    expect(ids(applyFilters(ALL, { ...EMPTY_FILTERS, arrAirports: ["CDG"] }))).toEqual(["a", "b", "c"]);
    expect(ids(applyFilters(ALL, { ...EMPTY_FILTERS, returnArrAirports: ["LGA"] }))).toEqual(["d"]);
  });

  it("offers a side only when the results have more than one airport there, with counts", () => {
    const f = facets(ALL, EMPTY_FILTERS, airlineName);
    expect(f.trip.airports.depAirports).toEqual([
      { code: "EWR", count: 1 },
      { code: "JFK", count: 3 },
    ]);
    // The return side has one airport of each: nothing to choose.
    expect(f.trip.airports.returnArrAirports).toEqual([]);
  });
});

describe("connections and layovers", () => {
  it("keeps only itineraries connecting at the ticked airports; nonstop flights always pass", () => {
    expect(ids(applyFilters(ALL, { ...EMPTY_FILTERS, via: ["AMS"] }))).toEqual(["a", "b", "d"]);
    expect(ids(applyFilters(ALL, { ...EMPTY_FILTERS, via: ["IST"] }))).toEqual(["a", "d"]);
    expect(ids(applyFilters(ALL, { ...EMPTY_FILTERS, via: ["IST", "FRA"] }))).toEqual(["a", "c", "d"]);
  });

  it("filters by the longest layover", () => {
    // DL lands in AMS 21:10, KL leaves 22:30: 80 minutes. TK: 120 min in IST, 90 in FRA.
    expect([A, B, C].map(longestLayover)).toEqual([0, 80, 120]);
    expect(ids(applyFilters(ALL, { ...EMPTY_FILTERS, maxLayover: 100 }))).toEqual(["a", "b", "d"]);
    expect(facets(ALL, EMPTY_FILTERS, airlineName).trip.layover).toEqual({ min: 80, max: 120 });
    expect(facets(ALL, EMPTY_FILTERS, airlineName).trip.via.map((v) => v.code)).toEqual(["AMS", "FRA", "IST"]);
  });
});

describe("lower emissions only", () => {
  it("keeps the itineraries at least 15 % below the median of the leg's results", () => {
    // Median of 450, 600, 620, 700 = 610; 15 % below is 518.5: only B (450).
    expect(ids(applyFilters(ALL, { ...EMPTY_FILTERS, lowerEmissions: true }))).toEqual(["b"]);
    const f = facets(ALL, EMPTY_FILTERS, airlineName);
    expect(f.trip.median).toBe(610);
    expect(f.trip.lowerEmissions).toBe(1);
  });

  it("measures against all results, not only those left by other filters", () => {
    expect(ids(applyFilters(ALL, { ...EMPTY_FILTERS, lowerEmissions: true, stops: ["0"] }))).toEqual([]);
  });
});

describe("counting and clearing", () => {
  it("counts each new filter; the checked-bag price is no filter and survives Clear all", () => {
    const f = {
      ...EMPTY_FILTERS,
      depAirports: ["JFK"],
      via: ["AMS"],
      maxLayover: 90,
      lowerEmissions: true,
      checkedBag: true,
    };
    expect(activeFilterCount(f)).toBe(4);
    expect(clearedFilters(f)).toEqual({ ...EMPTY_FILTERS, checkedBag: true });
  });
});
