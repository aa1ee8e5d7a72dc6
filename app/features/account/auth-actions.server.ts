import { eq } from "drizzle-orm";
import { type AppLoadContext, data } from "react-router";
import { signInPageFor } from "../../core/auth/admin-gate";
import type { AuthActionResult } from "../../core/auth/auth-action-result";
import {
  AUTH_MESSAGES,
  type AuthMessage,
  checkCredentials,
  checkEmailOnly,
  checkNewPassword,
  checkSignUp,
  normaliseEmail,
} from "../../core/auth/auth-rules";
import { safeRedirectPath } from "../../core/auth/redirect-target";
import { type Locale, localizedPath } from "../../i18n/locales";
import { type AuthCallResult, callAuth, cookieHeaders } from "../../services/auth/accounts.server";
import { RECOVERY_COOKIE } from "../../services/auth/exchange-code.server";
import { hashVerificationIdentifier } from "../../services/auth/verification-identifier.server";
import { hasRole } from "../../services/db/roles.server";
import { user, verification } from "../../services/db/schema";
import { betterAuthMessage, type Words, wordsFor } from "./page-words.server";

export type AuthPageVariant = "visitor" | "operator";

const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

const fail = (words: Words, intent: string, description: string, extra: Partial<AuthActionResult> = {}) =>
  data<AuthActionResult>(
    { ok: false, title: words.say(AUTH_MESSAGES.errorTitle), description, intent, ...extra },
    { status: 400 },
  );

/**
 * Better Auth's refusal in words a person understands (the form's fallback message otherwise).
 * Better Auth's own messages are English, so another language gets the fallback in its words.
 */
function refusal(words: Words, result: AuthCallResult, fallback: string): string {
  const { say } = words;
  if (result.status === 429) return say(AUTH_MESSAGES.tooManyAttempts);
  if (result.code === "INVALID_EMAIL_OR_PASSWORD") return say(AUTH_MESSAGES.invalidCredentials);
  if (result.code === "EMAIL_NOT_VERIFIED") return say(AUTH_MESSAGES.emailNotVerified);
  if (result.code === "INVALID_CODE" || result.code === "INVALID_TWO_FACTOR_AUTHENTICATION")
    return say(AUTH_MESSAGES.invalidCode);
  if (result.status >= 500) return fallback;
  return betterAuthMessage(words, result) ?? fallback;
}

/** Pages send an Origin header on every form POST; one from another site is refused. */
function sameOrigin(request: Request, context: AppLoadContext): boolean {
  const origin = request.headers.get("origin");
  return !origin || origin === new URL(context.config.publicSiteUrl).origin;
}

/** Where a sign-in lands: the page asked for, else /admin for operators and admins, else home in the page's language. */
async function landingFor(
  context: AppLoadContext,
  setCookies: string[],
  variant: AuthPageVariant,
  redirectTo: string | null,
  locale: Locale,
) {
  if (redirectTo) return redirectTo;
  if (variant === "operator") return "/admin";
  const cookie = setCookies.map((c) => c.split(";")[0]).join("; ");
  const session = await context.accounts.auth.api.getSession({ headers: new Headers({ cookie }) });
  const isAdmin = session ? await hasRole(context.database.db, session.user.id, "admin").catch(() => false) : false;
  return isAdmin ? "/admin" : localizedPath("/", locale);
}

/**
 * The one action behind /auth, /admin-auth and /auth/reset. Each form posts an `intent`;
 * the rules are the browser's (auth-rules.ts), checked again here; Better Auth is called
 * through its full pipeline (rate limits included) and its cookies passed on.
 */
export async function handleAuthAction(request: Request, context: AppLoadContext, variant: AuthPageVariant) {
  const form = await request.formData();
  const intent = field(form, "intent");
  const words = wordsFor(request);
  if (!sameOrigin(request, context)) return fail(words, intent, words.say(AUTH_MESSAGES.genericAuthError));
  try {
    return await runAuthIntent(request, context, variant, form, intent, words);
  } catch (error) {
    // Never a 500 page for a form: log it and answer with the form's fallback message.
    context.logger.error({ err: error, intent }, "account form failed");
    return data<AuthActionResult>(
      {
        ok: false,
        intent,
        title: words.say(AUTH_MESSAGES.errorTitle),
        description: words.say(FALLBACKS[intent] ?? AUTH_MESSAGES.genericAuthError),
      },
      { status: 503 },
    );
  }
}

/** The message for a refusal we have no better words for, per form. */
const FALLBACKS: Record<string, AuthMessage> = {
  "magic-link": AUTH_MESSAGES.magicLinkFailed,
  forgot: AUTH_MESSAGES.resetCouldNotSend,
  "reset-password": AUTH_MESSAGES.updatePasswordFailed,
  "verify-totp": AUTH_MESSAGES.signInFailed,
  "verify-backup-code": AUTH_MESSAGES.signInFailed,
};

async function runAuthIntent(
  request: Request,
  context: AppLoadContext,
  variant: AuthPageVariant,
  form: FormData,
  intent: string,
  words: Words,
) {
  const { say, locale } = words;
  const email = normaliseEmail(field(form, "email"));
  const password = field(form, "password");
  const redirectTo = safeRedirectPath(field(form, "redirectTo"), context.config.publicSiteUrl);

  switch (intent) {
    case "sign-in": {
      const problem = checkCredentials(email, password);
      if (problem) return fail(words, intent, say(problem));
      const result = await callAuth<{ twoFactorRedirect?: boolean }>(context, request, "/sign-in/email", {
        body: { email, password, rememberMe: true },
      });
      if (!result.ok) return fail(words, intent, refusal(words, result, say(AUTH_MESSAGES.genericAuthError)));
      if (result.data?.twoFactorRedirect) {
        return data<AuthActionResult>(
          {
            ok: true,
            step: "two-factor",
            intent,
            title: words.t("account.twoFactorStep.heading"),
            description: words.t("account.twoFactorStep.enterCode"),
          },
          { headers: cookieHeaders(result.setCookies) },
        );
      }
      const landing = await landingFor(context, result.setCookies, variant, redirectTo, locale);
      return data<AuthActionResult>(
        { ok: true, intent, title: say(AUTH_MESSAGES.signedIn), redirectTo: landing },
        { headers: cookieHeaders(result.setCookies) },
      );
    }
    case "verify-totp":
    case "verify-backup-code": {
      const code = field(form, "code").replace(/\s+/g, "");
      if (!code) return fail(words, intent, say(AUTH_MESSAGES.fillAllFields), { step: "two-factor" });
      const result = await callAuth(
        context,
        request,
        intent === "verify-totp" ? "/two-factor/verify-totp" : "/two-factor/verify-backup-code",
        {
          body: { code, trustDevice: false },
        },
      );
      if (!result.ok)
        return fail(words, intent, refusal(words, result, say(AUTH_MESSAGES.invalidCode)), { step: "two-factor" });
      const landing = await landingFor(context, result.setCookies, variant, redirectTo, locale);
      return data<AuthActionResult>(
        { ok: true, intent, title: say(AUTH_MESSAGES.signedIn), redirectTo: landing },
        { headers: cookieHeaders(result.setCookies) },
      );
    }
    case "sign-up": {
      const problem = checkSignUp(email, password, field(form, "confirm"));
      if (problem) return fail(words, intent, say(problem));
      const result = await callAuth(context, request, "/sign-up/email", {
        body: { email, password, name: email.split("@")[0] ?? email },
      });
      if (!result.ok) return fail(words, intent, refusal(words, result, say(AUTH_MESSAGES.genericAuthError)));
      return {
        ok: true,
        intent,
        title: say(AUTH_MESSAGES.checkEmailTitle),
        description: say(AUTH_MESSAGES.confirmationSent),
      } satisfies AuthActionResult;
    }
    case "magic-link": {
      const problem = checkEmailOnly(email);
      if (problem) return fail(words, intent, say(problem));
      const result = await callAuth(context, request, "/sign-in/magic-link", {
        body: { email, callbackURL: redirectTo ?? "/" },
      });
      if (!result.ok) return fail(words, intent, refusal(words, result, say(AUTH_MESSAGES.magicLinkCouldNotSend)));
      return {
        ok: true,
        intent,
        title: say(AUTH_MESSAGES.checkEmailTitle),
        description: say(AUTH_MESSAGES.magicLinkSent),
      } satisfies AuthActionResult;
    }
    case "forgot": {
      const problem = checkEmailOnly(email);
      if (problem) return fail(words, intent, say(problem));
      const result = await callAuth(context, request, "/request-password-reset", {
        body: { email, redirectTo: "/auth/reset" },
      });
      if (!result.ok) return fail(words, intent, refusal(words, result, say(AUTH_MESSAGES.resetCouldNotSend)));
      return {
        ok: true,
        intent,
        title: say(AUTH_MESSAGES.resetSentTitle),
        description: say(AUTH_MESSAGES.resetSentDescription),
      } satisfies AuthActionResult;
    }
    case "reset-password":
      return resetPassword(request, context, form, variant, words);
    default:
      return fail(words, intent, say(AUTH_MESSAGES.genericAuthError));
  }
}

export function recoveryCode(request: Request): string | null {
  const cookie = request.headers.get("cookie") ?? "";
  const match = cookie.match(new RegExp(`(?:^|;\\s*)${RECOVERY_COOKIE}=([^;]+)`));
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

/**
 * Sets the new password with the checked recovery code, then signs the person in with it
 * (they proved they own the mailbox): a reset ends signed in, like a magic link.
 */
async function resetPassword(
  request: Request,
  context: AppLoadContext,
  form: FormData,
  variant: AuthPageVariant,
  words: Words,
) {
  const { say, t, locale } = words;
  const intent = "reset-password";
  const password = field(form, "password");
  const problem = checkNewPassword(password, field(form, "confirm"));
  if (problem) return fail(words, intent, say(problem));
  const token = recoveryCode(request);
  if (!token) return fail(words, intent, t("account.reset.linkExpired"));
  const [owner] = await context.database.db
    .select({ email: user.email })
    .from(verification)
    .innerJoin(user, eq(user.id, verification.value))
    .where(eq(verification.identifier, await hashVerificationIdentifier(`reset-password:${token}`)));
  const result = await callAuth(context, request, "/reset-password", { body: { newPassword: password, token } });
  const clearRecovery = `${RECOVERY_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`;
  if (!result.ok || !owner) {
    return data<AuthActionResult>(
      {
        ok: false,
        intent,
        title: say(AUTH_MESSAGES.updatePasswordFailed),
        description: refusal(words, result, t("account.reset.linkExpired")),
      },
      { status: 400, headers: { "Set-Cookie": clearRecovery } },
    );
  }
  const signIn = await callAuth<{ twoFactorRedirect?: boolean }>(context, request, "/sign-in/email", {
    body: { email: owner.email, password },
  });
  const headers = cookieHeaders(signIn.setCookies);
  headers.append("Set-Cookie", clearRecovery);
  if (signIn.ok && signIn.data?.twoFactorRedirect) {
    return data<AuthActionResult>(
      {
        ok: true,
        step: "two-factor",
        intent,
        title: say(AUTH_MESSAGES.passwordUpdated),
        description: t("account.twoFactorStep.enterCode"),
      },
      { headers },
    );
  }
  const landing = signIn.ok
    ? await landingFor(context, signIn.setCookies, variant, null, locale)
    : variant === "operator"
      ? "/admin-auth"
      : signInPageFor(locale);
  return data<AuthActionResult>(
    {
      ok: true,
      intent,
      title: say(AUTH_MESSAGES.passwordUpdated),
      description: landing === "/admin" ? say(AUTH_MESSAGES.redirectingToAdmin) : undefined,
      redirectTo: landing,
    },
    { headers },
  );
}
