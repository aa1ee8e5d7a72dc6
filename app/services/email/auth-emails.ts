import type { Brand } from "../../brand/brand";
import type { MailMessage } from "./mail-message";

/**
 * The account e-mails (sign-up confirmation, magic link, password reset). Pure functions:
 * each message carries the brand, the link, how long it works and why it was sent.
 */

export type AuthEmailKind = "confirm-signup" | "magic-link" | "reset-password" | "second-factor-locked";

interface Template {
  subject: string;
  heading: string;
  intro: string;
  button: string;
  expiry: string;
  why: string;
}

const TEMPLATES: Record<AuthEmailKind, (brand: Brand) => Template> = {
  "confirm-signup": (brand) => ({
    subject: `Confirm your ${brand.name} account`,
    heading: "Confirm your e-mail address",
    intro: `Welcome to ${brand.name}. Confirm your e-mail address to finish creating your account.`,
    button: "Confirm my e-mail",
    expiry: "This link works once and expires in 1 hour.",
    why: `You received this e-mail because someone signed up for ${brand.name} with this address. If it wasn't you, ignore it: no account is created until the link is opened.`,
  }),
  "magic-link": (brand) => ({
    subject: `Your ${brand.name} sign-in link`,
    heading: `Sign in to ${brand.name}`,
    intro: "Use the link below to sign in. No password needed.",
    button: "Sign in",
    expiry: "This link works once and expires in 15 minutes.",
    why: `You received this e-mail because a sign-in link was requested for this address on ${brand.name}. If it wasn't you, ignore it: nobody can sign in without the link.`,
  }),
  "reset-password": (brand) => ({
    subject: `Reset your ${brand.name} password`,
    heading: "Reset your password",
    intro: "Use the link below to choose a new password.",
    button: "Choose a new password",
    expiry: "This link works once and expires in 1 hour.",
    why: `You received this e-mail because a password reset was requested for this address on ${brand.name}. If it wasn't you, ignore it: your password stays the same.`,
  }),
  "second-factor-locked": (brand) => ({
    subject: `Your ${brand.name} authenticator codes are locked`,
    heading: "Authenticator codes locked",
    intro:
      "Someone entered five wrong codes from your authenticator app, so we locked those codes. Use the link below to unlock them, or sign in with a backup code.",
    button: "Unlock my codes",
    expiry: "This link works once and expires in 24 hours.",
    why: `You received this e-mail because wrong two-factor codes were entered for your ${brand.name} account. If it wasn't you, someone knows your password or can read your e-mail: change your password.`,
  }),
};

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

export function authEmail(kind: AuthEmailKind, brand: Brand, to: string, link: string): MailMessage {
  const t = TEMPLATES[kind](brand);
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
    `${brand.name} · ${brand.tagline} · ${brand.siteUrl}`,
    `Questions? ${brand.supportEmail}`,
  ].join("\n");
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(t.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f8fafc;font-family:Arial,Helvetica,sans-serif;color:#0f172a">
<table role="presentation" width="100%" style="max-width:560px;margin:0 auto;background:#ffffff;border:1px solid #e2e8f0;border-radius:8px">
<tr><td style="padding:24px">
<p style="margin:0 0 16px;font-size:18px;font-weight:bold;color:#1e40af">${escapeHtml(brand.name)}</p>
<h1 style="margin:0 0 12px;font-size:22px">${escapeHtml(t.heading)}</h1>
<p style="margin:0 0 20px;line-height:1.5">${escapeHtml(t.intro)}</p>
<p style="margin:0 0 20px"><a href="${escapeHtml(link)}" style="display:inline-block;background:#1d4ed8;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(t.button)}</a></p>
<p style="margin:0 0 8px;font-size:13px;color:#475569">Or paste this link into your browser:<br><a href="${escapeHtml(link)}" style="color:#1d4ed8;word-break:break-all">${escapeHtml(link)}</a></p>
<p style="margin:0 0 20px;font-size:13px;color:#475569">${escapeHtml(t.expiry)}</p>
<p style="margin:0;font-size:12px;color:#64748b;line-height:1.5">${escapeHtml(t.why)}</p>
</td></tr></table>
<p style="text-align:center;font-size:12px;color:#64748b">${escapeHtml(brand.name)} · ${escapeHtml(brand.tagline)} · <a href="${escapeHtml(brand.siteUrl)}" style="color:#64748b">${escapeHtml(brand.siteUrl)}</a><br>Questions? ${escapeHtml(brand.supportEmail)}</p>
</body></html>`;
  return { to, subject: t.subject, text, html };
}
