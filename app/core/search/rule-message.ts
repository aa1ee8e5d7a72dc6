/**
 * A search rule's reason as a message key with its values, not a sentence: the same rules run
 * in the browser's form and on the server (the function API's 400), and each says the reason in
 * the language of the page that asked. The key is type-only here, so no catalogue reaches the
 * browser through the rules; the page's own messages (the `search` namespace) translate it.
 */
import { formatDateInput } from "../../format/dates";
import type { MessageKey } from "../../i18n/message-key";
import type { Translate } from "../../i18n/translator";

export interface RuleMessage {
  key: MessageKey;
  /** Codes, counts and calendar days (YYYY-MM-DD) the sentence names. */
  values?: Readonly<Record<string, string | number>>;
}

export const ruleMessage = (key: MessageKey, values?: RuleMessage["values"]): RuleMessage =>
  values ? { key, values } : { key };

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The reason in the translator's language. A calendar day among the values is written as the
 * form takes it typed in that locale (`intlLocale`: "2026-12-18" in English, "18-12-2026" in
 * Dutch), so the sentence names the day the way the traveller types it.
 */
export function ruleText(message: RuleMessage, t: Translate, intlLocale: string): string {
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(message.values ?? {})) {
    values[name] = typeof value === "string" && CALENDAR_DAY.test(value) ? formatDateInput(value, intlLocale) : value;
  }
  return t(message.key, values);
}

/** Whether two reasons say the same thing (the same key with the same values). */
export const sameRuleMessage = (a: RuleMessage, b: RuleMessage): boolean =>
  a.key === b.key && JSON.stringify(a.values ?? {}) === JSON.stringify(b.values ?? {});
