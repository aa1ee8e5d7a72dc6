import { z } from "zod";
import { IATA_HINT, normaliseDate, resolveIataCode, searchDateWindow } from "../search/search-params";
import { departureDateProblem, samePlaceProblem } from "../search/search-rules";

/**
 * The "Track prices" form (home #alerts, /alerts, "Track this route" on /search): one zod
 * schema on the server, built on the search rules (codes, same city, date window), so an alert
 * never follows a route or day the search itself would refuse. Every message is a whole
 * sentence a person can act on.
 */
const MAX_PRICE_LIMIT = 100_000;

export interface AlertSignup {
  email: string;
  origin: string;
  destination: string;
  departDate: string | null;
  departMonth: string | null;
  maxPrice: number | null;
}

export type SignupField = keyof AlertSignup | "form";
export type SignupProblems = Partial<Record<SignupField, string>>;

const blankToUndefined = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : typeof value === "string" ? value.trim() : value;

function signupSchema(now: Date) {
  const window = searchDateWindow(now);
  return z
    .object({
      email: z.preprocess(
        blankToUndefined,
        z
          .string({ message: "Enter your e-mail address." })
          .max(254, { message: "Enter an e-mail address of at most 254 characters." })
          .pipe(z.email({ message: "Enter an e-mail address such as name@example.com." })),
      ),
      origin: z.preprocess(
        blankToUndefined,
        z.string({ message: `Enter where you fly from. ${IATA_HINT}` }).transform((text, ctx) => {
          const code = resolveIataCode(text);
          if (!code) ctx.addIssue({ code: "custom", message: `Enter where you fly from. ${IATA_HINT}` });
          return code ?? "";
        }),
      ),
      destination: z.preprocess(
        blankToUndefined,
        z.string({ message: `Enter where you fly to. ${IATA_HINT}` }).transform((text, ctx) => {
          const code = resolveIataCode(text);
          if (!code) ctx.addIssue({ code: "custom", message: `Enter where you fly to. ${IATA_HINT}` });
          return code ?? "";
        }),
      ),
      departDate: z.preprocess(
        blankToUndefined,
        z
          .string()
          .optional()
          .transform((text, ctx) => {
            if (text === undefined) return null;
            const date = normaliseDate(text);
            const problem = date ? departureDateProblem(date, window) : "Choose a valid departure date.";
            if (problem) ctx.addIssue({ code: "custom", message: problem });
            return date;
          }),
      ),
      departMonth: z.preprocess(
        blankToUndefined,
        z
          .string()
          .optional()
          .transform((text, ctx) => {
            if (text === undefined) return null;
            const month = /^(\d{4})-(0[1-9]|1[0-2])$/.test(text) ? text : null;
            if (!month) ctx.addIssue({ code: "custom", message: "Choose a month such as 2027-03." });
            else if (month < window.earliest.slice(0, 7)) {
              ctx.addIssue({ code: "custom", message: `The month ${month} is in the past.` });
            } else if (month > window.latest.slice(0, 7)) {
              ctx.addIssue({ code: "custom", message: `The month ${month} is more than a year ahead.` });
            }
            return month;
          }),
      ),
      maxPrice: z.preprocess(
        blankToUndefined,
        z.coerce
          .number({ message: "Enter the most you would pay as a whole number of US dollars, or leave it empty." })
          .int({ message: "Enter the most you would pay as a whole number of US dollars, or leave it empty." })
          .min(1, { message: "The most you would pay must be at least 1 US dollar." })
          .max(MAX_PRICE_LIMIT, { message: `The most you would pay must be at most ${MAX_PRICE_LIMIT} US dollars.` })
          .optional()
          .transform((value) => value ?? null),
      ),
    })
    .superRefine((value, ctx) => {
      if (value.origin && value.destination) {
        const problem = samePlaceProblem(value.origin, value.destination);
        if (problem) ctx.addIssue({ code: "custom", path: ["destination"], message: problem });
      }
      if (value.departDate && value.departMonth) {
        ctx.addIssue({ code: "custom", path: ["departMonth"], message: "Choose either a day or a month, not both." });
      }
    });
}

export type SignupCheck = { ok: true; signup: AlertSignup } | { ok: false; problems: SignupProblems };

/** Reads the form (FormData entries as strings) into an alert, or a problem per field. */
export function checkSignup(input: Record<string, unknown>, now: Date = new Date()): SignupCheck {
  const parsed = signupSchema(now).safeParse(input);
  if (parsed.success) {
    return { ok: true, signup: { ...parsed.data, email: parsed.data.email.toLowerCase() } };
  }
  const problems: SignupProblems = {};
  for (const issue of parsed.error.issues) {
    const field = (issue.path[0] as SignupField | undefined) ?? "form";
    problems[field] ??= issue.message;
  }
  return { ok: false, problems };
}
