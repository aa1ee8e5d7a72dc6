import { APIError, createAuthMiddleware, getSessionFromCtx } from "better-auth/api";
import { eq } from "drizzle-orm";
import { AUTH_MESSAGES, authText, PASSWORD_MIN_AUTH, PASSWORD_MIN_RESET } from "../../core/auth/auth-rules";
import { CLIENT_IP_HEADER } from "../../core/auth/client-ip";
import { serverTranslator } from "../../i18n/catalogue.server";
import type { Locale } from "../../i18n/locales";
import type { Database } from "../db/database.server";
import * as schema from "../db/schema";
import { newPasswordProblem } from "./common-passwords.server";
import { consumeEmailAttempt } from "./email-rate-limit.server";
import { authCallLocale } from "./request-locale";
import { secondFactorLock } from "./second-factor-lock.server";
import { requirePassedSecondFactor } from "./session-assurance.server";

/**
 * Attempts per e-mail address and client address together, on top of Better Auth's per-IP
 * limiter: a stranger guessing from many addresses must never lock the owner out, so no
 * limit counts an account alone.
 */
const EMAIL_LIMITS: Record<string, { action: string; max: number; windowSeconds: number }> = {
  "/sign-in/email": { action: "sign-in", max: 10, windowSeconds: 15 * 60 },
  "/sign-up/email": { action: "sign-up", max: 5, windowSeconds: 15 * 60 },
  "/sign-in/magic-link": { action: "magic-link", max: 5, windowSeconds: 15 * 60 },
  "/request-password-reset": { action: "reset", max: 5, windowSeconds: 15 * 60 },
};

/** Where a new password is set, its field and minimum length (a change or reset asks for 8). */
const NEW_PASSWORDS: Record<string, { field: string; min: number }> = {
  "/sign-up/email": { field: "password", min: PASSWORD_MIN_AUTH },
  "/change-password": { field: "newPassword", min: PASSWORD_MIN_RESET },
  "/reset-password": { field: "newPassword", min: PASSWORD_MIN_RESET },
  "/set-password": { field: "newPassword", min: PASSWORD_MIN_RESET },
};

/**
 * Endpoints after which the session has passed a second factor (assurance level aal2).
 * Registering a passkey counts too: a session may only do it as the account's first factor
 * (session-assurance.server.ts), as enrolling TOTP ends with verify-totp.
 */
const SECOND_FACTOR_PATHS = new Set([
  "/two-factor/verify-totp",
  "/two-factor/verify-backup-code",
  "/passkey/verify-authentication",
  "/passkey/verify-registration",
]);

/**
 * Better Auth's `hooks`: what runs around every endpoint, HTTP calls and page actions alike.
 * `sendUnlockLink` mails the link that lifts a locked second factor, in the account's language.
 * Their messages are in the language of the call (request-locale.ts).
 */
export function authHooks(db: Database, sendUnlockLink: (to: string, token: string, locale: Locale) => void) {
  const lock = secondFactorLock(db, sendUnlockLink);
  return {
    before: createAuthMiddleware(async (ctx) => {
      await requirePassedSecondFactor(ctx, db);
      await lock.before(ctx);
      const body = (ctx.body ?? {}) as Record<string, unknown>;
      const t = serverTranslator(authCallLocale(ctx.headers));
      const newPassword = NEW_PASSWORDS[ctx.path];
      const password = newPassword ? body[newPassword.field] : undefined;
      if (newPassword && typeof password === "string") {
        const problem = newPasswordProblem(password, newPassword.min);
        if (problem) throw new APIError("BAD_REQUEST", { message: authText(t, problem), code: "PASSWORD_REFUSED" });
      }
      const rule = EMAIL_LIMITS[ctx.path];
      const email = body.email;
      if (!rule || typeof email !== "string" || !email) return;
      const clientIp = ctx.headers?.get(CLIENT_IP_HEADER) ?? "";
      const decision = await consumeEmailAttempt(db, rule.action, `${email.trim()} ${clientIp}`, rule);
      if (!decision.allowed) {
        throw new APIError(
          "TOO_MANY_REQUESTS",
          { message: authText(t, AUTH_MESSAGES.tooManyAttempts), code: "TOO_MANY_ATTEMPTS" },
          { "Retry-After": String(decision.retryAfter) },
        );
      }
    }),
    after: createAuthMiddleware(async (ctx) => {
      await lock.after(ctx);
      if (!SECOND_FACTOR_PATHS.has(ctx.path) || ctx.context.returned instanceof Error) return;
      const token = ctx.context.newSession?.session.token ?? (await getSessionFromCtx(ctx))?.session.token;
      if (token) await db.update(schema.session).set({ aal: "aal2" }).where(eq(schema.session.token, token));
    }),
  };
}
