import { Link as ExactLink, redirect, type ShouldRevalidateFunction, useLoaderData } from "react-router";
import { BRAND_NAME } from "../../brand/brand";
import { signInPageFor } from "../../core/auth/admin-gate";
import { localeFrom, pageMeta, siteUrlFrom } from "../../core/seo/meta";
import { localeFromPath, localizedPath } from "../../i18n/locales";
import { translatorFromMatches } from "../../i18n/translator";
import { RichText, useLocale, useT } from "../../ui/i18n";
import type { Route } from "./+types/auth-reset-route";
import { accountMessages, FORM_GROUPS } from "./account-messages.server";
import { handleAuthAction, recoveryCode } from "./auth-actions.server";
import { AuthCard, AuthForm, Field, TwoFactorStep, useAuthResult } from "./auth-forms";

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = translatorFromMatches(matches);
  return pageMeta({
    title: t("account.reset.metaTitle", { brand: BRAND_NAME }),
    description: t("account.reset.metaDescription", { brand: BRAND_NAME }),
    path: "/auth/reset",
    siteUrl: siteUrlFrom(matches),
    locale: localeFrom(matches),
    noindex: true,
  });
};

/** /auth/reset: a code in the URL is exchanged first (via /auth/callback, in the page's language), then the form. */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const code = url.searchParams.get("code");
  if (code) {
    const callback = localizedPath("/auth/callback", localeFromPath(url.pathname));
    throw redirect(`${callback}?code=${encodeURIComponent(code)}&type=recovery`);
  }
  return {
    hasRecoveryCode: recoveryCode(request) !== null,
    messages: accountMessages(request, ["reset", ...FORM_GROUPS]),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleAuthAction(request, context, "visitor");
}

export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod === "POST" ? false : defaultShouldRevalidate;

export default function AuthResetRoute() {
  const { hasRecoveryCode } = useLoaderData<typeof loader>();
  const t = useT();
  const locale = useLocale();
  const result = useAuthResult();
  return (
    <AuthCard title={t("account.reset.title")}>
      {result?.step === "two-factor" ? (
        <TwoFactorStep result={result} />
      ) : hasRecoveryCode || result ? (
        <AuthForm
          intent="reset-password"
          submitLabel={t("account.reset.submit")}
          pendingLabel={t("account.reset.saving")}
          result={result}
        >
          <Field label={t("account.field.newPassword")} name="password" type="password" autoComplete="new-password" />
          <Field
            label={t("account.field.confirmNewPassword")}
            name="confirm"
            type="password"
            autoComplete="new-password"
          />
        </AuthForm>
      ) : (
        <p className="mt-6 text-slate-700">
          <RichText
            id="account.reset.needsLink"
            components={{
              // Already in the page's language (the operators' page in English), so kept as it is.
              link: <ExactLink to={`${signInPageFor(locale)}?mode=forgot`} className="text-brand-700 underline" />,
            }}
          />
        </p>
      )}
    </AuthCard>
  );
}
