import type { MessageKey } from "../../i18n/message-key";
import type { Translate } from "../../i18n/translator";

/**
 * The account forms' rules and messages, shared by the browser and the
 * server so both say the same thing. Plain TypeScript: no React, no Express.
 */

export const PASSWORD_MIN_AUTH = 6;
export const PASSWORD_MIN_RESET = 8;
export const PASSWORD_MAX = 128;

export const AUTH_MESSAGES = {
  fillAllFields: "account.message.fillAllFields",
  enterEmail: "account.message.enterEmail",
  passwordsDoNotMatch: "account.message.passwordsDoNotMatch",
  invalidEmail: "account.message.invalidEmail",
  passwordTooShortAuth: "account.message.passwordTooShortAuth",
  passwordTooShortReset: "account.message.passwordTooShortReset",
  passwordTooLong: "account.message.passwordTooLong",
  passwordBlank: "account.message.passwordBlank",
  passwordTooCommon: "account.message.passwordTooCommon",
  errorTitle: "account.message.errorTitle",
  genericAuthError: "account.message.genericAuthError",
  magicLinkFailed: "account.message.magicLinkFailed",
  magicLinkCouldNotSend: "account.message.magicLinkCouldNotSend",
  resetCouldNotSend: "account.message.resetCouldNotSend",
  updatePasswordFailed: "account.message.updatePasswordFailed",
  signInFailed: "account.message.signInFailed",
  authFailed: "account.message.authFailed",
  checkEmailTitle: "account.message.checkEmailTitle",
  confirmationSent: "account.message.confirmationSent",
  magicLinkSent: "account.message.magicLinkSent",
  resetSentTitle: "account.message.resetSentTitle",
  resetSentDescription: "account.message.resetSentDescription",
  passwordUpdatedBang: "account.message.passwordUpdatedBang",
  passwordUpdated: "account.message.passwordUpdated",
  redirectingToAdmin: "account.message.redirectingToAdmin",
  signedIn: "account.message.signedIn",
  tooManyAttempts: "account.message.tooManyAttempts",
  invalidCredentials: "account.message.invalidCredentials",
  emailNotVerified: "account.message.emailNotVerified",
  invalidCode: "account.message.invalidCode",
  secondFactorFirst: "account.message.secondFactorFirst",
  secondFactorLocked: "account.message.secondFactorLocked",
  secondFactorUnlocked: "account.message.secondFactorUnlocked",
  enrolSecondFactorFirst: "account.message.enrolSecondFactorFirst",
} as const satisfies Record<string, MessageKey>;

/** One of the rules' and the server's messages: a catalogue key, worded in the page's language where it is shown. */
export type AuthMessage = (typeof AUTH_MESSAGES)[keyof typeof AUTH_MESSAGES];

/** The numbers the messages name (`{minAuth}`, `{minReset}`, `{max}`): pass them whenever one is translated. */
const AUTH_MESSAGE_VALUES = { minAuth: PASSWORD_MIN_AUTH, minReset: PASSWORD_MIN_RESET, max: PASSWORD_MAX };

/** A message in the language of `t` (the page's translator in the browser, the request's on the server). */
export const authText = (t: Translate, message: AuthMessage): string => t(message, AUTH_MESSAGE_VALUES);

/** The message for the admin sign-in page's `error` query parameter (why the gate sent someone back); the operator pages are English only. */
export function adminAuthErrorMessage(error: string | null): string | null {
  if (!error) return null;
  if (error === "not_authorized") return "You are not authorized to access this area.";
  if (error === "insufficient_role") return "You do not have the required permissions to access the admin panel.";
  return "Authentication error occurred.";
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function normaliseEmail(value: unknown): string {
  return typeof value === "string" ? value.trim().toLowerCase() : "";
}

/** Sign-in with e-mail and password: both required. */
export function checkCredentials(email: string, password: string): AuthMessage | null {
  if (!email.trim() || !password) return AUTH_MESSAGES.fillAllFields;
  if (!EMAIL_PATTERN.test(email.trim())) return AUTH_MESSAGES.invalidEmail;
  return null;
}

/** Only white space or control characters (six spaces, six NULs): nothing to guess. */
const BLANK_PASSWORD = /^[\p{White_Space}\p{Cc}]*$/u;

/**
 * The rules a new password meets in the browser and on the server alike: its length
 * (6 on the sign-up forms, 8 for a reset or change) and not only blanks. The server also
 * refuses the most common passwords (common-passwords.server.ts), a list kept out of pages.
 */
export function passwordProblem(password: string, min: number = PASSWORD_MIN_AUTH): AuthMessage | null {
  if (password.length < min)
    return min > PASSWORD_MIN_AUTH ? AUTH_MESSAGES.passwordTooShortReset : AUTH_MESSAGES.passwordTooShortAuth;
  if (password.length > PASSWORD_MAX) return AUTH_MESSAGES.passwordTooLong;
  if (BLANK_PASSWORD.test(password)) return AUTH_MESSAGES.passwordBlank;
  return null;
}

/** Sign-up: all fields, matching passwords, at least 6 characters. */
export function checkSignUp(email: string, password: string, confirm: string): AuthMessage | null {
  if (!email.trim() || !password || !confirm) return AUTH_MESSAGES.fillAllFields;
  if (!EMAIL_PATTERN.test(email.trim())) return AUTH_MESSAGES.invalidEmail;
  if (password !== confirm) return AUTH_MESSAGES.passwordsDoNotMatch;
  return passwordProblem(password, PASSWORD_MIN_AUTH);
}

/** Magic link and reset request: an e-mail address is required. */
export function checkEmailOnly(email: string): AuthMessage | null {
  if (!email.trim()) return AUTH_MESSAGES.enterEmail;
  if (!EMAIL_PATTERN.test(email.trim())) return AUTH_MESSAGES.invalidEmail;
  return null;
}

/**
 * A new password. The reset page asks for 8 characters, sign-up for 6; the admin page's
 * reset mode and the account page use the same stricter rule, as they set the same password.
 */
export function checkNewPassword(password: string, confirm: string): AuthMessage | null {
  if (!password || !confirm) return AUTH_MESSAGES.fillAllFields;
  if (password !== confirm) return AUTH_MESSAGES.passwordsDoNotMatch;
  return passwordProblem(password, PASSWORD_MIN_RESET);
}
