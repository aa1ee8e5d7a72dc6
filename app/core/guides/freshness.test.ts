import { describe, expect, it } from "vitest";
import {
  describeOverdue,
  describeStale,
  newestGuideChange,
  overdueReviews,
  REVIEW_INTERVAL_DAYS,
  staleTranslations,
} from "./freshness";

const g = (slug: string, updated: string, reviewed: string, core = true) => ({ slug, updated, reviewed, core });

describe("review freshness", () => {
  it("measures against the newest guide change, not today", () => {
    expect(newestGuideChange([g("a", "2026-03-01", "2026-03-01"), g("b", "2026-11-23", "2026-01-01")])).toBe(
      "2026-11-23",
    );
    expect(newestGuideChange([])).toBeUndefined();
    expect(overdueReviews([])).toEqual([]);
  });

  it("allows 92 days and flags 93, for core guides only", () => {
    expect(REVIEW_INTERVAL_DAYS).toBe(92);
    const guides = [
      g("new", "2026-11-23", "2026-11-23"),
      g("edge", "2026-08-01", "2026-08-23"), // 92 days before 2026-11-23
      g("late", "2026-08-01", "2026-08-22"), // 93 days
      g("side", "2026-01-01", "2026-01-01", false),
    ];
    expect(overdueReviews(guides)).toEqual([
      { slug: "late", reviewed: "2026-08-22", newestChange: "2026-11-23", daysBehind: 93 },
    ]);
  });

  it("counts calendar days across a clock change and a year end", () => {
    const overdue = overdueReviews([g("a", "2027-01-15", "2027-01-15"), g("b", "2026-10-01", "2026-10-01")]);
    expect(overdue.map((o) => o.daysBehind)).toEqual([106]);
  });

  it("a review newer than the last change is fine", () => {
    expect(overdueReviews([g("a", "2026-01-01", "2026-11-20"), g("b", "2026-06-01", "2026-06-01")])).toEqual([]);
  });

  it("says which guide, when and what the promise is", () => {
    const [overdue] = overdueReviews([g("a", "2026-11-23", "2026-11-23"), g("old", "2026-01-01", "2026-01-01")]);
    expect(overdue && describeOverdue(overdue)).toBe(
      'core guide "old" was last reviewed on 2026-01-01, 326 days before the newest guide change (2026-11-23); the editorial policy promises a review at least every 92 days',
    );
  });

  it("measures translations against the newest change of all guides when asked", () => {
    const translations = [g("a", "2026-08-01", "2026-08-01")];
    expect(overdueReviews(translations)).toEqual([]);
    expect(overdueReviews(translations, "2026-11-23").map((o) => o.slug)).toEqual(["a"]);
  });
});

describe("stale translations", () => {
  it("flags a translation last changed before its original, and says so", () => {
    const originals = [g("a", "2026-11-23", "2026-11-23"), g("b", "2026-06-01", "2026-06-01")];
    const translations = [g("a", "2026-11-01", "2026-11-01"), g("b", "2026-06-01", "2026-06-01")];
    const stale = staleTranslations(originals, translations, "nl");
    expect(stale).toEqual([{ slug: "a", language: "nl", translated: "2026-11-01", original: "2026-11-23" }]);
    expect(stale[0] && describeStale(stale[0])).toBe(
      'the nl translation of "a" was last updated on 2026-11-01, before its original (2026-11-23): bring it up to date',
    );
  });
});
