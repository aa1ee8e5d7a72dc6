import { createHash, randomBytes, randomUUID, timingSafeEqual } from "node:crypto";
import { and, desc, eq, isNull } from "drizzle-orm";
import type { Database } from "../db/database.server";
import { adminTokens } from "../db/schema";

/**
 * Operator tokens for the `x-admin-token` header (decision 100). A token is
 * `flt_<id>_<secret>`: the id finds the row, the secret (32 random bytes) is stored only as a
 * SHA-256 hash and compared in constant time. Shown once at creation; revocable; tied to the
 * admin who created it; it expires (30 days unless chosen, at most a year) and remembers when and
 * from which address it was last used.
 */
const TOKEN_PREFIX = "flt_";
const TOKEN_PATTERN = /^flt_([0-9a-f-]{36})_([A-Za-z0-9_-]{43})$/;

export interface AdminTokenSummary {
  id: string;
  name: string;
  createdAt: string;
  expiresAt: string;
  lastUsedAt: string | null;
  lastUsedIp: string | null;
}

export type VerifiedToken =
  | { kind: "valid"; id: string; userId: string }
  | { kind: "expired"; expiresAt: Date }
  | { kind: "invalid" };

const DAY_MS = 86_400_000;

const hashOf = (secret: string) => createHash("sha256").update(secret).digest();

export async function createAdminToken(
  db: Database,
  userId: string,
  input: { name: string; expiresInDays: number },
  now = new Date(),
) {
  const id = randomUUID();
  const secret = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + input.expiresInDays * DAY_MS);
  await db
    .insert(adminTokens)
    .values({ id, userId, name: input.name, secretHash: hashOf(secret).toString("hex"), createdAt: now, expiresAt });
  return { id, name: input.name, expiresAt: expiresAt.toISOString(), token: `${TOKEN_PREFIX}${id}_${secret}` };
}

/**
 * Checks a token: valid (well formed, known, not revoked, secret matches, not expired), expired
 * (the secret matches but its time is over), or invalid. A valid use records its time and the
 * caller's address.
 */
export async function verifyAdminToken(
  db: Database,
  token: string,
  usedFrom: string,
  now = new Date(),
): Promise<VerifiedToken> {
  const match = TOKEN_PATTERN.exec(token.trim());
  if (!match) return { kind: "invalid" };
  const [, id, secret] = match as unknown as [string, string, string];
  const [row] = await db
    .select({
      id: adminTokens.id,
      userId: adminTokens.userId,
      secretHash: adminTokens.secretHash,
      expiresAt: adminTokens.expiresAt,
    })
    .from(adminTokens)
    .where(and(eq(adminTokens.id, id), isNull(adminTokens.revokedAt)));
  if (!row) return { kind: "invalid" };
  const stored = Buffer.from(row.secretHash, "hex");
  const given = hashOf(secret);
  if (stored.length !== given.length || !timingSafeEqual(stored, given)) return { kind: "invalid" };
  if (row.expiresAt.getTime() <= now.getTime()) return { kind: "expired", expiresAt: row.expiresAt };
  // Bookkeeping only: a failed write must not refuse a valid token.
  await db
    .update(adminTokens)
    .set({ lastUsedAt: now, lastUsedIp: usedFrom.slice(0, 64) || null })
    .where(eq(adminTokens.id, id))
    .catch(() => {});
  return { kind: "valid", id: row.id, userId: row.userId };
}

export async function listAdminTokens(db: Database, userId: string): Promise<AdminTokenSummary[]> {
  const rows = await db
    .select()
    .from(adminTokens)
    .where(and(eq(adminTokens.userId, userId), isNull(adminTokens.revokedAt)))
    .orderBy(desc(adminTokens.createdAt));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    lastUsedIp: row.lastUsedIp,
  }));
}

/** Revokes one of the admin's own tokens; false when there is no such live token. */
export async function revokeAdminToken(db: Database, userId: string, id: string): Promise<boolean> {
  const revoked = await db
    .update(adminTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(adminTokens.id, id), eq(adminTokens.userId, userId), isNull(adminTokens.revokedAt)))
    .returning({ id: adminTokens.id });
  return revoked.length > 0;
}
