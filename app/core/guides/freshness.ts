/**
 * The editorial policy's review promise, made checkable: a core guide's `reviewed`
 * date may be at most REVIEW_INTERVAL_DAYS before the newest guide change in the
 * same build (the latest `updated` date). Measured against the content, not the
 * clock, so an old build stays reproducible and a test cannot start failing overnight.
 */
export const REVIEW_INTERVAL_DAYS = 92;

interface Dated {
  slug: string;
  updated: string;
  reviewed: string;
  core: boolean;
}

export interface OverdueReview {
  slug: string;
  reviewed: string;
  /** The newest `updated` date among all guides. */
  newestChange: string;
  daysBehind: number;
}

const DAY_MS = 86_400_000;
const dayNumber = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS;

/** The latest `updated` date of all guides (ISO dates sort as text). */
export function newestGuideChange(guides: readonly Dated[]): string | undefined {
  return guides.reduce<string | undefined>(
    (max, g) => (max === undefined || g.updated > max ? g.updated : max),
    undefined,
  );
}

/**
 * Core guides whose last review is more than REVIEW_INTERVAL_DAYS before the newest guide change
 * (of these guides, or of all guides when checking the translations of one language).
 */
export function overdueReviews(
  guides: readonly Dated[],
  newestChange: string | undefined = newestGuideChange(guides),
): OverdueReview[] {
  if (!newestChange) return [];
  return guides
    .filter((g) => g.core)
    .map((g) => ({
      slug: g.slug,
      reviewed: g.reviewed,
      newestChange,
      daysBehind: dayNumber(newestChange) - dayNumber(g.reviewed),
    }))
    .filter((r) => r.daysBehind > REVIEW_INTERVAL_DAYS);
}

/** One line per overdue guide, for the build's warning. */
export const describeOverdue = (r: OverdueReview) =>
  `core guide "${r.slug}" was last reviewed on ${r.reviewed}, ${r.daysBehind} days before the newest guide change (${r.newestChange}); the editorial policy promises a review at least every ${REVIEW_INTERVAL_DAYS} days`;

export interface StaleTranslation {
  slug: string;
  language: string;
  /** The translation's `updated`. */
  translated: string;
  /** The original's `updated`, later than the translation's. */
  original: string;
}

/**
 * Translations last changed before their original: the original has changed since, so the
 * translation may still say what the original no longer does. Compared by `updated`.
 */
export function staleTranslations(
  originals: readonly Pick<Dated, "slug" | "updated">[],
  translations: readonly Pick<Dated, "slug" | "updated">[],
  language: string,
): StaleTranslation[] {
  const originalUpdated = new Map(originals.map((g) => [g.slug, g.updated]));
  return translations
    .map((t) => ({ slug: t.slug, language, translated: t.updated, original: originalUpdated.get(t.slug) ?? "" }))
    .filter((s) => s.original > s.translated);
}

/** One line per stale translation, for the build's warning. */
export const describeStale = (s: StaleTranslation) =>
  `the ${s.language} translation of "${s.slug}" was last updated on ${s.translated}, before its original (${s.original}): bring it up to date`;
