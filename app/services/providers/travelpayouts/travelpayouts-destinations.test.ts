import { describe, expect, it } from "vitest";
import { mapDestinationPrices } from "./travelpayouts-mapper";

const NOW = Date.parse("2026-11-28T03:00:00Z");

const item = (over: Record<string, unknown>) => ({
  origin: "NYC",
  destination: "PAR",
  origin_airport: "JFK",
  destination_airport: "CDG",
  price: 412,
  airline: "AF",
  flight_number: "7",
  departure_at: "2027-01-12T18:30:00-05:00",
  return_at: "2027-01-19T10:15:00+01:00",
  transfers: 0,
  return_transfers: 1,
  link: "/search/NYC1201PAR19011?t=AF_412&search_date=26112026&expected_price_currency=usd",
  ...over,
});

describe("Travelpayouts' cheapest prices from an origin", () => {
  it("reads each item's destination, days, price, stops and when it was found", () => {
    const prices = mapDestinationPrices(
      { success: true, currency: "usd", data: [item({})] },
      { oneWay: false, now: NOW },
    );
    expect(prices).toEqual([
      {
        destination: "PAR",
        departDate: "2027-01-12",
        returnDate: "2027-01-19",
        price: 412,
        stops: 1,
        foundAt: "2026-11-26",
      },
    ]);
  });

  it("leaves out expired prices, the other trip type and items without a destination", () => {
    const body = {
      success: true,
      data: [
        item({ destination: "LON", expires_at: "2026-11-27T00:00:00Z" }),
        item({ destination: "ROM", return_at: undefined }),
        item({ destination: undefined }),
        item({ destination: "lis", found_at: "2026-11-27T10:00:00Z" }),
        { broken: true },
      ],
    };
    const prices = mapDestinationPrices(body, { oneWay: false, now: NOW });
    expect(prices.map((p) => [p.destination, p.foundAt])).toEqual([["LIS", "2026-11-27T10:00:00Z"]]);
    const oneWay = mapDestinationPrices(body, { oneWay: true, now: NOW });
    expect(oneWay.map((p) => [p.destination, p.returnDate, p.stops])).toEqual([["ROM", undefined, 0]]);
  });

  it("refuses an answer that is not the envelope", () => {
    expect(() => mapDestinationPrices({ success: false, data: null, error: "bad origin" }, { oneWay: true })).toThrow(
      /bad origin/,
    );
    expect(() => mapDestinationPrices({ success: true, data: {} }, { oneWay: true })).toThrow(/no data list/);
  });
});
