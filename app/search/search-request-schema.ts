/**
 * The server's zod schema for search input (spec §5 and §9), built on the
 * shared parsing in search-params.ts. Kept apart so zod stays out of the
 * browser bundle.
 */
import { z } from "zod";
import { isSameMetro } from "../places/metro-cities";
import { IATA, MAX_ADULTS, normaliseAdults, normaliseDate, normaliseTripType, searchDateWindow } from "./search-params";
import type { SearchRequest } from "./types";

const text = (max: number) =>
  z.preprocess(
    (v) => (typeof v === "number" ? String(v) : v),
    z.string({ message: "is required" }).max(max, { message: `must be at most ${max} characters` }),
  );

const iataField = () =>
  text(16).transform((value, ctx) => {
    const code = value.trim();
    if (!IATA.test(code)) {
      ctx.addIssue({
        code: "custom",
        message:
          code === ""
            ? "is required: a 3-letter IATA airport or city code such as JFK"
            : `must be a 3-letter IATA airport or city code such as JFK, not "${code.slice(0, 16)}"`,
      });
      return z.NEVER;
    }
    return code.toUpperCase();
  });

const optionalText = (max: number) =>
  z.preprocess((v) => (v === null || v === "" ? undefined : v), text(max).optional());

export interface SearchSchemaOptions {
  /** The clock, for tests. */
  now?: () => Date;
}

/**
 * The server's search input (body or query: from, to, date, returnDate?,
 * tripType = oneway, adults = 1) → SearchRequest, with messages a person can
 * act on. parseInput (app/http/validation.ts) prefixes the field name.
 */
export function createSearchRequestSchema(options: SearchSchemaOptions = {}) {
  const now = options.now ?? (() => new Date());
  return z
    .object({
      from: iataField(),
      to: iataField(),
      date: text(64),
      returnDate: optionalText(64),
      tripType: z.unknown().optional(),
      adults: z.unknown().optional(),
    })
    .transform((input, ctx): SearchRequest => {
      const fail = (path: string, message: string) => {
        ctx.addIssue({ code: "custom", path: [path], message });
        return z.NEVER;
      };
      const tripType = normaliseTripType(input.tripType);
      if (!tripType) return fail("tripType", "must be oneway, roundtrip or multicity");

      const adultsRaw = input.adults;
      const adultsNumber = typeof adultsRaw === "string" ? Number(adultsRaw.trim()) : adultsRaw;
      if (typeof adultsNumber === "number" && Number.isFinite(adultsNumber) && adultsNumber > MAX_ADULTS) {
        return fail("adults", `must be at most ${MAX_ADULTS}: one booking holds at most ${MAX_ADULTS} passengers`);
      }
      const adults = normaliseAdults(adultsRaw);

      if (isSameMetro(input.from, input.to)) {
        return fail(
          "to",
          input.from === input.to
            ? `must differ from the origin (${input.from})`
            : `must differ from the origin (${input.from} and ${input.to} are the same city)`,
        );
      }

      const date = normaliseDate(input.date);
      if (!date) return fail("date", "must be a valid date as YYYY-MM-DD, DD/MM/YYYY or MM/DD/YYYY");
      const { earliest, latest } = searchDateWindow(now());
      if (date < earliest) return fail("date", `${date} is in the past`);
      if (date > latest) return fail("date", `${date} is more than a year ahead (the latest is ${latest})`);

      const request: SearchRequest = { from: input.from, to: input.to, date, tripType, adults };
      if (tripType !== "roundtrip") return request;

      if (input.returnDate === undefined || input.returnDate.trim() === "") {
        return fail("returnDate", "is required for a roundtrip");
      }
      const returnDate = normaliseDate(input.returnDate);
      if (!returnDate) return fail("returnDate", "must be a valid date as YYYY-MM-DD, DD/MM/YYYY or MM/DD/YYYY");
      if (returnDate < date) return fail("returnDate", `${returnDate} is before the departure date ${date}`);
      if (returnDate > latest)
        return fail("returnDate", `${returnDate} is more than a year ahead (the latest is ${latest})`);
      return { ...request, returnDate };
    });
}

export const searchRequestSchema = createSearchRequestSchema();
