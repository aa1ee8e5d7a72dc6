import { DEFAULT_LOCALE, onFirstUse } from "./locale";

// Apart from numbers.ts so the pages that only count things do not carry these.
const percents = onFirstUse(
  (locale: string) => new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 1 }),
);
const twoDecimals = onFirstUse((locale: string) => new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }));

/** A share given as a ratio (0.456) with at most one decimal: "45.6%". */
export function formatPercent(ratio: number, locale = DEFAULT_LOCALE): string {
  return percents(locale).format(ratio);
}

const GB = 1024 ** 3;
const MB = 1024 ** 2;

/** A file's size: megabytes below one gigabyte, else gigabytes, with at most two decimals ("1.5 GB"). */
export function formatFileSize(bytes: number, locale = DEFAULT_LOCALE): string {
  const nf = twoDecimals(locale);
  return bytes >= GB ? `${nf.format(bytes / GB)} GB` : `${nf.format(bytes / MB)} MB`;
}

const kilograms = onFirstUse(
  (locale: string) => new Intl.NumberFormat(locale, { style: "unit", unit: "kilogram", maximumFractionDigits: 0 }),
);

/** A mass in whole kilograms: "412 kg", "1,204 kg" ("1.204 kg" in Dutch). */
export function formatKilograms(kg: number, locale = DEFAULT_LOCALE): string {
  return kilograms(locale).format(kg);
}
