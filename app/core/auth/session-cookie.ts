/** Better Auth's session cookie (cookiePrefix "fareline"; `__Secure-` on HTTPS). */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?fareline\.session_token=/;
const SESSION_COOKIE_VALUES = /(?:^|;\s*)(?:__Secure-)?fareline\.session_token=([^;]*)/g;

/**
 * Whether a Cookie header carries a session. Without one nobody is signed in, so the session
 * lookup, the personal render and the operator check can all be skipped.
 */
export function carriesSession(cookieHeader: string | null | undefined): boolean {
  return SESSION_COOKIE.test(cookieHeader ?? "");
}

/**
 * The session token a Cookie header carries (its signed value is `token.signature`), or null
 * when there is none, more than one (which Better Auth would read is not for this code to guess)
 * or a malformed one.
 */
export function sessionTokenOf(cookieHeader: string | null | undefined): string | null {
  const values = [...(cookieHeader ?? "").matchAll(SESSION_COOKIE_VALUES)].map((match) => match[1] ?? "");
  if (values.length !== 1) return null;
  let signed: string;
  try {
    signed = decodeURIComponent(values[0] ?? "");
  } catch {
    return null;
  }
  const dot = signed.lastIndexOf(".");
  return dot > 0 ? signed.slice(0, dot) : null;
}
