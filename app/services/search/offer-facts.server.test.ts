import { describe, expect, it } from "vitest";
import type { FlightOffer, SearchRequest, Segment } from "../../core/search/types";
import { withOfferFacts } from "./offer-facts.server";

const seg = (from: string, to: string, carrier: string, aircraft?: string): Segment => ({
  from,
  to,
  departureTime: "2026-12-01T18:00:00-05:00",
  arrivalTime: "2026-12-02T06:00:00+00:00",
  carrier,
  flightNumber: "1",
  stops: 0,
  ...(aircraft ? { aircraft } : {}),
});
const offer = (leg: Segment[], returnLeg?: Segment[]): FlightOffer => ({
  id: "o",
  price: 500,
  currency: "USD",
  provider: "sample",
  deeplink: "",
  leg,
  ...(returnLeg ? { returnLeg } : {}),
});
const request = (cabin: SearchRequest["cabin"] = "economy"): SearchRequest => ({
  from: "JFK",
  to: "LHR",
  date: "2026-12-01",
  tripType: "oneway",
  adults: 1,
  cabin,
});

describe("the facts the flow adds to each offer", () => {
  it("estimates emissions from the airports' distance and the aircraft, for the cabin searched", () => {
    const ba = offer([seg("JFK", "LHR", "BA", "Boeing 777-300ER")]);
    const economy = withOfferFacts(ba, request()).co2eKg ?? 0;
    // JFK–LHR is 5,540 km great circle: a few hundred kg in economy on a 777-300ER.
    expect(economy).toBeGreaterThan(300);
    expect(economy).toBeLessThan(450);
    // Wide-body business seats take four times the area of economy seats.
    expect((withOfferFacts(ba, request("business")).co2eKg ?? 0) / economy).toBeCloseTo(4, 1);
    const both = withOfferFacts(offer([seg("JFK", "LHR", "BA")], [seg("LHR", "JFK", "BA")]), request());
    expect(both.co2eKg).toBeGreaterThan(economy);
  });

  it("adds the selling airline's typical bags for the trip: long haul between continents", () => {
    expect(withOfferFacts(offer([seg("JFK", "LHR", "UA")]), request()).bags).toMatchObject({
      carrier: "UA",
      pieces: 1,
    });
    expect(withOfferFacts(offer([seg("JFK", "LAX", "UA")]), request()).bags).toMatchObject({ pieces: 0, feeUsd: 40 });
    expect(withOfferFacts(offer([seg("JFK", "DUB", "EI"), seg("DUB", "LHR", "BA")]), request()).bags).toBeUndefined();
  });

  it("leaves out what it cannot know: an unknown airport, an unknown airline", () => {
    const unknown = withOfferFacts(offer([seg("JFK", "QQQ", "ZZ")]), request());
    expect(unknown.co2eKg).toBeUndefined();
    expect(unknown.bags).toBeUndefined();
  });
});
