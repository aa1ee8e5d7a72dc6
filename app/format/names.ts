import { DEFAULT_LOCALE, onFirstUse } from "./locale";

const collators = onFirstUse((locale: string) => new Intl.Collator(locale, { sensitivity: "base" }));
const regions = onFirstUse((locale: string) => new Intl.DisplayNames([locale], { type: "region" }));

/** Two names compared as the language sorts them ("Zürich" after "Zagreb", accents aside). */
export function compareNames(a: string, b: string, locale = DEFAULT_LOCALE): number {
  return collators(locale).compare(a, b);
}

/** A country's name in the language, from its ISO 3166 code ("FR" → "France", "Frankrijk"); the code when unknown. */
export function countryName(code: string, locale = DEFAULT_LOCALE): string {
  try {
    return regions(locale).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}
