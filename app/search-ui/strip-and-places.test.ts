import { describe, expect, it } from "vitest";
import { readStrip, stripDates, stripSourceNote } from "./price-strip";
import { readPlaces } from "./use-autocomplete";

describe("price strip", () => {
  it("spans three days either side, across month ends", () => {
    expect(stripDates("2027-03-01")).toEqual([
      "2027-02-26",
      "2027-02-27",
      "2027-02-28",
      "2027-03-01",
      "2027-03-02",
      "2027-03-03",
      "2027-03-04",
    ]);
  });
  it("reads {items:[{date, price}]} and ignores days without a price", () => {
    const prices = readStrip({
      items: [
        { date: "2027-03-01", price: 300 },
        { date: "2027-03-02", price: null },
        { date: "2027-03-01T00:00:00Z", price: 250 },
      ],
    });
    expect([...prices.entries()]).toEqual([["2027-03-01", 250]]);
    expect(readStrip(null).size).toBe(0);
  });
});

describe("autocomplete answers", () => {
  const p = (code: string) => ({ id: code, name: code, code, type: "airport", source: "t", region: "", country: "" });
  it("reads items, else data, else places, capped at 10", () => {
    expect(readPlaces({ items: [p("JFK")] }).map((x) => x.code)).toEqual(["JFK"]);
    expect(readPlaces({ data: [p("CDG")] }).map((x) => x.code)).toEqual(["CDG"]);
    expect(readPlaces({ places: [p("LHR")] }).map((x) => x.code)).toEqual(["LHR"]);
    expect(readPlaces({ items: Array.from({ length: 15 }, (_, i) => p(`A${i}`)) })).toHaveLength(10);
    expect(readPlaces("nonsense")).toEqual([]);
  });
});

describe("stripSourceNote", () => {
  it("names where the strip's prices come from", () => {
    expect(stripSourceNote({ items: [{ date: "2026-12-01", price: 300, source: "sample" }] })).toBe(
      "sample data from the offline engine",
    );
    expect(
      stripSourceNote({
        items: [
          { date: "2026-12-01", price: 300, source: "travelpayouts" },
          { date: "2026-12-02", price: 310, source: "sample" },
        ],
      }),
    ).toBe("Aviasales cached prices via Travelpayouts and sample data from the offline engine");
    expect(stripSourceNote({ items: [] })).toBeNull();
    expect(stripSourceNote(null)).toBeNull();
  });
});
