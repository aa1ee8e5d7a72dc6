import type { Brand } from "../../brand/brand";
import { serverTranslator } from "../../i18n/catalogue.server";
import type { Locale } from "../../i18n/locales";
import type { MailMessage } from "../email/mail-message";

/**
 * The contact inbox's e-mails: the message forwarded to the support address (English, for the
 * operators, with the traveller as Reply-To), the confirmation to the sender (in the page's
 * language, repeating nothing they typed, so the form cannot be used to send someone else a text
 * of one's choosing), and an operator's reply.
 */
const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

const simpleHtml = (lang: string, title: string, paragraphs: string[]) => `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;font-family:Arial,Helvetica,sans-serif;color:#0f172a;line-height:1.5">
${paragraphs.map((p) => `<p style="margin:0 0 14px;white-space:pre-wrap">${escapeHtml(p)}</p>`).join("\n")}
</body></html>`;

export interface ContactMessage {
  id: number;
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** One line of a header value: no line breaks, at most 150 characters. */
const oneLine = (text: string) => text.replace(/[\r\n]+/g, " ").slice(0, 150);

export function forwardToSupport(brand: Brand, message: ContactMessage, inboxUrl: string): MailMessage {
  const subject = `[Contact #${message.id}] ${oneLine(message.subject)}`;
  const lines = [
    `From: ${message.name} <${message.email}>`,
    `Subject: ${message.subject}`,
    "",
    message.message,
    "",
    `Reply to this e-mail to answer ${message.email}, or answer from the console's Inbox: ${inboxUrl}`,
  ];
  return {
    to: brand.supportEmail,
    replyTo: message.email,
    subject,
    text: lines.join("\n"),
    html: simpleHtml("en", subject, lines),
  };
}

export function confirmationToSender(brand: Brand, to: string, locale: Locale): MailMessage {
  const t = serverTranslator(locale);
  const subject = t("contact.email.confirm.subject", { brand: brand.name });
  const paragraphs = [
    t("contact.email.confirm.intro", { brand: brand.name }),
    t("contact.email.confirm.reply"),
    t("contact.email.confirm.why", { brand: brand.name }),
  ];
  return { to, subject, text: paragraphs.join("\n\n"), html: simpleHtml(locale, subject, paragraphs) };
}

export function replyToSender(brand: Brand, message: ContactMessage & { locale: string }, reply: string): MailMessage {
  const subject = `Re: ${oneLine(message.subject)}`;
  const quoted = message.message
    .split("\n")
    .map((line) => `> ${line}`)
    .join("\n");
  const paragraphs = [reply, `${brand.name} · ${brand.supportEmail}`, `${message.name} wrote:\n${quoted}`];
  return {
    to: message.email,
    replyTo: brand.supportEmail,
    subject,
    text: paragraphs.join("\n\n"),
    html: simpleHtml(message.locale, subject, paragraphs),
  };
}
