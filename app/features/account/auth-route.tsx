import { Link, redirect, type ShouldRevalidateFunction, useLoaderData } from "react-router";
import { BRAND_NAME } from "../../brand/brand";
import { localeFrom, pageMeta, siteUrlFrom } from "../../core/seo/meta";
import { getViewer } from "../../services/auth/viewer.server";
import type { Route } from "./+types/auth-route";
import { handleAuthAction } from "./auth-actions.server";
import { AuthCard, AuthForm, Divider, Field, ModeTabs, TwoFactorStep, useAuthResult } from "./auth-forms";
import { PasskeySignIn } from "./passkey-buttons";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: `Sign In | ${BRAND_NAME}`,
    description: `Sign in to ${BRAND_NAME} or create an account.`,
    path: "/auth",
    siteUrl: siteUrlFrom(matches),
    locale: localeFrom(matches),
    noindex: true,
  });

type Mode = "signin" | "signup" | "forgot";

/** Visitor sign-in: a signed-in visitor goes home. */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (await getViewer(request, context)) throw redirect("/");
  const requested = new URL(request.url).searchParams.get("mode");
  const mode: Mode = requested === "signup" || requested === "forgot" ? requested : "signin";
  return { mode };
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleAuthAction(request, context, "visitor");
}

// After a form post the page moves on by itself (toast, then navigate); re-running the
// loader would redirect before the toast shows.
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod === "POST" ? false : defaultShouldRevalidate;

export default function AuthRoute() {
  const { mode } = useLoaderData<typeof loader>();
  const result = useAuthResult();
  return (
    <AuthCard
      title={mode === "signup" ? "Create your account" : mode === "forgot" ? "Reset your password" : "Sign in"}
      subtitle={
        <Link to="/" className="mt-2 inline-block text-sm text-brand-700 underline">
          ← Back to home
        </Link>
      }
    >
      {mode !== "forgot" ? (
        <ModeTabs
          tabs={[
            { label: "Sign In", to: "/auth", current: mode === "signin" },
            { label: "Sign Up", to: "/auth?mode=signup", current: mode === "signup" },
          ]}
        />
      ) : null}
      {result?.step === "two-factor" ? (
        <TwoFactorStep result={result} />
      ) : mode === "signup" ? (
        <AuthForm intent="sign-up" submitLabel="Create Account" pendingLabel="Creating account…" result={result}>
          <Field label="Email" name="email" type="email" autoComplete="email" />
          <Field label="Password" name="password" type="password" autoComplete="new-password" />
          <Field label="Confirm password" name="confirm" type="password" autoComplete="new-password" />
        </AuthForm>
      ) : mode === "forgot" ? (
        <>
          <AuthForm intent="forgot" submitLabel="Send Reset Link" pendingLabel="Sending…" result={result}>
            <Field label="Email" name="email" type="email" autoComplete="email" />
          </AuthForm>
          <Link to="/auth" className="mt-4 inline-block text-sm text-brand-700 underline">
            Back to Sign In
          </Link>
        </>
      ) : (
        <>
          <AuthForm intent="sign-in" submitLabel="Sign In" pendingLabel="Signing in…" result={result}>
            <Field label="Email" name="email" type="email" autoComplete="username webauthn" />
            <Field label="Password" name="password" type="password" autoComplete="current-password" />
          </AuthForm>
          <Link to="/auth?mode=forgot" className="mt-3 inline-block text-sm text-brand-700 underline">
            Forgot your password?
          </Link>
          <Divider label="or" />
          <AuthForm intent="magic-link" submitLabel="Send Magic Link" pendingLabel="Sending…" result={result}>
            <Field label="Email for a sign-in link" name="email" type="email" autoComplete="email" />
          </AuthForm>
          <PasskeySignIn />
        </>
      )}
      <p className="mt-8 rounded-md border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700">
        Admin access is restricted to {BRAND_NAME} staff.
      </p>
    </AuthCard>
  );
}
