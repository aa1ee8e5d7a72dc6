/**
 * The page JavaScript budgets, gzipped (KB = 1024 bytes), one source for the test that enforces
 * them (tests/integration/js-budget.test.ts) and the bench that prints them (bench/content.bench.ts).
 */
export const KB = 1024;

/**
 * `/` at most. The Dutch interface (1.2 KB) and the home page's alert form on the search's place
 * combobox (~3 KB) fit because the trip-type tabs no longer bring Radix's roving-focus primitives (~8 KB).
 */
export const HOME_BUDGET = 150 * KB;

/**
 * A content page over React Router's floor, at most: 10 KB before the Dutch interface, plus what
 * every page now needs for two languages (decision 220): Lingui's runtime with its rich-text
 * component (3.5 KB) and the format module's locale-aware date code. `/`'s English words left its
 * JavaScript for the page's data.
 */
export const CONTENT_OVER_FLOOR_BUDGET = 15 * KB;
