/**
 * What the alert pages say when ALERT_CHECK_CRON has no steady pattern to describe, as the shell's
 * fallback before the root loader's data is there (the root loader words it in the page's
 * language: `alerts.checks.regular`). Apart from check-frequency.ts so the site shell, which shows
 * it, does not carry the describing code or the catalogue.
 */
export const REGULAR_SCHEDULE = "on a regular schedule";
