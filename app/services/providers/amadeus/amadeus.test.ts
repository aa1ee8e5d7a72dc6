import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ProviderFake, startAmadeusFake } from "../../../../tests/fakes/provider-fakes";
import { UpstreamClient } from "../../http-client/upstream-client.server";
import { AmadeusClient } from "./amadeus-client.server";
import { amadeusErrorMessage, durationMinutes, mapAmadeusOffers } from "./amadeus-mapper";

// The Flight Offers Search v2 spec's own example (tests/fakes/fixtures, extracted from the OpenAPI file).
const example = JSON.parse(readFileSync("tests/fakes/fixtures/amadeus-flight-offers.json", "utf8"));
const zones: Record<string, string> = {
  EWR: "America/New_York",
  JFK: "America/New_York",
  LHR: "Europe/London",
  MAD: "Europe/Madrid",
};

describe("Amadeus mapper", () => {
  it("sends each offer to Kiwi.com's search with the route, dates, travellers and cabin", () => {
    const [offer] = mapAmadeusOffers(example, {
      timeZoneOf: (code) => zones[code],
      request: { from: "NYC", to: "MAD", date: "2023-11-01", adults: 2, children: 1, infants: 1, cabin: "business" },
    });
    expect(offer?.deeplink).toBe(
      "https://www.kiwi.com/deep?from=NYC&to=MAD&departure=2023-11-01&adults=2&children=1&infants=1&cabinClass=BUSINESS",
    );
  });

  it("maps the spec example into FlightOffers with offset-carrying local times", () => {
    const offers = mapAmadeusOffers(example, {
      timeZoneOf: (code) => zones[code],
      request: { from: "NYC", to: "MAD", date: "2023-11-01", adults: 1 },
    });
    expect(offers).toHaveLength(2);
    expect(offers[0]).toMatchObject({ price: 342.2, currency: "USD", provider: "amadeus" });
    expect(offers[0]?.leg).toEqual([
      {
        from: "EWR",
        to: "LHR",
        departureTime: "2023-11-01T21:50:00-04:00",
        arrivalTime: "2023-11-02T08:45:00+00:00",
        carrier: "6X",
        flightNumber: "188",
        stops: 0,
        aircraft: "Boeing 777-200/300",
      },
      {
        from: "LHR",
        to: "MAD",
        departureTime: "2023-11-02T10:30:00+00:00",
        arrivalTime: "2023-11-02T13:00:00+01:00",
        carrier: "6X",
        flightNumber: "9931",
        stops: 0,
        aircraft: "Airbus A320",
      },
    ]);
  });

  it("names the operating carrier of a codeshare, and leaves out aircraft the dictionaries do not name", () => {
    const body = structuredClone(example);
    const segment = body.data[0].itineraries[0].segments[0];
    segment.operating = { carrierCode: "BA" };
    segment.aircraft = { code: "XYZ" };
    const [offer] = mapAmadeusOffers(body, {
      timeZoneOf: (code) => zones[code],
      request: { from: "NYC", to: "MAD", date: "2023-11-01", adults: 1 },
    });
    expect(offer?.leg[0]?.operatingCarrier).toBe("BA");
    expect(offer?.leg[0]?.aircraft).toBeUndefined();
    expect(offer?.leg[1]?.operatingCarrier).toBeUndefined();
  });

  it("derives a missing zone from the other end and the flight time", () => {
    const offers = mapAmadeusOffers(example, {
      timeZoneOf: (code) => (code === "LHR" ? undefined : zones[code]),
      request: { from: "NYC", to: "MAD", date: "2023-11-01", adults: 1 },
    });
    const segment = offers[0]?.leg[0];
    expect(Date.parse(segment?.arrivalTime ?? "") - Date.parse(segment?.departureTime ?? "")).toBe(355 * 60_000);
  });

  it("reads durations and error bodies", () => {
    expect(durationMinutes("PT9H10M")).toBe(550);
    expect(durationMinutes("P1DT2H")).toBe(1560);
    expect(amadeusErrorMessage({ errors: [{ status: 400, code: 477, title: "INVALID FORMAT", detail: "bad" }] })).toBe(
      "INVALID FORMAT: bad (code 477)",
    );
    expect(amadeusErrorMessage({ error: "invalid_client", error_description: "Client credentials are invalid" })).toBe(
      "invalid_client: Client credentials are invalid",
    );
    expect(() =>
      mapAmadeusOffers(
        { nope: 1 },
        { timeZoneOf: () => undefined, request: { from: "A", to: "B", date: "x", adults: 1 } },
      ),
    ).toThrow();
  });
});

describe("Amadeus token", () => {
  let fake: ProviderFake;
  beforeAll(async () => {
    fake = await startAmadeusFake();
  });
  afterAll(() => fake.close());

  const query = {
    originLocationCode: "JFK",
    destinationLocationCode: "MAD",
    departureDate: "2026-12-01",
    adults: 1,
    children: 0,
    infants: 0,
    travelClass: "ECONOMY" as const,
    max: 2,
  };

  it("is fetched once for concurrent calls, cached until shortly before expiry, then renewed", async () => {
    fake.reset();
    let now = 1_000_000;
    const client = new AmadeusClient({
      baseUrl: fake.url,
      clientId: "id",
      clientSecret: "secret",
      upstream: new UpstreamClient({ provider: "amadeus", timeoutMs: 2000 }),
      now: () => now,
    });
    await Promise.all([client.flightOffers(query), client.flightOffers(query), client.flightOffers(query)]);
    expect(client.tokenFetches).toBe(1);
    now += 1700_000; // 1,799 s lifetime: 60 s margin not reached yet
    await client.flightOffers(query);
    expect(client.tokenFetches).toBe(1);
    now += 60_000;
    await client.flightOffers(query);
    expect(client.tokenFetches).toBe(2);
    const form = new URLSearchParams(fake.requests.find((r) => r.path.endsWith("/token"))?.body);
    expect(Object.fromEntries(form)).toEqual({
      grant_type: "client_credentials",
      client_id: "id",
      client_secret: "secret",
    });
  });

  it("renews once on 401 and reports a rejected token call with its stage", async () => {
    fake.reset();
    const client = new AmadeusClient({
      baseUrl: fake.url,
      clientId: "id",
      clientSecret: "secret",
      upstream: new UpstreamClient({ provider: "amadeus", timeoutMs: 2000 }),
    });
    fake.set({ behaviour: "401", times: 1 });
    const answer = await client.flightOffers(query);
    expect(answer.tokenRenewed).toBe(true);
    expect(client.tokenFetches).toBe(2);
    fake.set({ behaviour: "401", times: 5 });
    await expect(client.flightOffers(query)).rejects.toMatchObject({ status: 401, stage: "search" });
    fake.reset();
    fake.set({ tokenBehaviour: "401" });
    client.invalidateToken();
    await expect(client.flightOffers(query)).rejects.toMatchObject({
      status: 401,
      stage: "token",
      message: expect.stringMatching(/invalid_client/),
    });
  });
});
