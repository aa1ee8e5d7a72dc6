import { type AppLoadContext, data, redirect } from "react-router";
import { secondFactorDue } from "../../../core/auth/admin-gate";
import { AUTH_MESSAGES } from "../../../core/auth/auth-rules";
import { cookieHeaders } from "../../../services/auth/accounts.server";
import { requireViewer, type Viewer } from "../../../services/auth/viewer.server";
import { type Words, wordsFor } from "../page-words.server";
import { type AccountPageId, accountPage } from "./account-pages";

/**
 * The one gate of every /account page and form: signed-in people only, and a session that has
 * not passed its second factor may only pass it (or enrol a first one) — decision 190. Every
 * account route's loader calls `accountViewer` and every action goes through `accountAction`.
 */

/** What the account pages' actions answer. */
export interface AccountActionResult {
  ok: boolean;
  intent: string;
  title: string;
  description?: string;
  /** TOTP enrolment in progress: QR code, manual key and the one-time backup codes. */
  totp?: { uri: string; qr: string; secret: string; backupCodes: string[] };
  backupCodes?: string[];
}

/** The forms a session that still owes its second factor may post. */
const INTENTS_BEFORE_SECOND_FACTOR = { verify: new Set(["step-up"]), enrol: new Set(["totp-enable", "totp-confirm"]) };

/** Loader guard: the viewer, or a redirect to sign in or to the step this session owes first. */
export async function accountViewer(request: Request, context: AppLoadContext, page: AccountPageId) {
  const viewer = await requireViewer(request, context);
  const due = secondFactorDue(viewer);
  if (due && !accountPage(page).openWhileDue.includes(due)) {
    const back = new URL(request.url).pathname;
    const { path } = wordsFor(request);
    throw redirect(
      due === "verify"
        ? path(`/account?redirectTo=${encodeURIComponent(back)}`)
        : path(`/account/two-factor?enrol=2fa&redirectTo=${encodeURIComponent(back)}`),
    );
  }
  return { ...viewer, secondFactorDue: due };
}

export const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

export const answer = (
  intent: string,
  result: Omit<AccountActionResult, "intent">,
  setCookies: string[] = [],
  status = 200,
) => data<AccountActionResult>({ intent, ...result }, { status, headers: cookieHeaders(setCookies) });

/** A refusal with the error title in the page's language; `message` when there is one, else the fallback. */
export const refused = (
  words: Words,
  intent: string,
  message: string | null | undefined,
  fallback = "",
  status = 400,
) =>
  answer(
    intent,
    { ok: false, title: words.say(AUTH_MESSAGES.errorTitle), description: message ?? fallback },
    [],
    status,
  );

export interface IntentArgs {
  request: Request;
  context: AppLoadContext;
  viewer: Viewer;
  form: FormData;
  intent: string;
  /** The page's language: answers and redirects are in it. */
  words: Words;
}

type IntentHandler = (args: IntentArgs) => Promise<ReturnType<typeof answer>>;

/** Action of an account page: checks the origin and the second-factor rule, then runs the form's intent. */
export async function accountAction(
  { request, context }: { request: Request; context: AppLoadContext },
  intents: Record<string, IntentHandler>,
) {
  const viewer = await requireViewer(request, context);
  const origin = request.headers.get("origin");
  if (origin && origin !== new URL(context.config.publicSiteUrl).origin) throw data("Forbidden", { status: 403 });
  const form = await request.formData();
  const intent = field(form, "intent");
  const words = wordsFor(request);
  const due = secondFactorDue(viewer);
  if (due && !INTENTS_BEFORE_SECOND_FACTOR[due].has(intent)) {
    return refused(
      words,
      intent,
      words.say(due === "verify" ? AUTH_MESSAGES.secondFactorFirst : AUTH_MESSAGES.enrolSecondFactorFirst),
      "",
      403,
    );
  }
  const handler = Object.hasOwn(intents, intent) ? intents[intent] : undefined;
  if (!handler) return refused(words, intent, null, words.say(AUTH_MESSAGES.genericAuthError));
  return handler({ request, context, viewer, form, intent, words });
}
