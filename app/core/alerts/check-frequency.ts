import { formatPlural } from "../../format/plurals";
import { REGULAR_SCHEDULE } from "./regular-schedule";

/**
 * How often the price-alert check runs, in words, from ALERT_CHECK_CRON (five fields, UTC), for
 * copy such as "We check every 6 hours." Steady patterns are described exactly ("0 *\/6 * * *",
 * "*\/30 * * * *", "15 3 * * *"); anything else is "on a regular schedule", never a guess.
 */

/** The step of "*" (1) or "*\/N"; null for anything else. */
function step(field: string): number | null {
  if (field === "*") return 1;
  const match = /^\*\/(\d{1,2})$/.exec(field);
  return match ? Number(match[1]) : null;
}

const fixed = (field: string, max: number) => /^\d{1,2}$/.test(field) && Number(field) <= max;

export function checkFrequency(cron: string): string {
  const fields = cron.trim().split(/\s+/);
  if (fields.length !== 5) return REGULAR_SCHEDULE;
  const [minute = "", hour = "", dayOfMonth, month, dayOfWeek] = fields;
  if (dayOfMonth !== "*" || month !== "*" || dayOfWeek !== "*") return REGULAR_SCHEDULE;

  const minutes = step(minute);
  // Every N minutes: only when N divides the hour, so the gaps are all the same.
  if (hour === "*" && minutes !== null && 60 % minutes === 0) {
    return formatPlural(minutes, { one: "every minute", other: "every # minutes" });
  }
  const hours = step(hour);
  if (fixed(minute, 59) && hours !== null && 24 % hours === 0) {
    if (hours === 24) return "once a day";
    return formatPlural(hours, { one: "every hour", other: "every # hours" });
  }
  if (fixed(minute, 59) && fixed(hour, 23)) return "once a day";
  return REGULAR_SCHEDULE;
}
