import { useCallback } from "react";
import { type RuleMessage, ruleText } from "../../../core/search/rule-message";
import { intlLocale } from "../../../i18n/locales";
import { useLocale, useT } from "../../../ui/i18n";

/** A search rule's reason in the page's language (days written as the page types them), or undefined. */
export function useRuleText(): (message: RuleMessage | undefined) => string | undefined {
  const t = useT();
  const locale = intlLocale(useLocale());
  return useCallback((message) => (message ? ruleText(message, t, locale) : undefined), [t, locale]);
}
