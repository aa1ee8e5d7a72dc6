/**
 * Guide constants and types without zod, so client bundles stay small; the zod
 * schema for front matter lives in guide-schema.ts (server and tests only).
 */
/** The four guide categories (spec §2, §9). "All" is a list filter, not a category. */
export const GUIDE_CATEGORIES = ["Destinations", "Airports", "Routes", "Booking Tips"] as const;
export type GuideCategory = (typeof GUIDE_CATEGORIES)[number];

/** Front matter fields (spec §3 Guide) plus the cover's alt text; validated by guide-schema.ts. */
export interface GuideFrontMatter {
  title: string;
  slug: string;
  category: GuideCategory;
  summary: string;
  cover: string;
  coverAlt: string;
  updated: string;
  keywords: string[];
  readingTime?: number;
}

export interface TocEntry {
  id: string;
  title: string;
  level: 1 | 2 | 3;
}

/** What list pages need about a guide: no body. */
export type GuideSummary = GuideFrontMatter;

export interface Guide extends GuideFrontMatter {
  /** Sanitised HTML rendered on the server. */
  html: string;
  toc: TocEntry[];
  wordCount: number;
  /** Whether the body is a full guide or the short "coming soon" note. */
  isFull: boolean;
}

/** Paths of the guide list; the sub-routes start on their category. */
export const LIST_CATEGORY_BY_PATH: Record<string, GuideCategory | undefined> = {
  "/guides/routes": "Routes",
  "/guides/booking-tips": "Booking Tips",
  "/guides/airports": "Airports",
};

/** Guides that must have a complete body of at least 800 words (issue 5). */
export const FULL_GUIDE_SLUGS = ["jfk-to-cdg", "no-airport-switch-transfers", "fare-rules-basics"] as const;
export const MIN_FULL_GUIDE_WORDS = 800;
