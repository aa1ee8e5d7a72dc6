import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { expect } from "vitest";
import { createAdminAccount, signInWithPassword, totpCode } from "./accounts";
import { HttpSession } from "./http-session";

const run = promisify(execFile);

/** Runs `npm run admin -- <command> <email>` against a DATA_DIR or database (server stopped on PGlite). */
export async function adminCli(env: Record<string, string | undefined>, command: "grant" | "revoke", email: string) {
  await run(process.execPath, ["--import", "tsx", "scripts/admin.ts", command, email], {
    env: { PATH: process.env.PATH, LOG_LEVEL: "warn", ...env },
  });
}

/** Accounts every admin test needs, made before the server starts: an admin and a verified non-admin. */
export async function createConsoleAccounts(
  env: Record<string, string | undefined>,
  accounts: { admin: string; visitor: string; password: string },
) {
  await createAdminAccount(env, accounts.admin, accounts.password);
  await createAdminAccount(env, accounts.visitor, accounts.password);
  await adminCli(env, "revoke", accounts.visitor);
}

/** Signs an admin in and enrols TOTP (first time) or answers the code: a session at aal2. */
export async function adminSession(baseUrl: string, email: string, password: string, totpUri?: string) {
  const session = new HttpSession(baseUrl);
  const first = await signInWithPassword(session, email, password);
  let uri = totpUri;
  if (!first.twoFactorRedirect) {
    const enable = await session.request("/api/auth/two-factor/enable", { json: { password } });
    expect(enable.status).toBe(200);
    uri = ((await enable.json()) as { totpURI: string }).totpURI;
  }
  const verify = await session.request("/api/auth/two-factor/verify-totp", { json: { code: totpCode(uri as string) } });
  expect(verify.status).toBe(200);
  return { session, totpUri: uri as string };
}

/** Creates an operator token through the console's own API. */
export async function createToken(session: HttpSession, name = "scripts"): Promise<{ id: string; token: string }> {
  const response = await session.request("/api/admin/tokens", { json: { name } });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: string; token: string };
}
