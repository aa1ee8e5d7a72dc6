import { describe, expect, it } from "vitest";
import { formatPlural } from "./plurals";

describe("plurals", () => {
  const STOPS = { one: "# stop", other: "# stops" };

  it("picks the phrase for the count's plural category and writes the count in it", () => {
    expect(formatPlural(1, STOPS)).toBe("1 stop");
    expect(formatPlural(2, STOPS)).toBe("2 stops");
    expect(formatPlural(0, STOPS)).toBe("0 stops");
    expect(formatPlural(1234, { one: "# guide", other: "# guides" })).toBe("1,234 guides");
    expect(formatPlural(1, { one: "Show # result", other: "Show # results" })).toBe("Show 1 result");
  });

  it("in Dutch: Dutch plural categories and grouping", () => {
    const STOPS_NL = { one: "# overstap", other: "# overstappen" };
    expect(formatPlural(1, STOPS_NL, "nl-NL")).toBe("1 overstap");
    expect(formatPlural(0, STOPS_NL, "nl-NL")).toBe("0 overstappen");
    expect(formatPlural(1234, { one: "# gids", other: "# gidsen" }, "nl-NL")).toBe("1.234 gidsen");
  });
});
