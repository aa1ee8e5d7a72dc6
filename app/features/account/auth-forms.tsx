import { type ReactNode, useEffect, useId, useState } from "react";
// The server decides `redirectTo` in the right language (and /admin stays English): react-router's Link keeps it as it is.
import { Link as ExactLink, Form, useActionData, useNavigate, useNavigation } from "react-router";
import type { AuthActionResult } from "../../core/auth/auth-action-result";
import {
  AUTH_MESSAGES,
  type AuthMessage,
  authText,
  checkCredentials,
  checkEmailOnly,
  checkNewPassword,
  checkSignUp,
} from "../../core/auth/auth-rules";
import { Button } from "../../ui/button";
import { Card } from "../../ui/card";
import { Field as KitField } from "../../ui/field";
import { useT } from "../../ui/i18n";
import { Link } from "../../ui/link";
import { toast } from "../../ui/toast";

/**
 * The account forms. Each posts to its route's action (works without JavaScript) and checks
 * the same rules first in the browser (auth-rules.ts). Results show inline and as a toast.
 */

export function useAuthResult(): AuthActionResult | undefined {
  const result = useActionData<AuthActionResult>();
  const navigate = useNavigate();
  useEffect(() => {
    if (!result) return;
    if (result.ok) toast.success(result.title, { description: result.description });
    else toast.error(result.title, { description: result.description });
    if (result.ok && result.redirectTo) navigate(result.redirectTo, { replace: true });
  }, [result, navigate]);
  return result;
}

export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: ReactNode; children: ReactNode }) {
  return (
    <section className="mx-auto w-full max-w-md px-4 py-12 sm:py-16">
      <Card className="p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        {subtitle}
        {children}
      </Card>
    </section>
  );
}

export function Field({
  label,
  name,
  type = "text",
  autoComplete,
  inputMode,
}: {
  label: string;
  name: string;
  type?: string;
  autoComplete?: string;
  inputMode?: "numeric" | "text";
}) {
  const id = useId();
  return (
    <KitField id={id} label={label}>
      {(control) => (
        <input
          {...control}
          name={name}
          type={type}
          required
          autoComplete={autoComplete}
          inputMode={inputMode}
          className="control"
        />
      )}
    </KitField>
  );
}

type Check = (form: FormData) => AuthMessage | null;
const text = (form: FormData, name: string) => String(form.get(name) ?? "");

const CHECKS: Record<string, Check> = {
  "sign-in": (f) => checkCredentials(text(f, "email"), text(f, "password")),
  "sign-up": (f) => checkSignUp(text(f, "email"), text(f, "password"), text(f, "confirm")),
  "magic-link": (f) => checkEmailOnly(text(f, "email")),
  forgot: (f) => checkEmailOnly(text(f, "email")),
  "reset-password": (f) => checkNewPassword(text(f, "password"), text(f, "confirm")),
  "verify-totp": (f) => (text(f, "code").trim() ? null : AUTH_MESSAGES.fillAllFields),
  "verify-backup-code": (f) => (text(f, "code").trim() ? null : AUTH_MESSAGES.fillAllFields),
};

/** One form with its intent, browser-side check, pending label and inline result. */
export function AuthForm({
  intent,
  submitLabel,
  pendingLabel,
  redirectTo,
  result,
  children,
  action,
}: {
  intent: string;
  submitLabel: string;
  pendingLabel?: string;
  redirectTo?: string | null;
  result: AuthActionResult | undefined;
  children: ReactNode;
  action?: string;
}) {
  const t = useT();
  const navigation = useNavigation();
  const [problem, setProblem] = useState<string | null>(null);
  const pending = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const mine = result?.intent === intent ? result : undefined;
  const id = useId();
  return (
    <Form
      method="post"
      action={action}
      noValidate
      className="mt-6 space-y-4"
      aria-describedby={`${id}-result`}
      onSubmit={(event) => {
        const found = CHECKS[intent]?.(new FormData(event.currentTarget)) ?? null;
        const words = found ? authText(t, found) : null;
        setProblem(words);
        if (words) {
          event.preventDefault();
          toast.error(authText(t, AUTH_MESSAGES.errorTitle), { description: words });
        }
      }}
    >
      <input type="hidden" name="intent" value={intent} />
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      {children}
      <Button type="submit" disabled={pending} size="lg" className="w-full">
        {pending ? (pendingLabel ?? t("account.form.pleaseWait")) : submitLabel}
      </Button>
      <div id={`${id}-result`} aria-live="polite">
        {problem ? (
          <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
            {problem}
          </p>
        ) : mine ? (
          <p
            role={mine.ok ? "status" : "alert"}
            className={`rounded-md p-3 text-sm ${mine.ok ? "bg-emerald-50 text-emerald-900" : "bg-red-50 text-red-800"}`}
          >
            <strong>{mine.title}</strong>
            {mine.description ? ` ${mine.description}` : null}
            {mine.ok && mine.redirectTo ? (
              <>
                {" "}
                <ExactLink to={mine.redirectTo} className="underline">
                  {t("account.form.continue")}
                </ExactLink>
              </>
            ) : null}
          </p>
        ) : null}
      </div>
    </Form>
  );
}

/** The second step of a sign-in for someone with two-factor authentication. */
export function TwoFactorStep({
  result,
  redirectTo,
}: {
  result: AuthActionResult | undefined;
  redirectTo?: string | null;
}) {
  const t = useT();
  const [backup, setBackup] = useState(result?.intent === "verify-backup-code");
  return (
    <div>
      <h2 className="mt-6 text-lg font-semibold">{t("account.twoFactorStep.heading")}</h2>
      {backup ? (
        <AuthForm
          intent="verify-backup-code"
          submitLabel={t("account.twoFactorStep.verifyBackupCode")}
          redirectTo={redirectTo}
          result={result}
        >
          <Field label={t("account.field.backupCode")} name="code" autoComplete="one-time-code" />
        </AuthForm>
      ) : (
        <AuthForm
          intent="verify-totp"
          submitLabel={t("account.twoFactorStep.verifyCode")}
          redirectTo={redirectTo}
          result={result}
        >
          <Field label={t("account.field.totpCode")} name="code" autoComplete="one-time-code" inputMode="numeric" />
        </AuthForm>
      )}
      <Button onClick={() => setBackup((b) => !b)} variant="link" size="inline" className="mt-3 text-sm">
        {backup ? t("account.twoFactorStep.useApp") : t("account.twoFactorStep.useBackupCode")}
      </Button>
    </div>
  );
}

export function ModeTabs({ tabs }: { tabs: { label: string; to: string; current: boolean }[] }) {
  const t = useT();
  return (
    <nav aria-label={t("account.auth.tabs")} className="mt-6 grid grid-cols-2 gap-1 rounded-lg bg-slate-100 p-1">
      {tabs.map((tab) => (
        <Link
          key={tab.to}
          to={tab.to}
          replace
          aria-current={tab.current ? "page" : undefined}
          className={`rounded-md px-3 py-2 text-center text-sm font-semibold ${
            tab.current ? "bg-white text-brand-800 shadow-sm" : "text-slate-700 hover:text-slate-900"
          }`}
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}

export function Divider({ label }: { label: string }) {
  return (
    <div className="my-6 flex items-center gap-3 text-xs uppercase tracking-wide text-slate-600">
      <span className="h-px flex-1 bg-slate-200" />
      {label}
      <span className="h-px flex-1 bg-slate-200" />
    </div>
  );
}
