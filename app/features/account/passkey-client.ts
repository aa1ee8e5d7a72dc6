import { passkeyClient } from "@better-auth/passkey/client";
import { createAuthClient } from "better-auth/client";
import type { Locale } from "../../i18n/locales";

/**
 * Browser side of passkeys (WebAuthn needs the browser). Loaded on demand when a passkey
 * button is pressed, so pages without one never download it. Same origin: no base URL
 * from anywhere but the page itself.
 */
const client = createAuthClient({ basePath: "/api/auth", plugins: [passkeyClient()] });

/** The page's language, not the browser's, for the messages our hooks answer with. */
const inLanguage = (locale: Locale) => ({ headers: { "accept-language": locale } });

/** Refusals our hooks word in the page's language; Better Auth's own messages are English only. */
const OUR_CODES = new Set(["TOO_MANY_ATTEMPTS", "SECOND_FACTOR_REQUIRED", "SECOND_FACTOR_LOCKED"]);

/** The problem to show, or null: Better Auth's own words in English, ours in any language, else `fallback`. */
function problemOf(error: { message?: string; code?: string } | null | undefined, locale: Locale, fallback: string) {
  if (!error) return null;
  if (error.message && (locale === "en" || OUR_CODES.has(error.code ?? ""))) return error.message;
  return fallback;
}

export async function signInWithPasskey(locale: Locale, fallback: string): Promise<string | null> {
  const result = await client.signIn.passkey({ fetchOptions: inLanguage(locale) });
  return problemOf(result.error, locale, fallback);
}

export async function addPasskey(name: string, locale: Locale, fallback: string): Promise<string | null> {
  const result = await client.passkey.addPasskey({ name, fetchOptions: inLanguage(locale) });
  return problemOf(result?.error, locale, fallback);
}
