import { eq } from "drizzle-orm";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import type { ServerServices } from "../../../server/context";
import { TOKEN_MESSAGES, tokenExpiredMessage } from "../../core/admin/admin-token-rules";
import { adminGate } from "../../core/auth/admin-gate";
import { carriesSession } from "../../core/auth/session-cookie";
import { ApiError } from "../../core/http/api-error";
import type { AdminActor } from "../audit/audit-log.server";
import { getViewer } from "../auth/viewer.server";
import { hasRole } from "../db/roles.server";
import { user } from "../db/schema";
import { verifyAdminToken } from "./admin-tokens.server";

/**
 * Access to every admin API (decision 100):
 * - a browser session of an admin who passed the gate of decision 082 (role, allow-list, second
 *   factor) may read; a mutation also needs the `x-admin-token` header with one of that admin's
 *   tokens (so a cross-site request, which cannot set the header, can never change anything);
 * - the token alone (no session) authenticates scripted calls, as its admin.
 * No credential, or an expired token → 401; a signed-in person who is not an admin, or a mutation
 * without the token → 403 with a JSON `{ error }`.
 */
const ADMIN_TOKEN_HEADER = "x-admin-token";
const MESSAGES = {
  signIn: "Sign in as an admin to use this API.",
  notAdmin: "You do not have the required permissions to access the admin panel.",
  secondFactor: "Verify your second factor (authenticator code or passkey) before using the admin API.",
  tokenRequired: TOKEN_MESSAGES.required,
  tokenInvalid: TOKEN_MESSAGES.invalid,
  tokenOtherAdmin: TOKEN_MESSAGES.otherAdmin,
  sessionOnly: "Tokens are managed from the signed-in admin console.",
} as const;

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

declare module "express-serve-static-core" {
  interface Request {
    /** Set by adminAccess once the caller is known to be an admin. */
    adminActor?: AdminActor;
  }
}

/** The Fetch request Better Auth reads the session from: our own URL, the caller's headers. */
function fetchRequest(req: Request, siteUrl: string): globalThis.Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === "string") headers.set(name, value);
    else if (Array.isArray(value)) headers.set(name, value.join(", "));
  }
  return new globalThis.Request(new URL(req.originalUrl, siteUrl), { headers });
}

type TokenOwner = AdminActor | "invalid" | "not-admin" | { expiredAt: Date };

/** Whether a token's owner is still an admin the allow-list admits. */
async function tokenOwner(context: ServerServices, token: string, usedFrom: string): Promise<TokenOwner> {
  const verified = await verifyAdminToken(context.database.db, token, usedFrom);
  if (verified.kind === "invalid") return "invalid";
  if (verified.kind === "expired") return { expiredAt: verified.expiresAt };
  const [owner] = await context.database.db
    .select({ email: user.email })
    .from(user)
    .where(eq(user.id, verified.userId));
  if (!owner) return "invalid";
  const allowList = context.config.adminEmails;
  if (allowList.length > 0 && !allowList.includes(owner.email.trim().toLowerCase())) return "not-admin";
  if (!(await hasRole(context.database.db, verified.userId, "admin"))) return "not-admin";
  return { userId: verified.userId, email: owner.email, via: "token" };
}

/** The caller's address as Express's trust-proxy setting resolves it. */
const clientAddress = (req: Request) => req.ip ?? req.socket.remoteAddress ?? "";

type AccessResult = { ok: true; actor: AdminActor } | { ok: false; status: 401 | 403; error: string };

/** The access decision for one request (also used by isOperator for the debug endpoints). */
async function decideAdminAccess(
  req: Request,
  context: ServerServices,
  options: { mutation: boolean; sessionOnly?: boolean },
): Promise<AccessResult> {
  const header = req.get(ADMIN_TOKEN_HEADER);
  const viewer = await getViewer(fetchRequest(req, context.config.publicSiteUrl), context);
  if (options.sessionOnly && !viewer) {
    return header?.trim()
      ? { ok: false, status: 403, error: MESSAGES.sessionOnly }
      : { ok: false, status: 401, error: MESSAGES.signIn };
  }
  // Session-only endpoints read the session alone: a token beside it neither helps nor hurts.
  const token = header?.trim() && !options.sessionOnly ? header.trim() : null;

  if (viewer) {
    const gate = adminGate(viewer, context.config.adminEmails, req.originalUrl);
    if (!gate.allow) {
      const needsFactor = viewer.isAdmin && gate.redirectTo.startsWith("/account");
      return { ok: false, status: 403, error: needsFactor ? MESSAGES.secondFactor : MESSAGES.notAdmin };
    }
    if (!token) {
      if (options.mutation) return { ok: false, status: 403, error: MESSAGES.tokenRequired };
      return { ok: true, actor: { userId: viewer.userId, email: viewer.email, via: "session" } };
    }
    const owner = await tokenOwner(context, token, clientAddress(req));
    if (typeof owner === "object" && "expiredAt" in owner)
      return { ok: false, status: 401, error: tokenExpiredMessage(owner.expiredAt) };
    if (owner === "invalid" || owner === "not-admin") return { ok: false, status: 403, error: MESSAGES.tokenInvalid };
    if (owner.userId !== viewer.userId) return { ok: false, status: 403, error: MESSAGES.tokenOtherAdmin };
    return { ok: true, actor: owner };
  }

  if (!token) return { ok: false, status: 401, error: MESSAGES.signIn };
  const owner = await tokenOwner(context, token, clientAddress(req));
  if (typeof owner === "object" && "expiredAt" in owner)
    return { ok: false, status: 401, error: tokenExpiredMessage(owner.expiredAt) };
  if (owner === "invalid") return { ok: false, status: 401, error: MESSAGES.tokenInvalid };
  if (owner === "not-admin") return { ok: false, status: 403, error: MESSAGES.notAdmin };
  return { ok: true, actor: owner };
}

/**
 * Express guard for /api/admin, /api/providers and /api/avs. `sessionOnly` (token management):
 * the admin's signed-in session is required and enough; the token header is not read.
 */
export function adminAccess(context: ServerServices, options: { sessionOnly?: boolean } = {}): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const mutation = !options.sessionOnly && !SAFE_METHODS.has(req.method);
      const result = await decideAdminAccess(req, context, { mutation, sessionOnly: options.sessionOnly });
      res.set("Cache-Control", "no-store");
      if (!result.ok) {
        res.status(result.status).json({ error: result.error });
        return;
      }
      req.adminActor = result.actor;
      next();
    } catch (error) {
      next(error);
    }
  };
}

/** The actor of a request that passed adminAccess. */
export function actorOf(req: Request): AdminActor {
  if (!req.adminActor) throw new ApiError(401, MESSAGES.signIn);
  return req.adminActor;
}

/** Does this request carry anything that could make it an operator's (a token, or a session cookie)? */
function mayBeOperator(req: Request): boolean {
  return Boolean(req.get(ADMIN_TOKEN_HEADER)?.trim() || carriesSession(req.get("cookie")));
}

/**
 * For the function API: marks an admin's request (session past the gate, or a valid token)
 * so `isOperator` can let it spend quota and see counters. Only the debug endpoints and
 * `?debug=1` requests carrying a credential pay for the check; every other search skips it.
 */
export function resolveOperator(context: ServerServices): RequestHandler {
  return async (req, _res, next) => {
    const wantsOperator = req.path === "/amadeus-search" || ["1", "true"].includes(String(req.query.debug ?? ""));
    if (!wantsOperator || !mayBeOperator(req)) return next();
    try {
      const result = await decideAdminAccess(req, context, { mutation: false });
      if (result.ok) req.adminActor = result.actor;
    } catch (error) {
      // Not an operator when the check fails: the request goes on as an anonymous one.
      context.logger.error({ err: error }, "operator check failed");
    }
    next();
  };
}
