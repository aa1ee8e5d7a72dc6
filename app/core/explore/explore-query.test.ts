import { describe, expect, it } from "vitest";
import { exploreMonths, exploreParams } from "./explore-options";
import { readExploreQuery } from "./explore-query";

const NOW = new Date("2026-11-28T03:00:00Z");

describe("the explore query's schema", () => {
  it("reads a bare origin with the defaults: any time, a week, any stops, any price, cheapest first", () => {
    expect(readExploreQuery({ from: " NYC " }, NOW)).toEqual({
      ok: true,
      query: { from: "NYC", when: "any", trip: "week", nonstop: false, maxPrice: null, sort: "price" },
    });
  });

  it("reads every choice as the form sends it (empty fields are the defaults)", () => {
    const read = readExploreQuery(
      { from: "new york", when: "2027-03", trip: "weekend", nonstop: "1", maxPrice: "450", sort: "distance" },
      NOW,
    );
    expect(read).toEqual({
      ok: true,
      query: { from: "new york", when: "2027-03", trip: "weekend", nonstop: true, maxPrice: 450, sort: "distance" },
    });
    expect(readExploreQuery({ from: "NYC", when: "", trip: "", maxPrice: "", sort: "" }, NOW).ok).toBe(true);
  });

  it("gives a catalogue sentence per bad field, never throws", () => {
    const read = readExploreQuery(
      { from: "", when: "2020-01", trip: "month", nonstop: "maybe", maxPrice: "-5", sort: "random" },
      NOW,
    );
    expect(read).toEqual({
      ok: false,
      problems: {
        from: "explore.error.from",
        when: "explore.error.when",
        trip: "explore.error.trip",
        nonstop: "explore.error.nonstop",
        maxPrice: "explore.error.maxPrice",
        sort: "explore.error.sort",
      },
    });
    expect(readExploreQuery({}, NOW)).toEqual({ ok: false, problems: { from: "explore.error.from" } });
    expect(readExploreQuery({ from: "x".repeat(65) }, NOW)).toEqual({
      ok: false,
      problems: { from: "explore.error.fromLong" },
    });
    expect(readExploreQuery({ from: "NYC", maxPrice: "100001" }, NOW).ok).toBe(false);
    expect(readExploreQuery({ from: "NYC", maxPrice: "12.5" }, NOW).ok).toBe(false);
  });

  it("takes this month to eleven months ahead", () => {
    const months = exploreMonths(NOW);
    expect(months[0]).toBe("2026-11");
    expect(months.at(-1)).toBe("2027-10");
    expect(readExploreQuery({ from: "NYC", when: "2027-10" }, NOW).ok).toBe(true);
    expect(readExploreQuery({ from: "NYC", when: "2027-11" }, NOW).ok).toBe(false);
    expect(readExploreQuery({ from: "NYC", when: "2026-10" }, NOW).ok).toBe(false);
  });

  it("writes the canonical link, defaults left out", () => {
    const read = readExploreQuery({ from: "NYC", trip: "week", sort: "price", maxPrice: "" }, NOW);
    if (!read.ok) throw new Error("expected a query");
    expect(exploreParams(read.query).toString()).toBe("from=NYC");
    expect(exploreParams(read.query, { sort: "name", nonstop: true }).toString()).toBe("from=NYC&nonstop=1&sort=name");
  });
});
