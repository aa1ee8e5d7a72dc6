import { serverTranslator } from "../../i18n/catalogue.server";
import type { Locale } from "../../i18n/locales";

/**
 * How often the price-alert check runs, in words, from ALERT_CHECK_CRON (five fields, UTC), for
 * copy such as "We check every 6 hours." Steady patterns are described exactly ("0 *\/6 * * *",
 * "*\/30 * * * *", "15 3 * * *"); anything else is "on a regular schedule", never a guess.
 * In the page's language ("elke 6 uur" in Dutch); server-only (the root loader and the e-mails).
 */

/** The step of "*" (1) or "*\/N"; null for anything else. */
function step(field: string): number | null {
  if (field === "*") return 1;
  const match = /^\*\/(\d{1,2})$/.exec(field);
  return match ? Number(match[1]) : null;
}

const fixed = (field: string, max: number) => /^\d{1,2}$/.test(field) && Number(field) <= max;

export function checkFrequency(cron: string, locale: Locale = "en"): string {
  const t = serverTranslator(locale);
  const regular = t("alerts.checks.regular");
  const fields = cron.trim().split(/\s+/);
  if (fields.length !== 5) return regular;
  const [minute = "", hour = "", dayOfMonth, month, dayOfWeek] = fields;
  if (dayOfMonth !== "*" || month !== "*" || dayOfWeek !== "*") return regular;

  const minutes = step(minute);
  // Every N minutes: only when N divides the hour, so the gaps are all the same.
  if (hour === "*" && minutes !== null && 60 % minutes === 0) {
    return t("alerts.checks.minutes", { count: minutes });
  }
  const hours = step(hour);
  if (fixed(minute, 59) && hours !== null && 24 % hours === 0) {
    if (hours === 24) return t("alerts.checks.daily");
    return t("alerts.checks.hours", { count: hours });
  }
  if (fixed(minute, 59) && fixed(hour, 23)) return t("alerts.checks.daily");
  return regular;
}
