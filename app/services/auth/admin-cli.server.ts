import os from "node:os";
import { eq } from "drizzle-orm";
import { brandFor } from "../../brand/brand";
import { checkNewPassword, normaliseEmail } from "../../core/auth/auth-rules";
import type { Config } from "../config/config.server";
import type { DatabaseHandle } from "../db/database.server";
import type { Role } from "../db/roles.server";
import { user } from "../db/schema";
import type { Logger } from "../logging/logger.server";
import { setAccountRole } from "./admin-role.server";
import { createAuth } from "./auth.server";

/**
 * `npm run admin -- grant|revoke|create <email>`: the first operator and later role changes
 * (the role lives in profiles.role, read through has_role()).
 */
export class AdminCliError extends Error {}

async function findUser(database: DatabaseHandle, email: string) {
  const [found] = await database.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  return found ?? null;
}

export async function setRole(database: DatabaseHandle, rawEmail: string, role: Role): Promise<string> {
  const email = normaliseEmail(rawEmail);
  const found = await findUser(database, email);
  if (!found) {
    throw new AdminCliError(
      `No account uses ${email}. Sign up at /auth first, or create one with: npm run admin -- create ${email}`,
    );
  }
  await setAccountRole(database.db, { id: found.id, email }, role, {
    userId: null,
    email: `npm run admin (${os.userInfo().username})`,
    via: "cli",
  });
  return role === "admin" ? `${email} is now an admin.` : `${email} is no longer an admin.`;
}

/** Creates a verified account with the given password and makes it admin. */
export async function createAdmin(
  config: Config,
  database: DatabaseHandle,
  logger: Logger,
  rawEmail: string,
  password: string,
): Promise<string> {
  const email = normaliseEmail(rawEmail);
  const problem = checkNewPassword(password, password);
  if (problem) throw new AdminCliError(problem);
  if (await findUser(database, email)) {
    throw new AdminCliError(`${email} already has an account: use npm run admin -- grant ${email}`);
  }
  // No e-mail is needed (the address is marked verified below), so this mailer sends nothing.
  const auth = createAuth({
    config,
    brand: brandFor(config.publicSiteUrl),
    db: database.db,
    logger,
    mailer: { kind: "outbox", send: async () => {} },
  });
  await auth.api.signUpEmail({ body: { email, password, name: email.split("@")[0] ?? email } });
  await database.db.update(user).set({ emailVerified: true }).where(eq(user.email, email));
  await setRole(database, email, "admin");
  return `Created ${email} (e-mail verified) as an admin. Sign in at /admin-auth; the admin area will ask you to set up two-factor authentication.`;
}
