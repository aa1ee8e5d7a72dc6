/**
 * The account forms' rules and messages, shared by the browser and the
 * server so both say the same thing. Plain TypeScript: no React, no Express.
 */

export const PASSWORD_MIN_AUTH = 6;
export const PASSWORD_MIN_RESET = 8;
export const PASSWORD_MAX = 128;

export const AUTH_MESSAGES = {
  fillAllFields: "Please fill in all fields.",
  enterEmail: "Please enter your email address.",
  passwordsDoNotMatch: "Passwords do not match",
  invalidEmail: "Please enter a valid email address.",
  passwordTooShortAuth: `Password must be at least ${PASSWORD_MIN_AUTH} characters.`,
  passwordTooShortReset: `Password must be at least ${PASSWORD_MIN_RESET} characters.`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX} characters.`,
  passwordBlank: "Password cannot be only spaces or control characters: add letters, digits or symbols.",
  passwordTooCommon: "That is one of the most common passwords, so it would be guessed quickly. Please choose another.",
  errorTitle: "Error",
  genericAuthError: "An error occurred during authentication.",
  magicLinkFailed: "Failed to send magic link.",
  magicLinkCouldNotSend: "Could not send magic link.",
  resetCouldNotSend: "Could not send reset email.",
  updatePasswordFailed: "Failed to update password",
  signInFailed: "Sign-in failed",
  authFailed: "Auth failed",
  checkEmailTitle: "Check your email",
  confirmationSent: "We sent you a confirmation link.",
  magicLinkSent: "We sent you a magic link to sign in.",
  resetSentTitle: "Password reset sent!",
  resetSentDescription: "Check your email for a password reset link.",
  passwordUpdatedBang: "Password updated!",
  passwordUpdated: "Password updated",
  redirectingToAdmin: "Redirecting to admin…",
  signedIn: "Signed in successfully!",
  tooManyAttempts: "Too many attempts. Please wait a few minutes and try again.",
  invalidCredentials: "Invalid email or password.",
  emailNotVerified: "Please confirm your email address first: we sent you a new confirmation link.",
  invalidCode: "That code is not right. Check your authenticator app and try again.",
  secondFactorFirst:
    "Confirm it is you with your second factor first: a code from your authenticator app, a backup code or your passkey.",
  secondFactorLocked:
    "Codes from your authenticator app are locked for this account after too many wrong codes. Use a backup code, or the unlock link we e-mailed you.",
  secondFactorUnlocked: "Your authenticator app's codes work again. Sign in to continue.",
  enrolSecondFactorFirst: "Set up a second factor first: an authenticator app or a passkey.",
} as const;

/** The message for the admin sign-in page's `error` query parameter (why the gate sent someone back). */
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
export function checkCredentials(email: string, password: string): string | null {
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
export function passwordProblem(password: string, min: number = PASSWORD_MIN_AUTH): string | null {
  if (password.length < min)
    return min > PASSWORD_MIN_AUTH ? AUTH_MESSAGES.passwordTooShortReset : AUTH_MESSAGES.passwordTooShortAuth;
  if (password.length > PASSWORD_MAX) return AUTH_MESSAGES.passwordTooLong;
  if (BLANK_PASSWORD.test(password)) return AUTH_MESSAGES.passwordBlank;
  return null;
}

/** Sign-up: all fields, matching passwords, at least 6 characters. */
export function checkSignUp(email: string, password: string, confirm: string): string | null {
  if (!email.trim() || !password || !confirm) return AUTH_MESSAGES.fillAllFields;
  if (!EMAIL_PATTERN.test(email.trim())) return AUTH_MESSAGES.invalidEmail;
  if (password !== confirm) return AUTH_MESSAGES.passwordsDoNotMatch;
  return passwordProblem(password, PASSWORD_MIN_AUTH);
}

/** Magic link and reset request: an e-mail address is required. */
export function checkEmailOnly(email: string): string | null {
  if (!email.trim()) return AUTH_MESSAGES.enterEmail;
  if (!EMAIL_PATTERN.test(email.trim())) return AUTH_MESSAGES.invalidEmail;
  return null;
}

/**
 * A new password. The reset page asks for 8 characters, sign-up for 6; the admin page's
 * reset mode and the account page use the same stricter rule, as they set the same password.
 */
export function checkNewPassword(password: string, confirm: string): string | null {
  if (!password || !confirm) return AUTH_MESSAGES.fillAllFields;
  if (password !== confirm) return AUTH_MESSAGES.passwordsDoNotMatch;
  return passwordProblem(password, PASSWORD_MIN_RESET);
}
