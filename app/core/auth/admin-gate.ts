import { type Locale, localeFromPath } from "../../i18n/locales";

/**
 * The admin gate (decision 082) as one pure decision, run in the loader of every protected
 * page so no protected HTML is rendered for the wrong person.
 */
export interface GateViewer {
  email: string;
  isAdmin: boolean;
  /** aal2 once this session passed a second factor. */
  aal: string;
  /** Has a second factor enrolled (TOTP or a passkey). */
  hasSecondFactor: boolean;
}

export type GateDecision = { allow: true } | { allow: false; redirectTo: string };

export function adminGate(
  viewer: GateViewer | null,
  allowList: readonly string[],
  requestedPath: string,
): GateDecision {
  if (!viewer) return { allow: false, redirectTo: `/admin-auth?redirectTo=${encodeURIComponent(requestedPath)}` };
  if (allowList.length > 0 && !allowList.includes(viewer.email.trim().toLowerCase())) {
    return { allow: false, redirectTo: "/admin-auth?error=not_authorized" };
  }
  if (!viewer.isAdmin) return { allow: false, redirectTo: "/admin-auth?error=insufficient_role" };
  if (!viewer.hasSecondFactor) {
    return { allow: false, redirectTo: `/account?enrol=2fa&redirectTo=${encodeURIComponent(requestedPath)}` };
  }
  if (viewer.aal !== "aal2") {
    return { allow: false, redirectTo: `/account?verify=2fa&redirectTo=${encodeURIComponent(requestedPath)}` };
  }
  return { allow: true };
}

/**
 * What a session still owes before it may act on its account: "verify" while it has not
 * passed the second factor its account has, "enrol" for an admin who has none yet (the
 * only thing such a session may add is that first factor). Null for a full session.
 */
export function secondFactorDue(viewer: Pick<GateViewer, "aal" | "hasSecondFactor" | "isAdmin">) {
  if (viewer.aal === "aal2") return null;
  if (viewer.hasSecondFactor) return "verify" as const;
  return viewer.isAdmin ? ("enrol" as const) : null;
}

/**
 * Pages that need only a signed-in person (the account page). A Dutch page sends the visitor to the
 * Dutch sign-in page (the operators' /admin-auth is English only), which brings them back after.
 */
export function signedInGate(viewer: GateViewer | null, requestedPath: string): GateDecision {
  const signIn = signInPageFor(localeFromPath(requestedPath));
  if (!viewer) return { allow: false, redirectTo: `${signIn}?redirectTo=${encodeURIComponent(requestedPath)}` };
  return { allow: true };
}

/**
 * Where someone signs in again after a failed link or gate: the operators' page in English (as
 * before there were languages), the Dutch visitor sign-in page in Dutch (the operator area is English only).
 */
export function signInPageFor(locale: Locale): string {
  return locale === "nl" ? "/nl/auth" : "/admin-auth";
}
