import { CATEGORY_MESSAGES, type GuideCategory } from "../../core/guides/guide-types";
import type { Locale } from "../../i18n/locales";
import { useLocale, useT } from "../../ui/i18n";

/**
 * A guide's category as a pill, on cards and articles. It names the kit's badge classes instead
 * of rendering `Badge`: the guide pages' JavaScript is at its budget (decision 211).
 */
export function CategoryBadge({ category }: { category: GuideCategory }) {
  const t = useT();
  return <span className="badge badge-pill badge-brand">{t(CATEGORY_MESSAGES[category])}</span>;
}

/**
 * Marks a guide whose text is not in the page's language (an untranslated guide on a Dutch page
 * is shown in English); nothing when it is.
 */
export function EnglishOnlyBadge({ language }: { language: Locale }) {
  const t = useT();
  const locale = useLocale();
  if (language === locale) return null;
  return <span className="badge badge-pill badge-idle ml-2">{t("guides.englishOnly")}</span>;
}
