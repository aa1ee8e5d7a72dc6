import { randomUUID } from "node:crypto";
import { passkey } from "@better-auth/passkey";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { magicLink, twoFactor } from "better-auth/plugins";
import { eq } from "drizzle-orm";
import type { Brand } from "../../brand/brand";
import { PASSWORD_MAX, PASSWORD_MIN_AUTH } from "../../core/auth/auth-rules";
import { callbackLink } from "../../core/auth/callback-link";
import { CLIENT_IP_HEADER } from "../../core/auth/client-ip";
import { isLocale, type Locale } from "../../i18n/locales";
import type { Config } from "../config/config.server";
import type { Database } from "../db/database.server";
import * as schema from "../db/schema";
import { authEmail } from "../email/auth-emails";
import type { Mailer } from "../email/mailer.server";
import type { Logger } from "../logging/logger.server";
import { grantFirstAdmin } from "./admin-role.server";
import { authHooks } from "./auth-hooks.server";
import type { RedisRateLimitStorage } from "./redis-rate-limit.server";
import { authCallLocale } from "./request-locale";
import { hashVerificationIdentifier } from "./verification-identifier.server";

/**
 * Better Auth on our own server, in place of a hosted auth service (which call maps to which of
 * our endpoints: docs/decisions/080-accounts-better-auth.md). E-mailed links point at /auth/callback?code=…&type=…,
 * whose loader exchanges the code on the server.
 */

export const AUTH_BASE_PATH = "/api/auth";
/** Magic links work for 15 minutes, confirmation and reset links for 1 hour; each once. */
const MAGIC_LINK_SECONDS = 15 * 60;
export const EMAIL_LINK_SECONDS = 60 * 60;

export interface AuthDeps {
  config: Config;
  brand: Brand;
  db: Database;
  mailer: Mailer;
  logger: Logger;
  /** Where the per-IP limits count when REDIS_URL is set; its client is closed by whoever opened it. */
  rateLimitStorage?: RedisRateLimitStorage;
}

export function createAuth({ config, brand, db, mailer, logger, rateLimitStorage }: AuthDeps) {
  const siteUrl = config.publicSiteUrl;
  // Secure cookies whenever the site is served over https (every real deployment); a local
  // http://localhost start keeps working in every browser. Decision 080.
  const secureCookies = siteUrl.startsWith("https:");
  // Sending never blocks the answer: known and unknown addresses answer alike and in the same time.
  const sendInBackground = (kind: Parameters<typeof authEmail>[0], to: string, link: string, locale: Locale) => {
    mailer.send(authEmail(kind, brand, to, link, locale)).catch((error: unknown) => {
      logger.error({ err: error, to, kind }, "could not send an account e-mail");
    });
  };

  return betterAuth({
    appName: brand.name,
    baseURL: siteUrl,
    basePath: AUTH_BASE_PATH,
    secret: config.authSecret,
    trustedOrigins: [siteUrl],
    database: drizzleAdapter(db, { provider: "pg", schema }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: PASSWORD_MIN_AUTH,
      maxPasswordLength: PASSWORD_MAX,
      resetPasswordTokenExpiresIn: EMAIL_LINK_SECONDS,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => {
        const locale = accountLocale(user);
        sendInBackground("reset-password", user.email, callbackLink(siteUrl, token, "recovery", null, locale), locale);
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: EMAIL_LINK_SECONDS,
      sendVerificationEmail: async ({ user, token }) => {
        const locale = accountLocale(user);
        sendInBackground("confirm-signup", user.email, callbackLink(siteUrl, token, "signup", null, locale), locale);
      },
    },
    // E-mailed tokens and challenges are stored only as hashes (decision 196).
    verification: { storeIdentifier: { hash: hashVerificationIdentifier } },
    user: {
      deleteUser: { enabled: false },
      // The language of the page the account was made on: every account e-mail is written in it.
      // Set by the create hook below from the call's language, never by the caller's body.
      additionalFields: { locale: { type: "string", defaultValue: "en", input: false } },
    },
    session: {
      additionalFields: { aal: { type: "string", defaultValue: "aal1", input: false } },
    },
    rateLimit: {
      enabled: true,
      // Shared by every instance: the database, or Redis when REDIS_URL is set.
      storage: "database",
      customStorage: rateLimitStorage,
      window: 60,
      max: 100,
      customRules: {
        "/sign-in/*": { window: 60, max: 10 },
        "/sign-up/*": { window: 60, max: 5 },
        "/request-password-reset": { window: 60, max: 5 },
        "/two-factor/*": { window: 60, max: 10 },
        "/get-session": false,
      },
    },
    advanced: {
      useSecureCookies: secureCookies,
      cookiePrefix: "fareline",
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure: secureCookies },
      // Set by our Express app from req.ip (trust proxy: loopback), never taken from the client.
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      database: { generateId: () => randomUUID() },
    },
    databaseHooks: {
      user: {
        create: {
          // A sign-up from a Dutch page (or a first magic link opened from a Dutch e-mail) makes a Dutch account.
          before: async (user, ctx) => ({ data: { ...user, locale: authCallLocale(ctx?.headers) } }),
          // Every account gets a profile; the role lives in profiles.role, "user" until an operator makes it "admin".
          after: async (user) => {
            await db.insert(schema.profiles).values({ userId: user.id, role: "user" }).onConflictDoNothing();
          },
        },
      },
      session: {
        create: {
          // The first admin may come from ADMIN_EMAILS instead of `npm run admin` (decision 082).
          after: async (session) => {
            if (await grantFirstAdmin(db, config.adminEmails, session.userId)) {
              logger.warn(
                { userId: session.userId },
                "first admin: an ADMIN_EMAILS address signed in and became admin",
              );
            }
          },
        },
      },
    },
    hooks: authHooks(db, (to, token, locale) =>
      sendInBackground("second-factor-locked", to, callbackLink(siteUrl, token, "unlock-2fa", null, locale), locale),
    ),
    plugins: [
      // allowPasswordless: someone who only ever used magic links can still enrol TOTP.
      // Its own sign-in-only lockout is off: ours (second-factor-lock.server.ts) counts every
      // path and lets a backup code through to lift the lock.
      twoFactor({
        issuer: brand.name,
        allowPasswordless: true,
        backupCodeOptions: { amount: 10, length: 10 },
        accountLockout: { enabled: false },
      }),
      magicLink({
        expiresIn: MAGIC_LINK_SECONDS,
        sendMagicLink: async ({ email, token, url }, ctx) => {
          const next = new URL(url).searchParams.get("callbackURL");
          // An address with no account yet gets the language of the page that asked.
          const locale = (await storedLocale(db, email)) ?? authCallLocale(ctx?.headers);
          sendInBackground("magic-link", email, callbackLink(siteUrl, token, "magiclink", next, locale), locale);
        },
      }),
      passkey({ rpID: new URL(siteUrl).hostname, rpName: brand.name, origin: new URL(siteUrl).origin }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** The language an account's e-mails are written in (English for an account from before languages). */
function accountLocale(user: object): Locale {
  return "locale" in user && isLocale(user.locale) ? user.locale : "en";
}

async function storedLocale(db: Database, email: string): Promise<Locale | null> {
  const [row] = await db
    .select({ locale: schema.user.locale })
    .from(schema.user)
    .where(eq(schema.user.email, email.trim().toLowerCase()));
  return row ? accountLocale(row) : null;
}
