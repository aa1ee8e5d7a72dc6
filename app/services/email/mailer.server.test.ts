import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { simpleParser } from "mailparser";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ResendFake, startResendFake } from "../../../tests/fakes/resend-fake";
import { type SmtpPeer, startSmtpPeer } from "../../../tests/support/smtp-peer";
import { brandFor } from "../../brand/brand";
import { type Config, loadConfig } from "../config/config.server";
import { authEmail } from "./auth-emails";
import { createMailer, MailError } from "./mailer.server";

const brand = brandFor("https://fareline.example");
const LINK = "https://fareline.example/auth/callback?code=abc123&type=signup";
const message = authEmail("confirm-signup", brand, "ann@example.com", LINK);

function configWith(env: Record<string, string>): Config {
  return loadConfig({ PUBLIC_SITE_URL: "https://fareline.example", ...env });
}

function captureLogger() {
  const lines: Record<string, unknown>[] = [];
  const logger = pino({ level: "info" }, { write: (line: string) => lines.push(JSON.parse(line)) });
  return { logger, lines };
}

describe("mailer transports", () => {
  let smtp: SmtpPeer;
  let resend: ResendFake;
  let dataDir: string;
  beforeAll(async () => {
    [smtp, resend] = await Promise.all([startSmtpPeer(), startResendFake()]);
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "fareline-mail-"));
  });
  afterAll(async () => {
    await Promise.all([smtp?.close(), resend?.close(), fs.rm(dataDir, { recursive: true, force: true })]);
  });

  it("writes to the local outbox by default: an .eml with both parts, and the links in the log", async () => {
    const { logger, lines } = captureLogger();
    const mailer = createMailer(configWith({ DATA_DIR: dataDir }), brand, logger);
    expect(mailer.kind).toBe("outbox");
    await mailer.send(message);
    const files = await fs.readdir(path.join(dataDir, "outbox"));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const parsed = await simpleParser(await fs.readFile(path.join(dataDir, "outbox", files[0] as string)));
    expect(parsed.from?.text).toBe('"Fareline" <support@fareline.example>');
    expect(parsed.subject).toBe("Confirm your Fareline account");
    expect(parsed.text).toContain(LINK);
    expect(parsed.html).toContain("Confirm my e-mail");
    const logged = lines.find((l) => l.msg === "e-mail written to the local outbox");
    expect(logged?.links).toContain(LINK);
  });

  it("sends over SMTP when SMTP_URL is set, from MAIL_FROM", async () => {
    const mailer = createMailer(
      configWith({ SMTP_URL: smtp.url, MAIL_FROM: "Fareline Accounts <accounts@fareline.example>" }),
      brand,
      captureLogger().logger,
    );
    expect(mailer.kind).toBe("smtp");
    await mailer.send(message);
    const received = await smtp.waitFor("ann@example.com", /Confirm your Fareline account/);
    expect(received.from?.text).toBe('"Fareline Accounts" <accounts@fareline.example>');
    expect(received.text).toContain(LINK);
    expect(received.html).toContain("Confirm my e-mail");
  });

  it("closes only once the messages handed over are delivered, and refuses new ones", async () => {
    const slowPeer = await startSmtpPeer({ rcptDelayMs: 500 });
    try {
      const mailer = createMailer(configWith({ SMTP_URL: slowPeer.url }), brand, captureLogger().logger);
      const sending = mailer.send(message);
      await mailer.close();
      expect(slowPeer.messages).toHaveLength(1);
      await sending;
      await expect(mailer.send(message)).rejects.toThrow(MailError);
      expect(slowPeer.messages).toHaveLength(1);
    } finally {
      await slowPeer.close();
    }
  });

  it("calls Resend's API when RESEND_API_KEY is set, with a Bearer key and an idempotency key", async () => {
    const mailer = createMailer(
      configWith({ RESEND_API_KEY: resend.apiKey, RESEND_BASE_URL: resend.url }),
      brand,
      captureLogger().logger,
    );
    expect(mailer.kind).toBe("resend");
    await mailer.send(message);
    const sent = resend.emails.at(-1);
    expect(sent).toMatchObject({
      from: "Fareline <support@fareline.example>",
      to: ["ann@example.com"],
      subject: "Confirm your Fareline account",
    });
    expect(sent?.text).toContain(LINK);
    expect(sent?.html).toContain("Confirm my e-mail");
    expect(sent?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("turns Resend's refusals into a MailError naming the status and reason", async () => {
    const wrongKey = createMailer(
      configWith({ RESEND_API_KEY: "re_wrong", RESEND_BASE_URL: resend.url }),
      brand,
      captureLogger().logger,
    );
    await expect(wrongKey.send(message)).rejects.toThrow(/403 invalid_api_key/);
    const mailer = createMailer(
      configWith({ RESEND_API_KEY: resend.apiKey, RESEND_BASE_URL: resend.url }),
      brand,
      captureLogger().logger,
    );
    resend.rateLimitNext(1);
    const error = await mailer.send(message).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MailError);
    expect((error as MailError).status).toBe(429);
    expect((error as Error).message).toContain("rate_limit_exceeded");
    await expect(mailer.send({ ...message, subject: "" })).rejects.toThrow(/422 validation_error/);
  });
});
