/**
 * Build step: loads and validates every guide (front matter, slugs, length, sections,
 * sources, links). Importing the content module does the work; a bad guide throws
 * naming its file and the build stops. An overdue review only warns: the unit test
 * (guide-content.test.ts) is what fails on it.
 */
import { describeOverdue, overdueReviews } from "../../core/guides/freshness";
import { allGuides, findGuidesDir } from "../../services/guides/guide-content.server";

const guides = allGuides();
console.log(`guides: ${guides.length} valid guide files in ${findGuidesDir()}`);
for (const overdue of overdueReviews(guides)) console.warn(`guides: warning: ${describeOverdue(overdue)}`);
for (const guide of guides.filter((g) => g.placeholder)) {
  console.warn(`guides: warning: "${guide.slug}" is a placeholder (noindex, left out of sitemap.xml)`);
}
