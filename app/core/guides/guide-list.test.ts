import { describe, expect, it } from "vitest";
import { longDate, monthDay } from "./guide-dates";
import { filterGuides, guideStats, initialCategory, parseCategory, relatedGuides } from "./guide-list";
import type { GuideSummary } from "./guide-schema";

const g = (slug: string, category: GuideSummary["category"], keywords: string[], updated = "2026-01-01") =>
  ({
    slug,
    category,
    keywords,
    updated,
    reviewed: updated,
    core: true,
    title: `Title ${slug}`,
    summary: `Summary of ${slug}`,
    cover: `/guides/${slug}.svg`,
    coverAlt: "cover",
    readingTime: 4,
  }) satisfies GuideSummary;

const guides = [
  g("a", "Routes", ["paris", "europe"], "2026-03-01"),
  g("b", "Routes", ["tokyo"], "2026-02-01"),
  g("c", "Airports", ["Paris", "layover"]),
  g("d", "Booking Tips", ["refunds"]),
  g("e", "Routes", ["london"], "2026-04-01"),
  g("f", "Destinations", ["europe", "paris"]),
  { ...g("h", "Airports", ["hubs"]), title: "Heathrow HUBS explained" },
];

describe("filterGuides", () => {
  it("matches title, summary and keywords case-insensitively", () => {
    expect(filterGuides(guides, "PARIS", "All").map((x) => x.slug)).toEqual(["a", "c", "f"]);
    expect(filterGuides(guides, "summary of d", "All").map((x) => x.slug)).toEqual(["d"]);
    expect(filterGuides(guides, "heathrow hubs", "All").map((x) => x.slug)).toEqual(["h"]);
  });
  it("filters by category and combines with the search text", () => {
    expect(filterGuides(guides, "", "Routes").map((x) => x.slug)).toEqual(["a", "b", "e"]);
    expect(filterGuides(guides, "paris", "Airports").map((x) => x.slug)).toEqual(["c"]);
    expect(filterGuides(guides, "  ", "All")).toHaveLength(guides.length);
    expect(filterGuides(guides, "zanzibar", "All")).toEqual([]);
  });
});

describe("category from the URL", () => {
  it("parses query values loosely and ignores unknown ones", () => {
    expect(parseCategory("booking-tips")).toBe("Booking Tips");
    expect(parseCategory("Booking Tips")).toBe("Booking Tips");
    expect(parseCategory("airports")).toBe("Airports");
    expect(parseCategory("cruises")).toBeUndefined();
  });
  it("starts sub-routes on their category, the query winning", () => {
    expect(initialCategory("/guides", null)).toBe("All");
    expect(initialCategory("/resources", null)).toBe("All");
    expect(initialCategory("/guides/routes", null)).toBe("Routes");
    expect(initialCategory("/guides/booking-tips/", null)).toBe("Booking Tips");
    expect(initialCategory("/guides/airports", "All")).toBe("All");
    expect(initialCategory("/guides", "Destinations")).toBe("Destinations");
  });
});

describe("relatedGuides", () => {
  it("takes same-category guides and guides sharing a keyword, at most three, never itself", () => {
    const related = relatedGuides(guides[0] as GuideSummary, guides);
    expect(related.map((x) => x.slug)).toEqual(["e", "b", "f"]);
  });
  it("ranks by category, then shared keywords (case-insensitive), then recency", () => {
    const related = relatedGuides(guides[2] as GuideSummary, guides, 10);
    expect(related.map((x) => x.slug)).toEqual(["h", "a", "f"]);
  });
  it("returns nothing when no guide is related", () => {
    expect(relatedGuides(guides[3] as GuideSummary, guides)).toEqual([]);
  });
});

describe("stats and dates", () => {
  it("counts guides, four categories and the rounded average read time", () => {
    expect(guideStats([g("x", "Routes", ["a"]), { ...g("y", "Routes", ["a"]), readingTime: 7 }])).toEqual({
      count: 2,
      categories: 4,
      averageReadMinutes: 6,
    });
  });
  it("formats the updated date as month and day, in the page's language", () => {
    expect(monthDay("2026-03-04", "en")).toBe("Mar 4");
    expect(monthDay("2026-12-31", "en")).toBe("Dec 31");
    // Dutch short months may carry a full stop ("mrt."): the format module decides.
    expect(monthDay("2026-03-04", "nl")).toMatch(/^4 mrt\.?$/);
    expect(longDate("2026-11-23", "en")).toBe("November 23, 2026");
    expect(longDate("2026-11-23", "nl")).toBe("23 november 2026");
  });
});
