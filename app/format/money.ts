import { DEFAULT_LOCALE, onFirstUse } from "./locale";
import { formatWholeNumber } from "./numbers";

const wholeAmounts = onFirstUse(
  (locale: string, currency: string) =>
    new Intl.NumberFormat(locale, { style: "currency", currency, minimumFractionDigits: 0, maximumFractionDigits: 0 }),
);
const exactAmounts = onFirstUse(
  (locale: string, currency: string) => new Intl.NumberFormat(locale, { style: "currency", currency }),
);

/**
 * A price as the results, deals and calendars show it, rounded to whole units: "$1,235" in US
 * dollars (the site's currency, with its symbol), "99 EUR" in any other currency.
 */
export function formatPrice(amount: number, currency: string, locale = DEFAULT_LOCALE): string {
  const rounded = Math.round(amount);
  return currency === "USD"
    ? wholeAmounts(locale, currency).format(rounded)
    : `${formatWholeNumber(rounded, locale)} ${currency}`;
}

/** A price to the cent, as alert e-mails and notifications quote it: "$1,234.50", "€99.00". */
export function formatExactPrice(amount: number, currency: string, locale = DEFAULT_LOCALE): string {
  return exactAmounts(locale, currency).format(amount);
}
