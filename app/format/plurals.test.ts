import { describe, expect, it } from "vitest";
import { formatList, formatPlural } from "./plurals";

describe("plurals and lists", () => {
  const STOPS = { one: "# stop", other: "# stops" };

  it("picks the phrase for the count's plural category and writes the count in it", () => {
    expect(formatPlural(1, STOPS)).toBe("1 stop");
    expect(formatPlural(2, STOPS)).toBe("2 stops");
    expect(formatPlural(0, STOPS)).toBe("0 stops");
    expect(formatPlural(1234, { one: "# guide", other: "# guides" })).toBe("1,234 guides");
    expect(formatPlural(1, { one: "Show # result", other: "Show # results" })).toBe("Show 1 result");
  });

  it("joins names as a sentence does", () => {
    expect(formatList(["Kiwi.com"])).toBe("Kiwi.com");
    expect(formatList(["Kiwi.com", "Amadeus"])).toBe("Kiwi.com and Amadeus");
    expect(formatList(["A", "B", "C"])).toBe("A, B, and C");
    expect(formatList(["A", "B", "C"], "nl-NL")).toBe("A, B en C");
  });
});
