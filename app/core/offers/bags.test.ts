import { describe, expect, it } from "vitest";
import type { FlightOffer, Segment } from "../search/types";
import { bagAllowance, isLongHaul, policyCarrier, priceWithCheckedBag } from "./bags";

const seg = (carrier: string, from = "JFK", to = "LHR"): Segment => ({
  from,
  to,
  departureTime: "2026-12-01T18:00:00-05:00",
  arrivalTime: "2026-12-02T06:00:00+00:00",
  carrier,
  flightNumber: "1",
  stops: 0,
});
const offer = (over: Partial<FlightOffer>): FlightOffer => ({
  id: "x",
  price: 300,
  currency: "USD",
  provider: "sample",
  deeplink: "",
  leg: [seg("FR")],
  ...over,
});

describe("bag allowance by airline, cabin and trip", () => {
  it("a low-cost carrier includes only a small item; its checked bag has a typical fee", () => {
    expect(bagAllowance("FR", "economy", false)).toEqual({ carrier: "FR", cabinBag: false, pieces: 0, feeUsd: 40 });
    // No long-haul rule: the short-haul one applies.
    expect(bagAllowance("fr", "economy", true)?.feeUsd).toBe(40);
  });

  it("a US network carrier charges for a first bag in the Americas and includes one between continents", () => {
    expect(bagAllowance("UA", "economy", false)).toMatchObject({ cabinBag: true, pieces: 0, feeUsd: 40 });
    expect(bagAllowance("UA", "economy", true)).toMatchObject({ cabinBag: true, pieces: 1, kg: 23 });
    expect(bagAllowance("UA", "business", true)).toMatchObject({ pieces: 2, kg: 32 });
  });

  it("first takes business, a cabin the policy does not list takes the one below, never more", () => {
    expect(bagAllowance("LH", "first", true)).toMatchObject({ pieces: 2, kg: 32 });
    expect(bagAllowance("LH", "premium_economy", false)).toMatchObject({ pieces: 1, kg: 23 });
    expect(bagAllowance("NK", "business", false)).toMatchObject({ pieces: 0, cabinBag: false });
  });

  it("an airline the dataset does not know has no allowance", () => {
    expect(bagAllowance("ZZ", "economy", false)).toBeNull();
  });

  it("long haul is between continents and 3,000 km or more", () => {
    expect(isLongHaul(true, 5540)).toBe(true);
    expect(isLongHaul(true, 2600)).toBe(false);
    expect(isLongHaul(false, 7900)).toBe(false);
  });

  it("the policy is the one airline's that sells every flight, none for a mix", () => {
    expect(policyCarrier(offer({ leg: [seg("BA"), seg("BA")], returnLeg: [seg("BA")] }))).toBe("BA");
    expect(policyCarrier(offer({ leg: [seg("BA"), seg("AA")] }))).toBeNull();
  });
});

describe("price with one checked bag", () => {
  const ryanair = { carrier: "FR", cabinBag: false, pieces: 0, feeUsd: 40 };

  it("adds the fee per seated traveller and direction", () => {
    expect(priceWithCheckedBag(offer({ bags: ryanair }), 1)).toEqual({ kind: "added", price: 340, fee: 40 });
    expect(priceWithCheckedBag(offer({ bags: ryanair, returnLeg: [seg("FR")] }), 2)).toEqual({
      kind: "added",
      price: 460,
      fee: 160,
    });
  });

  it("keeps the fare when a bag is included", () => {
    expect(priceWithCheckedBag(offer({ bags: { carrier: "BA", cabinBag: true, pieces: 1, kg: 23 } }), 1)).toEqual({
      kind: "included",
      price: 300,
    });
  });

  it("says unknown without a policy, without a fee, or for a price in another currency", () => {
    expect(priceWithCheckedBag(offer({}), 1).kind).toBe("unknown");
    expect(priceWithCheckedBag(offer({ bags: { carrier: "B6", cabinBag: true, pieces: 0 } }), 1).kind).toBe("unknown");
    expect(priceWithCheckedBag(offer({ bags: ryanair, currency: "EUR" }), 1)).toEqual({ kind: "unknown", price: 300 });
  });
});
