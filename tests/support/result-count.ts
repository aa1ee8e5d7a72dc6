import type { Page } from "playwright-core";

/**
 * The figures of a results list's line, "Showing 10 of 29 flights (21 match your filters).":
 * the cards drawn (the first ten until "Show all"), the offers found, and those passing the filters.
 */
export async function resultCounts(page: Page): Promise<{ shown: number; total: number; matching: number }> {
  const text = (await page.getByTestId("result-count").first().textContent()) ?? "";
  const match = /Showing ([\d,]+) of ([\d,]+) flights(?: \(([\d,]+) match your filters\))?/.exec(text);
  if (!match) throw new Error(`not a result count: "${text}"`);
  const number = (value = "") => Number(value.replaceAll(",", ""));
  const total = number(match[2]);
  return { shown: number(match[1]), total, matching: match[3] ? number(match[3]) : total };
}
