import type { Request, RequestHandler } from "express";

/** Pages about one person — their account, alerts, the console and every sign-in step — and their data URLs. */
const PERSONAL_PAGE = /^\/(account|alerts|admin|admin-auth|avs-tester|auth)(\/|\.data$|$)/;
/** Better Auth's session cookie (cookiePrefix "fareline"; `__Secure-` on HTTPS). */
const SESSION_COOKIE = /(^|;\s*)(__Secure-)?fareline\.session_token=/;

/** Whether the request carries a session: its pages show that person's account and bell. */
export function askedWithSession(req: Request): boolean {
  return SESSION_COOKIE.test(req.get("cookie") ?? "");
}

/**
 * `Cache-Control: private, no-store` on every rendered page that may carry personal data: the
 * personal pages always, and any page asked with a session (its header shows the account and
 * the bell's unread alerts), so no browser cache or shared proxy keeps a copy of someone's data
 * (decision 195).
 */
export const personalNoStore: RequestHandler = (req, res, next) => {
  if (PERSONAL_PAGE.test(req.path) || askedWithSession(req)) {
    res.set("Cache-Control", "private, no-store");
  }
  next();
};
