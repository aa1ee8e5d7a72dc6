import { DEFAULT_LOCALE, onFirstUse } from "./locale";

const conjunctions = onFirstUse((locale: string) => new Intl.ListFormat(locale, { type: "conjunction" }));

/** Names joined as a sentence says them: "A, B, and C". */
export function formatList(items: string[], locale = DEFAULT_LOCALE): string {
  return conjunctions(locale).format(items);
}
