import { describe, expect, it } from "vitest";
import {
  destinationSearchPath,
  type ExploreDestination,
  sortDestinations,
  underMaxPrice,
} from "./explore-destinations";

const place = (code: string, name: string, price: number, distanceKm: number): ExploreDestination => ({
  code,
  name,
  countryCode: "XX",
  lat: 0,
  lon: 0,
  distanceKm,
  price,
  currency: "USD",
  departDate: "2027-01-12",
  returnDate: "2027-01-19",
  stops: 0,
  source: "sample",
  seenAt: "2026-11-28T03:00:00Z",
});

const LIST = [
  place("TYO", "Tokyo", 700, 10_800),
  place("PAR", "Paris", 356, 5_840),
  place("ZRH", "Zürich", 356, 6_300),
  place("LON", "London", 310, 5_540),
  place("ATH", "Athens", 520, 7_900),
];

describe("the explore list", () => {
  it("sorts by price (ties by code), name or distance", () => {
    expect(sortDestinations(LIST, "price").map((d) => d.code)).toEqual(["LON", "PAR", "ZRH", "ATH", "TYO"]);
    expect(sortDestinations(LIST, "name").map((d) => d.code)).toEqual(["ATH", "LON", "PAR", "TYO", "ZRH"]);
    expect(sortDestinations(LIST, "distance").map((d) => d.code)).toEqual(["LON", "PAR", "ZRH", "ATH", "TYO"]);
    // The page's language decides the name order (a comparison handed in).
    const reversed = sortDestinations(LIST, "name", (a, b) => b.localeCompare(a));
    expect(reversed[0]?.code).toBe("ZRH");
    // The input is left as it was.
    expect(LIST[0]?.code).toBe("TYO");
  });

  it("keeps the destinations at or under the maximum price", () => {
    expect(underMaxPrice(LIST, 356).map((d) => d.code)).toEqual(["PAR", "ZRH", "LON"]);
    expect(underMaxPrice(LIST, null)).toHaveLength(5);
    expect(underMaxPrice(LIST, 100)).toEqual([]);
  });

  it("links each destination to the search of its cheapest dates", () => {
    const paris = LIST[1] as ExploreDestination;
    const path = destinationSearchPath("NYC", paris, { nonstop: false });
    const params = new URLSearchParams(path.split("?")[1]);
    expect(path.startsWith("/search?")).toBe(true);
    expect(Object.fromEntries(params)).toEqual({
      from: "NYC",
      to: "PAR",
      date: "2027-01-12",
      tripType: "roundtrip",
      returnDate: "2027-01-19",
      adults: "1",
      cabin: "economy",
    });
    expect(new URLSearchParams(destinationSearchPath("NYC", paris, { nonstop: true }).split("?")[1]).get("stops")).toBe(
      "0",
    );
    const oneWay = { ...paris, returnDate: undefined };
    const oneWayParams = new URLSearchParams(destinationSearchPath("NYC", oneWay, { nonstop: false }).split("?")[1]);
    expect(oneWayParams.get("tripType")).toBe("oneway");
    expect(oneWayParams.has("returnDate")).toBe(false);
  });
});
