import { useEffect } from "react";
import { Link, redirect, type ShouldRevalidateFunction, useLoaderData } from "react-router";
import { BRAND_NAME } from "../../brand/brand";
import { AUTH_MESSAGES, adminAuthErrorMessage, authText } from "../../core/auth/auth-rules";
import { safeRedirectPath } from "../../core/auth/redirect-target";
import { pageMeta, siteUrlFrom } from "../../core/seo/meta";
import { getViewer } from "../../services/auth/viewer.server";
import { useT } from "../../ui/i18n";
import { toast } from "../../ui/toast";
import type { Route } from "./+types/admin-auth-route";
import { accountMessages, FORM_GROUPS } from "./account-messages.server";
import { handleAuthAction, recoveryCode } from "./auth-actions.server";
import { AuthCard, AuthForm, Divider, Field, ModeTabs, TwoFactorStep, useAuthResult } from "./auth-forms";
import { PasskeySignIn } from "./passkey-buttons";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: `Admin Sign In | ${BRAND_NAME}`,
    description: `Sign in to the ${BRAND_NAME} admin area.`,
    path: "/admin-auth",
    siteUrl: siteUrlFrom(matches),
    locale: "en",
    languages: ["en"],
    noindex: true,
  });

type Mode = "signin" | "signup" | "forgot" | "reset";
const MODES: Mode[] = ["signin", "signup", "forgot", "reset"];

/**
 * Operator sign-in: modes signin, signup, forgot, reset (also type=recovery).
 * A `code` is exchanged through /auth/callback. Signed-in operators go to /admin, except
 * when an `error` explains why they were sent back here (no redirect loop).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const code = url.searchParams.get("code");
  if (code) {
    const type = url.searchParams.get("type") ?? "magiclink";
    throw redirect(`/auth/callback?code=${encodeURIComponent(code)}&type=${encodeURIComponent(type)}`);
  }
  const error = url.searchParams.get("error");
  const requested = url.searchParams.get("mode") as Mode | null;
  const mode: Mode =
    url.searchParams.get("type") === "recovery"
      ? "reset"
      : requested && MODES.includes(requested)
        ? requested
        : "signin";
  const viewer = await getViewer(request, context);
  const redirectTo = safeRedirectPath(url.searchParams.get("redirectTo"), context.config.publicSiteUrl);
  if (viewer && !error && mode !== "reset") throw redirect(redirectTo ?? "/admin");
  return {
    mode,
    error,
    errorMessage: adminAuthErrorMessage(error),
    redirectTo,
    signedInAs: viewer?.email ?? null,
    hasRecoveryCode: recoveryCode(request) !== null,
    unlocked: url.searchParams.get("unlocked") === "2fa",
    // This page is English only; the shared forms and the server's messages come from the catalogue.
    messages: accountMessages(request, ["auth", ...FORM_GROUPS]),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleAuthAction(request, context, "operator");
}

export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod === "POST" ? false : defaultShouldRevalidate;

export default function AdminAuthRoute() {
  const { mode, error, errorMessage, redirectTo, signedInAs, hasRecoveryCode, unlocked } =
    useLoaderData<typeof loader>();
  const t = useT();
  const result = useAuthResult();
  useEffect(() => {
    if (error === "exchange_failed") toast.error(authText(t, AUTH_MESSAGES.authFailed));
  }, [error, t]);
  const withRedirect = (to: string) =>
    redirectTo ? `${to}${to.includes("?") ? "&" : "?"}redirectTo=${encodeURIComponent(redirectTo)}` : to;
  return (
    <AuthCard
      title={mode === "reset" ? "Set a new password" : mode === "forgot" ? "Reset your password" : "Admin sign in"}
      subtitle={
        errorMessage ? (
          <p role="alert" className="mt-3 rounded-md bg-red-50 p-3 text-sm text-red-800">
            {errorMessage}
          </p>
        ) : unlocked ? (
          <p role="status" className="mt-3 rounded-md bg-emerald-50 p-3 text-sm text-emerald-900">
            {authText(t, AUTH_MESSAGES.secondFactorUnlocked)}
          </p>
        ) : null
      }
    >
      {signedInAs && error ? (
        <p className="mt-4 text-sm text-slate-700">
          You are signed in as <strong>{signedInAs}</strong>.{" "}
          <Link to="/account" className="text-brand-700 underline">
            Go to your account
          </Link>{" "}
          or sign in below with another account.
        </p>
      ) : null}
      {result?.step === "two-factor" ? (
        <TwoFactorStep result={result} redirectTo={redirectTo} />
      ) : mode === "reset" ? (
        hasRecoveryCode ? (
          <AuthForm intent="reset-password" submitLabel="Update Password" pendingLabel="Updating…" result={result}>
            <Field label="New password" name="password" type="password" autoComplete="new-password" />
            <Field label="Confirm new password" name="confirm" type="password" autoComplete="new-password" />
          </AuthForm>
        ) : (
          <p className="mt-6 text-slate-700">
            Open the link in your password reset e-mail to set a new password here.{" "}
            <Link to="/admin-auth?mode=forgot" className="text-brand-700 underline">
              Send a new reset link
            </Link>
          </p>
        )
      ) : mode === "forgot" ? (
        <>
          <AuthForm intent="forgot" submitLabel="Send Reset Link" pendingLabel="Sending…" result={result}>
            <Field label="Email" name="email" type="email" autoComplete="email" />
          </AuthForm>
          <Link to={withRedirect("/admin-auth")} className="mt-4 inline-block text-sm text-brand-700 underline">
            Back to Sign In
          </Link>
        </>
      ) : (
        <>
          <ModeTabs
            tabs={[
              { label: "Sign In", to: withRedirect("/admin-auth"), current: mode === "signin" },
              { label: "Sign Up", to: withRedirect("/admin-auth?mode=signup"), current: mode === "signup" },
            ]}
          />
          {mode === "signup" ? (
            <AuthForm intent="sign-up" submitLabel="Create Account" pendingLabel="Creating account…" result={result}>
              <Field label="Email" name="email" type="email" autoComplete="email" />
              <Field label="Password" name="password" type="password" autoComplete="new-password" />
              <Field label="Confirm password" name="confirm" type="password" autoComplete="new-password" />
            </AuthForm>
          ) : (
            <>
              <AuthForm
                intent="magic-link"
                submitLabel="Send Magic Link"
                pendingLabel="Sending…"
                redirectTo={redirectTo ?? "/admin"}
                result={result}
              >
                <Field label="Email" name="email" type="email" autoComplete="email" />
              </AuthForm>
              <Divider label="or use your password" />
              <AuthForm
                intent="sign-in"
                submitLabel="Sign In with Password"
                pendingLabel="Signing in…"
                redirectTo={redirectTo}
                result={result}
              >
                <Field label="Email address" name="email" type="email" autoComplete="username webauthn" />
                <Field label="Password" name="password" type="password" autoComplete="current-password" />
              </AuthForm>
              <Link
                to={withRedirect("/admin-auth?mode=forgot")}
                className="mt-3 inline-block text-sm text-brand-700 underline"
              >
                Forgot your password?
              </Link>
              <PasskeySignIn redirectTo={redirectTo ?? "/admin"} />
            </>
          )}
        </>
      )}
    </AuthCard>
  );
}
