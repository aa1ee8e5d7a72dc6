import { z } from "zod";
import type { Translate } from "../../i18n/translator";
import type { PlaceResolution } from "../places/resolve-place";
import { normaliseDate, resolveIataCode, searchDateWindow } from "../search/search-params";
import { departureDateProblem, samePlaceProblem } from "../search/search-rules";
import type { Place } from "../search/types";
import { type AlertTrip, checkTrip } from "./alert-trip";

/**
 * The "Track prices" form (home #alerts, /alerts, "Track this route" on /search): one zod
 * schema, built on the search rules (codes, same city, date window), so an alert never follows a
 * route or day the search itself would refuse. Every message is a whole sentence a person can act
 * on, in the page's language: the caller hands the translator (useT in the browser,
 * serverTranslator on the server), so browser and server share these rules.
 */
const MAX_PRICE_LIMIT = 100_000;

/** The route, dates and limit of the form, and the trip (alert-trip.ts: return, travellers, cabin). */
export interface AlertSignup extends AlertTrip {
  email: string;
  origin: string;
  destination: string;
  departDate: string | null;
  departMonth: string | null;
  maxPrice: number | null;
}

export type SignupField = keyof AlertSignup | "form";

/** The place fields: on the server each typed name goes through the place index first. */
export type SignupPlaceField = "origin" | "destination";

/**
 * A sentence per field; for a place name that stands for several places, the places to choose
 * from (`choices`), which the form offers as buttons that work without JavaScript.
 */
export type SignupProblems = Partial<Record<SignupField, string>> & {
  choices?: Partial<Record<SignupPlaceField, Place[]>>;
};

/** What a typed place stands for (the server's resolvePlaceText, over the place index). */
export type PlaceResolver = (text: string) => PlaceResolution;

const blankToUndefined = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : typeof value === "string" ? value.trim() : value;

/** An IATA code from what was typed; the field's own sentence when it names no place. */
const placeField = (message: string) =>
  z.preprocess(
    blankToUndefined,
    z.string({ message }).transform((text, ctx) => {
      const code = resolveIataCode(text);
      if (!code) ctx.addIssue({ code: "custom", message });
      return code ?? "";
    }),
  );

function signupSchema(now: Date, t: Translate) {
  const window = searchDateWindow(now);
  const priceNotWhole = t("alerts.signup.priceNotWhole");
  return z
    .object({
      email: z.preprocess(
        blankToUndefined,
        z
          .string({ message: t("alerts.signup.emailMissing") })
          .max(254, { message: t("alerts.signup.emailTooLong") })
          .pipe(z.email({ message: t("alerts.signup.emailInvalid") })),
      ),
      origin: placeField(t("alerts.signup.origin")),
      destination: placeField(t("alerts.signup.destination")),
      departDate: z.preprocess(
        blankToUndefined,
        z
          .string()
          .optional()
          .transform((text, ctx) => {
            if (text === undefined) return null;
            const date = normaliseDate(text);
            if (!date) ctx.addIssue({ code: "custom", message: t("alerts.signup.dateInvalid") });
            // The search's rule decides; the sentence says which side of the window the day is on.
            else if (departureDateProblem(date, window)) {
              const message =
                date < window.earliest
                  ? t("alerts.signup.datePast", { date })
                  : t("alerts.signup.dateTooFar", { date, latest: window.latest });
              ctx.addIssue({ code: "custom", message });
            }
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
            if (!month) ctx.addIssue({ code: "custom", message: t("alerts.signup.monthInvalid") });
            else if (month < window.earliest.slice(0, 7)) {
              ctx.addIssue({ code: "custom", message: t("alerts.signup.monthPast", { month }) });
            } else if (month > window.latest.slice(0, 7)) {
              ctx.addIssue({ code: "custom", message: t("alerts.signup.monthTooFar", { month }) });
            }
            return month;
          }),
      ),
      maxPrice: z.preprocess(
        blankToUndefined,
        z.coerce
          .number({ message: priceNotWhole })
          .int({ message: priceNotWhole })
          .min(1, { message: t("alerts.signup.priceTooLow") })
          // The limit as the number field takes it: digits only.
          .max(MAX_PRICE_LIMIT, { message: t("alerts.signup.priceTooHigh", { max: String(MAX_PRICE_LIMIT) }) })
          .optional()
          .transform((value) => value ?? null),
      ),
    })
    .superRefine((value, ctx) => {
      // The search's rule decides; the sentence says whether it is the same airport or the same city.
      if (value.origin && value.destination && samePlaceProblem(value.origin, value.destination)) {
        const [origin, destination] = [value.origin.toUpperCase(), value.destination.toUpperCase()];
        const message =
          origin === destination
            ? t("alerts.signup.sameAirport", { code: origin })
            : t("alerts.signup.sameCity", { origin, destination });
        ctx.addIssue({ code: "custom", path: ["destination"], message });
      }
      if (value.departDate && value.departMonth) {
        ctx.addIssue({ code: "custom", path: ["departMonth"], message: t("alerts.signup.dayAndMonth") });
      }
    });
}

export type SignupCheck = { ok: true; signup: AlertSignup } | { ok: false; problems: SignupProblems };

/**
 * The place fields resolved by `places` (the search's rule, resolve-place.ts): a name that
 * stands for one place becomes its code ("london" → LON, "Londen" → LON); several or none
 * give the field's sentence (and the choices). An empty field is left to the schema.
 */
function resolvePlaceFields(input: Record<string, unknown>, t: Translate, places: PlaceResolver) {
  const resolved: Record<string, unknown> = { ...input };
  const problems: SignupProblems = {};
  for (const field of ["origin", "destination"] as const) {
    const text = input[field];
    if (typeof text !== "string" || text.trim() === "") continue;
    const answer = places(text);
    const shown = text.trim().slice(0, 64);
    if (answer.kind === "one") resolved[field] = answer.place.code;
    else if (answer.kind === "several") {
      problems[field] = t(`alerts.signup.${field}Several`, { text: shown });
      problems.choices = { ...problems.choices, [field]: answer.choices };
    } else problems[field] = t(`alerts.signup.${field}Unknown`, { text: shown });
  }
  return { resolved, problems };
}

/**
 * Reads the form (FormData entries as strings) into an alert, or a problem per field in `t`'s
 * language: the route, dates and limit by the schema above, the trip by checkTrip. The server
 * passes `places` so a typed name or typo resolves as in the search.
 */
export function checkSignup(
  input: Record<string, unknown>,
  t: Translate,
  now: Date = new Date(),
  places?: PlaceResolver,
): SignupCheck {
  const { resolved, problems } = places ? resolvePlaceFields(input, t, places) : { resolved: input, problems: {} };
  const parsed = signupSchema(now, t).safeParse(resolved);
  const departDate = parsed.success
    ? parsed.data.departDate
    : normaliseDate(typeof input.departDate === "string" ? input.departDate : "");
  const trip = checkTrip(input, departDate, searchDateWindow(now), t);
  if (parsed.success && trip.ok && !problems.origin && !problems.destination) {
    return { ok: true, signup: { ...parsed.data, ...trip.trip, email: parsed.data.email.toLowerCase() } };
  }
  for (const issue of parsed.error?.issues ?? []) {
    const field = (issue.path[0] as SignupField | undefined) ?? "form";
    problems[field] ??= issue.message;
  }
  if (!trip.ok) Object.assign(problems, trip.problems);
  return { ok: false, problems };
}
