import { desc, eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import type { Brand } from "../../brand/brand";
import type { Locale } from "../../i18n/locales";
import { type AdminActor, recordAudit } from "../audit/audit-log.server";
import type { Accounts } from "../auth/accounts.server";
import { consumeEmailAttempt } from "../auth/email-rate-limit.server";
import type { Database } from "../db/database.server";
import { contactMessages } from "../db/schema";
import type { Mailer } from "../email/mailer.server";
import type { Logger } from "../logging/logger.server";
import { confirmationToSender, forwardToSupport, replyToSender } from "./contact-emails";

/**
 * The contact inbox. A message sent with the contact form is stored, forwarded to the support
 * address (the sender as Reply-To) and confirmed to the sender; operators list, answer and file
 * it from the console's Inbox tab. Spam rules: a honeypot field (filled → stored as spam, never
 * e-mailed, and the sender is told nothing different), a limit per client address and per sender
 * address, and the form's length limits (its schema).
 */
export interface ContactDeps {
  db: Database;
  mailer: Mailer;
  brand: Brand;
  logger: Logger;
  publicSiteUrl: string;
}

type ServicesContext = Pick<AppLoadContext, "database" | "brand" | "config" | "logger"> & {
  accounts: Pick<Accounts, "mailer">;
};

/** The inbox's parts from a page's load context or the server's services. */
export const contactDepsOf = (context: ServicesContext): ContactDeps => ({
  db: context.database.db,
  mailer: context.accounts.mailer,
  brand: context.brand,
  logger: context.logger,
  publicSiteUrl: context.config.publicSiteUrl,
});

const CONTACT_STATUSES = ["new", "answered", "spam"] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

/** Messages an hour: per client address, and per sender address. */
const LIMITS = {
  ip: { max: 5, windowSeconds: 3600 },
  email: { max: 3, windowSeconds: 3600 },
} as const;

export type SubmitOutcome = { kind: "received" } | { kind: "rate-limited"; retryAfter: number };

export async function submitContact(
  deps: ContactDeps,
  input: {
    name: string;
    email: string;
    subject: string;
    message: string;
    honeypot: string;
    locale: Locale;
    ip: string;
  },
): Promise<SubmitOutcome> {
  const email = input.email.trim().toLowerCase();
  for (const [action, key, limit] of [
    ["contact-ip", input.ip || "unknown", LIMITS.ip],
    ["contact-email", email, LIMITS.email],
  ] as const) {
    const decision = await consumeEmailAttempt(deps.db, action, key, limit);
    if (!decision.allowed) return { kind: "rate-limited", retryAfter: decision.retryAfter };
  }
  const spam = input.honeypot.trim() !== "";
  const [row] = await deps.db
    .insert(contactMessages)
    .values({
      name: input.name.trim(),
      email,
      subject: input.subject.trim(),
      message: input.message.trim(),
      locale: input.locale,
      status: spam ? "spam" : "new",
      spamReason: spam ? "honeypot" : null,
    })
    .returning();
  if (!row || spam) return { kind: "received" };

  const inboxUrl = new URL("/admin?tab=inbox", deps.publicSiteUrl).toString();
  try {
    await deps.mailer.send(forwardToSupport(deps.brand, row, inboxUrl));
    await deps.db.update(contactMessages).set({ forwardedAt: new Date() }).where(eq(contactMessages.id, row.id));
  } catch (error) {
    // The message is in the inbox either way; the console shows it was not forwarded.
    deps.logger.error({ err: error, contactMessageId: row.id }, "contact message could not be forwarded to support");
  }
  try {
    await deps.mailer.send(confirmationToSender(deps.brand, email, input.locale));
  } catch (error) {
    deps.logger.warn({ err: error, contactMessageId: row.id }, "contact confirmation could not be sent");
  }
  return { kind: "received" };
}

export interface InboxMessage {
  id: number;
  name: string;
  email: string;
  subject: string;
  message: string;
  locale: string;
  status: ContactStatus;
  spamReason: string | null;
  forwarded: boolean;
  replyText: string | null;
  repliedAt: string | null;
  repliedBy: string | null;
  createdAt: string;
}

const toInbox = (row: typeof contactMessages.$inferSelect): InboxMessage => ({
  id: row.id,
  name: row.name,
  email: row.email,
  subject: row.subject,
  message: row.message,
  locale: row.locale,
  status: (CONTACT_STATUSES as readonly string[]).includes(row.status) ? (row.status as ContactStatus) : "new",
  spamReason: row.spamReason,
  forwarded: row.forwardedAt !== null,
  replyText: row.replyText,
  repliedAt: row.repliedAt?.toISOString() ?? null,
  repliedBy: row.repliedBy,
  createdAt: row.createdAt.toISOString(),
});

/** The newest messages (100), optionally of one status. */
export async function listInbox(db: Database, status?: ContactStatus): Promise<InboxMessage[]> {
  const rows = await db
    .select()
    .from(contactMessages)
    .where(status ? eq(contactMessages.status, status) : undefined)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(100);
  return rows.map(toInbox);
}

/** Answers a message by e-mail from the support address; it becomes `answered`. Null: no such message. */
export async function replyToContact(
  deps: ContactDeps,
  actor: AdminActor,
  id: number,
  reply: string,
): Promise<InboxMessage | null> {
  const [row] = await deps.db.select().from(contactMessages).where(eq(contactMessages.id, id));
  if (!row) return null;
  await deps.mailer.send(replyToSender(deps.brand, row, reply.trim()));
  const [updated] = await deps.db
    .update(contactMessages)
    .set({ status: "answered", replyText: reply.trim(), repliedAt: new Date(), repliedBy: actor.email })
    .where(eq(contactMessages.id, id))
    .returning();
  await recordAudit(deps.db, actor, {
    action: "contact.reply",
    target: String(id),
    before: { status: row.status },
    after: { status: "answered" },
  });
  return updated ? toInbox(updated) : null;
}

/** Files a message as new, answered or spam. Null: no such message. */
export async function setContactStatus(
  db: Database,
  actor: AdminActor,
  id: number,
  status: ContactStatus,
): Promise<InboxMessage | null> {
  const [row] = await db
    .select({ status: contactMessages.status })
    .from(contactMessages)
    .where(eq(contactMessages.id, id));
  if (!row) return null;
  const [updated] = await db
    .update(contactMessages)
    .set({ status, ...(status === "spam" ? {} : { spamReason: null }) })
    .where(eq(contactMessages.id, id))
    .returning();
  await recordAudit(db, actor, {
    action: "contact.status",
    target: String(id),
    before: { status: row.status },
    after: { status },
  });
  return updated ? toInbox(updated) : null;
}
