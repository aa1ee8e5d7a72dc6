import { z } from "zod";
import { GUIDE_CATEGORIES, type GuideFrontMatter, type GuideTranslationFrontMatter } from "./guide-types";

export * from "./guide-types";

const isoDate = z
  .string({ message: "must be a date written as YYYY-MM-DD" })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: "must be a date written as YYYY-MM-DD" })
  .refine(
    (value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
    },
    { message: "is not a real calendar date" },
  );

const placeCode = z
  .string()
  .regex(/^[A-Z]{3}$/, { message: "must be a three-letter IATA airport or city code in capitals, e.g. JFK or NYC" });

/** The fields every guide file writes in its own language. */
const textFields = {
  title: z.string().trim().min(5, { message: "must be at least 5 characters" }).max(120),
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { message: "must be lower-case words joined by hyphens" }),
  summary: z.string().trim().min(20, { message: "must be at least 20 characters" }).max(300),
  coverAlt: z.string().trim().min(5, { message: "must describe the cover image" }),
  updated: isoDate,
  reviewed: isoDate,
  keywords: z.array(z.string().trim().min(2)).min(1, { message: "must list at least one keyword" }),
};

/** Front matter of one guide file (decision 070), plus the cover's alt text. */
export const guideFrontMatterSchema: z.ZodType<GuideFrontMatter> = z.strictObject({
  ...textFields,
  category: z.enum(GUIDE_CATEGORIES, { message: `must be one of ${GUIDE_CATEGORIES.join(", ")}` }),
  cover: z.string().regex(/^\/guides\/[\w-]+\.(svg|png|jpe?g|webp|avif)$/, {
    message: "must be an image path under /guides/, e.g. /guides/jfk-to-cdg.svg",
  }),
  core: z.boolean({ message: "must be true or false (core guides are reviewed at least quarterly)" }),
  route: z
    .strictObject({ from: placeCode, to: placeCode })
    .refine((r) => r.from !== r.to, { message: "must go from one place to another" })
    .optional(),
  placeholder: z.boolean().optional(),
});

/**
 * Front matter of a translated guide (content/guides/<language>/<slug>.md): only its own text and
 * dates; anything else (category, cover, route…) is rejected, because it comes from the original.
 */
export const guideTranslationSchema: z.ZodType<GuideTranslationFrontMatter> = z.strictObject(textFields);
