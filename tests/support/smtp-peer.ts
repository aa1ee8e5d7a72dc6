import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { findFreePort } from "./server";

/** A real SMTP server (smtp-server) that keeps every message it receives, parsed. */
export interface SmtpPeer {
  url: string;
  messages: ParsedMail[];
  /** Waits for a message to `to` whose subject matches, newer than `after` messages already seen. */
  waitFor(to: string, subject: RegExp, options?: { after?: number; timeoutMs?: number }): Promise<ParsedMail>;
  /** The first /auth/callback link in a message's plain-text part. */
  linkIn(message: ParsedMail): string;
  close(): Promise<void>;
}

/** `rcptDelayMs` holds each recipient's answer that long: a message stays in flight meanwhile. */
export async function startSmtpPeer(options: { rcptDelayMs?: number } = {}): Promise<SmtpPeer> {
  const messages: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(_address, _session, callback) {
      setTimeout(callback, options.rcptDelayMs ?? 0);
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          messages.push(parsed);
          callback();
        })
        .catch(callback);
    },
  });
  const port = await findFreePort();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const recipients = (m: ParsedMail) =>
    (Array.isArray(m.to) ? m.to : m.to ? [m.to] : []).flatMap((a) => a.value.map((v) => v.address?.toLowerCase()));
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    async waitFor(to, subject, { after = 0, timeoutMs = 10_000 } = {}) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages
          .slice(after)
          .find((m) => recipients(m).includes(to.toLowerCase()) && subject.test(m.subject ?? ""));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`No e-mail to ${to} matching ${subject} within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    linkIn(message) {
      const link = message.text?.match(/https?:\/\/\S+\/auth\/callback\?\S+/)?.[0];
      if (!link) throw new Error(`No callback link in:\n${message.text}`);
      return link;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
