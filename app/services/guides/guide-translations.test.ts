import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { newestGuideChange, overdueReviews, staleTranslations } from "../../core/guides/freshness";
import { relatedGuides } from "../../core/guides/guide-list";
import { MIN_GUIDE_WORDS, readingMinutes } from "../../core/guides/guide-schema";
import { allGuides, GuideContentError } from "./guide-content.server";
import {
  dutchGuideSlugs,
  findGuideIn,
  guideSummariesIn,
  guidesIn,
  guideTranslations,
  loadTranslationsFromDir,
  parseGuideTranslation,
  relatedGuidesIn,
} from "./guide-translations.server";

const CORE_DUTCH = ["fare-rules-basics", "jfk-to-cdg", "no-airport-switch-transfers"];
const original = (slug: string) => {
  const guide = allGuides().find((g) => g.slug === slug);
  if (!guide) throw new Error(slug);
  return guide;
};

const filler = (words: number) => Array.from({ length: words }, (_, i) => `woord${i}`).join(" ");
const body = (extra = "") =>
  `## Een\n\n${filler(300)}\n\n## Twee\n\n${filler(300)}\n\n## Drie\n\n${filler(310)}\n${extra}`;
const front = (over: Record<string, string> = {}, text = body()) => {
  const fields: Record<string, string> = {
    title: '"Een Nederlandse titel"',
    slug: "jfk-to-cdg",
    summary: '"Een samenvatting die lang genoeg is."',
    coverAlt: '"Een omslagfoto"',
    updated: '"2026-11-25"',
    reviewed: '"2026-11-25"',
    keywords: '["parijs"]',
    ...over,
  };
  const lines = Object.entries(fields)
    .filter(([, v]) => v !== "")
    .map(([k, v]) => `${k}: ${v}`);
  return `---\n${lines.join("\n")}\n---\n\n${text}`;
};
const parse = (text: string) => parseGuideTranslation("nl/jfk-to-cdg.md", text, "nl", original("jfk-to-cdg"));

describe("the Dutch guides", () => {
  const dutch = [...guideTranslations("nl").values()];

  it("are the three core guides, listed by dutchGuideSlugs", () => {
    expect(dutchGuideSlugs().sort()).toEqual(CORE_DUTCH);
    expect(guideTranslations("en").size).toBe(0);
  });

  it("are complete guides in their own words, with reading time from the Dutch text", () => {
    for (const guide of dutch) {
      const english = original(guide.slug);
      expect(guide.title, guide.slug).not.toBe(english.title);
      expect(guide.wordCount, guide.slug).toBeGreaterThanOrEqual(MIN_GUIDE_WORDS);
      expect(guide.wordCount, guide.slug).not.toBe(english.wordCount);
      expect(guide.readingTime, guide.slug).toBe(readingMinutes(guide.wordCount));
      // A dated fact ("per januari 2025") names its sources, as in English.
      if (/\bper [a-z]+ \d{4}\b/.test(guide.html)) expect(guide.toc.at(-1)?.title, guide.slug).toBe("Bronnen");
      // Facts that are not words come from the original.
      expect([guide.category, guide.cover, guide.route, guide.core]).toEqual([
        english.category,
        english.cover,
        english.route,
        english.core,
      ]);
    }
  });

  it("keep the review promise and are not older than their originals", () => {
    expect(overdueReviews(dutch, newestGuideChange([...allGuides(), ...dutch]))).toEqual([]);
    expect(staleTranslations(allGuides(), dutch, "nl")).toEqual([]);
  });
});

describe("guides as a Dutch page shows them", () => {
  it("lists every guide, Dutch where translated and English otherwise, in the English order", () => {
    const list = guideSummariesIn("nl");
    expect(list.map((g) => g.slug)).toEqual(allGuides().map((g) => g.slug));
    expect(
      list
        .filter((g) => g.language === "nl")
        .map((g) => g.slug)
        .sort(),
    ).toEqual(CORE_DUTCH);
    const english = list.find((g) => g.slug === "hidden-city-tickets");
    expect(english).toMatchObject({ language: "en", title: original("hidden-city-tickets").title });
    expect(guideSummariesIn("en").every((g) => g.language === "en")).toBe(true);
  });

  it("says which languages a guide exists in", () => {
    expect(findGuideIn("jfk-to-cdg", "en")?.languages).toEqual(["en", "nl"]);
    expect(findGuideIn("jfk-to-cdg", "nl")?.languages).toEqual(["en", "nl"]);
    expect(findGuideIn("hidden-city-tickets", "nl")?.languages).toEqual(["en"]);
    expect(findGuideIn("no-such-guide", "nl")).toBeUndefined();
  });

  it("keeps the reader in Dutch: site links in a guide's body open the Dutch pages", () => {
    const dutch = findGuideIn("jfk-to-cdg", "nl")?.html ?? "";
    expect(dutch).toContain('href="/nl/guides/fare-rules-basics"');
    expect(dutch).not.toMatch(/href="\/guides\//);
    expect(dutch).toContain('href="https://www.transportation.gov/airconsumer"');
    const untranslated = findGuideIn("hidden-city-tickets", "nl")?.html ?? "";
    expect(untranslated).toContain('href="/nl/guides/fare-rules-basics"');
    expect(findGuideIn("hidden-city-tickets", "en")?.html).toContain('href="/guides/fare-rules-basics"');
  });

  it("relates the same guides in both languages", () => {
    for (const guide of allGuides()) {
      const english = relatedGuides(guide, allGuides()).map((g) => g.slug);
      expect(
        relatedGuidesIn(guide.slug, "nl").map((g) => g.slug),
        guide.slug,
      ).toEqual(english);
      expect(
        relatedGuidesIn(guide.slug, "en").map((g) => g.slug),
        guide.slug,
      ).toEqual(english);
    }
  });

  it("keeps the English pages as they were", () => {
    expect(guidesIn("en").map(({ language: _l, languages: _ls, ...g }) => g)).toEqual(allGuides());
  });
});

describe("a translation's file", () => {
  const rejects = (text: string, message: RegExp) => {
    expect(() => parse(text)).toThrow(GuideContentError);
    expect(() => parse(text)).toThrow(/Invalid guide nl\/jfk-to-cdg\.md/);
    expect(() => parse(text)).toThrow(message);
  };

  it("takes its own text and dates and the original's category, cover and route", () => {
    const guide = parse(front());
    expect(guide).toMatchObject({
      slug: "jfk-to-cdg",
      title: "Een Nederlandse titel",
      category: "Routes",
      cover: "/guides/jfk-to-cdg.svg",
      route: { from: "JFK", to: "CDG" },
      core: true,
      wordCount: 913,
      readingTime: 5,
    });
  });

  it.each([
    [{ category: "Routes" }, /Unrecognized key/i],
    [{ route: "{ from: JFK, to: CDG }" }, /Unrecognized key/i],
    [{ title: "" }, /title/],
    [{ slug: "other-slug" }, /slug "other-slug" must match the file name "jfk-to-cdg"/],
    [{ updated: '"25-11-2026"' }, /updated must be a date written as YYYY-MM-DD/],
    [{ readingTime: "3" }, /readingTime is computed from the words/],
  ])("rejects %o", (override, message) => {
    rejects(front(override as Record<string, string>), message);
  });

  it("checks the body by the Dutch rules: length, sections and a Bronnen section for dated facts", () => {
    rejects(front({}, "## Kort\n\nTe kort."), /body has 3 words; a guide needs at least 900/);
    const dated = body("\nDe toeslag was per november 2026 dertig dollar.\n");
    rejects(front({}, dated), /dates a fact \("per november 2026"\) but has no "## Bronnen" section/);
    rejects(front({}, `${dated}\n## Sources\n\n- [DOT](https://www.transportation.gov)\n`), /"## Bronnen"/);
    const sourced = parse(front({}, `${dated}\n## Bronnen\n\n- [DOT](https://www.transportation.gov)\n`));
    expect(sourced.toc.at(-1)).toEqual({ id: "bronnen", title: "Bronnen", level: 2 });
  });

  it("must translate an existing guide and link only to existing guides and headings", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "guides-nl-"));
    const write = (name: string, text: string) => fs.writeFileSync(path.join(dir, name), text);
    try {
      write("jfk-to-cdg.md", front({}, body("\nZie [tarieven](/guides/fare-rules-basics) en [een](#een).\n")));
      expect(loadTranslationsFromDir(dir, "nl", allGuides()).map((g) => g.slug)).toEqual(["jfk-to-cdg"]);
      write("not-a-guide.md", front({ slug: "not-a-guide" }));
      expect(() => loadTranslationsFromDir(dir, "nl", allGuides())).toThrow(/no English guide not-a-guide\.md/);
      fs.rmSync(path.join(dir, "not-a-guide.md"));
      write("jfk-to-cdg.md", front({}, body("\nZie [weg](/guides/weg).\n")));
      expect(() => loadTranslationsFromDir(dir, "nl", allGuides())).toThrow(/broken link \/guides\/weg/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
    expect(loadTranslationsFromDir(path.join(dir, "missing"), "nl", allGuides())).toEqual([]);
  });
});
