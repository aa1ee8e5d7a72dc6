/**
 * The interface's shared Intl formatters, each built on its first use. Building the page's first
 * NumberFormat costs a browser tens of milliseconds (ICU's number data, ~50 ms at Lighthouse's 4×
 * CPU); built while a module loads, that cost joined one long task before hydration, and every
 * search-page module built its own copy. Built on first use, it runs inside React's time-sliced
 * hydration. The locale is named once here for the Dutch interface to come.
 */
export const LOCALE = "en-US";

/** A value built by `build` the first time it is asked for, then the same one every time. */
export function onFirstUse<T>(build: () => T): () => T {
  let value: T | undefined;
  return () => {
    value ??= build();
    return value;
  };
}

/** Whole numbers: counts of travellers, nights, results, and prices once rounded ("1,234"). */
export const wholeNumberFormat = onFirstUse(() => new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 }));

/** The plural category of a count ("one", "other"), to pick a whole sentence per form. */
export const pluralRules = onFirstUse(() => new Intl.PluralRules(LOCALE));

/** A calendar day given as UTC midnight: "Tue, Dec 1". */
export const dayFormat = onFirstUse(
  () => new Intl.DateTimeFormat(LOCALE, { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" }),
);
