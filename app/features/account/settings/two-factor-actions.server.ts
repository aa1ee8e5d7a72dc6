import QRCode from "qrcode";
import { data, redirect } from "react-router";
import { AUTH_MESSAGES } from "../../../core/auth/auth-rules";
import { safeRedirectPath } from "../../../core/auth/redirect-target";
import { type AuthCallResult, callAuth, cookieHeaders } from "../../../services/auth/accounts.server";
import { betterAuthMessage, type Words } from "../page-words.server";
import { type AccountActionResult, answer, field, type IntentArgs, refused } from "./account-gate.server";

/** The two-factor page's forms: set up TOTP, confirm it with a code, turn it off, new backup codes. */

async function totpSetup(uri: string, backupCodes: string[]) {
  const secret = new URL(uri).searchParams.get("secret") ?? "";
  return { uri, secret, backupCodes, qr: await QRCode.toDataURL(uri, { margin: 1, width: 208 }) };
}

/** Refused with the password named when that was what was wrong. */
const passwordRefusal = (words: Words, intent: string, result: AuthCallResult<unknown>) =>
  refused(
    words,
    intent,
    result.code === "INVALID_PASSWORD" ? words.t("account.twoFactor.passwordWrong") : betterAuthMessage(words, result),
    words.say(AUTH_MESSAGES.genericAuthError),
  );

const passwordBody = (form: FormData) => ({ body: { password: field(form, "password") || undefined } });

export const twoFactorIntents = {
  "totp-enable": async ({ request, context, form, intent, words }: IntentArgs) => {
    const result = await callAuth<{ totpURI: string; backupCodes: string[] }>(
      context,
      request,
      "/two-factor/enable",
      passwordBody(form),
    );
    if (!result.ok || !result.data) return passwordRefusal(words, intent, result);
    return answer(
      intent,
      {
        ok: true,
        title: words.t("account.twoFactor.scanTitle"),
        description: words.t("account.twoFactor.scanDescription"),
        totp: await totpSetup(result.data.totpURI, result.data.backupCodes),
      },
      result.setCookies,
    );
  },
  "totp-confirm": async ({ request, context, form, intent, words }: IntentArgs) => {
    const code = field(form, "code").replace(/\s+/g, "");
    const result = await callAuth(context, request, "/two-factor/verify-totp", { body: { code } });
    if (!result.ok) {
      // The setup stays on the page so a mistyped code can be tried again.
      const uri = field(form, "totpURI");
      const codes = field(form, "backupCodes").split(",").filter(Boolean);
      return data<AccountActionResult>(
        {
          intent,
          ok: false,
          title: words.say(AUTH_MESSAGES.errorTitle),
          description: words.say(AUTH_MESSAGES.invalidCode),
          totp: uri.startsWith("otpauth://") ? await totpSetup(uri, codes) : undefined,
        },
        { status: 400 },
      );
    }
    // Turning TOTP on starts a new (aal2) session: redirect so the next load carries its cookie.
    const next = safeRedirectPath(field(form, "redirectTo"), context.config.publicSiteUrl);
    const query = new URLSearchParams({ updated: "totp" });
    if (next) query.set("redirectTo", next);
    throw redirect(words.path(`/account/two-factor?${query}`), { headers: cookieHeaders(result.setCookies) });
  },
  "totp-disable": async ({ request, context, form, intent, words }: IntentArgs) => {
    const result = await callAuth(context, request, "/two-factor/disable", passwordBody(form));
    if (!result.ok) return passwordRefusal(words, intent, result);
    // Also a new session: redirect so the next load carries its cookie.
    throw redirect(words.path("/account/two-factor?updated=totp-off"), { headers: cookieHeaders(result.setCookies) });
  },
  "backup-codes": async ({ request, context, form, intent, words }: IntentArgs) => {
    const result = await callAuth<{ backupCodes: string[] }>(
      context,
      request,
      "/two-factor/generate-backup-codes",
      passwordBody(form),
    );
    if (!result.ok || !result.data) return passwordRefusal(words, intent, result);
    return answer(
      intent,
      {
        ok: true,
        title: words.t("account.twoFactor.newCodesTitle"),
        description: words.t("account.twoFactor.newCodesDescription"),
        backupCodes: result.data.backupCodes,
      },
      result.setCookies,
    );
  },
};
