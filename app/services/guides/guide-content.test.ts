import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { GUIDE_SLUGS as SLUGS } from "../../../tests/support/guides";
import { overdueReviews } from "../../core/guides/freshness";
import { GUIDE_CATEGORIES, MIN_GUIDE_WORDS, readingMinutes } from "../../core/guides/guide-schema";
import {
  allGuides,
  GuideContentError,
  guideSitemapEntries,
  loadGuidesFromDir,
  parseGuide,
  sitemapEntriesFor,
} from "./guide-content.server";
import { countWords } from "./markdown.server";

const MAX_GUIDE_WORDS = 1800;

const filler = (words: number) => Array.from({ length: words }, (_, i) => `word${i}`).join(" ");
/** A body that passes every published-guide rule: three h2 sections and enough words. */
const goodBody = (extra = "") =>
  `## One\n\n${filler(300)}\n\n## Two\n\n${filler(300)}\n\n## Three\n\n${filler(310)}\n${extra}`;

const goodFront = (over: Record<string, string> = {}, body = goodBody()) => {
  const fields: Record<string, string> = {
    title: '"A test guide title"',
    slug: "test-guide",
    category: "Routes",
    summary: '"A summary that is long enough to pass."',
    cover: "/guides/test-guide.svg",
    coverAlt: '"A cover picture"',
    updated: '"2026-01-15"',
    reviewed: '"2026-01-10"',
    core: "true",
    keywords: '["paris", "london"]',
    ...over,
  };
  return `---\n${Object.entries(fields)
    .filter(([, v]) => v !== "")
    .map(([k, v]) => `${k}: ${v}`)
    .join("\n")}\n---\n\n${body}`;
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

  it("publishes every guide in full: no placeholder, 900 to 1,800 words, at least three h2 sections", () => {
    for (const guide of guides) {
      expect(guide.placeholder ?? false, guide.slug).toBe(false);
      expect(guide.wordCount, guide.slug).toBeGreaterThanOrEqual(MIN_GUIDE_WORDS);
      expect(guide.wordCount, guide.slug).toBeLessThanOrEqual(MAX_GUIDE_WORDS);
      expect(guide.toc.filter((t) => t.level === 2).length, guide.slug).toBeGreaterThanOrEqual(3);
      expect(guide.html, guide.slug).not.toMatch(/coming soon|full guide is coming/i);
      expect(guide.summary, guide.slug).not.toMatch(/coming soon/i);
    }
    expect(
      guideSitemapEntries()
        .map((e) => e.path)
        .sort(),
    ).toEqual(SLUGS.map((s) => `/guides/${s}`).sort());
  });

  it("keeps the review promise: no core guide reviewed more than 92 days before the newest guide change", () => {
    expect(guides.every((g) => g.core)).toBe(true);
    expect(overdueReviews(guides)).toEqual([]);
  });

  it("gives every route guide its route, and only route guides", () => {
    const routes = Object.fromEntries(guides.filter((g) => g.route).map((g) => [g.slug, g.route]));
    expect(routes).toEqual({
      "jfk-to-cdg": { from: "JFK", to: "CDG" },
      "nyc-to-london-when-to-book": { from: "NYC", to: "LON" },
      "sfo-to-tyo-guide": { from: "SFO", to: "TYO" },
    });
    for (const guide of guides.filter((g) => g.category === "Routes")) expect(guide.route, guide.slug).toBeDefined();
  });

  it("lists https sources at the end of every guide that dates a fact", () => {
    for (const guide of guides.filter((g) => /\bas of [A-Z][a-z]+ \d{4}/.test(g.html))) {
      expect(guide.toc.at(-1)?.title, guide.slug).toBe("Sources");
      const sources = guide.html.slice(guide.html.indexOf('id="sources"'));
      expect(sources, guide.slug).toMatch(/<a href="https:\/\/[^"]+"/);
    }
  });

  it("counts the words a reader sees: not markup, not link targets", () => {
    expect(countWords("See [our guide](/guides/x-y) and [DOT](https://www.transportation.gov/airconsumer).")).toBe(5);
    expect(countWords("## A heading\n\n| Airline | Bag |\n|---|---|\n| easyJet | 45 × 36 cm |\n\n- **one** item")).toBe(
      10,
    );
  });

  it("computes reading time from the words", () => {
    for (const guide of guides) expect(guide.readingTime, guide.slug).toBe(readingMinutes(guide.wordCount));
    expect(readingMinutes(1)).toBe(1);
    expect(readingMinutes(220)).toBe(1);
    expect(readingMinutes(221)).toBe(2);
    expect(readingMinutes(1320)).toBe(6);
  });

  it("links guides that mention each other", () => {
    const html = (slug: string) => guides.find((g) => g.slug === slug)?.html ?? "";
    expect(html("jfk-to-cdg")).toContain('href="/guides/no-airport-switch-transfers"');
    expect(html("jfk-to-cdg")).toContain('href="/guides/fare-rules-basics"');
    expect(html("fare-rules-basics")).toContain('href="/guides/hidden-city-tickets"');
    expect(html("hidden-city-tickets")).toContain('href="/guides/fare-rules-basics"');
    const linked = new Set(
      guides.flatMap((g) => [...g.html.matchAll(/href="\/guides\/([a-z0-9-]+)"/g)].map((m) => m[1])),
    );
    // Every guide is reached from at least one other guide.
    for (const slug of SLUGS) expect(linked.has(slug), slug).toBe(true);
  });

  it("links every sentence that points the reader to one of our guides", () => {
    for (const slug of SLUGS) {
      const body = fs.readFileSync(path.join("content/guides", `${slug}.md`), "utf8").split(/^---$/m)[2] ?? "";
      const sentences = body.split(/(?<=[.!?])\s+|\n+/).filter((s) => /\bour\b[^.]*\bguides?\b/i.test(s));
      for (const sentence of sentences) expect(sentence, slug).toMatch(/\]\(\/guides\/[a-z0-9-]+/);
    }
  });

  it("renders markdown to HTML with heading ids matching the table of contents", () => {
    const guide = guides.find((g) => g.slug === "jfk-to-cdg");
    for (const entry of guide?.toc ?? []) expect(guide?.html).toContain(`id="${entry.id}"`);
    expect(guide?.html).toContain("<strong>8 to 12 weeks before departure</strong>");
  });
});

describe("front-matter validation", () => {
  const file = "content/guides/test-guide.md";
  const rejects = (text: string, message: RegExp) => {
    const run = () => parseGuide(file, text);
    expect(run).toThrow(GuideContentError);
    expect(run).toThrow(/Invalid guide content\/guides\/test-guide\.md/);
    expect(run).toThrow(message);
  };

  it("accepts a valid guide and computes its reading time", () => {
    const guide = parseGuide(file, goodFront({ route: "{ from: NYC, to: LON }" }));
    expect(guide).toMatchObject({
      slug: "test-guide",
      category: "Routes",
      updated: "2026-01-15",
      reviewed: "2026-01-10",
      core: true,
      route: { from: "NYC", to: "LON" },
      wordCount: 913,
      readingTime: 5,
    });
  });

  it("accepts unquoted YAML dates", () => {
    const guide = parseGuide(file, goodFront({ updated: "2026-01-15", reviewed: "2026-01-12" }));
    expect([guide.updated, guide.reviewed]).toEqual(["2026-01-15", "2026-01-12"]);
  });

  it.each([
    [{ category: "Cruises" }, /category must be one of Destinations, Airports, Routes, Booking Tips/],
    [{ updated: '"15/01/2026"' }, /updated must be a date written as YYYY-MM-DD/],
    [{ reviewed: "" }, /reviewed/],
    [{ reviewed: '"2026-02-30"' }, /reviewed is not a real calendar date/],
    [{ core: "" }, /core must be true or false/],
    [{ title: "" }, /title/],
    [{ keywords: "[]" }, /keywords must list at least one keyword/],
    [{ slug: "other-slug" }, /slug "other-slug" must match the file name "test-guide"/],
    [{ cover: "https://evil.example/x.svg" }, /cover must be an image path under \/guides\//],
    [{ readingTime: "3" }, /readingTime is computed from the words at build time/],
    [{ route: "{ from: jfk, to: CDG }" }, /route.from must be a three-letter IATA/],
    [{ route: "{ from: JFK, to: JFK }" }, /route must go from one place to another/],
    [{ route: "{ from: JFK }" }, /route.to/],
    [{ extra: "1" }, /Unrecognized key/i],
  ])("rejects %o and names the file", (override, message) => {
    rejects(goodFront(override as Record<string, string>), message);
  });

  it("rejects broken YAML with the file name", () => {
    expect(() => parseGuide("bad.md", "---\ntitle: [unclosed\n---\nbody")).toThrow(/Invalid guide bad\.md/);
  });

  it("requires 900 words and three h2 sections of a published guide, not of a placeholder", () => {
    const short = "## Coming\n\nWe are still writing this one.\n\n## Meanwhile\n\nRead another guide.";
    rejects(goodFront({}, short), /body has 11 words; a guide needs at least 900/);
    rejects(goodFront({}, short), /body has 2 h2 \(##\) sections; a guide needs at least 3/);
    rejects(goodFront({}, `## One\n\n${filler(896)}\n\n## Two\n\n## Three`), /body has 899 words/);
    expect(parseGuide(file, goodFront({}, `## One\n\n${filler(897)}\n\n## Two\n\n## Three`)).wordCount).toBe(900);
    const placeholder = parseGuide(file, goodFront({ placeholder: "true" }, short));
    expect(placeholder).toMatchObject({ placeholder: true, wordCount: 11, readingTime: 1 });
  });

  it("requires a Sources section with an https link when a fact is dated", () => {
    const dated = goodBody("\nThe fee was $30 as of November 2026 on that airline.\n");
    rejects(goodFront({}, dated), /dates a fact \("as of November 2026"\) but has no "## Sources" section/);
    rejects(goodFront({}, `${dated}\n## Sources\n\n- The airline's page (no link)\n`), /no "## Sources" section/);
    // A link elsewhere in the body does not count as the sources list.
    rejects(goodFront({}, `${dated}\n[a](https://example.com)\n\n## Sources\n\nNone.\n`), /no "## Sources"/);
    rejects(goodFront({}, `${dated}\n## Sources\n\n- [Airline](http://example.com/bags)\n`), /no "## Sources"/);
    const sourced = parseGuide(
      file,
      goodFront({}, `${dated}\n## Sources\n\n- [Airline bags](https://example.com/bags)\n`),
    );
    expect(sourced.toc.at(-1)).toEqual({ id: "sources", title: "Sources", level: 2 });
    // Undated text needs no sources list.
    expect(parseGuide(file, goodFront({}, goodBody("\nAs of now, nothing is dated.\n"))).slug).toBe("test-guide");
  });

  it("strips scripts and unsafe links from bodies", () => {
    const guide = parseGuide(
      "test-guide.md",
      goodFront(
        {},
        `${goodBody()}\n<script>alert(1)</script>\n\n[x](javascript:alert(1)) <img src=x onerror=alert(1)>\n\n[ext](https://example.com)`,
      ),
    );
    expect(guide.html).not.toMatch(/<script|javascript:|onerror|<img/);
    expect(guide.html).toContain('rel="noopener noreferrer"');
  });
});

describe("a folder of guides", () => {
  const withDir = (files: Record<string, string>, fn: (dir: string) => void) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "guides-"));
    try {
      for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
      fn(dir);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  };
  const guide = (slug: string, body = goodBody()) => goodFront({ slug, cover: `/guides/${slug}.svg` }, body);

  it("fails the whole folder on one bad guide, naming that file", () => {
    withDir(
      { "test-guide.md": guide("test-guide"), "broken.md": goodFront({ slug: "broken", category: "Nope" }) },
      (dir) => expect(() => loadGuidesFromDir(dir)).toThrow(/broken\.md/),
    );
  });

  it("accepts links to other guides, the list pages and headings, and rejects links to missing ones", () => {
    const links = "\nSee [b](/guides/b), [routes](/guides/routes), [three](#three) and [search](/search?from=JFK).\n";
    withDir({ "a.md": guide("a", goodBody(links)), "b.md": guide("b") }, (dir) =>
      expect(loadGuidesFromDir(dir).map((g) => g.slug)).toEqual(["a", "b"]),
    );
    withDir({ "a.md": guide("a", goodBody("\nSee [c](/guides/c).\n")), "b.md": guide("b") }, (dir) =>
      expect(() => loadGuidesFromDir(dir)).toThrow(/a\.md:\n {2}- broken link \/guides\/c \(no such guide\)/),
    );
    withDir({ "a.md": guide("a", goodBody("\nSee [x](#four).\n")) }, (dir) =>
      expect(() => loadGuidesFromDir(dir)).toThrow(/broken link #four \(no heading with that id\)/),
    );
  });

  it("leaves placeholders out of the sitemap entries", () => {
    withDir(
      { "a.md": guide("a"), "b.md": goodFront({ slug: "b", placeholder: "true" }, "## Soon\n\nNot yet.") },
      (dir) => {
        const guides = loadGuidesFromDir(dir);
        expect(guides.map((g) => [g.slug, g.placeholder ?? false])).toEqual([
          ["a", false],
          ["b", true],
        ]);
        expect(sitemapEntriesFor(guides)).toEqual([{ path: "/guides/a", lastmod: "2026-01-15" }]);
      },
    );
  });
});
