import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  fakeProvidersEnv,
  type ProviderFake,
  startAmadeusFake,
  startTravelpayoutsFake,
  TP_ENVELOPE_ERROR,
} from "../fakes/provider-fakes";
import { type RunningServer, startServer } from "../support/server";

/**
 * The function API (FUNCTIONS_BASE_PATH) on the built server against the provider fakes: mapping,
 * every scripted fault → a clear error (never a 500 or a hang), client disconnects,
 * flags, the debug endpoints and input validation.
 */

const SECRET = "fake-secret-DO-NOT-LEAK-42";
const TOKEN = "tp-token-DO-NOT-LEAK-43";
const TIMEOUT_MS = 1500;

let amadeus: ProviderFake;
let tp: ProviderFake;
let server: RunningServer;
let offlineServer: RunningServer;

/** A departure date `days` from today (UTC), distinct per test so the cache stays out of the way. */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  amadeus = await startAmadeusFake();
  tp = await startTravelpayoutsFake();
  [server, offlineServer] = await Promise.all([
    startServer({
      env: {
        LOG_LEVEL: "info",
        ...fakeProvidersEnv(amadeus, tp, { amadeusSecret: SECRET, travelpayoutsToken: TOKEN }),
        UPSTREAM_TIMEOUT_MS: String(TIMEOUT_MS),
      },
    }),
    startServer(),
  ]);
});

afterAll(async () => {
  await Promise.all([server?.stop(), offlineServer?.stop(), amadeus?.close(), tp?.close()]);
});

async function searchAmadeus(body: Record<string, unknown>, base = server.url, signal?: AbortSignal) {
  const started = performance.now();
  const res = await fetch(`${base}/functions/v1/search-amadeus?debug=1`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
    signal,
  });
  const text = await res.text();
  return { status: res.status, json: JSON.parse(text), text, ms: performance.now() - started };
}

async function searchTp(query: Record<string, string>, base = server.url) {
  const started = performance.now();
  const res = await fetch(`${base}/functions/v1/search-travelpayouts?${new URLSearchParams({ ...query, debug: "1" })}`);
  const text = await res.text();
  return { status: res.status, json: JSON.parse(text), text, ms: performance.now() - started };
}

const minutesBetween = (a: string, b: string) => (Date.parse(b) - Date.parse(a)) / 60_000;
const OFFSET_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/;

describe("search-amadeus against the Amadeus fake", () => {
  it("maps the spec example's offers with offset-carrying local times and caches the answer", async () => {
    amadeus.reset();
    const date = inDays(40);
    const { status, json, text } = await searchAmadeus({ from: "EWR", to: "MAD", date, tripType: "oneway", adults: 1 });
    expect(status).toBe(200);
    expect(json.items).toHaveLength(2);
    const first = json.items[0];
    expect(first).toMatchObject({ price: 342.2, currency: "USD", provider: "amadeus" });
    expect(first.deeplink).toMatch(/^https:\/\/www\.kiwi\.com\/deep\?from=EWR&to=MAD&departure=/);
    const [ewrLhr, lhrMad] = first.leg;
    expect(ewrLhr).toMatchObject({ from: "EWR", to: "LHR", carrier: "6X", flightNumber: "188", stops: 0 });
    expect(ewrLhr.departureTime.slice(0, 10)).toBe(date);
    for (const segment of first.leg) {
      expect(segment.departureTime).toMatch(OFFSET_TIME);
      expect(segment.arrivalTime).toMatch(OFFSET_TIME);
    }
    // The spec gives PT5H55M and PT1H30M: only correct offsets make local times add up.
    expect(minutesBetween(ewrLhr.departureTime, ewrLhr.arrivalTime)).toBe(355);
    expect(minutesBetween(lhrMad.departureTime, lhrMad.arrivalTime)).toBe(90);
    expect(json._debug).toMatchObject({ source: "live", cacheHit: false, provider: "amadeus" });
    expect(typeof json._debug.upstreamMs).toBe("number");
    expect(text).not.toContain(SECRET);
    expect(text).not.toContain("fake-token-");

    const search = amadeus.requests.find((r) => r.path === "/v2/shopping/flight-offers");
    expect(search?.query).toMatchObject({
      originLocationCode: "EWR",
      destinationLocationCode: "MAD",
      departureDate: date,
      currencyCode: "USD",
      adults: "1",
    });
    const tokenCall = amadeus.requests.find((r) => r.path === "/v1/security/oauth2/token");
    expect(new URLSearchParams(tokenCall?.body).get("grant_type")).toBe("client_credentials");

    const again = await searchAmadeus({ from: "EWR", to: "MAD", date, tripType: "oneway", adults: 1 });
    expect(again.json._debug).toMatchObject({ source: "cache", cacheHit: true });
    expect(again.json.items).toEqual(json.items);
  });

  it("reuses the token and renews it once when Amadeus answers 401", async () => {
    amadeus.reset();
    await searchAmadeus({ from: "JFK", to: "MAD", date: inDays(41), adults: 1 });
    expect(amadeus.requests.filter((r) => r.path === "/v1/security/oauth2/token")).toHaveLength(0);
    amadeus.set({ behaviour: "401", times: 1 });
    const { status, json } = await searchAmadeus({ from: "JFK", to: "MAD", date: inDays(42), adults: 1 });
    expect(status).toBe(200);
    expect(json._debug.tokenRenewed).toBe(true);
    expect(amadeus.requests.filter((r) => r.path === "/v1/security/oauth2/token")).toHaveLength(1);
  });

  const faults = [
    { behaviour: "400", status: 502, message: /refused the search \(HTTP 400\).*INVALID FORMAT/, calls: 1 },
    { behaviour: "401", status: 502, message: /rejected our credentials/, calls: 2 },
    { behaviour: "429", status: 503, message: /rate limiting/, calls: 2 },
    { behaviour: "500", status: 502, message: /internal error/, calls: 2 },
    { behaviour: "malformed", status: 502, message: /could not be read/, calls: 1 },
    { behaviour: "hang", status: 504, message: /did not answer in time/, calls: 1 },
  ] as const;

  for (const [i, fault] of faults.entries()) {
    it(`answers a clear ${fault.status} when Amadeus does "${fault.behaviour}", then recovers`, async () => {
      amadeus.reset();
      amadeus.set({ behaviour: fault.behaviour });
      const { status, json, ms } = await searchAmadeus({ from: "JFK", to: "LHR", date: inDays(50 + i), adults: 1 });
      expect(status).toBe(fault.status);
      expect(json.error).toMatch(fault.message);
      expect(json._debug).toMatchObject({ provider: "amadeus", upstreamStatus: expect.any(Number) });
      expect(ms).toBeLessThan(TIMEOUT_MS + 1500);
      expect(amadeus.requests.filter((r) => r.path === "/v2/shopping/flight-offers")).toHaveLength(fault.calls);
      amadeus.set({ behaviour: "normal" });
      const next = await searchAmadeus({ from: "JFK", to: "LHR", date: inDays(70 + i), adults: 1 });
      expect(next.status).toBe(200);
    });
  }

  it("answers an empty list for an empty answer and waits for a slow one", async () => {
    amadeus.reset();
    amadeus.set({ behaviour: "empty" });
    const empty = await searchAmadeus({ from: "JFK", to: "FCO", date: inDays(80), adults: 1 });
    expect(empty.status).toBe(200);
    expect(empty.json.items).toEqual([]);
    amadeus.set({ behaviour: "slow", slowMs: 400 });
    const slow = await searchAmadeus({ from: "JFK", to: "FCO", date: inDays(81), adults: 1 });
    expect(slow.status).toBe(200);
    expect(slow.json.items.length).toBeGreaterThan(0);
    expect(slow.json._debug.upstreamMs).toBeGreaterThanOrEqual(380);
    amadeus.reset();
  });

  it("aborts the upstream call when the client disconnects", async () => {
    amadeus.reset();
    amadeus.set({ behaviour: "hang" });
    const controller = new AbortController();
    const pending = searchAmadeus(
      { from: "JFK", to: "ATH", date: inDays(82), adults: 1 },
      server.url,
      controller.signal,
    ).catch((error) => error);
    await new Promise((resolve) => setTimeout(resolve, 300));
    controller.abort();
    await pending;
    await new Promise((resolve) => setTimeout(resolve, 300));
    const upstream = amadeus.requests.filter((r) => r.path === "/v2/shopping/flight-offers");
    expect(upstream).toHaveLength(1);
    expect(upstream[0]?.aborted).toBe(true);
    amadeus.reset();
  });
});

describe("children, infants and cabin", () => {
  it("reach Amadeus as children, infants and travelClass; its offers link to Kiwi.com with the same travellers", async () => {
    amadeus.reset();
    const date = inDays(44);
    const { status, json } = await searchAmadeus({
      from: "JFK",
      to: "MAD",
      date,
      tripType: "oneway",
      adults: 2,
      children: 1,
      infants: 1,
      cabin: "premium_economy",
    });
    expect(status).toBe(200);
    expect(json._debug).toMatchObject({ source: "live" });
    const search = amadeus.requests.find((r) => r.path === "/v2/shopping/flight-offers");
    expect(search?.query).toMatchObject({
      adults: "2",
      children: "1",
      infants: "1",
      travelClass: "PREMIUM_ECONOMY",
    });
    expect(json.items.length).toBeGreaterThan(0);
    const link = new URL(json.items[0].deeplink);
    expect(Object.fromEntries(link.searchParams)).toMatchObject({
      from: "JFK",
      to: "MAD",
      departure: date,
      adults: "2",
      children: "1",
      infants: "1",
      cabinClass: "PREMIUM_ECONOMY",
    });
  });

  it("adults alone (the original query) still asks Amadeus for adults in economy, without children or infants", async () => {
    amadeus.reset();
    await searchAmadeus({ from: "JFK", to: "MAD", date: inDays(45), adults: 3 });
    const query = amadeus.requests.find((r) => r.path === "/v2/shopping/flight-offers")?.query ?? {};
    expect(query).toMatchObject({ adults: "3", travelClass: "ECONOMY" });
    expect(query).not.toHaveProperty("children");
    expect(query).not.toHaveProperty("infants");
  });

  it("a bad combination is a 400 with the rules' sentence, and no provider is called", async () => {
    amadeus.reset();
    const cases: [Record<string, unknown>, string][] = [
      [{ adults: 1, infants: 2 }, "infants: Each infant travels on an adult's lap: add an adult or remove an infant."],
      [
        { adults: 5, children: 5 },
        "children: One booking holds at most 9 seated travellers: adults and children together.",
      ],
      [{ adults: 1, cabin: "cargo" }, "cabin: Choose a cabin: economy, premium economy, business or first."],
      [{ adults: 1, children: "two" }, "children: Enter the number of children as a whole number, such as 0 or 2."],
    ];
    for (const [travellers, error] of cases) {
      const { status, json } = await searchAmadeus({ from: "JFK", to: "MAD", date: inDays(46), ...travellers });
      expect(status).toBe(400);
      expect(json.error).toBe(error);
    }
    const tpAnswer = await searchTp({ from: "JFK", to: "CDG", date: inDays(46), adults: "1", infants: "2" });
    expect(tpAnswer.status).toBe(400);
    expect(tpAnswer.json.error).toBe(cases[0]?.[1]);
    expect(amadeus.requests.filter((r) => r.path === "/v2/shopping/flight-offers")).toEqual([]);
  });

  it("Travelpayouts shows no price it does not have: none for children, infants or another cabin, with the reason", async () => {
    tp.reset();
    const { status, json } = await searchTp({
      from: "JFK",
      to: "CDG",
      date: inDays(47),
      adults: "2",
      children: "1",
      cabin: "business",
    });
    expect(status).toBe(200);
    expect(json.items).toEqual([]);
    expect(json._debug).toMatchObject({
      source: "none",
      fallbackReason: "travellers_not_priced",
      note: "Travelpayouts' cached prices are for adults in economy only, so they are not shown for searches with children, infants or another cabin.",
    });
    expect(tp.requests.filter((r) => r.path.includes("prices_for_dates"))).toEqual([]);
  });
});

describe("search-travelpayouts against the Travelpayouts fake", () => {
  it("maps prices_for_dates with the Aviasales deeplink and the price's age", async () => {
    tp.reset();
    const date = inDays(43);
    const { status, json, text } = await searchTp({ from: "JFK", to: "CDG", date, tripType: "oneway", adults: "2" });
    expect(status).toBe(200);
    expect(json.items.length).toBe(2);
    const cheapest = json.items[0];
    expect(cheapest).toMatchObject({
      provider: "travelpayouts",
      currency: "USD",
      price: 712,
      priceFoundAt: "2026-03-01",
    });
    // The offer's own Aviasales itinerary, its passenger digit set for the 2 adults searched.
    expect(cheapest.deeplink).toMatch(/^https:\/\/www\.aviasales\.com\/search\/NYC1003PAR17032\?t=/);
    const [segment] = cheapest.leg;
    expect(segment).toMatchObject({ from: "EWR", to: "ORY", carrier: "TP", flightNumber: "202", stops: 1 });
    expect(segment.departureTime).toMatch(OFFSET_TIME);
    expect(segment.arrivalTime).toMatch(OFFSET_TIME);
    expect(minutesBetween(segment.departureTime, segment.arrivalTime)).toBe(690);
    expect(json._debug).toMatchObject({ source: "live", provider: "travelpayouts" });
    const call = tp.requests.find((r) => r.path === "/aviasales/v3/prices_for_dates");
    expect(call?.query).toMatchObject({
      currency: "usd",
      market: "us",
      sorting: "price",
      one_way: "true",
      departure_at: date,
    });
    expect(call?.headers["x-access-token"]).toBe(TOKEN);
    expect(text).not.toContain(TOKEN);
  });

  it("maps return trips with a return leg", async () => {
    tp.reset();
    const date = inDays(44);
    const { status, json } = await searchTp({
      from: "JFK",
      to: "CDG",
      date,
      returnDate: inDays(51),
      tripType: "roundtrip",
      adults: "1",
    });
    expect(status).toBe(200);
    expect(json.items[0].returnLeg[0]).toMatchObject({ from: "ORY", to: "EWR" });
    expect(tp.requests[0]?.query).toMatchObject({ one_way: "false", return_at: inDays(51) });
  });

  for (const [i, behaviour] of (["400", "401", "429", "500", "malformed", "hang"] as const).entries()) {
    it(`answers a clear error when Travelpayouts does "${behaviour}"`, async () => {
      tp.reset();
      tp.set({ behaviour });
      const { status, json, ms } = await searchTp({ from: "JFK", to: "CDG", date: inDays(90 + i), adults: "1" });
      expect([502, 503, 504]).toContain(status);
      expect(json.error).toMatch(/Travelpayouts/);
      expect(ms).toBeLessThan(TIMEOUT_MS + 1500);
      tp.reset();
      // A success in between keeps the circuit closed (the breaker is unit-tested on its own).
      const next = await searchTp({ from: "JFK", to: "CDG", date: inDays(110 + i), adults: "1" });
      expect(next.status).toBe(200);
    });
  }

  it("passes on the message of a {success:false} envelope sent with HTTP 200", async () => {
    tp.reset();
    tp.set({ behaviour: "error_envelope" });
    const { status, json } = await searchTp({ from: "JFK", to: "CDG", date: inDays(120), adults: "1" });
    expect(status).toBe(502);
    expect(json.error).toBe(`Travelpayouts reported an error: ${TP_ENVELOPE_ERROR}`);
    expect(json._debug).toMatchObject({ upstreamStatus: 200, fallbackReason: "upstream_rejected", source: "live" });
    const debug = await fetch(`${server.url}/functions/v1/tp-search`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        endpoint: "prices_for_dates",
        params: { origin: "NYC", destination: "PAR", depart_date: inDays(31) },
      }),
    });
    expect(debug.status).toBe(502);
    expect(await debug.json()).toMatchObject({
      error: `Travelpayouts reported an error: ${TP_ENVELOPE_ERROR}`,
      upstreamStatus: 200,
      kind: "rejected",
      body: { success: false, error: TP_ENVELOPE_ERROR },
    });
    tp.reset();
  });

  it("one provider hanging never delays the other", async () => {
    tp.reset();
    amadeus.reset();
    tp.set({ behaviour: "hang" });
    const date = inDays(100);
    const tpPending = searchTp({ from: "JFK", to: "MAD", date, adults: "1" });
    const amadeusAnswer = await searchAmadeus({ from: "JFK", to: "MAD", date, adults: 1 });
    expect(amadeusAnswer.status).toBe(200);
    expect(amadeusAnswer.ms).toBeLessThan(700);
    expect((await tpPending).status).toBe(504);
    tp.reset();
  });
});

describe("price calendar", () => {
  it("answers ±3 days from the week matrix", async () => {
    tp.reset();
    const date = inDays(60);
    const res = await fetch(`${server.url}/functions/v1/price-calendar?from=JFK&to=CDG&date=${date}&debug=1`);
    expect(res.status).toBe(200);
    const json = await res.json();
    expect(json.items).toHaveLength(7);
    expect(json.items[3]).toMatchObject({ date, currency: "USD", source: "travelpayouts", price: expect.any(Number) });
    expect(tp.requests[0]?.path).toBe("/v2/prices/week-matrix");
  });
});

describe("debug endpoints", () => {
  it("amadeus-search never searches (spends no quota) for anonymous callers: credentials check and cache only", async () => {
    amadeus.reset();
    const depart = inDays(30);
    const body = { origin: "JFK", destination: "LHR", depart, adults: 1, maxResults: 1 };
    const call = () =>
      fetch(`${server.url}/functions/v1/amadeus-search`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    const flightSearches = () => amadeus.requests.filter((r) => r.path === "/v2/shopping/flight-offers").length;
    const ok = await call();
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ credentials: "ok", quotaSpent: false, source: "none", data: [] });
    expect(flightSearches()).toBe(0);

    // Once a real search has the route in the cache, the debug endpoint shows it, still without a call.
    await searchAmadeus({ from: "JFK", to: "LHR", date: depart, tripType: "oneway", adults: 1 });
    const searched = flightSearches();
    const cached = await (await call()).json();
    expect(cached).toMatchObject({ source: "cache", quotaSpent: false });
    expect(cached.data).toHaveLength(1);
    expect(cached.data[0].provider).toBe("amadeus");
    expect(flightSearches()).toBe(searched);
  });

  it("amadeus-search answers a rejected credential with the upstream status and body", async () => {
    const failing = await startServer({
      env: { ...fakeProvidersEnv(amadeus, tp, { amadeusSecret: SECRET, travelpayoutsToken: TOKEN }) },
    });
    try {
      amadeus.set({ tokenBehaviour: "401" });
      const failed = await fetch(`${failing.url}/functions/v1/amadeus-search`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ origin: "JFK", destination: "LHR", depart: inDays(30), adults: 1, maxResults: 1 }),
      });
      expect(failed.status).toBe(401);
      const error = await failed.json();
      expect(error).toMatchObject({ upstreamStatus: 401, stage: "token" });
      expect(JSON.stringify(error)).not.toContain(SECRET);
    } finally {
      amadeus.reset();
      await failing.stop();
    }
  });

  it("tp-search returns Travelpayouts' envelope and refuses other currencies", async () => {
    tp.reset();
    const call = (params: Record<string, unknown>) =>
      fetch(`${server.url}/functions/v1/tp-search`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ endpoint: "prices_for_dates", params }),
      });
    const ok = await call({ origin: "NYC", destination: "PAR", depart_date: inDays(31), currency: "usd" });
    expect(ok.status).toBe(200);
    expect((await ok.json()).success).toBe(true);
    const eur = await call({ origin: "NYC", destination: "PAR", depart_date: inDays(31), currency: "eur" });
    expect(eur.status).toBe(400);
    expect((await eur.json()).error).toMatch(/usd/);
  });

  it("says clearly when a provider has no credentials", async () => {
    const res = await fetch(`${offlineServer.url}/functions/v1/amadeus-search`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ origin: "JFK", destination: "LHR", depart: inDays(30), adults: 1, maxResults: 1 }),
    });
    expect(res.status).toBe(503);
    expect((await res.json()).error).toMatch(/AMADEUS_CLIENT_ID/);
  });
});

describe("health", () => {
  it("tests each source live and never shows a secret", async () => {
    const res = await fetch(`${server.url}/functions/v1/health`);
    expect(res.status).toBe(200);
    const text = await res.text();
    const json = JSON.parse(text);
    // Amadeus is checked with a token only: polling health never spends Flight Offers quota.
    expect(json.tests.amadeus).toMatchObject({ ok: true, stage: "token" });
    expect(json.tests.travelpayouts).toMatchObject({ ok: true, stage: "prices_for_dates" });
    expect(json.flags).toEqual({ USE_DUMMY_DATA: false, FORCE_PROVIDER: "auto", AMADEUS_ENV: "test" });
    expect(text).not.toContain(SECRET);
    expect(text).not.toContain(TOKEN);
    const api = await (await fetch(`${server.url}/api/health`)).json();
    expect(api.tests.amadeus.ok).toBe(true);
    const offline = await (await fetch(`${offlineServer.url}/functions/v1/health`)).json();
    expect(offline.tests.amadeus).toMatchObject({ ok: false, stage: "credentials" });
  });
});

describe("without provider keys", () => {
  it("answers JFK→CDG a month ahead from the offline engine, labelled, well under a second", async () => {
    const date = inDays(30);
    const [a, t] = await Promise.all([
      searchAmadeus({ from: "JFK", to: "CDG", date, tripType: "oneway", adults: 1 }, offlineServer.url),
      searchTp({ from: "JFK", to: "CDG", date, tripType: "oneway", adults: "1" }, offlineServer.url),
    ]);
    for (const answer of [a, t]) {
      expect(answer.status).toBe(200);
      expect(answer.json._debug).toMatchObject({ source: "offline", fallbackReason: "no_credentials" });
      expect(answer.ms).toBeLessThan(1000);
      expect(answer.json.items.length).toBeGreaterThan(0);
      expect(answer.json.items.every((o: { provider: string }) => o.provider === "sample")).toBe(true);
    }
  });
});

describe("input validation", () => {
  const bad = [
    [{ from: "JF", to: "CDG", date: inDays(30) }, /from/],
    [{ from: "JFK", to: "CDG", date: "2020-01-01" }, /past/],
    [{ from: "JFK", to: "CDG", date: inDays(400) }, /year ahead/],
    [
      { from: "JFK", to: "CDG", date: inDays(30), tripType: "roundtrip", returnDate: inDays(20) },
      /before the departure/,
    ],
    [{ from: "JFK", to: "CDG", date: "not a date" }, /valid date/],
  ] as const;
  for (const [body, message] of bad) {
    it(`refuses ${JSON.stringify(body)} with a clear 400`, async () => {
      const { status, json } = await searchAmadeus(body as Record<string, unknown>, offlineServer.url);
      expect(status).toBe(400);
      expect(json.error).toMatch(message);
    });
  }

  it("never answers a 500 whatever the input (property)", async () => {
    const anyValue = fc.oneof(
      fc.string({ maxLength: 20 }),
      fc.integer(),
      fc.constant(null),
      fc.boolean(),
      fc.constantFrom("JFK", "cdg", "NYC", "2026-13-01", "31/12/2026", inDays(10), inDays(-3), "roundtrip", "oneway"),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          { from: anyValue, to: anyValue, date: anyValue, returnDate: anyValue, tripType: anyValue, adults: anyValue },
          { requiredKeys: [] },
        ),
        async (body) => {
          const res = await fetch(`${offlineServer.url}/functions/v1/search-amadeus`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify(body),
          });
          const json = await res.json();
          expect([200, 400]).toContain(res.status);
          if (res.status === 400) expect(typeof json.error).toBe("string");
          else expect(Array.isArray(json.items)).toBe(true);
        },
      ),
      { numRuns: 60 },
    );
  });

  it("answers malformed JSON with a 400", async () => {
    const res = await fetch(`${offlineServer.url}/functions/v1/search-amadeus`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{oops",
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatch(/JSON/);
  });
});
