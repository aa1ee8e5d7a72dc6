import type { Brand } from "../../brand/brand";
import { serverTranslator } from "../../i18n/catalogue.server";
import { type Locale, localizedPath } from "../../i18n/locales";
import type { MessageKey } from "../../i18n/message-key";
import type { MailMessage } from "./mail-message";

/**
 * The account e-mails (sign-up confirmation, magic link, password reset, unlock). Pure functions:
 * each message carries the brand, the link, how long it works and why it was sent, in one language.
 */

export type AuthEmailKind = "confirm-signup" | "magic-link" | "reset-password" | "second-factor-locked";

const PARTS = ["subject", "heading", "intro", "button", "expiry", "why"] as const;
type Template = Record<(typeof PARTS)[number], string>;

/** Each kind's messages in the catalogue: `account.email.<prefix>.<part>`. */
const PREFIX = {
  "confirm-signup": "confirmSignup",
  "magic-link": "magicLink",
  "reset-password": "resetPassword",
  "second-factor-locked": "secondFactorLocked",
} as const satisfies Record<AuthEmailKind, string>;

function template(kind: AuthEmailKind, brand: Brand, locale: Locale): Template {
  const t = serverTranslator(locale);
  const words = (part: (typeof PARTS)[number]) =>
    t(`account.email.${PREFIX[kind]}.${part}` as MessageKey, { brand: brand.name });
  return Object.fromEntries(PARTS.map((part) => [part, words(part)])) as Template;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

/** One account e-mail in the language of the account (or, before there is one, of the page that asked). */
export function authEmail(
  kind: AuthEmailKind,
  brand: Brand,
  to: string,
  link: string,
  locale: Locale = "en",
): MailMessage {
  const t = template(kind, brand, locale);
  const words = serverTranslator(locale);
  const questions = words("account.email.questions", { supportEmail: brand.supportEmail });
  // The brand's tagline as the site's frame words it, in the e-mail's language.
  const tagline = words("shell.tagline");
  // The footer's address opens the home page in the e-mail's language (`…/nl` for Dutch).
  const home = locale === "en" ? brand.siteUrl : `${brand.siteUrl.replace(/\/+$/, "")}${localizedPath("/", locale)}`;
  const text = [
    t.heading,
    "",
    t.intro,
    "",
    link,
    "",
    t.expiry,
    "",
    t.why,
    "",
    `${brand.name} · ${tagline} · ${home}`,
    questions,
  ].join("\n");
  const html = `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(t.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f8fafc;font-family:Arial,Helvetica,sans-serif;color:#0f172a">
<table role="presentation" width="100%" style="max-width:560px;margin:0 auto;background:#ffffff;border:1px solid #e2e8f0;border-radius:8px">
<tr><td style="padding:24px">
<p style="margin:0 0 16px;font-size:18px;font-weight:bold;color:#1e40af">${escapeHtml(brand.name)}</p>
<h1 style="margin:0 0 12px;font-size:22px">${escapeHtml(t.heading)}</h1>
<p style="margin:0 0 20px;line-height:1.5">${escapeHtml(t.intro)}</p>
<p style="margin:0 0 20px"><a href="${escapeHtml(link)}" style="display:inline-block;background:#1d4ed8;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(t.button)}</a></p>
<p style="margin:0 0 8px;font-size:13px;color:#475569">${escapeHtml(words("account.email.pasteLink"))}<br><a href="${escapeHtml(link)}" style="color:#1d4ed8;word-break:break-all">${escapeHtml(link)}</a></p>
<p style="margin:0 0 20px;font-size:13px;color:#475569">${escapeHtml(t.expiry)}</p>
<p style="margin:0;font-size:12px;color:#64748b;line-height:1.5">${escapeHtml(t.why)}</p>
</td></tr></table>
<p style="text-align:center;font-size:12px;color:#64748b">${escapeHtml(brand.name)} · ${escapeHtml(tagline)} · <a href="${escapeHtml(home)}" style="color:#64748b">${escapeHtml(home)}</a><br>${escapeHtml(questions)}</p>
</body></html>`;
  return { to, subject: t.subject, text, html };
}
