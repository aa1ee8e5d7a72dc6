import { describe, expect, it } from "vitest";
import { clampLimit, placeForCode, searchPlaces, typedPlace } from "./search-places.server";

const codes = (query: string, limit = 10) => searchPlaces(query, limit).map((p) => p.code);

describe("searchPlaces", () => {
  it("never offers a code twice (Bangkok's BKK was listed as the city and as Suvarnabhumi)", () => {
    for (const q of ["bangkok", "bkk", "istanbul", "dallas", "houston", "shanghai", "lon", "la", "new york"]) {
      const list = codes(q, 20);
      expect(new Set(list).size, q).toBe(list.length);
    }
    expect(codes("bangkok")).toEqual(["BKK", "DMK"]);
  });

  it("prefers busy places with scheduled service for two letters ('LA' → Los Angeles, no Likiep or Long Apung)", () => {
    const la = codes("LA");
    expect(la[0]).toBe("LAX");
    expect(la).toContain("LAS");
    expect(la).not.toContain("LIK");
    expect(la).not.toContain("LPU");
    expect(codes("ny")[0]).toBe("NYC");
  });

  it("offers a city's airports within its metropolitan area only (Parma is not Milan's)", () => {
    expect(codes("milan")).toEqual(["MIL", "MXP", "BGY", "LIN"]);
    expect(searchPlaces("parma")[0]).toMatchObject({ code: "PMF", region: "Parma" });
    expect(codes("oslo")).not.toContain("TRF");
    // Namesakes far apart stay under their own city: Springfield, Missouri and Illinois.
    expect(codes("springfield")).toEqual(expect.arrayContaining(["SGF", "SPI"]));
  });

  it("knows the Dutch names of major cities (Londen, Parijs, Brussel, Keulen)", () => {
    expect(codes("londen")[0]).toBe("LON");
    expect(codes("parijs")[0]).toBe("PAR");
    expect(codes("brussel")[0]).toBe("BRU");
    expect(codes("keulen")[0]).toBe("CGN");
    expect(codes("milaan")[0]).toBe("MIL");
  });

  it("puts an exact code first; a metro city whose code is its airport's is offered once", () => {
    expect(codes("jfk")[0]).toBe("JFK");
    expect(codes("CDG")[0]).toBe("CDG");
    expect(searchPlaces("nyc")[0]).toMatchObject({ code: "NYC", type: "city", name: "New York" });
    expect(codes("nyc").slice(0, 4)).toEqual(["NYC", "JFK", "EWR", "LGA"]);
    // Searching IST covers both of Istanbul's airports, as the city does: one suggestion.
    const ist = searchPlaces("IST");
    expect(ist.slice(0, 2).map((p) => [p.code, p.type])).toEqual([
      ["IST", "city"],
      ["SAW", "airport"],
    ]);
  });

  it("ranks city prefix matches by airport size ('lond' → London, then LHR, LGW, STN…)", () => {
    expect(codes("lond").slice(0, 6)).toEqual(["LON", "LHR", "LGW", "STN", "LTN", "LCY"]);
    expect(codes("pari").slice(0, 3)).toEqual(["PAR", "CDG", "ORY"]);
    expect(codes("new york").slice(0, 4)).toEqual(["NYC", "JFK", "EWR", "LGA"]);
  });

  it("is tolerant of diacritics and case", () => {
    expect(codes("zurich")[0]).toBe("ZRH");
    expect(codes("ZÜRICH")[0]).toBe("ZRH");
    expect(codes("sao paulo").slice(0, 3)).toEqual(["SAO", "GRU", "CGH"]);
    expect(codes("São Paulo")).toContain("CGH");
    expect(codes("reykjavik")).toContain("KEF");
  });

  it("is tolerant of one typo", () => {
    expect(codes("lodnon")[0]).toBe("LON");
    expect(codes("zurik")[0]).toBe("ZRH");
    expect(codes("frankfrut")[0]).toBe("FRA");
    expect(codes("sao paolo")[0]).toBe("SAO");
    expect(codes("amsterdma")[0]).toBe("AMS");
  });

  it("matches airport names and several words", () => {
    expect(codes("heathrow")[0]).toBe("LHR");
    expect(codes("charles de gaulle")[0]).toBe("CDG");
    expect(codes("haneda")[0]).toBe("HND");
    expect(codes("new york jfk")[0]).toBe("JFK");
    expect(codes("münchen")[0]).toBe("MUC");
    expect(codes("bali")[0]).toBe("DPS");
    expect(searchPlaces("vegas")[0]).toMatchObject({ code: "LAS", name: "Harry Reid International Airport" });
    expect(codes("mccarran")[0]).toBe("LAS");
    expect(codes("japan").slice(0, 3)).toEqual(["TYO", "HND", "NRT"]);
  });

  it("returns the place shape: id, name, code, type, source, region, country", () => {
    const [lhr] = searchPlaces("LHR");
    expect(lhr).toEqual({
      id: "airport:LHR",
      name: "London Heathrow Airport",
      code: "LHR",
      type: "airport",
      source: "offline",
      region: "London",
      country: "United Kingdom",
    });
  });

  it("turns an unknown 3-letter code into the typed place", () => {
    expect(searchPlaces("qqx")[0]).toEqual(typedPlace("QQX"));
    expect(typedPlace("qqx")).toEqual({
      id: "typed:QQX",
      name: "QQX",
      code: "QQX",
      type: "airport",
      source: "travelpayouts",
      region: "",
      country: "",
    });
    expect(searchPlaces("jfk").some((p) => p.id.startsWith("typed:"))).toBe(false);
  });

  it("needs at least 2 trimmed characters and clamps the limit to 1–20", () => {
    expect(searchPlaces("a")).toEqual([]);
    expect(searchPlaces("  l  ")).toEqual([]);
    expect(searchPlaces("")).toEqual([]);
    expect(searchPlaces("lo", 0)).toHaveLength(1);
    expect(searchPlaces("san", 100)).toHaveLength(20);
    expect(searchPlaces("san")).toHaveLength(10);
    expect(clampLimit("5")).toBe(5);
    expect(clampLimit(-3)).toBe(1);
    expect(clampLimit(Number.NaN)).toBe(10);
  });

  it("never lists closed airports and never repeats a place", () => {
    expect(codes("tegel", 20)).not.toContain("TXL");
    const ids = searchPlaces("san", 20).map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("survives hostile input", () => {
    for (const q of ["%%%%", "((((", "'; drop table", "\u0000\u0001", "🙂🙂", "x".repeat(500)]) {
      expect(Array.isArray(searchPlaces(q))).toBe(true);
    }
  });
});

describe("suggestions a traveller trusts", () => {
  it("ranks a two-letter city's initials and IATA prefixes: LA → Los Angeles (LAX) first", () => {
    expect(codes("LA")[0]).toBe("LAX");
    expect(codes("la")).toContain("LAS");
    expect(codes("ny")[0]).toBe("NYC");
    expect(codes("sf")[0]).toBe("SFO");
    expect(codes("hk")[0]).toBe("HKG");
  });

  it("never suggests military, private or closed fields", () => {
    expect(codes("yokota")).toEqual([]);
    expect(codes("villacoublay")).toEqual([]);
    expect(codes("van nuys")).not.toContain("VNY");
    expect(codes("VNY")).not.toContain("VNY");
    expect(codes("andrews")).not.toContain("ADW");
    expect(codes("tegel")).not.toContain("TXL");
    expect(codes("paris")).toEqual(["PAR", "CDG", "ORY", "BVA"]);
  });

  it("names a code as a metro city before an airport, for the form after a search", () => {
    expect(placeForCode("nyc")).toMatchObject({ type: "city", code: "NYC" });
    expect(placeForCode("CDG")).toMatchObject({ type: "airport", code: "CDG" });
    expect(placeForCode("ZZZ")).toBeUndefined();
  });
});
