import { createHash } from "node:crypto";

/**
 * How Better Auth keeps a verification row's identifier (magic-link and reset tokens, pending
 * second-factor and passkey challenges): as its SHA-256, so neither the database nor a copy of
 * it holds a token that works (decision 196). The tokens are long random strings, so an
 * unsalted hash cannot be reversed by guessing; lookups hash the presented token the same way.
 */
export async function hashVerificationIdentifier(identifier: string): Promise<string> {
  return createHash("sha256").update(identifier).digest("base64url");
}
