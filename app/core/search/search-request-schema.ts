/**
 * The server's zod schema for search input. zod checks the
 * shapes (strings, 3-letter codes, trip type); every search rule is the shared
 * checkSearch() in search-rules.ts, the very function the browser form runs, so
 * a 400 carries the sentence the form shows next to the field, in the language
 * of the page that asked (one schema per language: its dates are read and its
 * sentences written in that language). Kept apart so zod stays out of the
 * browser bundle.
 */
import { z } from "zod";
import { formatList } from "../../format/lists";
import { intlLocale, type Locale } from "../../i18n/locales";
import type { Translate } from "../../i18n/translator";
import type { PlaceResolution } from "../places/resolve-place";
import { ruleText } from "./rule-message";
import { IATA, normaliseTripType } from "./search-params";
import { checkSearch } from "./search-rules";
import type { SearchRequest } from "./types";

export interface SearchSchemaOptions {
  /** The language the caller's page is in: dates are read, and answers written, in it. */
  locale?: Locale;
  /** The server's translator in that language (serverTranslator). */
  t: Translate;
  /** The clock, for tests. */
  now?: () => Date;
  /**
   * What a typed place stands for (the server's place index): with it a name or typo in
   * `from`/`to` ("london", "londn") is taken when it stands for one place, as on the search page.
   */
  places?: (text: string) => PlaceResolution;
}

/**
 * The server's search input (body or query: from, to, date, returnDate?,
 * tripType = oneway, adults = 1, children = 0, infants = 0, cabin = economy)
 * → SearchRequest. parseInput
 * (app/core/http/validation.ts) prefixes the field name. A multicity request is
 * one leg of a multi-city trip, checked as a one-way search.
 */
export function createSearchRequestSchema(options: SearchSchemaOptions) {
  const { t, locale = "en" } = options;
  const now = options.now ?? (() => new Date());
  const text = (max: number) =>
    z.preprocess(
      (v) => (typeof v === "number" ? String(v) : v),
      z.string({ message: t("api.field.required") }).max(max, { message: t("api.field.tooLong", { max }) }),
    );
  // A code, or a name the place index resolves to one place; several or none say which and why.
  const placeCode = (typed: string): { code: string } | { problem: string } => {
    const value = typed.trim();
    if (IATA.test(value)) return { code: value.toUpperCase() };
    if (value === "") return { problem: t("api.field.iataRequired") };
    const answer = options.places?.(value);
    if (answer?.kind === "one") return { code: answer.place.code };
    if (answer?.kind === "several") {
      const choices = formatList(
        answer.choices.map((place) => `${place.name} (${place.code})`),
        intlLocale(locale),
      );
      return { problem: t("api.field.placeSeveral", { value: value.slice(0, 64), choices }) };
    }
    return { problem: t("api.field.iataInvalid", { value: value.slice(0, 64) }) };
  };
  const iataField = () =>
    text(64).transform((value, ctx) => {
      const answer = placeCode(value);
      if ("code" in answer) return answer.code;
      ctx.addIssue({ code: "custom", message: answer.problem });
      return z.NEVER;
    });
  const optionalText = (max: number) =>
    z.preprocess((v) => (v === null || v === "" ? undefined : v), text(max).optional());
  return z
    .object({
      from: iataField(),
      to: iataField(),
      date: text(64),
      returnDate: optionalText(64),
      tripType: z.unknown().optional(),
      adults: z.unknown().optional(),
      children: z.unknown().optional(),
      infants: z.unknown().optional(),
      cabin: z.unknown().optional(),
    })
    .transform((input, ctx): SearchRequest => {
      const tripType = normaliseTripType(input.tripType);
      if (!tripType) {
        ctx.addIssue({ code: "custom", path: ["tripType"], message: t("api.field.tripType") });
        return z.NEVER;
      }
      const check = checkSearch(
        {
          tripType: tripType === "multicity" ? "oneway" : tripType,
          legs: [{ from: input.from, to: input.to, date: input.date }],
          returnDate: input.returnDate,
          adults: input.adults,
          children: input.children,
          infants: input.infants,
          cabin: input.cabin,
        },
        now(),
        locale,
      );
      if (check.ok && check.requests[0]) return { ...check.requests[0], tripType };
      const { legs, returnDate, adults, children, infants, cabin } = check.problems;
      const leg = legs[0] ?? {};
      // Reading order: the same first problem the form shows.
      const [path, message] = (
        [
          ["from", leg.from],
          ["to", leg.to],
          ["date", leg.date],
          ["returnDate", returnDate],
          ["adults", adults],
          ["children", children],
          ["infants", infants],
          ["cabin", cabin],
        ] as const
      ).find(([, m]) => m) ?? ["date", undefined];
      ctx.addIssue({
        code: "custom",
        path: [path],
        message: message ? ruleText(message, t, intlLocale(locale)) : t("api.search.unrunnable"),
      });
      return z.NEVER;
    });
}
