/**
 * Amadeus quota policy: use at most `targetPercent` (75 %) of each
 * API's monthly free quota, paced per day: today's budget is what is left of the month's
 * target at the start of today, spread evenly over the days left in the month (today
 * included), rounded up. Months and days are UTC.
 *
 * Monthly free quotas (defaults, Amadeus Self-Service as last published; configurable with
 * AMADEUS_QUOTA_FOS / _FOP / _SEATMAPS): Flight Offers Search 2,000, Flight Offers Price
 * 3,000, SeatMap Display 1,000 calls.
 */

export const QUOTA_APIS = ["FOS", "FOP", "SEATMAPS"] as const;
export type QuotaApi = (typeof QUOTA_APIS)[number];
export type QuotaReason = "month_target_reached" | "day_paced";

export interface QuotaPeriod {
  /** YYYY-MM (UTC). */
  month: string;
  /** YYYY-MM-DD (UTC). */
  day: string;
  /** Days left in the month including today (≥ 1). */
  daysLeft: number;
}

export function quotaPeriod(now: Date): QuotaPeriod {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  const daysInMonth = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const iso = now.toISOString();
  return { month: iso.slice(0, 7), day: iso.slice(0, 10), daysLeft: daysInMonth - now.getUTCDate() + 1 };
}

/** The month's target: floor(monthly quota × percent / 100). */
export function monthTarget(monthlyQuota: number, targetPercent: number): number {
  return Math.floor((monthlyQuota * targetPercent) / 100);
}

/** Today's budget from what was used before today. */
export function dayBudget(target: number, usedBeforeToday: number, daysLeft: number): number {
  const remaining = Math.max(0, target - usedBeforeToday);
  return Math.ceil(remaining / Math.max(1, daysLeft));
}

export interface QuotaDecisionInput {
  target: number;
  monthUsed: number;
  dayUsed: number;
  daysLeft: number;
}

/** Why a call would be refused now, or null when it is allowed. */
export function limitReason({ target, monthUsed, dayUsed, daysLeft }: QuotaDecisionInput): QuotaReason | null {
  if (monthUsed >= target) return "month_target_reached";
  if (dayUsed >= dayBudget(target, monthUsed - dayUsed, daysLeft)) return "day_paced";
  return null;
}
