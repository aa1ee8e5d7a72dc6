import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  buildAffiliateLink,
  createSubId,
  kiwiDeepLink,
  normaliseSubId,
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
