import { z } from "zod";
import { GUIDE_CATEGORIES, type GuideFrontMatter } from "./guide-types";

export * from "./guide-types";

const isoDate = z
  .string({ message: "must be a date written as YYYY-MM-DD" })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: "must be a date written as YYYY-MM-DD" })
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), { message: "is not a real calendar date" });

/** Front matter of one guide file (spec §3 Guide), plus the cover's alt text. */
export const guideFrontMatterSchema: z.ZodType<GuideFrontMatter> = z.strictObject({
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
