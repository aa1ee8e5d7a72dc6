import type { Request, RequestHandler } from "express";
import { carriesSession } from "../../core/auth/session-cookie";

/**
 * Pages about one person — their account, alerts, the console and every sign-in step — and their
 * data URLs, in English and in Dutch.
 */
const PERSONAL_PAGE = /^\/(?:nl\/)?(account|alerts|admin|admin-auth|avs-tester|auth)(\/|\.data$|$)/;

/** What no browser cache or shared proxy may keep. */
export const PERSONAL_CACHE_CONTROL = "private, no-store";

/** Whether a path is one of the personal pages (or its data URL). */
export function isPersonalPage(path: string): boolean {
  return PERSONAL_PAGE.test(path);
}

/** Whether the request carries a session: its pages show that person's account and bell. */
export function askedWithSession(req: Request): boolean {
  return carriesSession(req.get("cookie"));
}

/**
 * `Cache-Control: private, no-store` on every rendered page that may carry personal data: the
 * personal pages always, and any page asked with a session (its header shows the account and
 * the bell's unread alerts), so no browser cache or shared proxy keeps a copy of someone's data
 * (decision 195).
 */
export const personalNoStore: RequestHandler = (req, res, next) => {
  if (isPersonalPage(req.path) || askedWithSession(req)) {
    res.set("Cache-Control", PERSONAL_CACHE_CONTROL);
  }
  next();
};
