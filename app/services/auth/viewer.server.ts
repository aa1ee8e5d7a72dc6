import { count, eq } from "drizzle-orm";
import { redirect } from "react-router";
import type { ServerServices } from "../../../server/context";
import { adminGate, type GateViewer, signedInGate } from "../../core/auth/admin-gate";
import { carriesSession } from "../../core/auth/session-cookie";
import { hasRole } from "../db/roles.server";
import { passkey } from "../db/schema";

/** The signed-in person as pages see them. */
export interface Viewer extends GateViewer {
  userId: string;
  sessionId: string;
  twoFactorEnabled: boolean;
  passkeyCount: number;
}

/**
 * One page request's session lookup. The root (header), a layout and its page each ask who is
 * signed in, and React Router hands each loader a copy of the request: the scope, made per request
 * in the load context, lets them share one lookup instead of repeating its four queries.
 */
export interface ViewerScope {
  lookup?: Promise<Viewer | null>;
}

/**
 * Who is signed in. A GET's loaders share one lookup through `viewerScope` (a GET changes
 * nothing); an action always looks up afresh, as it may change the session, the second factor
 * or the passkeys between two asks.
 */
export function getViewer(
  request: Request,
  context: ServerServices & { viewerScope?: ViewerScope },
): Promise<Viewer | null> {
  // No session cookie, nobody signed in: the session lookup would only say so, at some cost.
  if (!carriesSession(request.headers.get("cookie"))) return Promise.resolve(null);
  const scope = request.method === "GET" || request.method === "HEAD" ? context.viewerScope : undefined;
  if (!scope) return lookUpViewer(request, context);
  scope.lookup ??= lookUpViewer(request, context);
  return scope.lookup;
}

async function lookUpViewer(request: Request, context: ServerServices): Promise<Viewer | null> {
  const { auth } = context.accounts;
  const found = await auth.api.getSession({ headers: request.headers });
  if (!found) return null;
  const { user, session } = found;
  let isAdmin = false;
  try {
    isAdmin = await hasRole(context.database.db, user.id, "admin");
  } catch (error) {
    // A role check that fails is logged and counts as no admin role: access denied.
    context.logger.error({ err: error, userId: user.id }, "role check failed");
  }
  const [passkeys] = await context.database.db.select({ n: count() }).from(passkey).where(eq(passkey.userId, user.id));
  const twoFactorEnabled = user.twoFactorEnabled === true;
  const passkeyCount = Number(passkeys?.n ?? 0);
  return {
    userId: user.id,
    sessionId: session.id,
    email: user.email,
    isAdmin,
    aal: (session as { aal?: string }).aal ?? "aal1",
    twoFactorEnabled,
    passkeyCount,
    hasSecondFactor: twoFactorEnabled || passkeyCount > 0,
  };
}

function requestedPath(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
}

/** Loader guard for /admin and /avs-tester: throws a redirect unless the viewer may enter. */
export async function requireAdmin(request: Request, context: ServerServices): Promise<Viewer> {
  const viewer = await getViewer(request, context);
  const decision = adminGate(viewer, context.config.adminEmails, requestedPath(request));
  if (!decision.allow || !viewer) throw redirect(decision.allow ? "/admin-auth" : decision.redirectTo);
  return viewer;
}

/** Loader guard for /account. */
export async function requireViewer(request: Request, context: ServerServices): Promise<Viewer> {
  const viewer = await getViewer(request, context);
  const decision = signedInGate(viewer, requestedPath(request));
  if (!decision.allow || !viewer) throw redirect(decision.allow ? "/admin-auth" : decision.redirectTo);
  return viewer;
}

/** The header's view of the session (root loader): e-mail and whether to show Admin. */
export async function headerAccount(request: Request, context: ServerServices) {
  try {
    const viewer = await getViewer(request, context);
    return viewer ? { email: viewer.email, isAdmin: viewer.isAdmin } : null;
  } catch (error) {
    // Every page renders the header: a session lookup failure must not take the page down.
    context.logger.error({ err: error }, "session lookup for the header failed");
    return null;
  }
}
