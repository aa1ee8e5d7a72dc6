import { Link, useLoaderData } from "react-router";
import { safeRedirectPath } from "../../../core/auth/redirect-target";
import { localeFrom, siteUrlFrom } from "../../../core/seo/meta";
import { Field } from "../auth-forms";
import type { Route } from "./+types/account-two-factor-route";
import { accountAction, accountViewer } from "./account-gate.server";
import { accountMeta } from "./account-pages";
import { ActionForm, DoneNote, Result, Section, useAccountResult, useDoneToast } from "./account-parts";
import { twoFactorIntents } from "./two-factor-actions.server";

export const meta: Route.MetaFunction = ({ matches }) =>
  accountMeta("two-factor", siteUrlFrom(matches), localeFrom(matches));

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await accountViewer(request, context, "two-factor");
  const url = new URL(request.url);
  return {
    twoFactorEnabled: viewer.twoFactorEnabled,
    /** Sent here by the admin gate: the admin area needs a second factor first. */
    enrol: url.searchParams.get("enrol") === "2fa" && !viewer.hasSecondFactor,
    redirectTo: safeRedirectPath(url.searchParams.get("redirectTo"), context.config.publicSiteUrl),
    totpTurnedOn: url.searchParams.get("updated") === "totp",
    totpTurnedOff: url.searchParams.get("updated") === "totp-off",
  };
}

export async function action(args: Route.ActionArgs) {
  return accountAction(args, twoFactorIntents);
}

const TOTP_ON = "Two-factor authentication is on";
const TOTP_ON_NOTE = "Keep your backup codes somewhere safe.";
const TOTP_OFF = "Two-factor authentication is off";

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

const PasswordField = ({ label }: { label: string }) => (
  <Field label={label} name="password" type="password" autoComplete="current-password" />
);

export default function AccountTwoFactor() {
  const page = useLoaderData<typeof loader>();
  const result = useAccountResult();
  useDoneToast(page.totpTurnedOn, TOTP_ON, TOTP_ON_NOTE);
  useDoneToast(page.totpTurnedOff, TOTP_OFF);
  const totp = result?.totp;
  return (
    <>
      {page.enrol ? (
        <p role="alert" className="rounded-md bg-amber-50 p-4 text-amber-900">
          The admin area needs a second factor. Set up an authenticator app below or{" "}
          <Link to="/account/passkeys" className="underline">
            add a passkey
          </Link>
          , then open the admin area again.
        </p>
      ) : null}

      {page.totpTurnedOn ? (
        <DoneNote>
          <strong>{TOTP_ON}</strong> {TOTP_ON_NOTE}
          {page.redirectTo ? (
            <>
              {" "}
              <Link to={page.redirectTo} className="underline">
                Continue
              </Link>
            </>
          ) : null}
        </DoneNote>
      ) : null}

      {page.totpTurnedOff ? (
        <DoneNote>
          <strong>{TOTP_OFF}</strong>
        </DoneNote>
      ) : null}

      <Section title="Two-factor authentication">
        {page.twoFactorEnabled ? (
          <>
            <p className="mt-2 text-sm text-slate-700">
              On: signing in with your password also asks for a code from your authenticator app.
            </p>
            {result?.backupCodes ? <BackupCodes codes={result.backupCodes} /> : null}
            <ActionForm intent="backup-codes" label="Get new backup codes" tone="secondary">
              <PasswordField label="Password (if your account has one)" />
            </ActionForm>
            <ActionForm intent="totp-disable" label="Turn off two-factor authentication" tone="danger">
              <PasswordField label="Password to turn it off (if your account has one)" />
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
              <Field label="6-digit code from your app" name="code" autoComplete="one-time-code" inputMode="numeric" />
            </ActionForm>
          </div>
        ) : (
          <>
            <p className="mt-2 text-sm text-slate-700">
              Off. Add an authenticator app (TOTP) so a stolen password is not enough to sign in.
            </p>
            <ActionForm intent="totp-enable" label="Set up an authenticator app">
              <PasswordField label="Password (if your account has one)" />
            </ActionForm>
          </>
        )}
        <Result result={result} />
      </Section>
    </>
  );
}
