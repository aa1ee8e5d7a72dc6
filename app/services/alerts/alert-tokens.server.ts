import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * Tokens of the alerts capability. Confirmation and management links carry a random token of
 * which only the SHA-256 hash is stored; unsubscribe links carry the alert id signed with the
 * server secret (HMAC-SHA256), so they work without sign-in and without a lookup table.
 */

export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

const signature = (secret: string, purpose: string, id: number) =>
  createHmac("sha256", secret).update(`${purpose}:${id}`).digest("base64url");

/** `<id>.<signature>` for an alert and a purpose ("unsubscribe"). */
export function signAlertId(secret: string, purpose: string, id: number): string {
  return `${id}.${signature(secret, purpose, id)}`;
}

/** The alert id a signed token stands for, or null when it was not signed by this server. */
export function verifyAlertId(secret: string, purpose: string, token: string | null | undefined): number | null {
  const match = /^(\d{1,10})\.([\w-]{43})$/.exec(token ?? "");
  if (!match) return null;
  const id = Number(match[1]);
  const expected = Buffer.from(signature(secret, purpose, id));
  const given = Buffer.from(match[2] as string);
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
}
