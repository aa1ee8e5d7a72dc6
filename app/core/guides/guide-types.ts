/**
 * Guide constants and types without zod, so client bundles stay small; the zod
 * schema for front matter lives in guide-schema.ts (server and tests only).
 */
import type { Locale } from "../../i18n/locales";
import type { MessageKey } from "../../i18n/message-key";

/** The four guide categories. "All" is a list filter, not a category. */
export const GUIDE_CATEGORIES = ["Destinations", "Airports", "Routes", "Booking Tips"] as const;
export type GuideCategory = (typeof GUIDE_CATEGORIES)[number];

/** The name of each category, and of the list's "All" filter, in the catalogue. The values in
 * URLs and front matter stay the English words above in every language. */
export const CATEGORY_MESSAGES: Record<GuideCategory | "All", MessageKey> = {
  All: "guides.category.all",
  Destinations: "guides.category.destinations",
  Airports: "guides.category.airports",
  Routes: "guides.category.routes",
  "Booking Tips": "guides.category.bookingTips",
};

/** The route a route guide is about: IATA airport or metro city codes (NYC, LON, TYO). */
export interface GuideRoute {
  from: string;
  to: string;
}

/** Front matter fields plus the cover's alt text; validated by guide-schema.ts. */
export interface GuideFrontMatter {
  title: string;
  slug: string;
  category: GuideCategory;
  summary: string;
  cover: string;
  coverAlt: string;
  /** Date of the last change to the text. */
  updated: string;
  /** Date an editor last checked every fact against its sources. */
  reviewed: string;
  /** Core guides are promised a review at least quarterly (editorial policy). */
  core: boolean;
  keywords: string[];
  route?: GuideRoute;
  /** An unfinished guide: shown honestly, but noindex and left out of sitemap.xml. */
  placeholder?: boolean;
}

/**
 * What a translation's front matter says itself (decision 220): its own text and dates. The
 * category, cover, route, core flag and placeholder state are the original's, so the languages
 * cannot drift apart on facts that are not words.
 */
export type GuideTranslationFrontMatter = Pick<
  GuideFrontMatter,
  "title" | "slug" | "summary" | "coverAlt" | "updated" | "reviewed" | "keywords"
>;

export interface TocEntry {
  id: string;
  title: string;
  level: 1 | 2 | 3;
}

/** What list pages need about a guide: no body. */
export interface GuideSummary extends GuideFrontMatter {
  /** Minutes, computed from the body's words at build time (never written by hand). */
  readingTime: number;
}

export interface Guide extends GuideSummary {
  /** Sanitised HTML rendered on the server. */
  html: string;
  toc: TocEntry[];
  wordCount: number;
}

/** A guide as a page in one language lists it: `language` is the language of its text (English
 * while a guide is not translated into the page's language). */
export interface LocalizedGuideSummary extends GuideSummary {
  language: Locale;
}

/** A guide as a page in one language shows it; `languages` are those it is written in. */
export interface LocalizedGuide extends Guide {
  language: Locale;
  languages: readonly Locale[];
}

/** Paths of the guide list; the sub-routes start on their category. */
export const LIST_CATEGORY_BY_PATH: Record<string, GuideCategory | undefined> = {
  "/guides/routes": "Routes",
  "/guides/booking-tips": "Booking Tips",
  "/guides/airports": "Airports",
};

/** A published (non-placeholder) guide needs at least this many words and h2 sections
 * (decision 070): a complete article, not a stub. */
export const MIN_GUIDE_WORDS = 900;
export const MIN_GUIDE_H2 = 3;
/** Reading speed used for the reading time: a common figure for adults reading on screen. */
const WORDS_PER_MINUTE = 220;

/** Reading time in whole minutes, at least one. */
export const readingMinutes = (words: number): number => Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
