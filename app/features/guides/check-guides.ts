/**
 * Build step: loads and validates every guide and every translation (front matter, slugs, length,
 * sections, sources, links). Importing the content modules does the work; a bad guide throws
 * naming its file and the build stops. An overdue review or a translation older than its original
 * only warns: the unit test (guide-content.test.ts) is what fails on it.
 */
import {
  describeOverdue,
  describeStale,
  newestGuideChange,
  overdueReviews,
  staleTranslations,
} from "../../core/guides/freshness";
import { LOCALES } from "../../i18n/locales";
import { allGuides, findGuidesDir } from "../../services/guides/guide-content.server";
import { guideTranslations } from "../../services/guides/guide-translations.server";

const guides = allGuides();
console.log(`guides: ${guides.length} valid guide files in ${findGuidesDir()}`);
for (const overdue of overdueReviews(guides)) console.warn(`guides: warning: ${describeOverdue(overdue)}`);
for (const guide of guides.filter((g) => g.placeholder)) {
  console.warn(`guides: warning: "${guide.slug}" is a placeholder (noindex, left out of sitemap.xml)`);
}
for (const locale of LOCALES) {
  const translations = [...guideTranslations(locale).values()];
  if (!translations.length) continue;
  console.log(
    `guides: ${translations.length} valid ${locale} translations (${translations.map((g) => g.slug).join(", ")})`,
  );
  for (const overdue of overdueReviews(translations, newestGuideChange([...guides, ...translations])))
    console.warn(`guides: warning: ${locale}: ${describeOverdue(overdue)}`);
  for (const stale of staleTranslations(guides, translations, locale))
    console.warn(`guides: warning: ${describeStale(stale)}`);
}
