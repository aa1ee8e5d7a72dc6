import fs from "node:fs";
import path from "node:path";
import { relatedGuides } from "../../core/guides/guide-list";
import {
  type Guide,
  guideTranslationSchema,
  type LocalizedGuide,
  type LocalizedGuideSummary,
} from "../../core/guides/guide-schema";
import { DEFAULT_LOCALE, LOCALES, type Locale, localizedPath } from "../../i18n/locales";
import {
  allGuides,
  brokenGuideLinks,
  findGuidesDir,
  frontMatterProblems,
  GuideContentError,
  readGuideFile,
  renderGuideBody,
} from "./guide-content.server";

/**
 * Translated guides (decision 220): content/guides/<language>/<slug>.md beside the English
 * original content/guides/<slug>.md. A translation writes its own title, summary, cover text,
 * keywords, dates and body (checked by the rules of its language: length, sections, sources);
 * category, cover, route, core and placeholder are the original's. A guide without a translation
 * is shown in English on the other language's pages.
 */

/** Parses and validates one translation against its English original. */
export function parseGuideTranslation(file: string, source: string, locale: Locale, original: Guide): Guide {
  const { data, body } = readGuideFile(file, source);
  const result = guideTranslationSchema.safeParse(data);
  if (!result.success) throw new GuideContentError(file, frontMatterProblems(result.error));
  const front = result.data;
  const problems: string[] = [];
  if (front.slug !== original.slug) problems.push(`slug "${front.slug}" must match the file name "${original.slug}"`);
  const { problems: bodyProblems, ...rendered } = renderGuideBody(body, locale, original.placeholder === true);
  problems.push(...bodyProblems);
  if (problems.length) throw new GuideContentError(file, problems);
  const { category, cover, core, route, placeholder } = original;
  return {
    ...front,
    category,
    cover,
    core,
    ...(route ? { route } : {}),
    ...(placeholder ? { placeholder } : {}),
    ...rendered,
  };
}

/**
 * Every translation in `dir` (one language's folder), each of an English guide in `originals`.
 * A translation without an original, or with a link to a guide or heading that does not exist, is
 * an error naming its file. Links are written as in English (`/guides/…`); pages show them in the
 * reader's language.
 */
export function loadTranslationsFromDir(dir: string, locale: Locale, originals: readonly Guide[]): Guide[] {
  if (!fs.existsSync(dir)) return [];
  const bySlug = new Map(originals.map((g) => [g.slug, g]));
  const slugs = new Set(bySlug.keys());
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".md"))
    .sort();
  return files.map((f) => {
    const file = path.join(dir, f);
    const original = bySlug.get(f.replace(/\.md$/, ""));
    if (!original) throw new GuideContentError(file, [`no English guide ${f} to translate (content/guides/${f})`]);
    const guide = parseGuideTranslation(file, fs.readFileSync(file, "utf8"), locale, original);
    const broken = brokenGuideLinks(guide, slugs);
    if (broken.length)
      throw new GuideContentError(
        file,
        broken.map((b) => `broken link ${b}`),
      );
    return guide;
  });
}

/** The languages guides are translated into: every language but English, the originals' one. */
const TRANSLATED_LOCALES = LOCALES.filter((l) => l !== DEFAULT_LOCALE);

const translationCache = new Map<Locale, ReadonlyMap<string, Guide>>();

/** The translations into one language, by slug, loaded and validated once (none for English). */
export function guideTranslations(locale: Locale): ReadonlyMap<string, Guide> {
  if (locale === DEFAULT_LOCALE) return new Map();
  let found = translationCache.get(locale);
  if (!found) {
    const list = loadTranslationsFromDir(path.join(findGuidesDir(), locale), locale, allGuides());
    found = new Map(list.map((g) => [g.slug, g]));
    translationCache.set(locale, found);
  }
  return found;
}

/**
 * The slugs of the guides written in Dutch: the lead prerenders /nl/guides/<slug> for these and
 * lists them in sitemap.xml with their English alternate. The other guides' Dutch pages show the
 * English text and name the English page as canonical.
 */
export const dutchGuideSlugs = (): string[] => [...guideTranslations("nl").keys()];

/** Site links in a guide's HTML, in the page's language: `/guides/x` → `/nl/guides/x`. */
function localizeLinks(html: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return html;
  return html.replace(/<a href="(\/(?!\/)[^"]*)"/g, (_, href: string) => `<a href="${localizedPath(href, locale)}"`);
}

const localizedCache = new Map<Locale, LocalizedGuide[]>();

/**
 * Every guide as the pages in `locale` show it, in the English list's order: the translation
 * where there is one, the English original otherwise (`language` says which).
 */
export function guidesIn(locale: Locale): LocalizedGuide[] {
  let list = localizedCache.get(locale);
  if (!list) {
    const translated = guideTranslations(locale);
    list = allGuides().map((original) => {
      const shown = translated.get(original.slug) ?? original;
      const languages = [DEFAULT_LOCALE, ...TRANSLATED_LOCALES.filter((l) => guideTranslations(l).has(original.slug))];
      const language = translated.has(original.slug) ? locale : DEFAULT_LOCALE;
      return { ...shown, html: localizeLinks(shown.html, locale), language, languages };
    });
    localizedCache.set(locale, list);
  }
  return list;
}

export const guideSummariesIn = (locale: Locale): LocalizedGuideSummary[] =>
  guidesIn(locale).map(({ html: _h, toc: _t, wordCount: _w, languages: _l, ...summary }) => summary);

export const findGuideIn = (slug: string, locale: Locale): LocalizedGuide | undefined =>
  guidesIn(locale).find((g) => g.slug === slug);

/**
 * The related guides of one guide, as the pages in `locale` list them. Chosen on the English
 * originals, so a guide's neighbours are the same in every language whatever its keywords became.
 */
export function relatedGuidesIn(slug: string, locale: Locale): LocalizedGuideSummary[] {
  const originals = allGuides();
  const original = originals.find((g) => g.slug === slug);
  if (!original) return [];
  const shown = new Map(guideSummariesIn(locale).map((g) => [g.slug, g]));
  return relatedGuides(original, originals).flatMap((g) => shown.get(g.slug) ?? []);
}

// Loaded when this module is imported, so a bad translation stops the server at start-up.
for (const locale of TRANSLATED_LOCALES) guideTranslations(locale);
