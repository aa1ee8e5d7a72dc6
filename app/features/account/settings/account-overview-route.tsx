import { redirect, useLoaderData } from "react-router";
import { AUTH_MESSAGES } from "../../../core/auth/auth-rules";
import { safeRedirectPath } from "../../../core/auth/redirect-target";
import { localeFromPath, localizedPath } from "../../../i18n/locales";
import type { Translate } from "../../../i18n/translator";
import { callAuth, cookieHeaders } from "../../../services/auth/accounts.server";
import { useLocalePath, useT } from "../../../ui/i18n";
import { Link } from "../../../ui/link";
import { accountMessages } from "../account-messages.server";
import { Field } from "../auth-forms";
import { PasskeySignIn } from "../passkey-buttons";
import type { Route } from "./+types/account-overview-route";
import { accountAction, accountViewer, field, refused } from "./account-gate.server";
import { type AccountPageId, accountMeta, openAccountPages } from "./account-pages";
import { ActionForm, Result, Section, useAccountResult } from "./account-parts";

export const meta: Route.MetaFunction = ({ matches }) => accountMeta("overview", matches);

/** /account: the account's pages at a glance, or, while the session owes its second factor, passing it. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // The admin gate sends an admin without a second factor here: enrolling one is on its own page.
  if (url.searchParams.get("enrol") === "2fa")
    throw redirect(localizedPath(`/account/two-factor${url.search}`, localeFromPath(url.pathname)));
  const viewer = await accountViewer(request, context, "overview");
  return {
    secondFactorDue: viewer.secondFactorDue,
    isAdmin: viewer.isAdmin,
    twoFactorEnabled: viewer.twoFactorEnabled,
    passkeyCount: viewer.passkeyCount,
    fromAdminGate: url.searchParams.get("verify") === "2fa",
    redirectTo: safeRedirectPath(url.searchParams.get("redirectTo"), context.config.publicSiteUrl),
    messages: accountMessages(request, ["overview", "stepUp", "passkey"]),
  };
}

export async function action(args: Route.ActionArgs) {
  return accountAction(args, {
    "step-up": async ({ request, context, viewer, form, intent, words }) => {
      const code = field(form, "code").replace(/\s+/g, "");
      if (!code) return refused(words, intent, words.say(AUTH_MESSAGES.fillAllFields));
      const path = code.length > 6 ? "/two-factor/verify-backup-code" : "/two-factor/verify-totp";
      const result = await callAuth(context, request, path, { body: { code } });
      if (!result.ok)
        return refused(
          words,
          intent,
          words.say(
            result.status === 429
              ? AUTH_MESSAGES.tooManyAttempts
              : result.code === "SECOND_FACTOR_LOCKED"
                ? AUTH_MESSAGES.secondFactorLocked
                : AUTH_MESSAGES.invalidCode,
          ),
        );
      const next = safeRedirectPath(field(form, "redirectTo"), context.config.publicSiteUrl);
      throw redirect(next ?? (viewer.isAdmin ? "/admin" : words.path("/account")), {
        headers: cookieHeaders(result.setCookies),
      });
    },
  });
}

/** What the overview says of a page's state, where it has one ("On", "2 passkeys"). */
function pageState(
  t: Translate,
  id: AccountPageId,
  page: { twoFactorEnabled: boolean; passkeyCount: number },
): string | null {
  if (id === "two-factor") return page.twoFactorEnabled ? t("account.overview.on") : t("account.overview.off");
  if (id !== "passkeys") return null;
  return t("account.overview.passkeyCount", { count: page.passkeyCount });
}

export default function AccountOverview() {
  const page = useLoaderData<typeof loader>();
  const t = useT();
  const localePath = useLocalePath();
  const result = useAccountResult();
  if (page.secondFactorDue === "verify") {
    const next = page.redirectTo ?? (page.isAdmin ? "/admin" : localePath("/account"));
    return (
      <Section title={t("account.stepUp.title")}>
        <p className="mt-2 text-sm text-slate-700">
          {page.fromAdminGate ? t("account.stepUp.fromAdminGate") : t("account.stepUp.intro")}
        </p>
        {page.twoFactorEnabled ? (
          <ActionForm
            intent="step-up"
            label={t("account.stepUp.verify")}
            hidden={page.redirectTo ? { redirectTo: page.redirectTo } : {}}
          >
            <Field label={t("account.stepUp.code")} name="code" autoComplete="one-time-code" />
          </ActionForm>
        ) : null}
        {page.passkeyCount > 0 ? <PasskeySignIn redirectTo={next} /> : null}
        <Result result={result} />
      </Section>
    );
  }
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {openAccountPages(page.secondFactorDue)
        .filter((item) => item.id !== "overview")
        .map((item) => (
          <li key={item.id}>
            <Link to={item.path} className="card block h-full p-5 shadow-sm hover:border-brand-600">
              <span className="flex items-baseline justify-between gap-2">
                <span className="font-semibold text-slate-900">{t(item.label)}</span>
                <span className="text-sm text-slate-700">{pageState(t, item.id, page)}</span>
              </span>
              {item.summary ? <span className="mt-1 block text-sm text-slate-700">{t(item.summary)}</span> : null}
            </Link>
          </li>
        ))}
    </ul>
  );
}
