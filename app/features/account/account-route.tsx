import { type ReactNode, useEffect, useId, useState } from "react";
import { Form, Link, useActionData, useLoaderData, useNavigation, useRevalidator } from "react-router";
import { BRAND_NAME } from "../../brand/brand";
import { AUTH_MESSAGES } from "../../core/auth/auth-rules";
import { safeRedirectPath } from "../../core/auth/redirect-target";
import { pageMeta, siteUrlFrom } from "../../core/seo/meta";
import { formatDate as writeDate } from "../../format/dates";
import { requireViewer } from "../../services/auth/viewer.server";
import { toast } from "../../ui/toast";
import type { Route } from "./+types/account-route";
import { type AccountActionResult, accountPageData, handleAccountAction } from "./account-actions.server";
import { Field } from "./auth-forms";
import { PasskeySignIn } from "./passkey-buttons";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: `Your account | ${BRAND_NAME}`,
    description: `Password, two-factor authentication, passkeys and signed-in devices of your ${BRAND_NAME} account.`,
    path: "/account",
    siteUrl: siteUrlFrom(matches),
    noindex: true,
  });

/** /account: signed-in people only; the gate runs here, on the server. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireViewer(request, context);
  const url = new URL(request.url);
  return {
    ...(await accountPageData(context, viewer)),
    hasPasskeyOrTotp: viewer.hasSecondFactor,
    enrol: url.searchParams.get("enrol") === "2fa",
    verify: url.searchParams.get("verify") === "2fa",
    redirectTo: safeRedirectPath(url.searchParams.get("redirectTo"), context.config.publicSiteUrl),
    signedOutOthers: url.searchParams.get("signedOut") === "others",
    passwordUpdated: url.searchParams.get("updated") === "password",
    totpTurnedOn: url.searchParams.get("updated") === "totp",
    totpTurnedOff: url.searchParams.get("updated") === "totp-off",
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await requireViewer(request, context);
  return handleAccountAction(request, context, viewer);
}

const PASSWORD_CHANGED_NOTE = "Your other devices were signed out.";
const TOTP_ON = "Two-factor authentication is on";
const TOTP_ON_NOTE = "Keep your backup codes somewhere safe.";
const TOTP_OFF = "Two-factor authentication is off";

const formatDate = (iso: string | null) => (iso ? `${writeDate(iso, "dateTime")} UTC` : "unknown date");

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function ActionForm({
  intent,
  label,
  children,
  tone = "primary",
  hidden = {},
}: {
  intent: string;
  label: string;
  children?: ReactNode;
  tone?: "primary" | "secondary" | "danger";
  hidden?: Record<string, string>;
}) {
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const tones = {
    primary: "bg-brand-600 text-white hover:bg-brand-700",
    secondary: "border border-slate-300 bg-white text-slate-800 hover:bg-slate-50",
    danger: "border border-red-300 bg-white text-red-800 hover:bg-red-50",
  };
  return (
    <Form method="post" className="mt-4 space-y-3">
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
      <button
        type="submit"
        disabled={pending}
        className={`rounded-md px-4 py-2 text-sm font-semibold disabled:opacity-60 ${tones[tone]}`}
      >
        {pending ? "Please wait…" : label}
      </button>
    </Form>
  );
}

function Result({ result, intents }: { result: AccountActionResult | undefined; intents: string[] }) {
  if (!result || !intents.includes(result.intent)) return null;
  return (
    <p
      role={result.ok ? "status" : "alert"}
      className={`mt-3 rounded-md p-3 text-sm ${result.ok ? "bg-emerald-50 text-emerald-900" : "bg-red-50 text-red-800"}`}
    >
      <strong>{result.title}</strong>
      {result.description ? ` ${result.description}` : null}
    </p>
  );
}

function BackupCodes({ codes }: { codes: string[] }) {
  return (
    <div className="mt-4">
      <p className="text-sm text-slate-700">
        Backup codes: each works once if you lose your phone. Save them now; they are not shown again.
      </p>
      <ul
        aria-label="Backup codes"
        className="mt-2 grid grid-cols-2 gap-1 rounded-md bg-slate-50 p-3 font-mono text-sm"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
    </div>
  );
}

function AddPasskey() {
  const { revalidate } = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [name, setName] = useState("");
  const id = useId();
  return (
    <div className="mt-4 flex flex-wrap items-end gap-2">
      <div>
        <label htmlFor={id} className="block text-sm font-semibold text-slate-900">
          Passkey name (optional)
        </label>
        <input
          id={id}
          value={name}
          onChange={(e) => setName(e.target.value)}
          placeholder="e.g. My laptop"
          className="mt-1 rounded-lg border border-slate-300 px-3 py-2"
        />
      </div>
      <button
        type="button"
        disabled={busy}
        className="rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
        onClick={async () => {
          setBusy(true);
          try {
            const { addPasskey } = await import("./passkey-client");
            const problem = await addPasskey(name.trim() || "Passkey");
            if (problem) toast.error("Could not add the passkey", { description: problem });
            else {
              toast.success("Passkey added");
              setName("");
              revalidate();
            }
          } finally {
            setBusy(false);
          }
        }}
      >
        {busy ? "Waiting for your device…" : "Add a passkey"}
      </button>
    </div>
  );
}

export default function AccountRoute() {
  const page = useLoaderData<typeof loader>();
  const result = useActionData<AccountActionResult>();
  useEffect(() => {
    if (page.passwordUpdated) toast.success(AUTH_MESSAGES.passwordUpdatedBang, { description: PASSWORD_CHANGED_NOTE });
    if (page.totpTurnedOn) toast.success(TOTP_ON, { description: TOTP_ON_NOTE });
    if (page.totpTurnedOff) toast.success(TOTP_OFF);
  }, [page.passwordUpdated, page.totpTurnedOn, page.totpTurnedOff]);
  useEffect(() => {
    if (!result) return;
    if (result.ok) toast.success(result.title, { description: result.description });
    else toast.error(result.title, { description: result.description });
  }, [result]);
  const totp = result?.totp;
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-10">
      <div>
        <h1 className="text-3xl font-bold text-slate-900">Your account</h1>
        <p className="mt-2 text-slate-700">
          Signed in as <strong>{page.email}</strong>
          {page.isAdmin ? " (admin)" : null}.
        </p>
      </div>

      {page.enrol && !page.hasPasskeyOrTotp ? (
        <p role="alert" className="rounded-md bg-amber-50 p-4 text-amber-900">
          The admin area needs a second factor. Set up an authenticator app or add a passkey below, then open the admin
          area again.
        </p>
      ) : null}

      {page.verify && page.aal !== "aal2" ? (
        <Section title="Confirm it's you">
          <p className="mt-2 text-sm text-slate-700">The admin area asks for your second factor on this device.</p>
          {page.twoFactorEnabled ? (
            <ActionForm intent="step-up" label="Verify" hidden={page.redirectTo ? { redirectTo: page.redirectTo } : {}}>
              <Field label="6-digit code or a backup code" name="code" autoComplete="one-time-code" />
            </ActionForm>
          ) : null}
          {page.passkeyCount > 0 ? <PasskeySignIn redirectTo={page.redirectTo ?? "/admin"} /> : null}
          <Result result={result} intents={["step-up"]} />
        </Section>
      ) : null}

      {page.passwordUpdated ? (
        <p role="status" className="rounded-md bg-emerald-50 p-4 text-emerald-900">
          <strong>{AUTH_MESSAGES.passwordUpdatedBang}</strong> {PASSWORD_CHANGED_NOTE}
        </p>
      ) : null}

      {page.totpTurnedOn ? (
        <p role="status" className="rounded-md bg-emerald-50 p-4 text-emerald-900">
          <strong>{TOTP_ON}</strong> {TOTP_ON_NOTE}
          {page.redirectTo ? (
            <>
              {" "}
              <Link to={page.redirectTo} className="underline">
                Continue
              </Link>
            </>
          ) : null}
        </p>
      ) : null}

      {page.totpTurnedOff ? (
        <p role="status" className="rounded-md bg-emerald-50 p-4 text-emerald-900">
          <strong>{TOTP_OFF}</strong>
        </p>
      ) : null}

      {page.signedOutOthers ? (
        <p role="status" className="rounded-md bg-emerald-50 p-4 text-emerald-900">
          Your other devices were signed out.
        </p>
      ) : null}

      {/* Until the second factor is passed, the page offers only that (or enrolling a first one). */}
      {page.secondFactorDue === "verify" ? null : (
        <>
          <Section title="Two-factor authentication">
            {page.twoFactorEnabled ? (
              <>
                <p className="mt-2 text-sm text-slate-700">
                  On: signing in with your password also asks for a code from your authenticator app.
                </p>
                {result?.backupCodes ? <BackupCodes codes={result.backupCodes} /> : null}
                <ActionForm intent="backup-codes" label="Get new backup codes" tone="secondary">
                  <Field
                    label="Password (if your account has one)"
                    name="password"
                    type="password"
                    autoComplete="current-password"
                  />
                </ActionForm>
                <ActionForm intent="totp-disable" label="Turn off two-factor authentication" tone="danger">
                  <Field
                    label="Password to turn it off (if your account has one)"
                    name="password"
                    type="password"
                    autoComplete="current-password"
                  />
                </ActionForm>
              </>
            ) : totp ? (
              <div className="mt-3">
                <p className="text-sm text-slate-700">
                  Scan this QR code with your authenticator app, or type the key by hand.
                </p>
                <img
                  src={totp.qr}
                  alt="QR code for your authenticator app"
                  width={208}
                  height={208}
                  className="mt-3 rounded border border-slate-200"
                />
                <p className="mt-3 text-sm text-slate-700">
                  Key:{" "}
                  <code className="break-all rounded bg-slate-100 px-1 font-mono" data-testid="totp-secret">
                    {totp.secret}
                  </code>
                </p>
                <BackupCodes codes={totp.backupCodes} />
                <ActionForm
                  intent="totp-confirm"
                  label="Turn on"
                  hidden={{
                    totpURI: totp.uri,
                    backupCodes: totp.backupCodes.join(","),
                    ...(page.redirectTo ? { redirectTo: page.redirectTo } : {}),
                  }}
                >
                  <Field
                    label="6-digit code from your app"
                    name="code"
                    autoComplete="one-time-code"
                    inputMode="numeric"
                  />
                </ActionForm>
              </div>
            ) : (
              <>
                <p className="mt-2 text-sm text-slate-700">
                  Off. Add an authenticator app (TOTP) so a stolen password is not enough to sign in.
                </p>
                <ActionForm intent="totp-enable" label="Set up an authenticator app">
                  <Field
                    label="Password (if your account has one)"
                    name="password"
                    type="password"
                    autoComplete="current-password"
                  />
                </ActionForm>
              </>
            )}
            <Result result={result} intents={["totp-enable", "totp-confirm", "totp-disable", "backup-codes"]} />
          </Section>

          <Section title="Passkeys">
            {page.passkeys.length === 0 ? (
              <p className="mt-2 text-sm text-slate-700">
                No passkeys yet. A passkey signs you in with your device's screen lock instead of a password.
              </p>
            ) : (
              <ul className="mt-3 divide-y divide-slate-200">
                {page.passkeys.map((p) => (
                  <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                    <span className="text-sm">
                      <strong>{p.name || "Passkey"}</strong> · added {formatDate(p.createdAt)}
                    </span>
                    <ActionForm
                      intent="passkey-delete"
                      label={`Remove ${p.name || "passkey"}`}
                      tone="danger"
                      hidden={{ id: p.id }}
                    />
                  </li>
                ))}
              </ul>
            )}
            <AddPasskey />
            <Result result={result} intents={["passkey-delete"]} />
          </Section>
        </>
      )}

      {page.secondFactorDue ? null : (
        <>
          <Section title="Change password">
            <ActionForm intent="change-password" label="Change password">
              <Field label="Current password" name="currentPassword" type="password" autoComplete="current-password" />
              <Field label="New password" name="password" type="password" autoComplete="new-password" />
              <Field label="Confirm new password" name="confirm" type="password" autoComplete="new-password" />
            </ActionForm>
            <Result result={result} intents={["change-password"]} />
          </Section>

          <Section title="Signed-in devices">
            <ul className="mt-3 divide-y divide-slate-200" aria-label="Sessions">
              {page.sessions.map((s) => (
                <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                  <span>
                    <strong>{s.current ? "This device" : "Another device"}</strong> ·{" "}
                    {s.userAgent ? s.userAgent.slice(0, 80) : "unknown browser"}
                    {s.ipAddress ? ` · ${s.ipAddress}` : null} · signed in {formatDate(s.createdAt)}
                  </span>
                  {s.current ? null : (
                    <ActionForm
                      intent="session-revoke"
                      label="Sign out this device"
                      tone="secondary"
                      hidden={{ id: s.id }}
                    />
                  )}
                </li>
              ))}
            </ul>
            <Result result={result} intents={["session-revoke"]} />
          </Section>
        </>
      )}

      <Section title={page.secondFactorDue ? "Sign out" : "Sign out of devices"}>
        <div className="mt-4 flex flex-wrap gap-2">
          {(
            [
              ["local", "Sign out"],
              ["others", "Sign out other devices"],
              ["global", "Sign out everywhere"],
            ] as const
          )
            .slice(0, page.secondFactorDue ? 1 : 3)
            .map(([scope, label]) => (
              <Form key={scope} method="post" action="/auth/sign-out">
                <input type="hidden" name="scope" value={scope} />
                <button
                  type="submit"
                  className="rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50"
                >
                  {label}
                </button>
              </Form>
            ))}
        </div>
      </Section>
    </div>
  );
}
