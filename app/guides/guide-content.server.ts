import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import matter from "gray-matter";
import {
  FULL_GUIDE_SLUGS,
  type Guide,
  type GuideSummary,
  guideFrontMatterSchema,
  MIN_FULL_GUIDE_WORDS,
} from "./guide-schema";
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

/** Parses and validates one guide file's text. */
export function parseGuide(file: string, source: string): Guide {
  let parsed: matter.GrayMatterFile<string>;
  try {
    // A fresh object each time: gray-matter caches by content otherwise.
    parsed = matter(source, {});
  } catch (error) {
    throw new GuideContentError(file, [`front matter is not valid YAML (${(error as Error).message.split("\n")[0]})`]);
  }
  const data = { ...parsed.data } as Record<string, unknown>;
  // YAML turns an unquoted date into a Date; the schema wants the plain text form.
  if (data.updated instanceof Date) data.updated = data.updated.toISOString().slice(0, 10);
  const result = guideFrontMatterSchema.safeParse(data);
  if (!result.success) {
    throw new GuideContentError(
      file,
      result.error.issues.map((issue) => `${issue.path.join(".") || "front matter"} ${issue.message}`),
    );
  }
  const front = result.data;
  const expectedSlug = path.basename(file).replace(/\.md$/, "");
  const problems: string[] = [];
  if (front.slug !== expectedSlug) problems.push(`slug "${front.slug}" must match the file name "${expectedSlug}"`);
  const body = parsed.content.trim();
  if (!body) problems.push("body is empty");
  const wordCount = countWords(body);
  const isFull = (FULL_GUIDE_SLUGS as readonly string[]).includes(front.slug);
  if (isFull && wordCount < MIN_FULL_GUIDE_WORDS) {
    problems.push(`body has ${wordCount} words; a full guide needs at least ${MIN_FULL_GUIDE_WORDS}`);
  }
  const { html, toc } = renderMarkdown(body);
  if (isFull && !toc.some((t) => t.level === 2)) problems.push("a full guide needs h2 (##) sections");
  if (problems.length) throw new GuideContentError(file, problems);
  return { ...front, html, toc, wordCount, isFull };
}

/** Reads every *.md guide in a folder, newest first; duplicate slugs are an error too. */
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
  return guides.sort((a, b) => b.updated.localeCompare(a.updated) || a.title.localeCompare(b.title));
}

/** content/guides from the working directory, the source tree, build/server or dist/. */
export function findGuidesDir(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [
    process.env.GUIDES_DIR,
    path.resolve(process.cwd(), "content/guides"),
    path.resolve(here, "../../content/guides"),
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
  allGuides().map(({ html: _h, toc: _t, wordCount: _w, isFull: _f, ...summary }) => summary);

export const findGuide = (slug: string): Guide | undefined => allGuides().find((g) => g.slug === slug);

/** sitemap.xml entries for every guide, dated by its `updated`. */
export const guideSitemapEntries = (): { path: string; lastmod: string }[] =>
  allGuides().map((g) => ({ path: `/guides/${g.slug}`, lastmod: g.updated }));

allGuides();
