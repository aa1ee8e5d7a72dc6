import { APIError, createAuthMiddleware, getSessionFromCtx } from "better-auth/api";
import { eq } from "drizzle-orm";
import type { Database } from "../db/database.server";
import * as schema from "../db/schema";
import { AUTH_MESSAGES } from "./auth-rules";
import { consumeEmailAttempt } from "./email-rate-limit.server";
import { requirePassedSecondFactor } from "./session-assurance.server";

/** Per-e-mail attempts, on top of Better Auth's per-IP limiter. */
const EMAIL_LIMITS: Record<string, { action: string; max: number; windowSeconds: number }> = {
  "/sign-in/email": { action: "sign-in", max: 10, windowSeconds: 15 * 60 },
  "/sign-up/email": { action: "sign-up", max: 5, windowSeconds: 15 * 60 },
  "/sign-in/magic-link": { action: "magic-link", max: 5, windowSeconds: 15 * 60 },
  "/request-password-reset": { action: "reset", max: 5, windowSeconds: 15 * 60 },
};

/** Endpoints after which the session has passed a second factor (assurance level aal2). */
const SECOND_FACTOR_PATHS = new Set([
  "/two-factor/verify-totp",
  "/two-factor/verify-backup-code",
  "/passkey/verify-authentication",
]);

/** Better Auth's `hooks`: what runs around every endpoint, HTTP calls and page actions alike. */
export function authHooks(db: Database) {
  return {
    before: createAuthMiddleware(async (ctx) => {
      await requirePassedSecondFactor(ctx, db);
      const rule = EMAIL_LIMITS[ctx.path];
      const email = (ctx.body as { email?: unknown } | undefined)?.email;
      if (!rule || typeof email !== "string" || !email) return;
      const decision = await consumeEmailAttempt(db, rule.action, email, rule);
      if (!decision.allowed) {
        throw new APIError(
          "TOO_MANY_REQUESTS",
          { message: AUTH_MESSAGES.tooManyAttempts, code: "TOO_MANY_ATTEMPTS" },
          { "Retry-After": String(decision.retryAfter) },
        );
      }
    }),
    after: createAuthMiddleware(async (ctx) => {
      if (!SECOND_FACTOR_PATHS.has(ctx.path) || ctx.context.returned instanceof Error) return;
      const token = ctx.context.newSession?.session.token ?? (await getSessionFromCtx(ctx))?.session.token;
      if (token) await db.update(schema.session).set({ aal: "aal2" }).where(eq(schema.session.token, token));
    }),
  };
}
