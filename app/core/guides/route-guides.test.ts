import { describe, expect, it } from "vitest";
import { searchFromParams } from "../../features/search/form/form-state";
import { allGuides } from "../../services/guides/guide-content.server";
import { guideTranslations } from "../../services/guides/guide-translations.server";
import {
  GUIDE_SEARCH_DAYS_AHEAD,
  guideSearchPath,
  isoDateDaysAfter,
  ROUTE_GUIDE_TITLES,
  ROUTE_GUIDES,
  routeGuidesFor,
  routeGuideTitle,
} from "./route-guides";

describe("the route → guide index", () => {
  it("matches the route guides' front matter (slug, title, route)", () => {
    const fromContent = allGuides()
      .filter((g) => g.route)
      .map((g) => ({ slug: g.slug, title: g.title, from: g.route?.from, to: g.route?.to }))
      .sort((a, b) => a.slug.localeCompare(b.slug));
    expect([...ROUTE_GUIDES].sort((a, b) => a.slug.localeCompare(b.slug))).toEqual(fromContent);
  });

  it("has the titles of the translated route guides as their translations' front matter", () => {
    const dutch = Object.fromEntries(
      [...guideTranslations("nl").values()].filter((g) => g.route).map((g) => [g.slug, g.title]),
    );
    expect(ROUTE_GUIDE_TITLES.nl).toEqual(dutch);
    const [jfk, london] = routeGuidesFor([
      { from: "JFK", to: "CDG" },
      { from: "JFK", to: "LHR" },
    ]);
    expect(jfk && routeGuideTitle(jfk, "nl")).toEqual({ title: dutch["jfk-to-cdg"], language: "nl" });
    expect(london && routeGuideTitle(london, "nl")).toEqual({ title: london?.title, language: "en" });
    expect(jfk && routeGuideTitle(jfk, "en")).toEqual({ title: jfk?.title, language: "en" });
  });

  const slugs = (legs: { from: string; to: string }[]) => routeGuidesFor(legs).map((g) => g.slug);

  it("finds a guide for its route and for other airports of the same cities, in its direction only", () => {
    expect(slugs([{ from: "JFK", to: "CDG" }])).toEqual(["jfk-to-cdg"]);
    expect(slugs([{ from: "NYC", to: "PAR" }])).toEqual(["jfk-to-cdg"]);
    expect(slugs([{ from: "EWR", to: "ORY" }])).toEqual(["jfk-to-cdg"]);
    expect(slugs([{ from: "JFK", to: "LHR" }])).toEqual(["nyc-to-london-when-to-book"]);
    expect(slugs([{ from: "LGA", to: "LGW" }])).toEqual(["nyc-to-london-when-to-book"]);
    expect(slugs([{ from: "SFO", to: "HND" }])).toEqual(["sfo-to-tyo-guide"]);
    expect(slugs([{ from: "SFO", to: "TYO" }])).toEqual(["sfo-to-tyo-guide"]);
    expect(slugs([{ from: "CDG", to: "JFK" }])).toEqual([]);
    expect(slugs([{ from: "OAK", to: "NRT" }])).toEqual([]);
    expect(slugs([{ from: "JFK", to: "FCO" }])).toEqual([]);
    expect(slugs([])).toEqual([]);
  });

  it("lists each guide once, in leg order, for multi-city searches", () => {
    expect(
      slugs([
        { from: "SFO", to: "NRT" },
        { from: "JFK", to: "LHR" },
        { from: "EWR", to: "STN" },
        { from: "JFK", to: "CDG" },
      ]),
    ).toEqual(["sfo-to-tyo-guide", "nyc-to-london-when-to-book", "jfk-to-cdg"]);
  });
});

describe("a route guide's search link", () => {
  it("is a runnable one-way search for the route, 45 days after today (UTC)", () => {
    const now = new Date("2026-11-23T23:30:00-05:00"); // already 24 November in UTC
    const path = guideSearchPath({ from: "JFK", to: "CDG" }, now);
    expect(GUIDE_SEARCH_DAYS_AHEAD).toBe(45);
    expect(path).toBe("/search?from=JFK&to=CDG&date=2027-01-08&tripType=oneway&adults=1");
    const today = new Date();
    const live = new URL(guideSearchPath({ from: "NYC", to: "LON" }, today), "http://x");
    expect(searchFromParams(live.searchParams)).toEqual({
      tripType: "oneway",
      legs: [{ from: "NYC", to: "LON", date: isoDateDaysAfter(today, 45) }],
      returnDate: undefined,
      adults: 1,
      children: 0,
      infants: 0,
      cabin: "economy",
    });
  });

  it("counts calendar days in UTC", () => {
    expect(isoDateDaysAfter(new Date("2026-02-14T00:00:00Z"), 15)).toBe("2026-03-01");
    expect(isoDateDaysAfter(new Date("2028-02-14T12:00:00Z"), 15)).toBe("2028-02-29");
    expect(isoDateDaysAfter(new Date("2026-12-31T23:59:59Z"), 0)).toBe("2026-12-31");
  });
});
