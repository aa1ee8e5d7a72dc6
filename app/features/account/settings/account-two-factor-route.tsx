import { Link as ExactLink, useLoaderData } from "react-router";
import { safeRedirectPath } from "../../../core/auth/redirect-target";
import { RichText, useT } from "../../../ui/i18n";
import { Link } from "../../../ui/link";
import { accountMessages } from "../account-messages.server";
import { Field } from "../auth-forms";
import type { Route } from "./+types/account-two-factor-route";
import { accountAction, accountViewer } from "./account-gate.server";
import { accountMeta } from "./account-pages";
import { ActionForm, DoneNote, Result, Section, useAccountResult, useDoneToast } from "./account-parts";
import { twoFactorIntents } from "./two-factor-actions.server";

export const meta: Route.MetaFunction = ({ matches }) => accountMeta("two-factor", matches);

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
    messages: accountMessages(request, ["twoFactor"]),
  };
}

export async function action(args: Route.ActionArgs) {
  return accountAction(args, twoFactorIntents);
}

function BackupCodes({ codes }: { codes: string[] }) {
  const t = useT();
  return (
    <div className="mt-4">
      <p className="text-sm text-slate-700">{t("account.twoFactor.backupIntro")}</p>
      <ul
        aria-label={t("account.twoFactor.backupCodes")}
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
  const t = useT();
  const result = useAccountResult();
  const TOTP_ON = t("account.twoFactor.on");
  const TOTP_ON_NOTE = t("account.twoFactor.onNote");
  const TOTP_OFF = t("account.twoFactor.off");
  useDoneToast(page.totpTurnedOn, TOTP_ON, TOTP_ON_NOTE);
  useDoneToast(page.totpTurnedOff, TOTP_OFF);
  const totp = result?.totp;
  return (
    <>
      {page.enrol ? (
        <p role="alert" className="rounded-md bg-amber-50 p-4 text-amber-900">
          <RichText
            id="account.twoFactor.enrolNotice"
            components={{ link: <Link to="/account/passkeys" className="underline" /> }}
          />
        </p>
      ) : null}

      {page.totpTurnedOn ? (
        <DoneNote>
          <strong>{TOTP_ON}</strong> {TOTP_ON_NOTE}
          {page.redirectTo ? (
            <>
              {" "}
              <ExactLink to={page.redirectTo} className="underline">
                {t("account.form.continue")}
              </ExactLink>
            </>
          ) : null}
        </DoneNote>
      ) : null}

      {page.totpTurnedOff ? (
        <DoneNote>
          <strong>{TOTP_OFF}</strong>
        </DoneNote>
      ) : null}

      <Section title={t("account.page.twoFactor")}>
        {page.twoFactorEnabled ? (
          <>
            <p className="mt-2 text-sm text-slate-700">{t("account.twoFactor.onDescription")}</p>
            {result?.backupCodes ? <BackupCodes codes={result.backupCodes} /> : null}
            <ActionForm intent="backup-codes" label={t("account.twoFactor.newBackupCodes")} tone="secondary">
              <PasswordField label={t("account.twoFactor.passwordIfAny")} />
            </ActionForm>
            <ActionForm intent="totp-disable" label={t("account.twoFactor.turnOff")} tone="danger">
              <PasswordField label={t("account.twoFactor.passwordToTurnOff")} />
            </ActionForm>
          </>
        ) : totp ? (
          <div className="mt-3">
            <p className="text-sm text-slate-700">{t("account.twoFactor.scanIntro")}</p>
            <img
              src={totp.qr}
              alt={t("account.twoFactor.qrAlt")}
              width={208}
              height={208}
              className="mt-3 rounded border border-slate-200"
            />
            <p className="mt-3 text-sm text-slate-700">
              {t("account.twoFactor.key")}{" "}
              <code className="break-all rounded bg-slate-100 px-1 font-mono" data-testid="totp-secret">
                {totp.secret}
              </code>
            </p>
            <BackupCodes codes={totp.backupCodes} />
            <ActionForm
              intent="totp-confirm"
              label={t("account.twoFactor.turnOn")}
              hidden={{
                totpURI: totp.uri,
                backupCodes: totp.backupCodes.join(","),
                ...(page.redirectTo ? { redirectTo: page.redirectTo } : {}),
              }}
            >
              <Field
                label={t("account.twoFactor.codeFromApp")}
                name="code"
                autoComplete="one-time-code"
                inputMode="numeric"
              />
            </ActionForm>
          </div>
        ) : (
          <>
            <p className="mt-2 text-sm text-slate-700">{t("account.twoFactor.offDescription")}</p>
            <ActionForm intent="totp-enable" label={t("account.twoFactor.setUp")}>
              <PasswordField label={t("account.twoFactor.passwordIfAny")} />
            </ActionForm>
          </>
        )}
        <Result result={result} />
      </Section>
    </>
  );
}
