import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ruleSays } from "../../../tests/support/rules";
import {
  DATE_PROBLEM,
  IATA_PROBLEM,
  MAX_ADULTS,
  normaliseAdults,
  normaliseDate,
  normaliseTripType,
  parseCabin,
  parseTravellerCount,
  resolveIataCode,
} from "./search-params";

describe("resolveIataCode", () => {
  it("takes the chosen suggestion's code first", () => {
    expect(resolveIataCode("anything at all", { code: "cdg" })).toBe("CDG");
    expect(resolveIataCode("Paris (ORY)", { code: "CDG" })).toBe("CDG");
  });

  it("then a code in parentheses, then a standalone three-letter word", () => {
    expect(resolveIataCode("Paris (cdg)")).toBe("CDG");
    expect(resolveIataCode("John F. Kennedy (JFK), New York")).toBe("JFK");
    expect(resolveIataCode("jfk")).toBe("JFK");
    expect(resolveIataCode("  lhr  ")).toBe("LHR");
    expect(resolveIataCode("Rio de Janeiro")).toBe("RIO");
  });

  it("prefers a word typed in capitals over a lower-case one", () => {
    expect(resolveIataCode("New York JFK")).toBe("JFK");
    expect(resolveIataCode("New York")).toBe("NEW");
  });

  it("returns null when there is no code (the form shows the hint)", () => {
    for (const text of ["", "Paris", "São Paulo", "Zürich", "ab", "abcd", "12A", null, undefined]) {
      expect(resolveIataCode(text)).toBeNull();
    }
    expect(ruleSays(IATA_PROBLEM)).toBe("Choose a suggestion to lock a valid IATA code.");
  });

  it("property: any 3-letter code in any case, alone or in parentheses, resolves to itself upper-cased", () => {
    const code = fc.stringMatching(/^[A-Za-z]{3}$/);
    fc.assert(
      fc.property(code, fc.string({ maxLength: 20 }), (c, name) => {
        expect(resolveIataCode(c)).toBe(c.toUpperCase());
        expect(resolveIataCode(`${name.replace(/[()]/g, "")} (${c})`)).toBe(c.toUpperCase());
        expect(resolveIataCode("whatever", { code: c })).toBe(c.toUpperCase());
      }),
    );
  });

  it("property: the result is always null or three upper-case letters", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (text) => {
        const code = resolveIataCode(text);
        expect(code === null || /^[A-Z]{3}$/.test(code)).toBe(true);
      }),
    );
  });
});

describe("normaliseDate", () => {
  it("accepts yyyy-mm-dd, also with a time after it", () => {
    expect(normaliseDate("2026-12-01")).toBe("2026-12-01");
    expect(normaliseDate("2026-2-3")).toBe("2026-02-03");
    expect(normaliseDate("2026-12-01T23:30:00-05:00")).toBe("2026-12-01");
  });

  it("reads slash dates month-first unless the first part exceeds 12", () => {
    expect(normaliseDate("12/01/2026")).toBe("2026-12-01");
    expect(normaliseDate("01/12/2026")).toBe("2026-01-12");
    expect(normaliseDate("13/12/2026")).toBe("2026-12-13");
    expect(normaliseDate("31/01/2027")).toBe("2027-01-31");
    expect(normaliseDate("12/31/2026")).toBe("2026-12-31");
  });

  it("accepts written dates", () => {
    expect(normaliseDate("1 December 2026")).toBe("2026-12-01");
    expect(normaliseDate("Dec 1, 2026")).toBe("2026-12-01");
    expect(normaliseDate("December 1st, 2026")).toBe("2026-12-01");
    expect(normaliseDate("Tue Dec 01 2026")).toBe("2026-12-01");
  });

  it("rejects impossible and unparsable dates (the form shows the hint)", () => {
    for (const text of [
      "31/02/2026",
      "02/31/2026",
      "2026-02-29",
      "2026-13-01",
      "00/10/2026",
      "hello",
      "",
      "  ",
      "2026",
      "12/1/26",
    ]) {
      expect(normaliseDate(text)).toBeNull();
    }
    expect(normaliseDate("2028-02-29")).toBe("2028-02-29");
    expect(ruleSays(DATE_PROBLEM)).toBe("Choose a valid date.");
  });

  it("property: every real calendar date round-trips through each numeric format", () => {
    const day = fc.date({
      min: new Date("1990-01-01T00:00:00Z"),
      max: new Date("2099-12-31T00:00:00Z"),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(day, (date) => {
        const y = date.getUTCFullYear();
        const m = date.getUTCMonth() + 1;
        const d = date.getUTCDate();
        const iso = `${y}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
        expect(normaliseDate(iso)).toBe(iso);
        const dd = String(d).padStart(2, "0");
        const mm = String(m).padStart(2, "0");
        // mm/dd/yyyy is always read right; dd/mm/yyyy when the day cannot be a month.
        expect(normaliseDate(`${mm}/${dd}/${y}`)).toBe(iso);
        if (d > 12) expect(normaliseDate(`${dd}/${mm}/${y}`)).toBe(iso);
      }),
    );
  });

  it("property: the result is always null or a real YYYY-MM-DD date", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 30 }), fc.stringMatching(/^\d{1,2}\/\d{1,2}\/\d{4}$/)), (text) => {
        const date = normaliseDate(text);
        if (date === null) return;
        expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10)).toBe(date);
      }),
    );
  });
});

describe("normaliseAdults and normaliseTripType", () => {
  it("turns below 1, empty and invalid into 1, floors decimals and caps at 9", () => {
    expect(normaliseAdults("")).toBe(1);
    expect(normaliseAdults(undefined)).toBe(1);
    expect(normaliseAdults("abc")).toBe(1);
    expect(normaliseAdults("0")).toBe(1);
    expect(normaliseAdults(-2)).toBe(1);
    expect(normaliseAdults("2.7")).toBe(2);
    expect(normaliseAdults(" 3 ")).toBe(3);
    expect(normaliseAdults(12)).toBe(MAX_ADULTS);
    expect(normaliseAdults(Number.NaN)).toBe(1);
  });

  it("property: always an integer from 1 to 9", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.double(), fc.integer(), fc.constant(null)), (value) => {
        const adults = normaliseAdults(value);
        expect(Number.isInteger(adults) && adults >= 1 && adults <= MAX_ADULTS).toBe(true);
      }),
    );
  });

  it("reads trip types and their common spellings", () => {
    expect(normaliseTripType(undefined)).toBe("oneway");
    expect(normaliseTripType("")).toBe("oneway");
    expect(normaliseTripType("RoundTrip")).toBe("roundtrip");
    expect(normaliseTripType("return")).toBe("roundtrip");
    expect(normaliseTripType("multi-city")).toBe("multicity");
    expect(normaliseTripType("sometimes")).toBeNull();
  });
});

describe("children, infants and cabin", () => {
  it("counts: absent or empty mean 0, whole numbers are kept, anything else is unreadable", () => {
    for (const none of [undefined, null, "", "  "]) expect(parseTravellerCount(none)).toBe(0);
    expect(parseTravellerCount("2")).toBe(2);
    expect(parseTravellerCount(" 3 ")).toBe(3);
    expect(parseTravellerCount(1)).toBe(1);
    for (const bad of ["-1", "1.5", "two", 1.5, -1, Number.NaN, {}]) expect(parseTravellerCount(bad)).toBeNull();
  });

  it("cabin: absent means economy; URL, Amadeus and written forms are read; others are unknown", () => {
    expect(parseCabin(undefined)).toBe("economy");
    expect(parseCabin("")).toBe("economy");
    expect(parseCabin("PREMIUM_ECONOMY")).toBe("premium_economy");
    expect(parseCabin("Premium economy")).toBe("premium_economy");
    expect(parseCabin("premium-economy")).toBe("premium_economy");
    expect(parseCabin("business")).toBe("business");
    expect(parseCabin("First")).toBe("first");
    expect(parseCabin("cargo")).toBeNull();
    expect(parseCabin(3)).toBeNull();
  });
});

describe("normaliseDate on a Dutch page", () => {
  it("reads dd-mm-jjjj, dd/mm/jjjj and dd.mm.jjjj day first, and ISO as ever", () => {
    expect(normaliseDate("18-12-2026", "nl")).toBe("2026-12-18");
    expect(normaliseDate("18/12/2026", "nl")).toBe("2026-12-18");
    expect(normaliseDate("18.12.2026", "nl")).toBe("2026-12-18");
    expect(normaliseDate("5-1-2027", "nl")).toBe("2027-01-05");
    expect(normaliseDate("2026-12-18", "nl")).toBe("2026-12-18");
    // Both parts ≤ 12: a Dutch page reads the day first, an English page the month.
    expect(normaliseDate("05/12/2026", "nl")).toBe("2026-12-05");
    expect(normaliseDate("05/12/2026")).toBe("2026-05-12");
  });

  it("reads written Dutch dates, as the summary writes them", () => {
    expect(normaliseDate("18 december 2026", "nl")).toBe("2026-12-18");
    expect(normaliseDate("vr 18 dec. 2026", "nl")).toBe("2026-12-18");
    expect(normaliseDate("Vrijdag 18 December 2026", "nl")).toBe("2026-12-18");
    expect(normaliseDate("2 mrt 2027", "nl")).toBe("2027-03-02");
    expect(normaliseDate("2 maart 2027", "nl")).toBe("2027-03-02");
    expect(normaliseDate("14 mei 2027", "nl")).toBe("2027-05-14");
    expect(normaliseDate("30 sept 2027", "nl")).toBe("2027-09-30");
    // English pages do not read Dutch month names.
    expect(normaliseDate("2 maart 2027")).toBeNull();
  });

  it("rejects impossible and unreadable Dutch dates", () => {
    for (const text of [
      "31-02-2027",
      "31/02/2027",
      "18-13-2026",
      "12/31/2026",
      "00-10-2026",
      "18-12-26",
      "18 decembre 2026",
      "18 de 2026",
      "30 februari 2027",
      "morgen",
    ]) {
      expect(normaliseDate(text, "nl"), text).toBeNull();
    }
  });

  it("property: every real day round-trips through dd-mm-jjjj and dd/mm/jjjj", () => {
    const day = fc.date({
      min: new Date("1990-01-01T00:00:00Z"),
      max: new Date("2099-12-31T00:00:00Z"),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(day, (date) => {
        const iso = date.toISOString().slice(0, 10);
        const [y, m, d] = iso.split("-");
        expect(normaliseDate(`${d}-${m}-${y}`, "nl")).toBe(iso);
        expect(normaliseDate(`${d}/${m}/${y}`, "nl")).toBe(iso);
      }),
    );
  });
});
