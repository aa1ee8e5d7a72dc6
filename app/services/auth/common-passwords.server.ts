import { dictionary } from "@zxcvbn-ts/language-common";
import { AUTH_MESSAGES, type AuthMessage, passwordProblem } from "../../core/auth/auth-rules";

/**
 * The most common passwords (zxcvbn-ts's list of about 49,000, lower case), checked on the
 * server only: the list would add hundreds of kilobytes to every page that has a form.
 */
const COMMON = new Set(dictionary["passwords-common"]);

export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.trim().toLowerCase());
}

/** A new password's problem in a sentence, or null: the shared rules, then the list. */
export function newPasswordProblem(password: string, min: number): AuthMessage | null {
  return passwordProblem(password, min) ?? (isCommonPassword(password) ? AUTH_MESSAGES.passwordTooCommon : null);
}
