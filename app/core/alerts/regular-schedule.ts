/**
 * What the alert pages say when ALERT_CHECK_CRON has no steady pattern to describe. Apart from
 * check-frequency.ts so the site shell, which shows it, does not carry the describing code.
 */
export const REGULAR_SCHEDULE = "on a regular schedule";
