import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { SearchRequest } from "../../../core/search/types";
import { UpstreamClient, UpstreamError } from "../../http-client/upstream-client.server";
import { describeFailure } from "../../search/provider-failure.server";
import { envelopeFailure, TravelpayoutsClient } from "./travelpayouts-client.server";
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

  it("keeps each offer's own link (a path, or an Aviasales URL) and never another host's", () => {
    const opts = { timeZoneOf: (c: string) => zones[c], now: Date.parse("2026-03-02T00:00:00Z") };
    const round = { ...request, tripType: "roundtrip" as const, returnDate: "2026-03-17", adults: 2 };
    const withLink = (link: string | undefined) => {
      const body = structuredClone(prices);
      body.data = [{ ...body.data[0], link }];
      return mapPricesForDates(body, round, opts)[0]?.deeplink;
    };
    expect(withLink("https://www.aviasales.com/search/NYC1003PAR17031?t=AF7_offer")).toBe(
      "https://www.aviasales.com/search/NYC1003PAR17032?t=AF7_offer",
    );
    // No link, or one off Aviasales' hosts: Aviasales' search for the offer's days and travellers.
    for (const link of [undefined, "https://evil.example/search/NYC1003PAR17031", "//evil.example/x"]) {
      const target = new URL(withLink(link) ?? "");
      expect(target.origin + target.pathname).toBe("https://www.aviasales.com/searches/new");
      expect(Object.fromEntries(target.searchParams)).toMatchObject({
        origin_iata: "NYC",
        destination_iata: "PAR",
        depart_date: "2026-03-10",
        return_date: "2026-03-17",
        adults: "2",
      });
    }
  });

  it("prices all adults, adds the return leg for round trips and drops expired prices", () => {
    const round = mapPricesForDates(
      prices,
      { ...request, tripType: "roundtrip", returnDate: "2026-03-17", adults: 2 },
      { timeZoneOf: (c) => zones[c] },
    );
    expect(round[0]?.price).toBe(824);
    // The offer's own Aviasales search, for the 2 adults asked.
    expect(round[0]?.deeplink.startsWith("https://www.aviasales.com/search/NYC1003PAR17032?t=")).toBe(true);
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

  it("keeps one-way and return fares apart, and return fares of the same trip length only", () => {
    const body = {
      success: true,
      data: [
        { depart_date: "2026-03-10", return_date: "", value: 200 },
        { depart_date: "2026-03-10", return_date: "2026-03-17", value: 700 },
        { depart_date: "2026-03-10", return_date: "2026-03-12", value: 500 },
        { depart_date: "2026-03-11", return_date: "2026-03-18", value: 720 },
      ],
    };
    expect(cheapestPerDay(body)).toEqual([{ date: "2026-03-10", price: 200 }]);
    expect(cheapestPerDay(body, { nights: 7 })).toEqual([
      { date: "2026-03-10", returnDate: "2026-03-17", price: 700 },
      { date: "2026-03-11", returnDate: "2026-03-18", price: 720 },
    ]);
    expect(cheapestPerDay(body, { nights: 2 })).toEqual([{ date: "2026-03-10", returnDate: "2026-03-12", price: 500 }]);
    // The date grid: every departure × return pair, never a one-way fare.
    expect(cheapestPerDay(body, { nights: "any" })).toEqual([
      { date: "2026-03-10", returnDate: "2026-03-12", price: 500 },
      { date: "2026-03-10", returnDate: "2026-03-17", price: 700 },
      { date: "2026-03-11", returnDate: "2026-03-18", price: 720 },
    ]);
  });
});

describe("Travelpayouts client", () => {
  const clientAnswering = (status: number, body: unknown) => {
    let calls = 0;
    const upstream = new UpstreamClient({
      provider: "travelpayouts",
      timeoutMs: 2000,
      fetch: async () => {
        calls += 1;
        return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
      },
    });
    return { client: new TravelpayoutsClient({ baseUrl: "http://tp.test", token: "t", upstream }), calls: () => calls };
  };

  it("turns a {success:false} envelope sent with HTTP 200 into a clear upstream error with the API's message", async () => {
    const { client, calls } = clientAnswering(200, { success: false, data: null, error: "Wrong date format" });
    const error = await client
      .pricesForDates({ origin: "NYC", destination: "PAR", departure_at: "2026-03-10" })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UpstreamError);
    expect(error).toMatchObject({ kind: "rejected", status: 200, message: "Wrong date format" });
    // Not a provider fault: no retry, and the breaker does not count it.
    expect(calls()).toBe(1);
    expect((error as UpstreamError).providerFault).toBe(false);
    expect(describeFailure(error as UpstreamError)).toEqual({
      status: 502,
      message: "Travelpayouts reported an error: Wrong date format",
    });
  });

  it("reads envelopes: success passes, failure without a message still says what happened", async () => {
    const { client } = clientAnswering(200, { success: true, data: [], currency: "usd" });
    await expect(
      client.weekMatrix({ origin: "NYC", destination: "PAR", depart_date: "2026-03-10" }),
    ).resolves.toMatchObject({ status: 200, body: { success: true } });
    expect(envelopeFailure({ success: true, data: [] })).toBeUndefined();
    expect(envelopeFailure([1, 2])).toBeUndefined();
    expect(envelopeFailure({ success: false, error: null })).toMatch(/no error message/);
  });
});
