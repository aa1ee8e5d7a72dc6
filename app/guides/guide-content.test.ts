import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { allGuides, GuideContentError, loadGuidesFromDir, parseGuide } from "./guide-content.server";
import { FULL_GUIDE_SLUGS, GUIDE_CATEGORIES } from "./guide-schema";

const SLUGS = [
  "jfk-to-cdg",
  "no-airport-switch-transfers",
  "nyc-to-london-when-to-book",
  "price-jumps-explained",
  "hand-luggage-only-europe",
  "layover-times-eu-hubs",
  "hidden-city-tickets",
  "sfo-to-tyo-guide",
  "peak-summer-shoulder-weeks",
  "fare-rules-basics",
];

const goodFront = (over: Record<string, string> = {}) => {
  const fields: Record<string, string> = {
    title: '"A test guide title"',
    slug: "test-guide",
    category: "Routes",
    summary: '"A summary that is long enough to pass."',
    cover: "/guides/test-guide.svg",
    coverAlt: '"A cover picture"',
    updated: '"2026-01-15"',
    keywords: '["paris", "london"]',
    readingTime: "3",
    ...over,
  };
  return `---\n${Object.entries(fields)
    .filter(([, v]) => v !== "")
    .map(([k, v]) => `${k}: ${v}`)
    .join("\n")}\n---\n\n## Hello\n\nSome text.\n`;
};

describe("guide content files", () => {
  const guides = allGuides();

  it("has exactly the ten guides of the spec, each with a cover image that exists", () => {
    expect(guides.map((g) => g.slug).sort()).toEqual([...SLUGS].sort());
    for (const guide of guides) {
      expect(fs.existsSync(path.join("public", guide.cover)), guide.cover).toBe(true);
      expect(guide.coverAlt.length).toBeGreaterThan(5);
    }
  });

  it("uses all four categories", () => {
    expect(new Set(guides.map((g) => g.category))).toEqual(new Set(GUIDE_CATEGORIES));
  });

  it("gives the three full guides at least 800 words with h2 and h3 sections", () => {
    for (const slug of FULL_GUIDE_SLUGS) {
      const guide = guides.find((g) => g.slug === slug);
      expect(guide?.wordCount, slug).toBeGreaterThanOrEqual(800);
      expect(guide?.toc.some((t) => t.level === 2)).toBe(true);
      expect(guide?.toc.some((t) => t.level === 3)).toBe(true);
    }
  });

  it("says honestly that the other guides are coming", () => {
    for (const guide of guides.filter((g) => !g.isFull)) expect(guide.html).toContain("The full guide is coming");
  });

  it("renders markdown to HTML with heading ids matching the table of contents", () => {
    const guide = guides.find((g) => g.slug === "jfk-to-cdg");
    for (const entry of guide?.toc ?? []) expect(guide?.html).toContain(`id="${entry.id}"`);
    expect(guide?.html).toContain("<strong>8 to 12 weeks before departure</strong>");
  });
});

describe("front-matter validation", () => {
  it("accepts a valid guide", () => {
    const guide = parseGuide("content/guides/test-guide.md", goodFront());
    expect(guide).toMatchObject({ slug: "test-guide", category: "Routes", updated: "2026-01-15", readingTime: 3 });
  });

  it("accepts an unquoted YAML date", () => {
    expect(parseGuide("x/test-guide.md", goodFront({ updated: "2026-01-15" })).updated).toBe("2026-01-15");
  });

  it.each([
    [{ category: "Cruises" }, /category must be one of Destinations, Airports, Routes, Booking Tips/],
    [{ updated: '"15/01/2026"' }, /updated must be a date written as YYYY-MM-DD/],
    [{ title: "" }, /title/],
    [{ keywords: "[]" }, /keywords must list at least one keyword/],
    [{ slug: "other-slug" }, /slug "other-slug" must match the file name "test-guide"/],
    [{ cover: "https://evil.example/x.svg" }, /cover must be an image path under \/guides\//],
    [{ readingTime: "-2" }, /readingTime/],
    [{ extra: "1" }, /Unrecognized key/i],
  ])("rejects %o and names the file", (override, message) => {
    const file = "content/guides/test-guide.md";
    const run = () => parseGuide(file, goodFront(override as Record<string, string>));
    expect(run).toThrow(GuideContentError);
    expect(run).toThrow(/Invalid guide content\/guides\/test-guide\.md/);
    expect(run).toThrow(message);
  });

  it("rejects broken YAML with the file name", () => {
    expect(() => parseGuide("bad.md", "---\ntitle: [unclosed\n---\nbody")).toThrow(/Invalid guide bad\.md/);
  });

  it("fails the whole folder on one bad guide, naming that file", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "guides-"));
    try {
      fs.writeFileSync(path.join(dir, "test-guide.md"), goodFront());
      fs.writeFileSync(path.join(dir, "broken.md"), goodFront({ slug: "broken", category: "Nope" }));
      expect(() => loadGuidesFromDir(dir)).toThrow(/broken\.md/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("requires 800 words for a full guide", () => {
    const text = goodFront({ slug: "fare-rules-basics", cover: "/guides/fare-rules-basics.svg" });
    expect(() => parseGuide("fare-rules-basics.md", text)).toThrow(/a full guide needs at least 800/);
  });

  it("strips scripts and unsafe links from bodies", () => {
    const guide = parseGuide(
      "test-guide.md",
      `${goodFront()}\n<script>alert(1)</script>\n\n[x](javascript:alert(1)) <img src=x onerror=alert(1)>\n\n[ext](https://example.com)`,
    );
    expect(guide.html).not.toMatch(/<script|javascript:|onerror|<img/);
    expect(guide.html).toContain('rel="noopener noreferrer"');
  });
});
