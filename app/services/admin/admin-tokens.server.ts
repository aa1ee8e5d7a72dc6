import { createHash, randomBytes, randomUUID, timingSafeEqual } from "node:crypto";
import { and, desc, eq, isNull } from "drizzle-orm";
import type { Database } from "../db/database.server";
import { adminTokens } from "../db/schema";

/**
 * Operator tokens for the `x-admin-token` header (decision 100). A token is
 * `flt_<id>_<secret>`: the id finds the row, the secret (32 random bytes) is stored only as a
 * SHA-256 hash and compared in constant time. Shown once at creation; revocable; tied to the
 * admin who created it.
 */
const TOKEN_PREFIX = "flt_";
const TOKEN_PATTERN = /^flt_([0-9a-f-]{36})_([A-Za-z0-9_-]{43})$/;

export interface AdminTokenSummary {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

export interface VerifiedToken {
  id: string;
  userId: string;
}

const hashOf = (secret: string) => createHash("sha256").update(secret).digest();

export async function createAdminToken(db: Database, userId: string, name: string) {
  const id = randomUUID();
  const secret = randomBytes(32).toString("base64url");
  await db.insert(adminTokens).values({ id, userId, name, secretHash: hashOf(secret).toString("hex") });
  return { id, name, token: `${TOKEN_PREFIX}${id}_${secret}` };
}

/** The token's owner when the token is well formed, known, not revoked and its secret matches. */
export async function verifyAdminToken(db: Database, token: string): Promise<VerifiedToken | null> {
  const match = TOKEN_PATTERN.exec(token.trim());
  if (!match) return null;
  const [, id, secret] = match as unknown as [string, string, string];
  const [row] = await db
    .select({ id: adminTokens.id, userId: adminTokens.userId, secretHash: adminTokens.secretHash })
    .from(adminTokens)
    .where(and(eq(adminTokens.id, id), isNull(adminTokens.revokedAt)));
  if (!row) return null;
  const stored = Buffer.from(row.secretHash, "hex");
  const given = hashOf(secret);
  if (stored.length !== given.length || !timingSafeEqual(stored, given)) return null;
  // Bookkeeping only: a failed write must not refuse a valid token.
  await db
    .update(adminTokens)
    .set({ lastUsedAt: new Date() })
    .where(eq(adminTokens.id, id))
    .catch(() => {});
  return { id: row.id, userId: row.userId };
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
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
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
