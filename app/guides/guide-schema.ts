import { z } from "zod";

/** The four guide categories (spec §2, §9). "All" is a list filter, not a category. */
export const GUIDE_CATEGORIES = ["Destinations", "Airports", "Routes", "Booking Tips"] as const;
export type GuideCategory = (typeof GUIDE_CATEGORIES)[number];

const isoDate = z
  .string({ message: "must be a date written as YYYY-MM-DD" })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: "must be a date written as YYYY-MM-DD" })
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), { message: "is not a real calendar date" });

/** Front matter of one guide file (spec §3 Guide), plus the cover's alt text. */
export const guideFrontMatterSchema = z.strictObject({
  title: z.string().trim().min(5, { message: "must be at least 5 characters" }).max(120),
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { message: "must be lower-case words joined by hyphens" }),
  category: z.enum(GUIDE_CATEGORIES, { message: `must be one of ${GUIDE_CATEGORIES.join(", ")}` }),
  summary: z.string().trim().min(20, { message: "must be at least 20 characters" }).max(300),
  cover: z.string().regex(/^\/guides\/[\w-]+\.(svg|png|jpe?g|webp|avif)$/, {
    message: "must be an image path under /guides/, e.g. /guides/jfk-to-cdg.svg",
  }),
  coverAlt: z.string().trim().min(5, { message: "must describe the cover image" }),
  updated: isoDate,
  keywords: z.array(z.string().trim().min(2)).min(1, { message: "must list at least one keyword" }),
  readingTime: z.number().int().positive().max(120).optional(),
});

export type GuideFrontMatter = z.infer<typeof guideFrontMatterSchema>;

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
