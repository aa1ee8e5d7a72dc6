import { and, desc, eq, gt } from "drizzle-orm";
import QRCode from "qrcode";
import { type AppLoadContext, data, redirect } from "react-router";
import { secondFactorDue } from "../../core/auth/admin-gate";
import { AUTH_MESSAGES, checkNewPassword } from "../../core/auth/auth-rules";
import { safeRedirectPath } from "../../core/auth/redirect-target";
import { callAuth, cookieHeaders } from "../../services/auth/accounts.server";
import type { Viewer } from "../../services/auth/viewer.server";
import { passkey, session } from "../../services/db/schema";

/** What the account page's actions answer. */
export interface AccountActionResult {
  ok: boolean;
  intent: string;
  title: string;
  description?: string;
  /** TOTP enrolment in progress: QR code, manual key and the one-time backup codes. */
  totp?: { uri: string; qr: string; secret: string; backupCodes: string[] };
  backupCodes?: string[];
}

const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** What a session that has not passed its second factor may still do here: pass it, or enrol a first one. */
const INTENTS_BEFORE_SECOND_FACTOR = { verify: new Set(["step-up"]), enrol: new Set(["totp-enable", "totp-confirm"]) };

export async function accountPageData(context: AppLoadContext, viewer: Viewer) {
  const db = context.database.db;
  const due = secondFactorDue(viewer);
  // Devices and passkeys are listed only to a session that has passed the second factor.
  const sessions = due
    ? []
    : await db
        .select({
          id: session.id,
          userAgent: session.userAgent,
          ipAddress: session.ipAddress,
          createdAt: session.createdAt,
          aal: session.aal,
        })
        .from(session)
        .where(and(eq(session.userId, viewer.userId), gt(session.expiresAt, new Date())))
        .orderBy(desc(session.createdAt));
  const passkeys =
    due === "verify"
      ? []
      : await db
          .select({ id: passkey.id, name: passkey.name, createdAt: passkey.createdAt })
          .from(passkey)
          .where(eq(passkey.userId, viewer.userId))
          .orderBy(desc(passkey.createdAt));
  return {
    secondFactorDue: due,
    passkeyCount: viewer.passkeyCount,
    email: viewer.email,
    isAdmin: viewer.isAdmin,
    twoFactorEnabled: viewer.twoFactorEnabled,
    aal: viewer.aal,
    sessions: sessions.map((s) => ({ ...s, createdAt: s.createdAt.toISOString(), current: s.id === viewer.sessionId })),
    passkeys: passkeys.map((p) => ({ ...p, createdAt: p.createdAt?.toISOString() ?? null })),
  };
}

async function totpSetup(uri: string, backupCodes: string[]) {
  const secret = new URL(uri).searchParams.get("secret") ?? "";
  return { uri, secret, backupCodes, qr: await QRCode.toDataURL(uri, { margin: 1, width: 208 }) };
}

/** The account page's forms: password, TOTP, backup codes, passkeys, sessions, step-up. */
export async function handleAccountAction(request: Request, context: AppLoadContext, viewer: Viewer) {
  const origin = request.headers.get("origin");
  if (origin && origin !== new URL(context.config.publicSiteUrl).origin) throw data("Forbidden", { status: 403 });
  const form = await request.formData();
  const intent = field(form, "intent");
  const answer = (result: Omit<AccountActionResult, "intent">, setCookies: string[] = [], status = 200) =>
    data<AccountActionResult>({ intent, ...result }, { status, headers: cookieHeaders(setCookies) });
  const refused = (message: string | null, fallback: string, status = 400) =>
    answer({ ok: false, title: AUTH_MESSAGES.errorTitle, description: message ?? fallback }, [], status);
  const due = secondFactorDue(viewer);
  if (due && !INTENTS_BEFORE_SECOND_FACTOR[due].has(intent)) {
    return refused(due === "verify" ? AUTH_MESSAGES.secondFactorFirst : AUTH_MESSAGES.enrolSecondFactorFirst, "", 403);
  }

  switch (intent) {
    case "change-password": {
      const newPassword = field(form, "password");
      const problem = checkNewPassword(newPassword, field(form, "confirm"));
      if (!field(form, "currentPassword")) return refused(AUTH_MESSAGES.fillAllFields, "");
      if (problem) return refused(problem, "");
      const result = await callAuth(context, request, "/change-password", {
        body: { currentPassword: field(form, "currentPassword"), newPassword, revokeOtherSessions: true },
      });
      if (!result.ok) {
        return refused(
          result.code === "INVALID_PASSWORD" ? "Your current password is not right." : result.message,
          AUTH_MESSAGES.updatePasswordFailed,
        );
      }
      // Better Auth replaced this session too: redirect, so the next page load carries the new cookie.
      throw redirect("/account?updated=password", { headers: cookieHeaders(result.setCookies) });
    }
    case "totp-enable": {
      const result = await callAuth<{ totpURI: string; backupCodes: string[] }>(
        context,
        request,
        "/two-factor/enable",
        {
          body: { password: field(form, "password") || undefined },
        },
      );
      if (!result.ok || !result.data)
        return refused(
          result.code === "INVALID_PASSWORD" ? "Your password is not right." : result.message,
          AUTH_MESSAGES.genericAuthError,
        );
      return answer(
        {
          ok: true,
          title: "Scan the QR code",
          description: "Then enter the 6-digit code your app shows to finish.",
          totp: await totpSetup(result.data.totpURI, result.data.backupCodes),
        },
        result.setCookies,
      );
    }
    case "totp-confirm": {
      const code = field(form, "code").replace(/\s+/g, "");
      const result = await callAuth(context, request, "/two-factor/verify-totp", { body: { code } });
      if (!result.ok) {
        const uri = field(form, "totpURI");
        const codes = field(form, "backupCodes").split(",").filter(Boolean);
        return data<AccountActionResult>(
          {
            intent,
            ok: false,
            title: AUTH_MESSAGES.errorTitle,
            description: AUTH_MESSAGES.invalidCode,
            totp: uri.startsWith("otpauth://") ? await totpSetup(uri, codes) : undefined,
          },
          { status: 400 },
        );
      }
      // Turning TOTP on starts a new (aal2) session: redirect so the next load carries its cookie.
      const next = safeRedirectPath(field(form, "redirectTo"), context.config.publicSiteUrl);
      const query = new URLSearchParams({ updated: "totp" });
      if (next) query.set("redirectTo", next);
      throw redirect(`/account?${query}`, { headers: cookieHeaders(result.setCookies) });
    }
    case "totp-disable": {
      const result = await callAuth(context, request, "/two-factor/disable", {
        body: { password: field(form, "password") || undefined },
      });
      if (!result.ok)
        return refused(
          result.code === "INVALID_PASSWORD" ? "Your password is not right." : result.message,
          AUTH_MESSAGES.genericAuthError,
        );
      // Also a new session: redirect so the next load carries its cookie.
      throw redirect("/account?updated=totp-off", { headers: cookieHeaders(result.setCookies) });
    }
    case "backup-codes": {
      const result = await callAuth<{ backupCodes: string[] }>(context, request, "/two-factor/generate-backup-codes", {
        body: { password: field(form, "password") || undefined },
      });
      if (!result.ok || !result.data)
        return refused(
          result.code === "INVALID_PASSWORD" ? "Your password is not right." : result.message,
          AUTH_MESSAGES.genericAuthError,
        );
      return answer(
        {
          ok: true,
          title: "New backup codes",
          description: "Your old codes no longer work.",
          backupCodes: result.data.backupCodes,
        },
        result.setCookies,
      );
    }
    case "step-up": {
      const code = field(form, "code").replace(/\s+/g, "");
      if (!code) return refused(AUTH_MESSAGES.fillAllFields, "");
      const path = code.length > 6 ? "/two-factor/verify-backup-code" : "/two-factor/verify-totp";
      const result = await callAuth(context, request, path, { body: { code } });
      if (!result.ok)
        return refused(
          result.status === 429
            ? AUTH_MESSAGES.tooManyAttempts
            : result.code === "SECOND_FACTOR_LOCKED"
              ? AUTH_MESSAGES.secondFactorLocked
              : AUTH_MESSAGES.invalidCode,
          "",
        );
      const next = safeRedirectPath(field(form, "redirectTo"), context.config.publicSiteUrl) ?? "/admin";
      throw redirect(next, { headers: cookieHeaders(result.setCookies) });
    }
    case "passkey-delete": {
      const result = await callAuth(context, request, "/passkey/delete-passkey", { body: { id: field(form, "id") } });
      if (!result.ok) return refused(result.message, "Could not remove the passkey.");
      return answer({ ok: true, title: "Passkey removed" });
    }
    case "session-revoke": {
      const [target] = await context.database.db
        .select({ token: session.token })
        .from(session)
        .where(and(eq(session.id, field(form, "id")), eq(session.userId, viewer.userId)));
      if (!target) return refused("That session has already ended.", "");
      const result = await callAuth(context, request, "/revoke-session", { body: { token: target.token } });
      if (!result.ok) return refused(result.message, "Could not sign that device out.");
      return answer({ ok: true, title: "Device signed out" });
    }
    default:
      return refused(null, AUTH_MESSAGES.genericAuthError);
  }
}
