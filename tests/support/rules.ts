import { type RuleMessage, ruleText } from "../../app/core/search/rule-message";
import { serverTranslator } from "../../app/i18n/catalogue.server";
import { intlLocale, type Locale } from "../../app/i18n/locales";

/** A search rule's reason as a page in this language shows it (English unless told). */
export function ruleSays(message: RuleMessage | null | undefined, locale: Locale = "en"): string | null {
  return message ? ruleText(message, serverTranslator(locale), intlLocale(locale)) : null;
}

/** A value with every rule reason in it written out. */
export type Said<T> = T extends RuleMessage
  ? string
  : T extends readonly (infer U)[]
    ? Said<U>[]
    : T extends object
      ? { [K in keyof T]: Said<T[K]> }
      : T;

const isRuleMessage = (value: unknown): value is RuleMessage =>
  typeof value === "object" && value !== null && typeof (value as { key?: unknown }).key === "string";

/** A check, its problems or a list of reasons with each reason written out in a language. */
export function said<T>(value: T, locale: Locale = "en"): Said<T> {
  if (isRuleMessage(value)) return ruleSays(value, locale) as Said<T>;
  if (Array.isArray(value)) return value.map((item) => said(item, locale)) as Said<T>;
  if (typeof value === "object" && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, said(v, locale)])) as Said<T>;
  }
  return value as Said<T>;
}
