import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  aviasalesLinkFor,
  aviasalesSearchLink,
  buildAffiliateLink,
  createSubId,
  kiwiDeepLink,
  normaliseSubId,
  partnerName,
  partnerTarget,
  programForDeeplink,
  SUB_ID_PATTERN,
  UNSUPPORTED_PROGRAM,
} from "./affiliate-link";

describe("kiwiDeepLink", () => {
  it("upper-cases codes and adds dates only when present", () => {
    expect(kiwiDeepLink({ from: "jfk", to: "cdg", departure: "2026-12-01", returnDate: "2026-12-08" })).toBe(
      "https://www.kiwi.com/deep?from=JFK&to=CDG&departure=2026-12-01&return=2026-12-08",
    );
    expect(kiwiDeepLink({ from: "jfk", to: "cdg" })).toBe("https://www.kiwi.com/deep?from=JFK&to=CDG");
    expect(kiwiDeepLink({ from: "JFK", to: "CDG", departure: "2026-12-01" })).toBe(
      "https://www.kiwi.com/deep?from=JFK&to=CDG&departure=2026-12-01",
    );
  });
});

describe("buildAffiliateLink", () => {
  it("builds the Travelpayouts click URL for Kiwi with marker, subId, promo 3791 and the encoded target", () => {
    const link = buildAffiliateLink({
      program: "kiwi",
      marker: "457050",
      subId: "card_1",
      origin: "jfk",
      destination: "cdg",
      departure: "2026-12-01",
    });
    expect(link.url).toBe(
      "https://c111.travelpayouts.com/click?shmarker=457050.card_1&promo_id=3791&source_type=customlink&type=click&custom_url=https%3A%2F%2Fwww.kiwi.com%2Fdeep%3Ffrom%3DJFK%26to%3DCDG%26departure%3D2026-12-01",
    );
    const parsed = new URL(link.url);
    expect(parsed.searchParams.get("custom_url")).toBe(
      "https://www.kiwi.com/deep?from=JFK&to=CDG&departure=2026-12-01",
    );
  });

  it("sends Aviasales to its home page with promo_id generic, or to an Aviasales search link", () => {
    const home = buildAffiliateLink({ program: "aviasales", subId: "x", origin: "JFK", destination: "CDG" });
    expect(new URL(home.url).searchParams.get("promo_id")).toBe("generic");
    expect(new URL(home.url).searchParams.get("custom_url")).toBe("https://www.aviasales.com/");
    const search = buildAffiliateLink({
      program: "aviasales",
      subId: "x",
      origin: "JFK",
      destination: "CDG",
      target: "https://www.aviasales.com/search/JFK0112CDG1?t=abc",
    });
    expect(search.target).toBe("https://www.aviasales.com/search/JFK0112CDG1?t=abc");
  });

  it("never lands on a non-partner target", () => {
    const link = buildAffiliateLink({
      program: "kiwi",
      subId: "x",
      origin: "JFK",
      destination: "CDG",
      target: "https://evil.example/kiwi.com",
    });
    expect(link.target).toBe("https://www.kiwi.com/deep?from=JFK&to=CDG");
  });

  it("rejects other programs with 'Unsupported program'", () => {
    expect(() => buildAffiliateLink({ program: "expedia", origin: "JFK", destination: "CDG" })).toThrow(
      UNSUPPORTED_PROGRAM,
    );
  });

  it("falls back to the default marker when the configured one is not numeric", () => {
    const link = buildAffiliateLink({ program: "kiwi", marker: "abc", subId: "s", origin: "A", destination: "B" });
    expect(new URL(link.url).searchParams.get("shmarker")).toBe("457050.s");
  });

  it("creates a subId when none is given", () => {
    const link = buildAffiliateLink({ program: "kiwi", origin: "JFK", destination: "CDG" });
    expect(link.subId).toMatch(SUB_ID_PATTERN);
    expect(new URL(link.url).searchParams.get("shmarker")).toBe(`457050.${link.subId}`);
  });
});

describe("subIds", () => {
  it("are always [A-Za-z0-9_] and at most 32 characters", () => {
    fc.assert(
      fc.property(fc.string(), fc.option(fc.string(), { nil: undefined }), (prefix, given) => {
        expect(createSubId(prefix)).toMatch(SUB_ID_PATTERN);
        expect(normaliseSubId(given)).toMatch(SUB_ID_PATTERN);
      }),
    );
  });
  it("keeps a valid given subId", () => {
    expect(normaliseSubId("deal_12")).toBe("deal_12");
  });
});

describe("programForDeeplink", () => {
  it("keeps Aviasales links with Aviasales and sends the rest to Kiwi", () => {
    expect(programForDeeplink("https://www.aviasales.com/search/X")).toBe("aviasales");
    expect(programForDeeplink("https://www.kiwi.com/deep?from=JFK")).toBe("kiwi");
    expect(programForDeeplink(undefined)).toBe("kiwi");
  });
});

describe("travellers in partner links", () => {
  const family = { adults: 2, children: 1, infants: 1, cabin: "premium_economy" as const };

  it("Kiwi.com deep links carry adults, children, infants and the cabin", () => {
    expect(kiwiDeepLink({ from: "JFK", to: "CDG", departure: "2026-12-01", travellers: family })).toBe(
      "https://www.kiwi.com/deep?from=JFK&to=CDG&departure=2026-12-01&adults=2&children=1&infants=1&cabinClass=PREMIUM_ECONOMY",
    );
    expect(
      kiwiDeepLink({
        from: "JFK",
        to: "CDG",
        departure: "2026-12-01",
        travellers: { adults: 1, children: 0, infants: 0, cabin: "first" },
      }),
    ).toContain("&adults=1&children=0&infants=0&cabinClass=FIRST_CLASS");
  });

  it("the default Kiwi.com target of a click carries them, behind the configured marker", () => {
    const link = buildAffiliateLink({
      program: "kiwi",
      marker: "612345",
      subId: "card_1",
      origin: "JFK",
      destination: "CDG",
      departure: "2026-12-01",
      returnDate: "2026-12-08",
      travellers: family,
    });
    const url = new URL(link.url);
    expect(url.searchParams.get("shmarker")).toBe("612345.card_1");
    expect(url.searchParams.get("custom_url")).toBe(
      "https://www.kiwi.com/deep?from=JFK&to=CDG&departure=2026-12-01&return=2026-12-08&adults=2&children=1&infants=1&cabinClass=PREMIUM_ECONOMY",
    );
  });

  it("Aviasales search paths get the passenger digits, keeping dates and query", () => {
    const adults = (n: number) => ({ adults: n, children: 0, infants: 0 });
    expect(aviasalesLinkFor("/search/MAD2807BCN26081?t=abc&search_date=01032026", adults(3))).toBe(
      "/search/MAD2807BCN26083?t=abc&search_date=01032026",
    );
    expect(aviasalesLinkFor("https://www.aviasales.com/search/JFK0112CDG1?t=x", adults(2))).toBe(
      "https://www.aviasales.com/search/JFK0112CDG2?t=x",
    );
    expect(aviasalesLinkFor("/search/JFK0112CDG1", { adults: 2, children: 1, infants: 1 })).toBe(
      "/search/JFK0112CDG211",
    );
    expect(aviasalesLinkFor("/search/JFK0112CDG0812211", { adults: 1, children: 0, infants: 0 })).toBe(
      "/search/JFK0112CDG08121",
    );
    expect(aviasalesLinkFor("https://www.aviasales.com/", adults(2))).toBe("https://www.aviasales.com/");
  });

  it("an offer's own partner link (Aviasales itinerary) is the click's target, wrapped with the marker", () => {
    const link = buildAffiliateLink({
      program: programForDeeplink("https://www.aviasales.com/search/JFK0112CDG2?t=abc"),
      marker: "612345",
      subId: "s",
      origin: "JFK",
      destination: "CDG",
      target: "https://www.aviasales.com/search/JFK0112CDG2?t=abc",
    });
    expect(link.program).toBe("aviasales");
    expect(new URL(link.url).searchParams.get("shmarker")).toBe("612345.s");
    expect(new URL(link.url).searchParams.get("custom_url")).toBe("https://www.aviasales.com/search/JFK0112CDG2?t=abc");
  });
});

describe("a hand-off carries the trip chosen", () => {
  const family = { adults: 2, children: 1, infants: 1, cabin: "business" as const };
  const trip = {
    origin: "NYC",
    destination: "PAR",
    departure: "2026-12-16",
    returnDate: "2026-12-23",
    travellers: family,
  };
  const targetOf = (link: { url: string }) => new URL(new URL(link.url).searchParams.get("custom_url") ?? "");

  it("Kiwi.com: a return trip for 2 adults, 1 child and 1 infant in business", () => {
    const target = targetOf(buildAffiliateLink({ program: "kiwi", subId: "s", ...trip }));
    expect(target.origin + target.pathname).toBe("https://www.kiwi.com/deep");
    expect(Object.fromEntries(target.searchParams)).toEqual({
      from: "NYC",
      to: "PAR",
      departure: "2026-12-16",
      return: "2026-12-23",
      adults: "2",
      children: "1",
      infants: "1",
      cabinClass: "BUSINESS",
    });
  });

  it("Aviasales without an offer link: its documented search results page, with class and both days", () => {
    const link = buildAffiliateLink({ program: "aviasales", subId: "s", ...trip });
    expect(link.promoId).toBe("generic");
    const target = targetOf(link);
    expect(target.origin + target.pathname).toBe("https://www.aviasales.com/searches/new");
    expect(Object.fromEntries(target.searchParams)).toEqual({
      origin_iata: "NYC",
      destination_iata: "PAR",
      depart_date: "2026-12-16",
      return_date: "2026-12-23",
      adults: "2",
      children: "1",
      infants: "1",
      trip_class: "1",
      with_request: "true",
    });
    const oneWay = targetOf(buildAffiliateLink({ program: "aviasales", subId: "s", ...trip, returnDate: null }));
    expect(oneWay.searchParams.get("oneway")).toBe("1");
    expect(oneWay.searchParams.get("return_date")).toBeNull();
    const first = aviasalesSearchLink({
      from: "lon",
      to: "syd",
      departure: "2027-01-05",
      travellers: { ...family, cabin: "first" },
    });
    expect(new URL(first).searchParams.get("trip_class")).toBe("2");
    expect(new URL(first).searchParams.get("origin_iata")).toBe("LON");
  });

  it("the offer's own partner page is used when it is on that partner's hosts, over https", () => {
    const own = "https://www.aviasales.com/search/NYC1612PAR2312211?t=ticket42&expected_price_uuid=u";
    expect(partnerTarget({ program: "aviasales", ...trip, target: own }).target).toBe(own);
    expect(
      partnerTarget({ program: "kiwi", ...trip, target: "https://www.kiwi.com/en/booking?token=abc" }).target,
    ).toBe("https://www.kiwi.com/en/booking?token=abc");
  });

  it("a per-offer link off the allow-list is never followed: the partner's search for the trip instead", () => {
    for (const bad of [
      "https://aviasales.com.evil.example/search/NYC1612PAR2312211",
      "http://www.aviasales.com/search/NYC1612PAR2312211",
      "https://user:pw@www.aviasales.com/search/NYC1612PAR2312211",
      "https://www.kiwi.com/deep?from=NYC&to=PAR",
      "javascript:alert(1)",
      "/search/NYC1612PAR2312211",
    ]) {
      const { target } = partnerTarget({ program: "aviasales", ...trip, target: bad });
      expect(target.startsWith("https://www.aviasales.com/searches/new?origin_iata=NYC&destination_iata=PAR")).toBe(
        true,
      );
    }
    expect(partnerTarget({ program: "kiwi", ...trip, target: "https://www.aviasales.com/search/X" }).target).toBe(
      kiwiDeepLink({ from: "NYC", to: "PAR", departure: "2026-12-16", returnDate: "2026-12-23", travellers: family }),
    );
  });

  it("names the partner of each program", () => {
    expect(partnerName("kiwi")).toBe("Kiwi.com");
    expect(partnerName(programForDeeplink("https://www.aviasales.com/search/X?t=1"))).toBe("Aviasales");
  });
});
