import { describe, expect, it } from "vitest";
import { resolvePlaceText } from "./search-places.server";

/** The code a text resolves to, or the kind of answer when it is not one place. */
const taken = (text: string) => {
  const r = resolvePlaceText(text);
  return r.kind === "one" ? r.place.code : r.kind;
};
const choices = (text: string) => {
  const r = resolvePlaceText(text);
  return r.kind === "several" ? r.choices.map((p) => p.code) : [];
};

describe("resolvePlaceText: what a typed place field stands for on the server", () => {
  it("takes one clear match: a city with all its airports, an airport, a code", () => {
    expect(resolvePlaceText("london")).toMatchObject({ kind: "one", place: { code: "LON", type: "city" } });
    expect(taken("new york")).toBe("NYC");
    expect(taken("New York")).toBe("NYC");
    expect(taken("paris")).toBe("PAR");
    expect(taken("heathrow")).toBe("LHR");
    expect(taken("lhr")).toBe("LHR");
    expect(taken("BKK")).toBe("BKK");
    expect(taken("Paris (CDG)")).toBe("CDG");
    expect(taken("New York (NYC)")).toBe("NYC");
  });

  it("takes a name with one typo when one place is clearly meant", () => {
    expect(taken("londn")).toBe("LON");
    expect(taken("lodnon")).toBe("LON");
    expect(taken("frankfrut")).toBe("FRA");
  });

  it("reads the Dutch names of cities as a traveller on /nl types them", () => {
    expect(taken("Londen")).toBe("LON");
    expect(taken("Parijs")).toBe("PAR");
    expect(taken("Brussel")).toBe("BRU");
    expect(taken("Keulen")).toBe("CGN");
    expect(taken("Milaan")).toBe("MIL");
  });

  it("asks the traveller to choose among places of the same standing", () => {
    expect(choices("springfield")).toEqual(expect.arrayContaining(["SGF", "SPI"]));
    expect(choices("san jose")).toEqual(expect.arrayContaining(["SJC", "SJO"]));
    expect(choices("columbus").length).toBeGreaterThanOrEqual(2);
    expect(choices("columbus").length).toBeLessThanOrEqual(5);
    // A city's airports are one choice, never one each.
    expect(choices("springfield").filter((c) => c === "SGF")).toHaveLength(1);
  });

  it("never takes two letters for one place: a fragment offers its best places to choose from", () => {
    expect(taken("JF")).toBe("several");
    expect(choices("JF")).toContain("JFK");
    expect(choices("LA")).toContain("LAX");
    expect(choices("la").length).toBeLessThanOrEqual(5);
  });

  it("says why when nothing matches, and keeps a code the table lacks for the sources", () => {
    expect(resolvePlaceText("xyzzyq")).toEqual({ kind: "none", reason: "unknown" });
    expect(resolvePlaceText("   ")).toEqual({ kind: "none", reason: "empty" });
    expect(resolvePlaceText("QQX")).toMatchObject({ kind: "one", place: { code: "QQX", id: "typed:QQX" } });
  });
});
