import type { Brand } from "../../brand/brand";
import { formatDate } from "../../format/dates";
import { formatRelativeTime } from "../../format/durations";
import { formatExactPrice } from "../../format/money";
import type { MailMessage } from "../../services/email/mail-message";

/**
 * The price-alert e-mails, pure functions: from the alerts address, HTML + text, each saying
 * why it was sent. Prices and dates are written by the format module.
 */

export interface AlertRoute {
  origin: string;
  destination: string;
  departDate: string | null;
  departMonth: string | null;
  maxPrice: number | null;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

const alertsFrom = (brand: Brand) => `${brand.name} Alerts <${brand.alertsEmail}>`;

/** Alert prices are kept in US cents and quoted to the cent. */
const usd = (cents: number) => formatExactPrice(cents / 100, "USD");

/** "any day", "on Tue, Jan 5, 2027" or "in March 2027". */
export function describeDates(route: Pick<AlertRoute, "departDate" | "departMonth">): string {
  if (route.departDate) {
    return `leaving on ${formatDate(route.departDate, "weekdayDayYear")}`;
  }
  if (route.departMonth) {
    return `leaving in ${formatDate(route.departMonth, "monthYear")}`;
  }
  return "leaving about 30 days ahead (any date)";
}

function layout(heading: string, paragraphs: string[], button: { label: string; href: string }, footer: string[]) {
  return `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#0f172a;max-width:560px;margin:auto">
<h1 style="font-size:20px">${escapeHtml(heading)}</h1>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("\n")}
<p><a href="${escapeHtml(button.href)}" style="display:inline-block;background:#1d4ed8;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(button.label)}</a></p>
<p style="font-size:12px;color:#475569">${escapeHtml(button.href)}</p>
${footer.map((p) => `<p style="font-size:12px;color:#475569">${escapeHtml(p)}</p>`).join("\n")}
</body></html>`;
}

/** `alertChecks`: how often the check runs, in words (checkFrequency of ALERT_CHECK_CRON). */
export function confirmationEmail(
  brand: Brand,
  to: string,
  route: AlertRoute,
  confirmLink: string,
  alertChecks: string,
): MailMessage {
  const what = `${route.origin} → ${route.destination}, ${describeDates(route)}`;
  const limit =
    route.maxPrice === null
      ? "We will e-mail you when the fare drops at least 10 % below the lowest price we have seen."
      : `We will e-mail you when the fare is at or below ${usd(route.maxPrice * 100)}.`;
  const heading = "Confirm your price alert";
  const intro = `Please confirm that you want price alerts for ${what}.`;
  const how = `${limit} We check the route ${alertChecks} and send at most one e-mail a day per alert.`;
  const why = `You received this e-mail because someone asked ${brand.name} to track this route for this address. If it wasn't you, ignore it: nothing is tracked until the link is followed.`;
  const text = [heading, "", intro, "", how, "", "Confirm the alert:", confirmLink, "", why, "", brand.company].join(
    "\n",
  );
  return {
    from: alertsFrom(brand),
    to,
    subject: `Confirm your ${brand.name} price alert: ${route.origin} → ${route.destination}`,
    text,
    html: layout(heading, [intro, how], { label: "Confirm my alert", href: confirmLink }, [why, brand.company]),
  };
}

export interface DropEmail {
  route: AlertRoute;
  /** The day the check searched (YYYY-MM-DD). */
  searchedDate: string;
  newPriceCents: number;
  /** The lowest live price seen before, or null (first price under the limit). */
  oldPriceCents: number | null;
  /** Registry label of the source, e.g. "Travelpayouts (Aviasales)". */
  sourceLabel: string;
  /** When the source observed the price. */
  observedAt: Date;
  now: Date;
  viewFlightsLink: string;
  unsubscribeLink: string;
  manageLink: string;
}

/** "2 hours ago", "3 days ago", "just now": the age of a price, said plainly. */
function describeAge(observedAt: Date, now: Date): string {
  const minutes = Math.max(0, Math.round((now.getTime() - observedAt.getTime()) / 60_000));
  if (minutes < 1) return "just now";
  if (minutes < 60) return formatRelativeTime(-minutes, "minute");
  if (minutes < 48 * 60) return formatRelativeTime(-Math.round(minutes / 60), "hour");
  return formatRelativeTime(-Math.round(minutes / 1440), "day");
}

/**
 * The price-drop e-mail: route, dates, old and new price, where the price comes from and how old
 * it is, a View flights link, and a one-click unsubscribe (RFC 8058: List-Unsubscribe with an
 * https URL answering POST, and List-Unsubscribe-Post) plus a link to the unsubscribe page.
 */
export function priceDropEmail(brand: Brand, to: string, drop: DropEmail): MailMessage {
  const { route } = drop;
  const newPrice = usd(drop.newPriceCents);
  const day = formatDate(drop.searchedDate, "weekdayDayYear");
  const heading = `${route.origin} → ${route.destination} is now ${newPrice}`;
  const lines = [
    `One way, 1 adult, leaving on ${day}: the cheapest fare we found is ${newPrice}.`,
    drop.oldPriceCents === null
      ? `That is at or below your limit of ${usd((route.maxPrice ?? 0) * 100)}.`
      : route.maxPrice === null
        ? `The lowest price we had seen before was ${usd(drop.oldPriceCents)}.`
        : `The lowest price we had seen before was ${usd(drop.oldPriceCents)}; your limit is ${usd(route.maxPrice * 100)}.`,
    `Price from ${drop.sourceLabel}, found ${describeAge(drop.observedAt, drop.now)}. Fares change quickly: the partner shows the final price before you book.`,
  ];
  const footer = [
    `You get this e-mail because you asked ${brand.name} to track ${route.origin} → ${route.destination} (${describeDates(route)}). We send at most one e-mail a day per alert.`,
    `Stop these e-mails: ${drop.unsubscribeLink}`,
    `Pause, resume or delete your alerts: ${drop.manageLink}`,
    brand.company,
  ];
  const text = [heading, "", ...lines, "", "View flights:", drop.viewFlightsLink, "", ...footer].join("\n");
  return {
    from: alertsFrom(brand),
    to,
    subject: `Price drop: ${route.origin} → ${route.destination} now ${newPrice}`,
    text,
    html: layout(heading, lines, { label: "View flights", href: drop.viewFlightsLink }, footer),
    headers: {
      "List-Unsubscribe": `<${drop.unsubscribeLink}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

export function manageLinkEmail(brand: Brand, to: string, link: string): MailMessage {
  const heading = "Manage your price alerts";
  const intro = "Use the link below to see, pause, resume or delete the price alerts of this address.";
  const expiry = "The link works for 24 hours.";
  const why = `You received this e-mail because someone asked ${brand.name} for a link to the price alerts of this address. If it wasn't you, ignore it.`;
  return {
    from: alertsFrom(brand),
    to,
    subject: `Your ${brand.name} price alerts`,
    text: [heading, "", intro, "", link, "", expiry, "", why, "", brand.company].join("\n"),
    html: layout(heading, [intro, expiry], { label: "Manage my alerts", href: link }, [why, brand.company]),
  };
}
