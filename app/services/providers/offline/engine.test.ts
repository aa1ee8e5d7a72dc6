import { describe, expect, it } from "vitest";
import { hasAirportSwitch, legDurationMinutes, mergeSources } from "../../../core/search/merge";
import type { FlightOffer, SearchRequest, Segment } from "../../../core/search/types";
import { getAirport } from "../../places/airports.server";
import { CARRIERS_BY_CODE } from "./airlines";
import { generateOfflineOffers } from "./engine";
import { createOfflineProvider } from "./offline-provider.server";
import { AIRPORT_CHANGE_MCT_MINUTES, DOMESTIC_MCT_MINUTES, INTERNATIONAL_MCT_MINUTES } from "./schedule";
import { MAX_OFFERS, MIN_OFFERS } from "./select-offers";
import { cabinMultiple } from "./traveller-fares";

const NOW = new Date("2026-11-21T12:00:00Z");
const search = (overrides: Partial<SearchRequest> = {}) =>
  generateOfflineOffers(
    { from: "JFK", to: "CDG", date: "2026-12-21", tripType: "oneway", adults: 1, ...overrides },
    { now: NOW },
  );

const utc = (iso: string) => Date.parse(iso);
const offsetOf = (iso: string) => iso.slice(19);

function checkLeg(leg: Segment[], from: string[], to: string[]) {
  expect(from).toContain(leg[0]?.from);
  expect(to).toContain(leg[leg.length - 1]?.to);
  for (const s of leg) {
    expect(s.departureTime).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00[+-]\d{2}:\d{2}$/);
    expect(s.arrivalTime).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00[+-]\d{2}:\d{2}$/);
    expect(utc(s.arrivalTime)).toBeGreaterThan(utc(s.departureTime));
    expect(CARRIERS_BY_CODE.has(s.carrier)).toBe(true);
    expect(s.flightNumber).toMatch(/^\d{1,4}$/);
    expect(s.stops).toBe(0);
    expect(getAirport(s.from)).toBeDefined();
    expect(getAirport(s.to)).toBeDefined();
  }
  for (let i = 0; i + 1 < leg.length; i++) {
    const a = leg[i] as Segment;
    const b = leg[i + 1] as Segment;
    const layover = (utc(b.departureTime) - utc(a.arrivalTime)) / 60_000;
    const countries = [a.from, a.to, b.from, b.to].map((code) => getAirport(code)?.countryCode);
    const domestic = countries.every((c) => c === countries[0]);
    const mct =
      a.to !== b.from ? AIRPORT_CHANGE_MCT_MINUTES : domestic ? DOMESTIC_MCT_MINUTES : INTERNATIONAL_MCT_MINUTES;
    expect(layover).toBeGreaterThanOrEqual(mct);
    expect(layover).toBeLessThan(24 * 60);
  }
}

describe("offline engine", () => {
  it("is deterministic for (route, date, adults)", () => {
    expect(search()).toEqual(search());
    expect(search({ adults: 2 })).toEqual(search({ adults: 2 }));
    expect(search({ date: "2026-12-22" })).not.toEqual(search());
  });

  it("returns 10–40 offers, sorted by price, labelled sample, in USD, with the Kiwi deep link", () => {
    const offers = search();
    expect(offers.length).toBeGreaterThanOrEqual(MIN_OFFERS);
    expect(offers.length).toBeLessThanOrEqual(MAX_OFFERS);
    const prices = offers.map((o) => o.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    for (const offer of offers) {
      expect(offer.provider).toBe("sample");
      expect(offer.currency).toBe("USD");
      expect(offer.deeplink).toBe(
        "https://www.kiwi.com/deep?from=JFK&to=CDG&departure=2026-12-21&adults=1&children=0&infants=0&cabinClass=ECONOMY",
      );
      expect(offer.returnLeg).toBeUndefined();
      checkLeg(offer.leg, ["JFK"], ["CDG"]);
    }
    expect(new Set(offers.map((o) => o.id)).size).toBe(offers.length);
  });

  it("has nonstops with real carriers and realistic times on JFK → CDG", () => {
    const nonstops = search().filter((o) => o.leg.length === 1);
    expect(nonstops.length).toBeGreaterThanOrEqual(2);
    const carriers = new Set(nonstops.map((o) => o.leg[0]?.carrier));
    expect([...carriers].some((c) => ["AF", "DL", "AA", "B6"].includes(c as string))).toBe(true);
    for (const o of nonstops) {
      const minutes = legDurationMinutes(o.leg);
      expect(minutes).toBeGreaterThan(6 * 60 + 30);
      expect(minutes).toBeLessThan(8 * 60 + 30);
    }
  });

  it("has connections through real hubs: one-stop where enough fly, two-stop only where they are needed", () => {
    // Albuquerque → Rome has many one-stops (Dallas, Denver, Chicago…): no two-stop beside them.
    const offers = generateOfflineOffers(
      { from: "ABQ", to: "FCO", date: "2027-02-10", tripType: "oneway", adults: 1 },
      { now: NOW },
    );
    expect(offers.length).toBeGreaterThanOrEqual(MIN_OFFERS);
    expect(offers.some((o) => o.leg.length === 2)).toBe(true);
    expect(offers.filter((o) => o.leg.length === 3)).toEqual([]);
    for (const o of offers) checkLeg(o.leg, ["ABQ"], ["FCO"]);
    // Boise → Buenos Aires-Aeroparque needs two stops.
    const far = generateOfflineOffers(
      { from: "BOI", to: "AEP", date: "2027-02-10", tripType: "oneway", adults: 1 },
      { now: NOW },
    );
    expect(far.some((o) => o.leg.length === 3)).toBe(true);
    for (const o of far) checkLeg(o.leg, ["BOI"], ["AEP"]);
  });

  it("writes local times with each airport's offset for that date (winter and summer)", () => {
    const winter = search().find((o) => o.leg.length === 1) as FlightOffer;
    expect(offsetOf(winter.leg[0]?.departureTime as string)).toBe("-05:00");
    expect(offsetOf(winter.leg[0]?.arrivalTime as string)).toBe("+01:00");
    const summer = search({ date: "2027-07-14" }).find((o) => o.leg.length === 1) as FlightOffer;
    expect(offsetOf(summer.leg[0]?.departureTime as string)).toBe("-04:00");
    expect(offsetOf(summer.leg[0]?.arrivalTime as string)).toBe("+02:00");
    // The local departure date is the requested date.
    expect(winter.leg[0]?.departureTime.slice(0, 10)).toBe("2026-12-21");
  });

  it("includes connections that change airport, which the merge removes", () => {
    const offers = search();
    const switches = offers.filter(hasAirportSwitch);
    expect(switches.length).toBeGreaterThanOrEqual(1);
    const merged = mergeSources([{ provider: "sample", items: offers }]);
    expect(merged.hiddenAirportSwitches).toBe(switches.length);
    expect(merged.offers.some(hasAirportSwitch)).toBe(false);
  });

  it("prices from distance, adults and days to departure", () => {
    const one = search();
    const two = search({ adults: 2 });
    expect(two[0]?.price).toBeCloseTo((one[0]?.price ?? 0) * 2, 1);
    const short = generateOfflineOffers(
      { from: "LHR", to: "CDG", date: "2026-12-21", tripType: "oneway", adults: 1 },
      { now: NOW },
    );
    expect(short.length).toBeGreaterThanOrEqual(MIN_OFFERS);
    const median = (o: FlightOffer[]) => o.map((x) => x.price).sort((a, b) => a - b)[Math.floor(o.length / 2)] ?? 0;
    expect(median(short)).toBeLessThan(median(one));
    const lastMinute = generateOfflineOffers(
      { from: "JFK", to: "CDG", date: "2026-11-23", tripType: "oneway", adults: 1 },
      { now: NOW },
    );
    expect(median(lastMinute)).toBeGreaterThan(median(one));
    for (const o of [...one, ...short]) expect(o.price).toBeGreaterThan(20);
  });

  it("fills return legs on round trips", () => {
    const offers = search({ tripType: "roundtrip", returnDate: "2027-01-04" });
    expect(offers.length).toBeGreaterThanOrEqual(MIN_OFFERS);
    expect(offers.length).toBeLessThanOrEqual(MAX_OFFERS);
    for (const o of offers) {
      expect(o.deeplink).toBe(
        "https://www.kiwi.com/deep?from=JFK&to=CDG&departure=2026-12-21&return=2027-01-04&adults=1&children=0&infants=0&cabinClass=ECONOMY",
      );
      checkLeg(o.leg, ["JFK"], ["CDG"]);
      checkLeg(o.returnLeg as Segment[], ["CDG"], ["JFK"]);
      expect(o.returnLeg?.[0]?.departureTime.slice(0, 10)).toBe("2027-01-04");
    }
  });

  it("flies a nonstop outbound home nonstop when nonstops fly back (a Nonstop filter is never empty)", () => {
    for (const [from, to] of [
      ["JFK", "CDG"],
      ["SFO", "NRT"],
      ["LHR", "JFK"],
    ] as const) {
      const offers = search({ from, to, tripType: "roundtrip", returnDate: "2027-01-04" });
      const nonstopOut = offers.filter((o) => o.leg.length === 1);
      const nonstopHome = generateOfflineOffers(
        { from: to, to: from, date: "2027-01-04", tripType: "oneway", adults: 1 },
        { now: NOW },
      ).filter((o) => o.leg.length === 1);
      expect(nonstopOut.length, `${from}-${to}`).toBeGreaterThan(0);
      expect(nonstopHome.length, `${to}-${from}`).toBeGreaterThan(0);
      for (const o of nonstopOut) expect(o.returnLeg, `${from}-${to} ${o.id}`).toHaveLength(1);
    }
  });

  it("picks real airports of a metro code", () => {
    const offers = generateOfflineOffers(
      { from: "NYC", to: "LON", date: "2027-03-03", tripType: "oneway", adults: 1 },
      { now: NOW },
    );
    expect(offers.length).toBeGreaterThanOrEqual(MIN_OFFERS);
    for (const o of offers) checkLeg(o.leg, ["JFK", "EWR", "LGA"], ["LHR", "LGW", "STN", "LTN", "LCY", "SEN"]);
    expect(new Set(offers.map((o) => o.leg[0]?.from)).size).toBeGreaterThan(1);
    expect(offers[0]?.deeplink).toContain("from=NYC&to=LON");
  });

  it("covers routes on every continent with 10–40 offers", () => {
    const routes = [
      ["SYD", "LAX"],
      ["NBO", "JNB"],
      ["GRU", "SCL"],
      ["DEL", "SIN"],
      ["OSL", "BCN"],
      ["AAL", "ALC"],
      ["YVR", "HNL"],
      ["TYO", "OSA"],
      ["CMN", "LOS"],
    ];
    for (const [from, to] of routes) {
      const offers = generateOfflineOffers(
        { from: from as string, to: to as string, date: "2027-01-20", tripType: "oneway", adults: 1 },
        { now: NOW },
      );
      expect(offers.length, `${from}-${to}`).toBeGreaterThanOrEqual(MIN_OFFERS);
      expect(offers.length, `${from}-${to}`).toBeLessThanOrEqual(MAX_OFFERS);
    }
  });

  it("connects secondary airports through the hubs nearest each end", () => {
    for (const [from, to] of [
      ["BOI", "AEP"],
      ["ISP", "ACC"],
      ["NAV", "EWR"],
      ["DCF", "LOS"],
    ] as const) {
      const offers = generateOfflineOffers(
        { from, to, date: "2027-02-15", tripType: "oneway", adults: 1 },
        { now: NOW },
      );
      expect(offers.length, `${from}-${to}`).toBeGreaterThanOrEqual(MIN_OFFERS);
      for (const o of offers) checkLeg(o.leg, [from], [to]);
    }
  });

  it("returns no offers for unknown codes", () => {
    expect(search({ from: "QQQ" })).toEqual([]);
  });

  it("links each offer to Kiwi.com's search with the dates, travellers and cabin", () => {
    const [offer] = search({ adults: 2, children: 1, cabin: "premium_economy" });
    expect(offer?.deeplink).toBe(
      "https://www.kiwi.com/deep?from=JFK&to=CDG&departure=2026-12-21&adults=2&children=1&infants=0&cabinClass=PREMIUM_ECONOMY",
    );
    const [back] = search({ tripType: "roundtrip", returnDate: "2026-12-28" });
    expect(back?.deeplink).toBe(
      "https://www.kiwi.com/deep?from=JFK&to=CDG&departure=2026-12-21&return=2026-12-28&adults=1&children=0&infants=0&cabinClass=ECONOMY",
    );
  });

  it("prices children, infants and the cabin from the same adult economy fare (traveller-fares.ts)", () => {
    const one = search();
    const family = search({ adults: 2, children: 1, infants: 1, cabin: "business" });
    expect(family.map((o) => o.leg)).toEqual(one.map((o) => o.leg));
    for (const [i, offer] of family.entries()) {
      const adultFare = one[i]?.price ?? 0;
      // JFK → CDG is long haul: business is cabinMultiple's long-haul step.
      expect(offer.price).toBeCloseTo(adultFare * cabinMultiple("business", 5836) * (2 + 0.75 + 0.1), 0);
    }
  });
});

describe("offline provider", () => {
  it("answers as provider sample without an upstream call", async () => {
    const provider = createOfflineProvider({ now: () => NOW });
    expect(provider.info.name).toBe("sample");
    const result = await provider.search(
      { from: "JFK", to: "CDG", date: "2026-12-21", tripType: "oneway", adults: 1 },
      {
        signal: new AbortController().signal,
        flags: { USE_DUMMY_DATA: false, FORCE_PROVIDER: "auto", AMADEUS_ENV: "test" },
      },
    );
    expect(result.offers.length).toBeGreaterThanOrEqual(MIN_OFFERS);
    expect(result.offers.every((o) => o.provider === "sample")).toBe(true);
    expect(result.upstreamMs).toBeNull();
  });

  it("honours an aborted signal", async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      createOfflineProvider().search(
        { from: "JFK", to: "CDG", date: "2026-12-21", tripType: "oneway", adults: 1 },
        { signal: controller.signal, flags: { USE_DUMMY_DATA: false, FORCE_PROVIDER: "auto", AMADEUS_ENV: "test" } },
      ),
    ).rejects.toThrow();
  });
});
