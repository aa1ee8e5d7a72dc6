import { passkeyClient } from "@better-auth/passkey/client";
import { createAuthClient } from "better-auth/client";

/**
 * Browser side of passkeys (WebAuthn needs the browser). Loaded on demand when a passkey
 * button is pressed, so pages without one never download it. Same origin: no base URL
 * from anywhere but the page itself.
 */
const client = createAuthClient({ basePath: "/api/auth", plugins: [passkeyClient()] });

export async function signInWithPasskey(): Promise<string | null> {
  const result = await client.signIn.passkey();
  return result.error ? (result.error.message ?? "Passkey sign-in failed.") : null;
}

export async function addPasskey(name: string): Promise<string | null> {
  const result = await client.passkey.addPasskey({ name });
  return result?.error ? (result.error.message ?? "Could not add the passkey.") : null;
}
