import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { SearchRequest } from "../../search/types";
import { cheapestPerDay, mapPricesForDates, searchDateFromLink } from "./travelpayouts-mapper";

const prices = JSON.parse(readFileSync("tests/fakes/fixtures/travelpayouts-prices-for-dates.json", "utf8"));
const zones: Record<string, string> = {
  JFK: "America/New_York",
  EWR: "America/New_York",
  CDG: "Europe/Paris",
  ORY: "Europe/Paris",
};
const request: SearchRequest = { from: "NYC", to: "PAR", date: "2026-03-10", tripType: "oneway", adults: 1 };

describe("Travelpayouts mapper", () => {
  it("maps prices_for_dates items with arrival times in the destination's zone", () => {
    const offers = mapPricesForDates(prices, request, {
      timeZoneOf: (c) => zones[c],
      now: Date.parse("2026-03-02T00:00:00Z"),
    });
    expect(offers).toHaveLength(2);
    expect(offers[0]).toMatchObject({
      price: 412,
      currency: "USD",
      provider: "travelpayouts",
      priceFoundAt: "2026-03-01",
      leg: [
        {
          from: "JFK",
          to: "CDG",
          departureTime: "2026-03-10T18:30:00-04:00",
          arrivalTime: "2026-03-11T06:55:00+01:00",
          carrier: "AF",
          flightNumber: "7",
          stops: 0,
        },
      ],
    });
    expect(offers[0]?.deeplink.startsWith("https://www.aviasales.com/search/NYC1003PAR17031?t=")).toBe(true);
    expect(offers[0]?.returnLeg).toBeUndefined();
  });

  it("prices all adults, adds the return leg for round trips and drops expired prices", () => {
    const round = mapPricesForDates(
      prices,
      { ...request, tripType: "roundtrip", returnDate: "2026-03-17", adults: 2 },
      { timeZoneOf: (c) => zones[c] },
    );
    expect(round[0]?.price).toBe(824);
    expect(round[0]?.returnLeg?.[0]).toMatchObject({
      from: "CDG",
      to: "JFK",
      departureTime: "2026-03-17T10:15:00+01:00",
    });
    const expired = structuredClone(prices);
    expired.data[0].expires_at = "2026-03-01T00:00:00Z";
    expect(
      mapPricesForDates(expired, request, { timeZoneOf: (c) => zones[c], now: Date.parse("2026-03-05T00:00:00Z") }),
    ).toHaveLength(1);
    expect(() =>
      mapPricesForDates({ success: false, data: null, error: "Unauthorized" }, request, {
        timeZoneOf: () => undefined,
      }),
    ).toThrow(/Unauthorized/);
  });

  it("reads the search date and the cheapest price per day", () => {
    expect(searchDateFromLink("/search/X?t=1&search_date=01032026&x=1")).toBe("2026-03-01");
    expect(
      cheapestPerDay({
        success: true,
        data: [
          { depart_date: "2026-03-11", value: 300, found_at: "2026-03-01T00:00:00Z" },
          { depart_date: "2026-03-10", value: 420 },
          { depart_date: "2026-03-10", value: 380 },
        ],
      }),
    ).toEqual([
      { date: "2026-03-10", price: 380 },
      { date: "2026-03-11", price: 300, foundAt: "2026-03-01T00:00:00Z" },
    ]);
  });
});
