import { describe, expect, it } from "vitest";
import { compareNames, countryName } from "./names";

describe("names", () => {
  it("sorts names as the language does", () => {
    expect(["Zürich", "Athens", "Zagreb"].sort((a, b) => compareNames(a, b, "en-US"))).toEqual([
      "Athens",
      "Zagreb",
      "Zürich",
    ]);
  });

  it("names a country in the page's language", () => {
    expect(countryName("FR", "en-US")).toBe("France");
    expect(countryName("FR", "nl-NL")).toBe("Frankrijk");
    expect(countryName("??", "en-US")).toBe("??");
  });
});
