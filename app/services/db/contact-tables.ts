import { index, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The contact form's inbox (app/services/contact): every message a traveller sends, what became of
 * it (`new`, `answered`, `spam`) and the operator's reply. No address of the sender's computer is
 * kept; a honeypot hit is stored as spam with its reason, and never e-mailed on.
 */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    /** The language of the page the form was sent from ("en" or "nl"): the confirmation is written in it. */
    locale: text("locale").notNull().default("en"),
    /** new, answered or spam. */
    status: text("status").notNull().default("new"),
    /** Why a message was filed as spam on arrival (e.g. `honeypot`); null for a message a person marked. */
    spamReason: text("spam_reason"),
    /** Whether the message reached the support address (false: the mailer failed, the inbox still has it). */
    forwardedAt: timestamp("forwarded_at", { withTimezone: true }),
    replyText: text("reply_text"),
    repliedAt: timestamp("replied_at", { withTimezone: true }),
    repliedBy: text("replied_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("contact_messages_created_at_idx").on(table.createdAt)],
);
