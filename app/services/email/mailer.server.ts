import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Brand } from "../../brand/brand";
import type { Config } from "../config/config.server";
import type { Logger } from "../logging/logger.server";
import type { MailMessage } from "./mail-message";

/**
 * The one mailer. Transport by configuration: SMTP (nodemailer) when SMTP_URL is set,
 * Resend's HTTP API when RESEND_API_KEY is set, otherwise the local outbox: each message
 * as an .eml file in DATA_DIR/outbox and its links in the log, so sign-up works with no
 * mail service at all. See docs/decisions/081-mailer.md.
 */
export interface Mailer {
  kind: "smtp" | "resend" | "outbox";
  send(message: MailMessage): Promise<void>;
}

export class MailError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = "MailError";
  }
}

const LINK_PATTERN = /https?:\/\/[^\s<>"]+/g;

export function createMailer(config: Config, brand: Brand, logger: Logger): Mailer {
  const from = config.mail.from ?? `${brand.name} <${brand.supportEmail}>`;
  if (config.mail.smtpUrl) return smtpMailer(config.mail.smtpUrl, from, logger);
  if (config.secrets.resendApiKey) return resendMailer(config.mail.resendBaseUrl, config.secrets.resendApiKey, from);
  return outboxMailer(path.join(config.dataDir, "outbox"), from, logger);
}

function smtpMailer(url: string, from: string, logger: Logger): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    kind: "smtp",
    async send(message) {
      const info = await transport.sendMail({ ...message, from: message.from ?? from });
      logger.info({ to: message.to, subject: message.subject, messageId: info.messageId }, "e-mail sent over SMTP");
    },
  };
}

/** Resend's documented send call (reference: /work/shared/reference/email.md). */
function resendMailer(baseUrl: string, apiKey: string, from: string): Mailer {
  return {
    kind: "resend",
    async send(message) {
      const response = await fetch(`${baseUrl}/emails`, {
        method: "POST",
        headers: {
          Authorization: `Bearer ${apiKey}`,
          "Content-Type": "application/json",
          "Idempotency-Key": randomUUID(),
        },
        body: JSON.stringify({
          from: message.from ?? from,
          to: [message.to],
          subject: message.subject,
          html: message.html,
          text: message.text,
          ...(message.headers ? { headers: message.headers } : {}),
        }),
        signal: AbortSignal.timeout(10_000),
      });
      if (response.ok) return;
      const body = (await response.json().catch(() => null)) as { name?: string; message?: string } | null;
      throw new MailError(
        `Resend refused the message (${response.status} ${body?.name ?? "error"}): ${body?.message ?? "no details"}`,
        response.status,
      );
    },
  };
}

function outboxMailer(dir: string, from: string, logger: Logger): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    kind: "outbox",
    async send(message) {
      const info = await transport.sendMail({ ...message, from: message.from ?? from });
      await fs.mkdir(dir, { recursive: true });
      const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomUUID().slice(0, 8)}.eml`);
      await fs.writeFile(file, info.message as Buffer, { mode: 0o600 });
      const links = message.text.match(LINK_PATTERN) ?? [];
      logger.info({ to: message.to, subject: message.subject, file, links }, "e-mail written to the local outbox");
    },
  };
}
