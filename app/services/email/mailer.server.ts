import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
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

/** The server's mailer: `close` is part of the shutdown (server/services.ts). */
export interface ClosableMailer extends Mailer {
  /**
   * Waits for every message already handed over and refuses new ones, so a stop never cuts a
   * message off: it is delivered whole or never started.
   */
  close(): Promise<void>;
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

export function createMailer(config: Config, brand: Brand, logger: Logger): ClosableMailer {
  const from = config.mail.from ?? `${brand.name} <${brand.supportEmail}>`;
  if (config.mail.smtpUrl) {
    const transport = nodemailer.createTransport(config.mail.smtpUrl);
    return closable(smtpMailer(transport, from, logger), () => transport.close());
  }
  if (config.secrets.resendApiKey)
    return closable(resendMailer(config.mail.resendBaseUrl, config.secrets.resendApiKey, from));
  return closable(outboxMailer(path.join(config.dataDir, "outbox"), from, logger));
}

function closable(mailer: Mailer, closeTransport: () => void = () => {}): ClosableMailer {
  const sending = new Set<Promise<void>>();
  let closed = false;
  return {
    kind: mailer.kind,
    send(message) {
      if (closed) return Promise.reject(new MailError("The server is stopping: the e-mail was not sent."));
      const sent = mailer.send(message);
      sending.add(sent);
      const settle = () => sending.delete(sent);
      sent.then(settle, settle);
      return sent;
    },
    async close() {
      closed = true;
      await Promise.allSettled(sending);
      closeTransport();
    },
  };
}

function smtpMailer(transport: Transporter, from: string, logger: Logger): Mailer {
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
          ...(message.replyTo ? { reply_to: message.replyTo } : {}),
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
