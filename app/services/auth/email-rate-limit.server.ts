import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Database } from "../db/database.server";

/**
 * Attempts per subject (an e-mail address with the client's address, on top of Better Auth's
 * per-IP limiter), counted in one atomic upsert in the database so the limit holds across
 * several server instances. A fixed window per key; the subject is stored hashed.
 */
export interface EmailLimit {
  max: number;
  windowSeconds: number;
}

export interface LimitDecision {
  allowed: boolean;
  /** Seconds until the window ends (only when refused). */
  retryAfter: number;
}

const keyOf = (action: string, subject: string) =>
  `${action}:${createHash("sha256").update(subject.trim().toLowerCase()).digest("hex")}`;

/** Forgets a subject's attempts (after a success that should start the count afresh). */
export async function clearAttempts(db: Database, action: string, subject: string): Promise<void> {
  await db.execute(sql`delete from email_rate_limits where key = ${keyOf(action, subject)}`);
}

export async function consumeEmailAttempt(
  db: Database,
  action: string,
  subject: string,
  limit: EmailLimit,
  now = Date.now(),
): Promise<LimitDecision> {
  const key = keyOf(action, subject);
  const windowMs = limit.windowSeconds * 1000;
  const result = await db.execute(sql`
    insert into email_rate_limits (key, count, window_start) values (${key}, 1, ${now})
    on conflict (key) do update set
      count = case when email_rate_limits.window_start <= ${now - windowMs} then 1 else email_rate_limits.count + 1 end,
      window_start = case when email_rate_limits.window_start <= ${now - windowMs} then ${now} else email_rate_limits.window_start end
    returning count, window_start`);
  const { rows } = result as unknown as { rows: { count: number; window_start: string | number }[] };
  const row = rows[0];
  const count = Number(row?.count ?? 1);
  const windowStart = Number(row?.window_start ?? now);
  if (count <= limit.max) return { allowed: true, retryAfter: 0 };
  return { allowed: false, retryAfter: Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000)) };
}
