import { describe, expect, it } from "vitest";
import { readPlaces } from "./use-autocomplete";

describe("autocomplete answers", () => {
  const p = (code: string) => ({ id: code, name: code, code, type: "airport", source: "t", region: "", country: "" });
  it("reads items, else data, else places, capped at 10", () => {
    expect(readPlaces({ items: [p("JFK")] }).map((x) => x.code)).toEqual(["JFK"]);
    expect(readPlaces({ data: [p("CDG")] }).map((x) => x.code)).toEqual(["CDG"]);
    expect(readPlaces({ places: [p("LHR")] }).map((x) => x.code)).toEqual(["LHR"]);
    expect(readPlaces({ items: Array.from({ length: 15 }, (_, i) => p(`A${i}`)) })).toHaveLength(10);
    expect(readPlaces("nonsense")).toEqual([]);
  });
});
