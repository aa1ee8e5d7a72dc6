/** Better Auth's session cookie (cookiePrefix "fareline"; `__Secure-` on HTTPS). */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?fareline\.session_token=/;

/**
 * Whether a Cookie header carries a session. Without one nobody is signed in, so the session
 * lookup, the personal render and the operator check can all be skipped.
 */
export function carriesSession(cookieHeader: string | null | undefined): boolean {
  return SESSION_COOKIE.test(cookieHeader ?? "");
}
