import { describe, expect, it } from "vitest";
import { testDatabases } from "../../../tests/support/test-databases";
import { brandFor } from "../../brand/brand";
import type { MailMessage } from "../email/mail-message";
import { createLogger } from "../logging/logger.server";
import { type ContactDeps, listInbox, submitContact } from "./contact.server";

const brand = brandFor("https://fareline.example");
const message = {
  name: "Ann",
  subject: "Bags",
  message: "How heavy may my bag be?",
  honeypot: "",
  locale: "en" as const,
};

function depsWith(db: ContactDeps["db"], fail = false) {
  const sent: MailMessage[] = [];
  const deps: ContactDeps = {
    db,
    brand,
    logger: createLogger("silent"),
    publicSiteUrl: "https://fareline.example",
    mailer: {
      kind: "outbox",
      async send(mail) {
        if (fail) throw new Error("mail service down");
        sent.push(mail);
      },
    },
  };
  return { deps, sent };
}

describe.each(testDatabases())("the contact inbox on $name", (target) => {
  it("forwards with Reply-To and confirms; a honeypot hit is spam and mails nothing; senders are limited", async () => {
    const database = await target.open();
    try {
      const { deps, sent } = depsWith(database.db);
      expect(await submitContact(deps, { ...message, email: "Ann@Example.org", ip: "10.0.0.1" })).toEqual({
        kind: "received",
      });
      expect(sent.map((m) => [m.to, m.replyTo ?? null])).toEqual([
        ["support@fareline.example", "ann@example.org"],
        ["ann@example.org", null],
      ]);
      expect(sent[1]?.text).not.toContain("How heavy");

      await submitContact(deps, { ...message, email: "bot@example.org", honeypot: "x", ip: "10.0.0.2" });
      expect(sent).toHaveLength(2);
      const inbox = await listInbox(database.db);
      expect(inbox.map((m) => [m.email, m.status, m.spamReason, m.forwarded])).toEqual([
        ["bot@example.org", "spam", "honeypot", false],
        ["ann@example.org", "new", null, true],
      ]);

      // Three an hour per sender address, five per client address.
      for (const ip of ["10.0.1.1", "10.0.1.2"])
        expect((await submitContact(deps, { ...message, email: "ann@example.org", ip })).kind).toBe("received");
      expect((await submitContact(deps, { ...message, email: "ann@example.org", ip: "10.0.1.3" })).kind).toBe(
        "rate-limited",
      );
      for (let i = 0; i < 5; i++)
        expect((await submitContact(deps, { ...message, email: `p${i}@example.org`, ip: "10.0.2.1" })).kind).toBe(
          "received",
        );
      expect((await submitContact(deps, { ...message, email: "p9@example.org", ip: "10.0.2.1" })).kind).toBe(
        "rate-limited",
      );
    } finally {
      await database.close();
    }
  }, 60_000);

  it("keeps a message the mail service refused, marked as not forwarded", async () => {
    const database = await target.open();
    try {
      const { deps } = depsWith(database.db, true);
      expect((await submitContact(deps, { ...message, email: "cy@example.org", ip: "10.0.3.1" })).kind).toBe(
        "received",
      );
      expect(await listInbox(database.db)).toEqual([
        expect.objectContaining({ email: "cy@example.org", forwarded: false }),
      ]);
    } finally {
      await database.close();
    }
  }, 60_000);
});
