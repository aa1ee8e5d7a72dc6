import { DEFAULT_LOCALE, onFirstUse } from "./locale";
import { formatWholeNumber } from "./numbers";

const pluralRules = onFirstUse((locale: string) => new Intl.PluralRules(locale));

/**
 * Whole phrases per plural category, "#" standing for the count: { one: "# stop", other: "# stops" }.
 * A phrase per form (never a suffix glued on) lets each language word every form its own way.
 */
export interface PluralForms {
  one: string;
  other: string;
}

/** The phrase for `n`'s plural category, with `n` formatted where "#" stands: "1 stop", "2 stops". */
export function formatPlural(n: number, forms: PluralForms, locale = DEFAULT_LOCALE): string {
  const form = pluralRules(locale).select(n) === "one" ? forms.one : forms.other;
  return form.replace("#", formatWholeNumber(n, locale));
}
