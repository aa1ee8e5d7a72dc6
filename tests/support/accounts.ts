import { execFile } from "node:child_process";
import { promisify } from "node:util";
import * as OTPAuth from "otpauth";
import type { BrowserContext } from "playwright-core";
import { expect } from "vitest";
import { HttpSession } from "./http-session";

const run = promisify(execFile);

/** Runs `npm run admin -- create` (through tsx, as the README says) against a DATA_DIR or database. */
export async function createAdminAccount(env: Record<string, string | undefined>, email: string, password: string) {
  const { stdout } = await run(process.execPath, ["--import", "tsx", "scripts/admin.ts", "create", email], {
    env: { PATH: process.env.PATH, LOG_LEVEL: "warn", ...env, ADMIN_PASSWORD: password },
  });
  return stdout;
}

/** Runs `npm run admin -- <command> <email>` (grant or revoke). */
export async function adminCommand(env: Record<string, string | undefined>, command: string, email: string) {
  const { stdout } = await run(process.execPath, ["--import", "tsx", "scripts/admin.ts", command, email], {
    env: { PATH: process.env.PATH, LOG_LEVEL: "warn", ...env },
  });
  return stdout;
}

/** The current RFC 6238 code for an otpauth:// URI or a base32 secret. */
export function totpCode(uriOrSecret: string): string {
  const totp = uriOrSecret.startsWith("otpauth://")
    ? (OTPAuth.URI.parse(uriOrSecret) as OTPAuth.TOTP)
    : new OTPAuth.TOTP({ secret: uriOrSecret, digits: 6, period: 30 });
  return totp.generate();
}

export async function signInWithPassword(client: HttpSession, email: string, password: string) {
  const response = await client.request("/api/auth/sign-in/email", { json: { email, password } });
  expect(response.status).toBe(200);
  return (await response.json()) as { twoFactorRedirect?: boolean };
}

/** Signs in over HTTP and hands the session cookie to a browser context, as a signed-in visitor's browser holds it. */
export async function signInBrowser(context: BrowserContext, serverUrl: string, email: string, password: string) {
  const client = new HttpSession(serverUrl);
  await signInWithPassword(client, email, password);
  await context.addCookies(
    [...client.cookies].map(([name, value]) => ({
      name,
      value,
      url: serverUrl,
      httpOnly: true,
      sameSite: "Lax" as const,
    })),
  );
}
