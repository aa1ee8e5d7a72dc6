import { z } from "zod";
import { DEFAULT_TOKEN_DAYS, MAX_TOKEN_DAYS } from "./admin-token-rules";

/**
 * The request bodies of the admin, provider-test and Aviasales tester APIs, one
 * schema each, shared by the console's forms and the server. Strict objects: an unknown field
 * is a mistake worth a 400, not something to ignore silently.
 */
const iata = z
  .string({ message: "must be a 3-letter IATA code" })
  .trim()
  .regex(/^[A-Za-z]{3}$/, { message: "must be a 3-letter IATA code" })
  .transform((code) => code.toUpperCase());
const isoDate = z
  .string({ message: "must be a date (YYYY-MM-DD)" })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: "must be a date (YYYY-MM-DD)" })
  .refine(
    (value) =>
      !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    {
      message: "must be a real calendar date",
    },
  );
const usd = z
  .string()
  .transform((value) => value.toLowerCase())
  .pipe(z.literal("usd", { message: "only USD is supported" }))
  .optional();

export const tokenCreateSchema = z.strictObject({
  name: z
    .string({ message: "Give the token a name" })
    .trim()
    .min(1, "Give the token a name")
    .max(60, "Keep the name under 60 characters"),
  expiresInDays: z
    .number({ message: "expiresInDays must be a whole number of days" })
    .int("expiresInDays must be a whole number of days")
    .min(1, "A token lives at least 1 day")
    .max(MAX_TOKEN_DAYS, `A token lives at most ${MAX_TOKEN_DAYS} days (one year)`)
    .default(DEFAULT_TOKEN_DAYS),
});

export const setFlagsBodySchema = z.strictObject({
  flags: z
    .record(z.string(), z.unknown(), { message: "Send flags as an object of name: value" })
    .refine((flags) => Object.keys(flags).length > 0, { message: "Give at least one flag to set" }),
});

export const emptyBodySchema = z.strictObject({});

export const providerTestSchema = z.strictObject({
  origin: iata,
  destination: iata,
  startDate: isoDate,
  endDate: isoDate.optional(),
  currency: usd,
});

export const amadeusTestSchema = z.strictObject({
  origin: iata,
  destination: iata,
  departureDate: isoDate,
});

export const amadeusSwitchSchema = z.strictObject({
  env: z.enum(["test", "production"], { message: "env must be test or production" }),
});

export const checklistSetSchema = z.strictObject({
  task: z.string({ message: "task must be a checklist task" }).min(1, "task must be a checklist task").max(200),
  done: z.boolean({ message: "done must be true or false" }),
});

export const checklistAllSchema = z.strictObject({ all: z.literal(true, { message: "all must be true" }) });

export const quotaOverrideSchema = z.strictObject({
  api: z.enum(["FOS", "FOP", "SEATMAPS"], { message: "api must be FOS, FOP or SEATMAPS" }),
  force_allow: z.boolean({ message: "force_allow must be true or false" }),
});

/** The Aviasales tester asks for at most 5 results: a sample to read, not a search. */
export const AVS_TEST_LIMIT = 5;

export const avsPricesForDatesSchema = z
  .strictObject({
    origin: iata,
    destination: iata,
    departure_at: isoDate,
    return_at: isoDate.optional(),
    one_way: z.boolean({ message: "one_way must be true or false" }).optional(),
    currency: usd,
    sorting: z.literal("price", { message: "sorting must be price" }).optional(),
    market: z.literal("us", { message: "market must be us" }).optional(),
    limit: z
      .number({ message: "limit must be a number" })
      .int()
      .min(1)
      .max(AVS_TEST_LIMIT, { message: `limit must be at most ${AVS_TEST_LIMIT}` })
      .optional(),
  })
  .refine((body) => !(body.return_at && body.one_way === true), { message: "Give return_at or one_way, not both" });

export const avsWeekMatrixSchema = z.strictObject({
  origin: iata,
  destination: iata,
  depart_date: isoDate,
  return_date: isoDate.optional(),
  currency: usd,
});

export const avsLatestPricesSchema = z.strictObject({
  origin: iata,
  destination: iata,
  beginning_of_period: isoDate.optional(),
  period_type: z.enum(["year", "month"], { message: "period_type must be year or month" }).optional(),
  currency: usd,
});

export const inboxReplySchema = z.strictObject({
  text: z
    .string({ message: "Write the reply as text" })
    .trim()
    .min(1, "Write a reply before sending it")
    .max(10_000, "Keep the reply under 10,000 characters"),
});

export const inboxStatusSchema = z.strictObject({
  status: z.enum(["new", "answered", "spam"], { message: "status must be new, answered or spam" }),
});

/** A numeric id in a URL path (an alert's or a contact message's). */
export const pathIdSchema = z.coerce
  .number({ message: "The id must be a number" })
  .int("The id must be a whole number")
  .positive("The id must be a positive number")
  .max(2_147_483_647, "No such id");

export const alertChangeSchema = z.strictObject({
  action: z.enum(["pause", "resume"], { message: "action must be pause or resume" }),
});
