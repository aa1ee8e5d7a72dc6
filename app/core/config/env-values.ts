/**
 * The shapes an environment variable can take, as zod schemas whose messages say what a bad
 * value should be. The server's own variables (app/services/config/env-schema.ts) and each
 * flight source's variables (its folder under app/services/providers/) are built from these,
 * so every variable reads and reports the same way. An empty value counts as unset.
 */
import { z } from "zod";

export const emptyToUndefined = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;

export const optionalString = z.preprocess(emptyToUndefined, z.string().optional());

export const optionalUrl = (what: string) =>
  z.preprocess(emptyToUndefined, z.url({ message: `must be ${what}` }).optional());

export const urlWithDefault = (fallback: string) =>
  z.preprocess(emptyToUndefined, z.url({ message: "must be an absolute http(s) URL" }).default(fallback));

export const positiveInt = (what: string, fallback: number, max = Number.MAX_SAFE_INTEGER) =>
  z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ message: `must be ${what}` })
      .int({ message: `must be ${what}` })
      .min(1, { message: `must be ${what}` })
      .max(max, { message: `must be ${what}` })
      .default(fallback),
  );

/** A URL without its trailing slashes, so paths can be appended with one. */
export const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, "");
