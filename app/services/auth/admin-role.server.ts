import { eq } from "drizzle-orm";
import { type AuditActor, recordAudit } from "../audit/audit-log.server";
import type { Database } from "../db/database.server";
import type { Role } from "../db/roles.server";
import { profiles, user } from "../db/schema";

/**
 * Role changes (the role lives in profiles.role, read through has_role()): by
 * `npm run admin` (app/services/auth/admin-cli.server.ts) and, for the very first admin, by ADMIN_EMAILS.
 */

/** Sets an account's role and records the change, with before and after, in the audit log. */
export async function setAccountRole(
  db: Database,
  account: { id: string; email: string },
  role: Role,
  actor: AuditActor,
): Promise<void> {
  const [previous] = await db.select({ role: profiles.role }).from(profiles).where(eq(profiles.userId, account.id));
  await db
    .insert(profiles)
    .values({ userId: account.id, role })
    .onConflictDoUpdate({ target: profiles.userId, set: { role } });
  // A role change is an admin mutation like any other: the console's audit log shows it.
  await recordAudit(db, actor, {
    action: "role.set",
    target: account.email,
    before: { role: previous?.role ?? null },
    after: { role },
  });
}

/**
 * The first admin without the command line (on the embedded database `npm run admin` cannot
 * run beside the server): while nobody holds the admin role, a signed-in account whose
 * confirmed address is listed in ADMIN_EMAILS becomes admin. Answers whether it did. Once an
 * admin exists, ADMIN_EMAILS only restricts (decision 082) and roles change through the CLI.
 */
export async function grantFirstAdmin(db: Database, adminEmails: readonly string[], userId: string): Promise<boolean> {
  if (adminEmails.length === 0) return false;
  const [account] = await db
    .select({ id: user.id, email: user.email, emailVerified: user.emailVerified })
    .from(user)
    .where(eq(user.id, userId));
  if (!account?.emailVerified || !adminEmails.includes(account.email.trim().toLowerCase())) return false;
  const [admin] = await db
    .select({ userId: profiles.userId })
    .from(profiles)
    .where(eq(profiles.role, "admin"))
    .limit(1);
  if (admin) return false;
  await setAccountRole(db, account, "admin", { userId: null, email: "ADMIN_EMAILS (first admin)", via: "config" });
  return true;
}
