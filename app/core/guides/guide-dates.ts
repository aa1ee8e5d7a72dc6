// Dates on guide cards and articles, apart from the list logic (guide-list.ts) so an article's
// JavaScript does not carry the list page's filtering (the page JavaScript budget
// of tests/integration/js-budget.test.ts).

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const LONG_MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** "2025-03-14" → "Mar 14" (no time zone involved, so server and browser agree). */
export function monthDay(isoDate: string): string {
  const [, month, day] = isoDate.split("-").map(Number);
  return `${MONTHS[(month ?? 1) - 1]} ${day}`;
}

/** "2025-03-14" → "March 14, 2025". */
export function longDate(isoDate: string): string {
  const [year, month, day] = isoDate.split("-").map(Number);
  return `${LONG_MONTHS[(month ?? 1) - 1]} ${day}, ${year}`;
}
