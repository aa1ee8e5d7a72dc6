import { useEffect } from "react";
import { redirect, type ShouldRevalidateFunction, useLoaderData } from "react-router";
import { BRAND_NAME } from "../../brand/brand";
import { AUTH_MESSAGES, authText } from "../../core/auth/auth-rules";
import { safeRedirectPath } from "../../core/auth/redirect-target";
import { localeFrom, pageMeta, siteUrlFrom } from "../../core/seo/meta";
import { localeFromPath, localizedPath } from "../../i18n/locales";
import { translatorFromMatches } from "../../i18n/translator";
import { getViewer } from "../../services/auth/viewer.server";
import { useT } from "../../ui/i18n";
import { Link } from "../../ui/link";
import { toast } from "../../ui/toast";
import type { Route } from "./+types/auth-route";
import { accountMessages, FORM_GROUPS } from "./account-messages.server";
import { handleAuthAction } from "./auth-actions.server";
import { AuthCard, AuthForm, Divider, Field, ModeTabs, TwoFactorStep, useAuthResult } from "./auth-forms";
import { PasskeySignIn } from "./passkey-buttons";

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = translatorFromMatches(matches);
  return pageMeta({
    title: t("account.auth.metaTitle", { brand: BRAND_NAME }),
    description: t("account.auth.metaDescription", { brand: BRAND_NAME }),
    path: "/auth",
    siteUrl: siteUrlFrom(matches),
    locale: localeFrom(matches),
    noindex: true,
  });
};

type Mode = "signin" | "signup" | "forgot";

/**
 * Visitor sign-in: a signed-in visitor goes to `redirectTo` (a page of ours) or home, in the
 * page's language. `error` and `unlocked` tell why an e-mailed link sent someone here.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const redirectTo = safeRedirectPath(url.searchParams.get("redirectTo"), context.config.publicSiteUrl);
  if (await getViewer(request, context)) throw redirect(redirectTo ?? localizedPath("/", localeFromPath(url.pathname)));
  const requested = url.searchParams.get("mode");
  const mode: Mode = requested === "signup" || requested === "forgot" ? requested : "signin";
  return {
    mode,
    redirectTo,
    linkFailed: url.searchParams.has("error"),
    unlocked: url.searchParams.get("unlocked") === "2fa",
    messages: accountMessages(request, ["auth", ...FORM_GROUPS]),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleAuthAction(request, context, "visitor");
}

// After a form post the page moves on by itself (toast, then navigate); re-running the
// loader would redirect before the toast shows.
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod === "POST" ? false : defaultShouldRevalidate;

export default function AuthRoute() {
  const { mode, redirectTo, linkFailed, unlocked } = useLoaderData<typeof loader>();
  const t = useT();
  const result = useAuthResult();
  useEffect(() => {
    if (linkFailed) toast.error(authText(t, AUTH_MESSAGES.authFailed));
  }, [linkFailed, t]);
  const withRedirect = (to: string) =>
    redirectTo ? `${to}${to.includes("?") ? "&" : "?"}redirectTo=${encodeURIComponent(redirectTo)}` : to;
  return (
    <AuthCard
      title={t(`account.auth.title.${mode}`)}
      subtitle={
        <>
          <Link to="/" className="mt-2 inline-block text-sm text-brand-700 underline">
            {t("account.auth.backHome")}
          </Link>
          {linkFailed ? (
            <p role="alert" className="mt-3 rounded-md bg-red-50 p-3 text-sm text-red-800">
              {t("account.auth.linkFailed")}
            </p>
          ) : unlocked ? (
            <p role="status" className="mt-3 rounded-md bg-emerald-50 p-3 text-sm text-emerald-900">
              {authText(t, AUTH_MESSAGES.secondFactorUnlocked)}
            </p>
          ) : null}
        </>
      }
    >
      {mode !== "forgot" ? (
        <ModeTabs
          tabs={[
            { label: t("account.auth.tab.signIn"), to: withRedirect("/auth"), current: mode === "signin" },
            { label: t("account.auth.tab.signUp"), to: withRedirect("/auth?mode=signup"), current: mode === "signup" },
          ]}
        />
      ) : null}
      {result?.step === "two-factor" ? (
        <TwoFactorStep result={result} redirectTo={redirectTo} />
      ) : mode === "signup" ? (
        <AuthForm
          intent="sign-up"
          submitLabel={t("account.auth.createAccount")}
          pendingLabel={t("account.auth.creatingAccount")}
          result={result}
        >
          <Field label={t("account.field.email")} name="email" type="email" autoComplete="email" />
          <Field label={t("account.field.password")} name="password" type="password" autoComplete="new-password" />
          <Field
            label={t("account.field.confirmPassword")}
            name="confirm"
            type="password"
            autoComplete="new-password"
          />
        </AuthForm>
      ) : mode === "forgot" ? (
        <>
          <AuthForm
            intent="forgot"
            submitLabel={t("account.auth.sendResetLink")}
            pendingLabel={t("account.auth.sending")}
            result={result}
          >
            <Field label={t("account.field.email")} name="email" type="email" autoComplete="email" />
          </AuthForm>
          <Link to={withRedirect("/auth")} className="mt-4 inline-block text-sm text-brand-700 underline">
            {t("account.auth.backToSignIn")}
          </Link>
        </>
      ) : (
        <>
          <AuthForm
            intent="sign-in"
            submitLabel={t("account.auth.signIn")}
            pendingLabel={t("account.auth.signingIn")}
            redirectTo={redirectTo}
            result={result}
          >
            <Field label={t("account.field.email")} name="email" type="email" autoComplete="username webauthn" />
            <Field
              label={t("account.field.password")}
              name="password"
              type="password"
              autoComplete="current-password"
            />
          </AuthForm>
          <Link to={withRedirect("/auth?mode=forgot")} className="mt-3 inline-block text-sm text-brand-700 underline">
            {t("account.auth.forgotPassword")}
          </Link>
          <Divider label={t("account.auth.or")} />
          <AuthForm
            intent="magic-link"
            submitLabel={t("account.auth.sendMagicLink")}
            pendingLabel={t("account.auth.sending")}
            redirectTo={redirectTo}
            result={result}
          >
            <Field label={t("account.field.magicLinkEmail")} name="email" type="email" autoComplete="email" />
          </AuthForm>
          <PasskeySignIn redirectTo={redirectTo ?? undefined} />
        </>
      )}
      <p className="mt-8 rounded-md border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700">
        {t("account.auth.adminNotice", { brand: BRAND_NAME })}
      </p>
    </AuthCard>
  );
}
