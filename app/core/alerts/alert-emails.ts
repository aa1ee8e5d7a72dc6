import type { Brand } from "../../brand/brand";
import { formatDate } from "../../format/dates";
import { formatExactPrice } from "../../format/money";
import { serverTranslator } from "../../i18n/catalogue.server";
import { intlLocale, type Locale } from "../../i18n/locales";
import type { Translate } from "../../i18n/translator";
import type { MailMessage } from "../../services/email/mail-message";
import { describeAge, describeDates } from "./alert-dates";
import { type AlertTrip, describeTrip } from "./alert-trip";

/**
 * The price-alert e-mails, pure functions: from the alerts address, HTML + text, each saying
 * why it was sent, in the language of the page the alert was made on (`locale`, links included:
 * the caller passes /nl/… links for Dutch alerts). Prices and dates are written by the format
 * module in that language. Server-only: the words come from the server's catalogue.
 */

/** The route, dates, limit and trip of an alert. */
export interface AlertRoute extends AlertTrip {
  origin: string;
  destination: string;
  departDate: string | null;
  departMonth: string | null;
  maxPrice: number | null;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

const alertsFrom = (brand: Brand, t: Translate) =>
  `${t("alerts.email.from", { brand: brand.name })} <${brand.alertsEmail}>`;

/** Alert prices are kept in US cents and quoted to the cent, in US dollars whatever the language. */
const usd = (cents: number, locale: Locale) => formatExactPrice(cents / 100, "USD", intlLocale(locale));

function layout(
  locale: Locale,
  heading: string,
  paragraphs: string[],
  button: { label: string; href: string },
  footer: string[],
) {
  return `<!doctype html><html lang="${locale}"><body style="font-family:Arial,sans-serif;color:#0f172a;max-width:560px;margin:auto">
<h1 style="font-size:20px">${escapeHtml(heading)}</h1>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("\n")}
<p><a href="${escapeHtml(button.href)}" style="display:inline-block;background:#1d4ed8;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(button.label)}</a></p>
<p style="font-size:12px;color:#475569">${escapeHtml(button.href)}</p>
${footer.map((p) => `<p style="font-size:12px;color:#475569">${escapeHtml(p)}</p>`).join("\n")}
</body></html>`;
}

/** "Trip: Return, 2 adults, 1 child, business. Prices are for the whole booking: …" */
const tripLine = (route: AlertRoute, t: Translate) =>
  `${t("alerts.email.trip", { trip: describeTrip(route, t) })} ${t("alerts.trip.total")}`;

/**
 * `alertChecks`: how often the check runs, in words of `locale` (checkFrequency of ALERT_CHECK_CRON).
 * `stopLink`: the alert's signed unsubscribe link, for whoever did not ask for it (or changed their mind).
 */
export function confirmationEmail(
  brand: Brand,
  to: string,
  route: AlertRoute,
  links: { confirm: string; stop: string },
  alertChecks: string,
  locale: Locale,
): MailMessage {
  const t = serverTranslator(locale);
  const { origin, destination } = route;
  const heading = t("alerts.email.confirm.heading");
  const intro = t("alerts.email.confirm.intro", { origin, destination, dates: describeDates(route, t, locale) });
  const how =
    route.maxPrice === null
      ? t("alerts.email.confirm.howDrop", { alertChecks })
      : t("alerts.email.confirm.howMax", { alertChecks, price: usd(route.maxPrice * 100, locale) });
  const why = t("alerts.email.confirm.why", { brand: brand.name });
  const trip = tripLine(route, t);
  const stop = t("alerts.email.confirm.stop", { link: links.stop });
  const linkLabel = t("alerts.email.confirm.linkLabel");
  const text = [heading, "", intro, trip, "", how, "", linkLabel, links.confirm, "", why, stop, "", brand.company].join(
    "\n",
  );
  return {
    from: alertsFrom(brand, t),
    to,
    subject: t("alerts.email.confirm.subject", { brand: brand.name, origin, destination }),
    text,
    html: layout(
      locale,
      heading,
      [intro, trip, how],
      { label: t("alerts.email.confirm.button"), href: links.confirm },
      [why, stop, brand.company],
    ),
    headers: {
      "List-Unsubscribe": `<${links.stop}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

export interface DropEmail {
  route: AlertRoute;
  /** The day the check searched (YYYY-MM-DD). */
  searchedDate: string;
  /** The return day the check searched, for a return trip. */
  searchedReturnDate?: string;
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

/** Why the fare counts as a drop: under the limit, or under the lowest price seen before. */
function dropReason(drop: DropEmail, t: Translate, locale: Locale): string {
  const { maxPrice } = drop.route;
  if (drop.oldPriceCents === null)
    return t("alerts.email.drop.underLimit", { limit: usd((maxPrice ?? 0) * 100, locale) });
  const old = usd(drop.oldPriceCents, locale);
  return maxPrice === null
    ? t("alerts.email.drop.lowerThanSeen", { old })
    : t("alerts.email.drop.lowerThanSeenWithLimit", { old, limit: usd(maxPrice * 100, locale) });
}

/**
 * The price-drop e-mail: route, dates, old and new price, where the price comes from and how old
 * it is, a View flights link, and a one-click unsubscribe (RFC 8058: List-Unsubscribe with an
 * https URL answering POST, and List-Unsubscribe-Post) plus a link to the unsubscribe page.
 */
export function priceDropEmail(brand: Brand, to: string, drop: DropEmail, locale: Locale): MailMessage {
  const t = serverTranslator(locale);
  const { origin, destination } = drop.route;
  const price = usd(drop.newPriceCents, locale);
  const date = formatDate(drop.searchedDate, "weekdayDayYear", intlLocale(locale));
  const heading = t("alerts.email.drop.heading", { origin, destination, price });
  const trip = describeTrip(drop.route, t);
  const fare = drop.searchedReturnDate
    ? t("alerts.email.drop.fareReturn", {
        trip,
        date,
        price,
        returnDate: formatDate(drop.searchedReturnDate, "weekdayDayYear", intlLocale(locale)),
      })
    : t("alerts.email.drop.fare", { trip, date, price });
  const lines = [
    fare,
    dropReason(drop, t, locale),
    t("alerts.email.drop.source", { source: drop.sourceLabel, age: describeAge(drop.observedAt, drop.now, t, locale) }),
    t("alerts.trip.total"),
  ];
  const footer = [
    t("alerts.email.drop.why", { brand: brand.name, origin, destination, dates: describeDates(drop.route, t, locale) }),
    t("alerts.email.drop.unsubscribe", { link: drop.unsubscribeLink }),
    t("alerts.email.drop.manage", { link: drop.manageLink }),
    brand.company,
  ];
  const linkLabel = t("alerts.email.drop.linkLabel");
  const text = [heading, "", ...lines, "", linkLabel, drop.viewFlightsLink, "", ...footer].join("\n");
  return {
    from: alertsFrom(brand, t),
    to,
    subject: t("alerts.email.drop.subject", { origin, destination, price }),
    text,
    html: layout(locale, heading, lines, { label: t("alerts.email.drop.button"), href: drop.viewFlightsLink }, footer),
    headers: {
      "List-Unsubscribe": `<${drop.unsubscribeLink}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

export function manageLinkEmail(brand: Brand, to: string, link: string, locale: Locale): MailMessage {
  const t = serverTranslator(locale);
  const heading = t("alerts.email.manage.heading");
  const intro = t("alerts.email.manage.intro");
  const expiry = t("alerts.email.manage.expiry");
  const why = t("alerts.email.manage.why", { brand: brand.name });
  return {
    from: alertsFrom(brand, t),
    to,
    subject: t("alerts.email.manage.subject", { brand: brand.name }),
    text: [heading, "", intro, "", link, "", expiry, "", why, "", brand.company].join("\n"),
    html: layout(locale, heading, [intro, expiry], { label: t("alerts.email.manage.button"), href: link }, [
      why,
      brand.company,
    ]),
  };
}
