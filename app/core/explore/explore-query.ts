/**
 * The explore page's query, one set of rules for both sides: the form checks it in the browser
 * before it sends (loaded on first use) and the loader checks the URL with the same schema, so a
 * link typed by hand reads exactly as the form would. Each problem is a catalogue key, written out
 * where it is shown. Parameters: `from` (a code or a place name, resolved through the place
 * index on the server), `when` (`any`: the next three months, or a month `YYYY-MM` from this
 * month to eleven months ahead), `trip` (oneway, weekend, week, twoweeks), `nonstop` (1),
 * `maxPrice` (whole US dollars) and `sort` (price, name, distance).
 */
import { z } from "zod";
import type { MessageKey } from "../../i18n/message-key";
import { EXPLORE_SORTS, type ExploreQuery, exploreMonths, MAX_PRICE_LIMIT, TRIP_LENGTHS } from "./explore-options";

const says = (message: MessageKey) => ({ message });

/** The schema for a given day (the months it accepts move with the calendar); built once a month, not per request. */
export function exploreSchema(now: Date) {
  const months = exploreMonths(now);
  const key = months[0] ?? "";
  if (built?.key !== key) built = { key, schema: buildSchema(new Set(months)) };
  return built.schema;
}

let built: { key: string; schema: ReturnType<typeof buildSchema> } | undefined;

function buildSchema(months: ReadonlySet<string>) {
  return z.object({
    from: z
      .string(says("explore.error.from"))
      .trim()
      .min(2, says("explore.error.from"))
      .max(64, says("explore.error.fromLong")),
    when: z
      .string()
      .trim()
      .default("any")
      .transform((v) => (v === "" ? "any" : v))
      .refine((v) => v === "any" || months.has(v), says("explore.error.when")),
    trip: z
      .string()
      .trim()
      .default("week")
      .transform((v) => (v === "" ? "week" : v))
      .pipe(z.enum(TRIP_LENGTHS, says("explore.error.trip"))),
    nonstop: z
      .string()
      .optional()
      .refine((v) => v === undefined || ["", "1", "on", "true"].includes(v), says("explore.error.nonstop"))
      .transform((v) => v === "1" || v === "on" || v === "true"),
    maxPrice: z
      .string()
      .trim()
      .optional()
      .refine((v) => !v || /^\d{1,6}$/.test(v), says("explore.error.maxPrice"))
      .transform((v) => (v ? Number(v) : null))
      .refine((v) => v === null || (v >= 1 && v <= MAX_PRICE_LIMIT), says("explore.error.maxPrice")),
    sort: z
      .string()
      .trim()
      .default("price")
      .transform((v) => (v === "" ? "price" : v))
      .pipe(z.enum(EXPLORE_SORTS, says("explore.error.sort"))),
  });
}

type Field = keyof ExploreQuery;
const FIELDS: readonly Field[] = ["from", "when", "trip", "nonstop", "maxPrice", "sort"];

export type ExploreProblems = Partial<Record<Field, MessageKey>>;

/** A query's raw values: the first of each parameter, absent ones left out. */
export function exploreValues(params: URLSearchParams): Partial<Record<Field, string>> {
  const values: Partial<Record<Field, string>> = {};
  for (const field of FIELDS) {
    const value = params.get(field);
    if (value !== null) values[field] = value;
  }
  return values;
}

/** The query read with the schema: the query, or the first problem of each field (catalogue keys). */
export function readExploreQuery(
  values: Partial<Record<Field, string>>,
  now: Date,
): { ok: true; query: ExploreQuery } | { ok: false; problems: ExploreProblems } {
  const result = exploreSchema(now).safeParse(values);
  if (result.success) return { ok: true, query: result.data };
  const problems: ExploreProblems = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as Field;
    problems[field] ??= issue.message as MessageKey;
  }
  return { ok: false, problems };
}
