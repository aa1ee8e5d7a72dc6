import { APIError, getSessionFromCtx } from "better-auth/api";
import { count, eq } from "drizzle-orm";
import { secondFactorDue } from "../../core/auth/admin-gate";
import { AUTH_MESSAGES, authText } from "../../core/auth/auth-rules";
import { serverTranslator } from "../../i18n/catalogue.server";
import type { Database } from "../db/database.server";
import { hasRole } from "../db/roles.server";
import { passkey } from "../db/schema";
import { authCallLocale } from "./request-locale";

/**
 * Deny by default: a session that has not passed its second factor may call only what
 * passes it (or signs out), and whatever a visitor with no session may call anyway (a new
 * sign-in, an e-mailed token). Anything else would let a stolen first factor (a read of
 * the mailbox, a password) change the account or enrol a factor of its own.
 */
const PASSES_OR_ENDS = new Set([
  "/get-session",
  "/sign-out",
  "/two-factor/verify-totp",
  "/two-factor/verify-backup-code",
  "/passkey/generate-authenticate-options",
  "/passkey/verify-authentication",
]);
const NEEDS_NO_SESSION = new Set([
  "/sign-in/email",
  "/sign-in/magic-link",
  "/sign-up/email",
  "/magic-link/verify",
  "/verify-email",
  "/request-password-reset",
  "/reset-password",
  "/reset-password/:token",
  "/ok",
  "/error",
]);
/** An admin with no second factor yet may add the first one (TOTP is confirmed by verify-totp). */
const FIRST_FACTOR_ENROLMENT = new Set([
  "/two-factor/enable",
  "/passkey/generate-register-options",
  "/passkey/verify-registration",
]);

/** The account's second factors, as the gate and the account page see them. */
async function hasSecondFactor(db: Database, user: { id: string; twoFactorEnabled?: boolean | null }) {
  if (user.twoFactorEnabled === true) return true;
  const [row] = await db.select({ n: count() }).from(passkey).where(eq(passkey.userId, user.id));
  return Number(row?.n ?? 0) > 0;
}

type HookContext = Parameters<typeof getSessionFromCtx>[0];

/** Better Auth `hooks.before`: throws 403 with a sentence when this session may not call this path. */
export async function requirePassedSecondFactor(ctx: HookContext, db: Database): Promise<void> {
  if (PASSES_OR_ENDS.has(ctx.path) || NEEDS_NO_SESSION.has(ctx.path)) return;
  const found = await getSessionFromCtx(ctx);
  if (!found) return;
  const aal = (found.session as { aal?: string }).aal ?? "aal1";
  if (aal === "aal2") return;
  const user = found.user as { id: string; twoFactorEnabled?: boolean | null };
  const due = secondFactorDue({
    aal,
    hasSecondFactor: await hasSecondFactor(db, user),
    isAdmin: await hasRole(db, user.id, "admin"),
  });
  if (!due || (due === "enrol" && FIRST_FACTOR_ENROLMENT.has(ctx.path))) return;
  throw new APIError("FORBIDDEN", {
    message: authText(
      serverTranslator(authCallLocale(ctx.headers)),
      due === "verify" ? AUTH_MESSAGES.secondFactorFirst : AUTH_MESSAGES.enrolSecondFactorFirst,
    ),
    code: "SECOND_FACTOR_REQUIRED",
  });
}
