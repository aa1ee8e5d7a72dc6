import { desc } from "drizzle-orm";
import type { Database } from "../db/database.server";
import { adminAuditLog } from "../db/schema";

/** Who made an admin change, and with which credential. */
export interface AdminActor {
  userId: string;
  email: string;
  via: "session" | "token";
}

/**
 * Who is written in the audit log: an admin, or what acts without an account: the command
 * line, the configuration (ADMIN_EMAILS naming the first admin) or a limit (the second
 * factor's lock); or an account holder lifting that lock with a backup code or an e-mailed link.
 */
export type AuditActor =
  | AdminActor
  | { userId: null; email: string; via: "cli" | "config" | "system" }
  | { userId: string; email: string; via: "backup-code" | "unlock-link" };

export interface AuditEntry {
  id: number;
  at: string;
  actorEmail: string;
  via: string;
  action: string;
  target: string | null;
  before: unknown;
  after: unknown;
}

const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));
const parse = (value: string | null) => (value === null ? null : JSON.parse(value));

/** Stores one admin mutation: who, what, on which target, before and after. Callers never pass secrets. */
export async function recordAudit(
  db: Database,
  actor: AuditActor,
  entry: { action: string; target?: string; before?: unknown; after?: unknown },
): Promise<void> {
  await db.insert(adminAuditLog).values({
    actorUserId: actor.userId,
    actorEmail: actor.email,
    via: actor.via,
    action: entry.action,
    target: entry.target ?? null,
    before: json(entry.before),
    after: json(entry.after),
  });
}

export async function recentAudit(db: Database, limit = 50): Promise<AuditEntry[]> {
  const rows = await db
    .select()
    .from(adminAuditLog)
    .orderBy(desc(adminAuditLog.at), desc(adminAuditLog.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    actorEmail: row.actorEmail,
    via: row.via,
    action: row.action,
    target: row.target,
    before: parse(row.before),
    after: parse(row.after),
  }));
}
