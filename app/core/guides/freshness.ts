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

/** Core guides whose last review is more than REVIEW_INTERVAL_DAYS before the newest guide change. */
export function overdueReviews(guides: readonly Dated[]): OverdueReview[] {
  const newestChange = newestGuideChange(guides);
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
