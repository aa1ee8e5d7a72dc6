import { createHash, randomBytes, randomUUID } from "node:crypto";
import { APIError, getSessionFromCtx } from "better-auth/api";
import { and, eq, gt, isNotNull, isNull, lt, or } from "drizzle-orm";
import { AUTH_MESSAGES, authText } from "../../core/auth/auth-rules";
import { serverTranslator } from "../../i18n/catalogue.server";
import { isLocale, type Locale } from "../../i18n/locales";
import { recordAudit } from "../audit/audit-log.server";
import type { Database } from "../db/database.server";
import { twoFactor, user, verification } from "../db/schema";
import { clearAttempts, consumeEmailAttempt } from "./email-rate-limit.server";
import { authCallLocale } from "./request-locale";

/**
 * Wrong second-factor codes are counted per account (on top of Better Auth's per-address
 * limiter and its per-challenge cap), on every path: sign-in and an existing session alike.
 * The fifth in 15 minutes locks the authenticator codes until a backup code (too long to
 * guess) or an e-mailed unlock link lifts the lock, so the right code cannot be found by
 * guessing from many addresses. Every lock and unlock is audited.
 */
const WRONG_CODES = { max: 4, windowSeconds: 15 * 60 };
const UNLOCK_LINK_SECONDS = 24 * 60 * 60;
/** two_factor.locked_until for a lock that holds until it is lifted (a real date, far away). */
const UNTIL_LIFTED = new Date("9999-12-31T00:00:00Z");
const CODE_PATHS = new Set(["/two-factor/verify-totp", "/two-factor/verify-otp"]);
const VERIFY_PATHS = new Set([...CODE_PATHS, "/two-factor/verify-backup-code"]);

const unlockIdentifier = (token: string) => `unlock-2fa:${createHash("sha256").update(token).digest("hex")}`;

type HookContext = Parameters<typeof getSessionFromCtx>[0];

/** The account a verification is for: the session's, or the pending sign-in's (its signed cookie). */
async function accountOf(ctx: HookContext): Promise<string | null> {
  const found = await getSessionFromCtx(ctx);
  if (found) return found.user.id;
  const cookie = ctx.context.createAuthCookie("two_factor");
  const pending = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!pending) return null;
  return (await ctx.context.internalAdapter.findVerificationValue(pending))?.value ?? null;
}

async function emailOf(db: Database, userId: string) {
  const [row] = await db.select({ email: user.email }).from(user).where(eq(user.id, userId));
  return row?.email ?? userId;
}

/** The account's address and the language its e-mails are written in. */
async function mailboxOf(db: Database, userId: string): Promise<{ email: string; locale: Locale }> {
  const [row] = await db.select({ email: user.email, locale: user.locale }).from(user).where(eq(user.id, userId));
  return { email: row?.email ?? userId, locale: isLocale(row?.locale) ? row.locale : "en" };
}

async function isLocked(db: Database, userId: string) {
  const [row] = await db
    .select({ id: twoFactor.id })
    .from(twoFactor)
    .where(and(eq(twoFactor.userId, userId), gt(twoFactor.lockedUntil, new Date())));
  return Boolean(row);
}

/** Lifts the lock (a backup code passed, or the e-mailed link opened); false when there was none. */
async function unlockSecondFactor(db: Database, userId: string, via: "backup-code" | "unlock-link") {
  await clearAttempts(db, "second-factor", userId);
  const lifted = await db
    .update(twoFactor)
    .set({ lockedUntil: null })
    .where(and(eq(twoFactor.userId, userId), isNotNull(twoFactor.lockedUntil)))
    .returning({ id: twoFactor.id });
  if (lifted.length === 0) return false;
  const email = await emailOf(db, userId);
  await recordAudit(db, { userId, email, via }, { action: "second-factor.unlocked", target: email });
  return true;
}

/** Opens an e-mailed unlock link: each works once, for 24 hours. */
export async function unlockWithLink(db: Database, token: string) {
  const [row] = await db
    .delete(verification)
    .where(and(eq(verification.identifier, unlockIdentifier(token)), gt(verification.expiresAt, new Date())))
    .returning({ userId: verification.value });
  return row ? unlockSecondFactor(db, row.userId, "unlock-link") : false;
}

async function recordWrongCode(
  db: Database,
  userId: string,
  sendUnlockLink: (to: string, token: string, locale: Locale) => void,
) {
  if ((await consumeEmailAttempt(db, "second-factor", userId, WRONG_CODES)).allowed) return;
  const locked = await db
    .update(twoFactor)
    .set({ lockedUntil: UNTIL_LIFTED })
    .where(and(eq(twoFactor.userId, userId), or(isNull(twoFactor.lockedUntil), lt(twoFactor.lockedUntil, new Date()))))
    .returning({ id: twoFactor.id });
  await clearAttempts(db, "second-factor", userId);
  if (locked.length === 0) return;
  // The link's token is stored only as a hash: the database (and its backups) cannot unlock.
  const token = randomBytes(32).toString("base64url");
  await db.insert(verification).values({
    id: randomUUID(),
    identifier: unlockIdentifier(token),
    value: userId,
    expiresAt: new Date(Date.now() + UNLOCK_LINK_SECONDS * 1000),
  });
  const { email, locale } = await mailboxOf(db, userId);
  await recordAudit(
    db,
    { userId: null, email: "second-factor limit", via: "system" },
    { action: "second-factor.locked", target: email, after: { wrongCodes: WRONG_CODES.max + 1 } },
  );
  sendUnlockLink(email, token, locale);
}

/** Better Auth hooks: refuse codes while locked (before); count wrong ones, lift on a backup code (after). */
export function secondFactorLock(db: Database, sendUnlockLink: (to: string, token: string, locale: Locale) => void) {
  return {
    async before(ctx: HookContext) {
      if (!CODE_PATHS.has(ctx.path)) return;
      const userId = await accountOf(ctx);
      if (userId && (await isLocked(db, userId))) {
        throw new APIError("FORBIDDEN", {
          message: authText(serverTranslator(authCallLocale(ctx.headers)), AUTH_MESSAGES.secondFactorLocked),
          code: "SECOND_FACTOR_LOCKED",
        });
      }
    },
    async after(ctx: HookContext) {
      if (!VERIFY_PATHS.has(ctx.path)) return;
      const returned = (ctx.context as { returned?: unknown }).returned;
      if (returned instanceof APIError) {
        const userId = returned.statusCode === 401 ? await accountOf(ctx) : null;
        if (userId) await recordWrongCode(db, userId, sendUnlockLink);
        return;
      }
      const userId = ctx.context.newSession?.user.id ?? (await getSessionFromCtx(ctx))?.user.id;
      if (!userId) return;
      if (ctx.path === "/two-factor/verify-backup-code") await unlockSecondFactor(db, userId, "backup-code");
      else await clearAttempts(db, "second-factor", userId);
    },
  };
}
