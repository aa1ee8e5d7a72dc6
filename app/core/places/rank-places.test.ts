import { describe, expect, it } from "vitest";
import type { Place } from "../search/types";
import { words } from "./normalise";
import { FIELD_CITY, FIELD_CODE, FIELD_NAME, indexPlaces, type PlaceEntry } from "./place-index";
import { rankPlaces } from "./rank-places";

/** An entry as the builder makes it: each field's words with their field bit. */
function entry(code: string, type: Place["type"], weight: number, city: string, name = ""): PlaceEntry {
  const fields: [string, number][] = [
    [city, FIELD_CITY],
    [name, FIELD_NAME],
    [code.toLowerCase(), FIELD_CODE],
  ];
  const indexed = fields.flatMap(([text, field]) => words(text).map((word) => [word, field] as const));
  return {
    place: { id: `${type}:${code}`, name: name || city, code, type, source: "offline", region: city, country: "" },
    code,
    group: type === "city" || city === "london" ? "LON" : code,
    weight,
    cities: [city],
    names: name ? [name] : [],
    words: indexed.map(([word]) => word),
    fields: indexed.map(([, field]) => field),
  };
}

const index = () =>
  indexPlaces([
    entry("LHR", "airport", 90, "london", "heathrow"),
    entry("LON", "city", 91, "london"),
    entry("LGW", "airport", 70, "london", "gatwick"),
    entry("LAX", "airport", 95, "los angeles", "los angeles international"),
    entry("HEL", "airport", 60, "helsinki", "helsinki vantaa"),
  ]);
const codes = (q: string, max = 10) => rankPlaces(index(), q, max).map((p) => p.code);

describe("rankPlaces (on a hand-built index)", () => {
  it("puts an exact code first, then the city by weight, a metro just above its busiest airport", () => {
    expect(codes("lgw")[0]).toBe("LGW");
    expect(codes("lond")).toEqual(["LON", "LHR", "LGW"]);
  });

  it("ranks a city-name prefix above an airport-name prefix", () => {
    expect(codes("he")).toEqual(["HEL", "LHR"]);
  });

  it("matches a two-letter query on a multi-word city's initials before a code's start", () => {
    expect(codes("la")[0]).toBe("LAX");
  });

  it("finds a place with one typo only while fewer than the limit match exactly", () => {
    expect(codes("lodnon")).toEqual(["LON", "LHR", "LGW"]);
    expect(codes("heathrwo")).toEqual(["LHR"]);
    expect(codes("zzzz")).toEqual([]);
  });
});
