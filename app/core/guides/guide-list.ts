import { GUIDE_CATEGORIES, type GuideCategory, type GuideSummary, LIST_CATEGORY_BY_PATH } from "./guide-types";

export type CategoryFilter = GuideCategory | "All";
export const CATEGORY_FILTERS: CategoryFilter[] = ["All", ...GUIDE_CATEGORIES];
const RELATED_LIMIT = 3;

/** Reads a category from a query value, case-insensitively; anything unknown means "no choice made". */
export function parseCategory(value: string | null | undefined): CategoryFilter | undefined {
  if (!value) return undefined;
  const wanted = value.trim().toLowerCase().replace(/[-_]+/g, " ");
  return CATEGORY_FILTERS.find((c) => c.toLowerCase() === wanted);
}

/** The category a list page starts on: the query wins, else the path's own category, else All. */
export function initialCategory(pathname: string, queryCategory: string | null | undefined): CategoryFilter {
  const path = pathname.replace(/(.)\/$/, "$1");
  return parseCategory(queryCategory) ?? LIST_CATEGORY_BY_PATH[path] ?? "All";
}

/** Category first, then a case-insensitive match of the search text on title, summary and keywords. */
export function filterGuides<T extends GuideSummary>(
  guides: readonly T[],
  query: string,
  category: CategoryFilter,
): T[] {
  const needle = query.trim().toLowerCase();
  return guides.filter((guide) => {
    if (category !== "All" && guide.category !== category) return false;
    if (!needle) return true;
    return [guide.title, guide.summary, ...guide.keywords].some((text) => text.toLowerCase().includes(needle));
  });
}

const keywordSet = (guide: GuideSummary) => new Set(guide.keywords.map((k) => k.trim().toLowerCase()));

/**
 * Related guides: other guides in the same category or sharing at least one keyword,
 * at most three. Same category ranks first, then more shared keywords, then the
 * most recently updated, then title, so the choice is stable.
 */
export function relatedGuides<T extends GuideSummary>(
  guide: GuideSummary,
  all: readonly T[],
  limit = RELATED_LIMIT,
): T[] {
  const own = keywordSet(guide);
  return all
    .filter((other) => other.slug !== guide.slug)
    .map((other) => {
      const shared = [...keywordSet(other)].filter((k) => own.has(k)).length;
      return { other, sameCategory: other.category === guide.category, shared };
    })
    .filter((c) => c.sameCategory || c.shared > 0)
    .sort(
      (a, b) =>
        Number(b.sameCategory) - Number(a.sameCategory) ||
        b.shared - a.shared ||
        b.other.updated.localeCompare(a.other.updated) ||
        a.other.title.localeCompare(b.other.title),
    )
    .slice(0, limit)
    .map((c) => c.other);
}

export interface GuideStats {
  count: number;
  categories: number;
  averageReadMinutes: number;
}

/** The stats strip: guide count, the fixed four categories, and the rounded average reading time. */
export function guideStats(guides: readonly GuideSummary[]): GuideStats {
  const times = guides.map((g) => g.readingTime);
  const average = times.length ? Math.round(times.reduce((a, b) => a + b, 0) / times.length) : 0;
  return { count: guides.length, categories: GUIDE_CATEGORIES.length, averageReadMinutes: average };
}
