import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import matter from "gray-matter";
import type { z } from "zod";
import {
  type Guide,
  type GuideSummary,
  guideFrontMatterSchema,
  LIST_CATEGORY_BY_PATH,
  MIN_GUIDE_H2,
  MIN_GUIDE_WORDS,
  readingMinutes,
} from "../../core/guides/guide-schema";
import type { Locale } from "../../i18n/locales";
import { countWords, renderMarkdown } from "./markdown.server";

/** A guide file that breaks the rules; the message always names the file. */
export class GuideContentError extends Error {
  constructor(
    readonly file: string,
    problems: string[],
  ) {
    super(`Invalid guide ${file}:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "GuideContentError";
  }
}

/**
 * A fact dated in the text ("as of November 2026", in Dutch "per november 2026" or "stand
 * november 2026") must name its source in the sources list: an h2 "Sources" ("Bronnen") and what
 * follows it up to the next h2.
 */
const BODY_RULES: Record<Locale, { datedFact: RegExp; sourcesTitle: string }> = {
  en: {
    datedFact:
      /\bas of (?:\d{1,2} )?(?:January|February|March|April|May|June|July|August|September|October|November|December)(?: \d{1,2},)? \d{4}\b/i,
    sourcesTitle: "Sources",
  },
  nl: {
    datedFact:
      /\b(?:per|stand) (?:\d{1,2} )?(?:januari|februari|maart|april|mei|juni|juli|augustus|september|oktober|november|december) \d{4}\b/i,
    sourcesTitle: "Bronnen",
  },
};
const sourcesSection = (title: string) =>
  new RegExp(`^##[ \\t]+${title}[ \\t]*\\n([\\s\\S]*?)(?=^##[ \\t]|(?![\\s\\S]))`, "im");

const DATE_FIELDS = ["updated", "reviewed"] as const;

/** A guide file's front matter as plain data (dates as YYYY-MM-DD text) and its body. */
export function readGuideFile(file: string, source: string): { data: Record<string, unknown>; body: string } {
  let parsed: matter.GrayMatterFile<string>;
  try {
    // A fresh object each time: gray-matter caches by content otherwise.
    parsed = matter(source, {});
  } catch (error) {
    throw new GuideContentError(file, [`front matter is not valid YAML (${(error as Error).message.split("\n")[0]})`]);
  }
  const data = { ...parsed.data } as Record<string, unknown>;
  // YAML turns an unquoted date into a Date; the schema wants the plain text form.
  for (const field of DATE_FIELDS) {
    const value = data[field];
    if (value instanceof Date) data[field] = value.toISOString().slice(0, 10);
  }
  if ("readingTime" in data) {
    throw new GuideContentError(file, ["readingTime is computed from the words at build time: remove it"]);
  }
  return { data, body: parsed.content.trim() };
}

/** The schema's complaints about front matter, each naming its field. */
export function frontMatterProblems(error: z.ZodError): string[] {
  return error.issues.map((issue) => `${issue.path.join(".") || "front matter"} ${issue.message}`);
}

/** A body rendered, measured and checked by the rules of its language; `problems` is empty when it passes. */
export function renderGuideBody(body: string, locale: Locale, placeholder: boolean) {
  const wordCount = countWords(body);
  const { html, toc } = renderMarkdown(body);
  const problems = body ? [] : ["body is empty"];
  if (!placeholder)
    problems.push(...publishedGuideProblems(body, wordCount, toc.filter((t) => t.level === 2).length, locale));
  return { html, toc, wordCount, readingTime: readingMinutes(wordCount), problems };
}

/** Parses and validates one (English) guide file's text. */
export function parseGuide(file: string, source: string): Guide {
  const { data, body } = readGuideFile(file, source);
  const result = guideFrontMatterSchema.safeParse(data);
  if (!result.success) throw new GuideContentError(file, frontMatterProblems(result.error));
  const front = result.data;
  const expectedSlug = path.basename(file).replace(/\.md$/, "");
  const problems: string[] = [];
  if (front.slug !== expectedSlug) problems.push(`slug "${front.slug}" must match the file name "${expectedSlug}"`);
  const { problems: bodyProblems, ...rendered } = renderGuideBody(body, "en", front.placeholder === true);
  problems.push(...bodyProblems);
  if (problems.length) throw new GuideContentError(file, problems);
  return { ...front, ...rendered };
}

/** What a published guide must have: length, sections and sources for its dated facts. */
function publishedGuideProblems(body: string, wordCount: number, h2Count: number, locale: Locale): string[] {
  const problems: string[] = [];
  if (wordCount < MIN_GUIDE_WORDS) {
    problems.push(`body has ${wordCount} words; a guide needs at least ${MIN_GUIDE_WORDS} (or placeholder: true)`);
  }
  if (h2Count < MIN_GUIDE_H2)
    problems.push(`body has ${h2Count} h2 (##) sections; a guide needs at least ${MIN_GUIDE_H2}`);
  const { datedFact, sourcesTitle } = BODY_RULES[locale];
  const dated = datedFact.exec(body);
  if (dated) {
    const sources = sourcesSection(sourcesTitle).exec(body)?.[1] ?? "";
    if (!/\]\(https:\/\/[^)\s]+\)/.test(sources)) {
      problems.push(
        `dates a fact ("${dated[0]}") but has no "## ${sourcesTitle}" section linking at least one https source`,
      );
    }
  }
  return problems;
}

/** Internal links of a guide's HTML that point at a missing guide or a missing heading. */
export function brokenGuideLinks(guide: Guide, slugs: ReadonlySet<string>): string[] {
  const broken: string[] = [];
  for (const [, href = ""] of guide.html.matchAll(/<a href="([^"]*)"/g)) {
    const link = href.replace(/&amp;/g, "&");
    if (link.startsWith("#")) {
      if (!guide.toc.some((t) => t.id === link.slice(1))) broken.push(`${link} (no heading with that id)`);
      continue;
    }
    const guidePath = /^\/guides\/([^/?#]+)\/?(?:[?#].*)?$/.exec(link);
    if (guidePath?.[1] && !slugs.has(guidePath[1]) && !LIST_CATEGORY_BY_PATH[`/guides/${guidePath[1]}`]) {
      broken.push(`${link} (no such guide)`);
    }
  }
  return broken;
}

/** Reads every *.md guide in a folder, newest first; duplicate slugs and broken guide links are errors too. */
export function loadGuidesFromDir(dir: string): Guide[] {
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".md"))
    .sort();
  const guides = files.map((f) => parseGuide(path.join(dir, f), fs.readFileSync(path.join(dir, f), "utf8")));
  const seen = new Set<string>();
  for (const [i, guide] of guides.entries()) {
    if (seen.has(guide.slug)) throw new GuideContentError(files[i] ?? guide.slug, [`duplicate slug "${guide.slug}"`]);
    seen.add(guide.slug);
  }
  for (const [i, guide] of guides.entries()) {
    const broken = brokenGuideLinks(guide, seen);
    if (broken.length)
      throw new GuideContentError(
        files[i] ?? guide.slug,
        broken.map((b) => `broken link ${b}`),
      );
  }
  return guides.sort((a, b) => b.updated.localeCompare(a.updated) || a.title.localeCompare(b.title));
}

/** content/guides from GUIDES_DIR, the working directory, the source tree, build/server or dist/. */
export function findGuidesDir(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [
    process.env.GUIDES_DIR,
    path.resolve(process.cwd(), "content/guides"),
    path.resolve(here, "../../../content/guides"),
    path.resolve(here, "../content/guides"),
  ].filter((c): c is string => Boolean(c));
  const found = candidates.find((c) => fs.existsSync(c));
  if (!found) throw new Error(`Guides folder not found (looked in ${candidates.join(", ")})`);
  return found;
}

let cache: Guide[] | undefined;

/**
 * All guides, loaded and validated once. Called when this module is imported, so a
 * bad guide stops the production server at start-up with the file's name.
 */
export function allGuides(): Guide[] {
  cache ??= loadGuidesFromDir(findGuidesDir());
  return cache;
}

export const guideSummaries = (): GuideSummary[] =>
  allGuides().map(({ html: _h, toc: _t, wordCount: _w, ...summary }) => summary);

/** sitemap.xml entries for the published guides, dated by their `updated`; placeholders stay out. */
export const sitemapEntriesFor = (guides: readonly GuideSummary[]): { path: string; lastmod: string }[] =>
  guides.filter((g) => !g.placeholder).map((g) => ({ path: `/guides/${g.slug}`, lastmod: g.updated }));

export const guideSitemapEntries = () => sitemapEntriesFor(allGuides());

allGuides();
