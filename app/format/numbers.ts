import { DEFAULT_LOCALE, onFirstUse } from "./locale";

const wholeNumbers = onFirstUse((locale: string) => new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }));

/** Counts of travellers, nights, results and searches, rounded to a whole number: "1,234". */
export function formatWholeNumber(n: number, locale = DEFAULT_LOCALE): string {
  return wholeNumbers(locale).format(n);
}
