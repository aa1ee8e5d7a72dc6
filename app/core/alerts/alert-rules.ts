/**
 * The price-alert rules (decision 121), plain TypeScript shared by the sign-up form, the check
 * job and the tests. Prices are whole US cents.
 *
 * - A drop e-mail goes out when a live price is at or below the traveller's max price, or,
 *   without a max price, at least 10 % below the lowest live price seen before.
 * - Sample prices (the offline engine) never trigger an e-mail: they are not real fares.
 * - At most one e-mail per alert in any 24 hours.
 * - With a max price, a further e-mail needs a price below the last one we e-mailed, so a fare
 *   that sits under the limit for a week is announced once, not daily.
 * - An alert for a day (or month) that is over everywhere on Earth expires.
 */
import { searchDateWindow } from "../search/search-params";

const ALERT_STATUSES = ["pending", "active", "paused", "expired"] as const;
export type AlertStatus = (typeof ALERT_STATUSES)[number];

/** Share of the lowest price seen before a new price must fall below to count as a drop. */
const DROP_FACTOR = 0.9;
export const EMAIL_INTERVAL_MS = 24 * 60 * 60 * 1000;
/** At most this many open (pending or active) alerts per address; paused and expired ones do not count. */
export const MAX_ACTIVE_ALERTS_PER_EMAIL = 20;
export const OPEN_STATUSES = ["pending", "active"] as const satisfies readonly AlertStatus[];
/** Without a date, an alert follows the fare this many days ahead (rolling). */
const ANY_DATE_LEAD_DAYS = 30;

interface ObservedPrice {
  priceCents: number;
  /** True for sample data from the offline engine. */
  sample: boolean;
}

export interface DropInput {
  /** The traveller's limit in whole US dollars, or null. */
  maxPrice: number | null;
  /** Lowest live (non-sample) price seen before this check, or null when there is none. */
  previousLowestCents: number | null;
  /** The price of the last drop e-mail, or null when none was sent. */
  lastNotifiedCents: number | null;
  current: ObservedPrice;
}

export type DropDecision =
  | { drop: true; reason: "at-or-below-max" | "ten-percent-drop" }
  | {
      drop: false;
      reason: "sample-price" | "above-max" | "not-lower-than-last-email" | "no-baseline" | "small-change";
    };

/** Whether the price just observed is a drop worth an e-mail (the 24-hour rate aside). */
export function priceDrop(input: DropInput): DropDecision {
  const { current } = input;
  if (current.sample) return { drop: false, reason: "sample-price" };
  if (input.maxPrice !== null) {
    if (current.priceCents > input.maxPrice * 100) return { drop: false, reason: "above-max" };
    if (input.lastNotifiedCents !== null && current.priceCents >= input.lastNotifiedCents) {
      return { drop: false, reason: "not-lower-than-last-email" };
    }
    return { drop: true, reason: "at-or-below-max" };
  }
  if (input.previousLowestCents === null) return { drop: false, reason: "no-baseline" };
  if (current.priceCents > input.previousLowestCents * DROP_FACTOR) return { drop: false, reason: "small-change" };
  return { drop: true, reason: "ten-percent-drop" };
}

/** At most one e-mail per alert in any 24 hours. */
export function mayEmailAgain(lastEmailedAt: Date | null, now: Date): boolean {
  return lastEmailedAt === null || now.getTime() - lastEmailedAt.getTime() >= EMAIL_INTERVAL_MS;
}

export interface AlertDates {
  departDate: string | null;
  departMonth: string | null;
}

/** True once the alert's day, or the whole month, is over everywhere on Earth. */
export function isExpired(alert: AlertDates, now: Date): boolean {
  const { earliest } = searchDateWindow(now);
  if (alert.departDate) return alert.departDate < earliest;
  if (alert.departMonth) return alert.departMonth < earliest.slice(0, 7);
  return false;
}

/**
 * The departure day a check searches: the alert's day; for a month, its first day still in the
 * search window; without a date, ANY_DATE_LEAD_DAYS ahead. Null when the alert has expired.
 */
export function checkDate(alert: AlertDates, now: Date): string | null {
  if (isExpired(alert, now)) return null;
  const { earliest } = searchDateWindow(now);
  if (alert.departDate) return alert.departDate;
  if (alert.departMonth) {
    const first = `${alert.departMonth}-01`;
    return first < earliest ? earliest : first;
  }
  const ahead = new Date(`${earliest}T00:00:00Z`);
  ahead.setUTCDate(ahead.getUTCDate() + ANY_DATE_LEAD_DAYS);
  return ahead.toISOString().slice(0, 10);
}
