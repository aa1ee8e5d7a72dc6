import { Link, redirect, type ShouldRevalidateFunction, useLoaderData } from "react-router";
import { BRAND_NAME } from "../../brand/brand";
import { localeFrom, pageMeta, siteUrlFrom } from "../../core/seo/meta";
import type { Route } from "./+types/auth-reset-route";
import { handleAuthAction, recoveryCode } from "./auth-actions.server";
import { AuthCard, AuthForm, Field, TwoFactorStep, useAuthResult } from "./auth-forms";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: `Set a new password | ${BRAND_NAME}`,
    description: `Choose a new ${BRAND_NAME} password.`,
    path: "/auth/reset",
    siteUrl: siteUrlFrom(matches),
    locale: localeFrom(matches),
    noindex: true,
  });

/** /auth/reset: a code in the URL is exchanged first (via /auth/callback), then the form. */
export async function loader({ request }: Route.LoaderArgs) {
  const code = new URL(request.url).searchParams.get("code");
  if (code) throw redirect(`/auth/callback?code=${encodeURIComponent(code)}&type=recovery`);
  return { hasRecoveryCode: recoveryCode(request) !== null };
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleAuthAction(request, context, "visitor");
}

export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod === "POST" ? false : defaultShouldRevalidate;

export default function AuthResetRoute() {
  const { hasRecoveryCode } = useLoaderData<typeof loader>();
  const result = useAuthResult();
  return (
    <AuthCard title="Set a new password">
      {result?.step === "two-factor" ? (
        <TwoFactorStep result={result} />
      ) : hasRecoveryCode || result ? (
        <AuthForm intent="reset-password" submitLabel="Set password" pendingLabel="Saving…" result={result}>
          <Field label="New password" name="password" type="password" autoComplete="new-password" />
          <Field label="Confirm new password" name="confirm" type="password" autoComplete="new-password" />
        </AuthForm>
      ) : (
        <p className="mt-6 text-slate-700">
          This page needs the link from your password reset e-mail, and that link works once for an hour.{" "}
          <Link to="/admin-auth?mode=forgot" className="text-brand-700 underline">
            Send a new reset link
          </Link>
        </p>
      )}
    </AuthCard>
  );
}
