import { redirect, useLoaderData } from "react-router";
import { AUTH_MESSAGES, authText, checkNewPassword } from "../../../core/auth/auth-rules";
import { callAuth, cookieHeaders } from "../../../services/auth/accounts.server";
import { useT } from "../../../ui/i18n";
import { accountMessages } from "../account-messages.server";
import { Field } from "../auth-forms";
import { betterAuthMessage } from "../page-words.server";
import type { Route } from "./+types/account-password-route";
import { accountAction, accountViewer, field, refused } from "./account-gate.server";
import { accountMeta } from "./account-pages";
import { ActionForm, DoneNote, Result, Section, useAccountResult, useDoneToast } from "./account-parts";

export const meta: Route.MetaFunction = ({ matches }) => accountMeta("password", matches);

export async function loader({ request, context }: Route.LoaderArgs) {
  await accountViewer(request, context, "password");
  return {
    passwordUpdated: new URL(request.url).searchParams.get("updated") === "password",
    messages: accountMessages(request, ["password"]),
  };
}

export async function action(args: Route.ActionArgs) {
  return accountAction(args, {
    "change-password": async ({ request, context, form, intent, words }) => {
      const newPassword = field(form, "password");
      const problem = checkNewPassword(newPassword, field(form, "confirm"));
      if (!field(form, "currentPassword")) return refused(words, intent, words.say(AUTH_MESSAGES.fillAllFields));
      if (problem) return refused(words, intent, words.say(problem));
      const result = await callAuth(context, request, "/change-password", {
        body: { currentPassword: field(form, "currentPassword"), newPassword, revokeOtherSessions: true },
      });
      if (!result.ok) {
        return refused(
          words,
          intent,
          result.code === "INVALID_PASSWORD"
            ? words.t("account.password.currentWrong")
            : betterAuthMessage(words, result),
          words.say(AUTH_MESSAGES.updatePasswordFailed),
        );
      }
      // Better Auth replaced this session too: redirect, so the next page load carries the new cookie.
      throw redirect(words.path("/account/password?updated=password"), {
        headers: cookieHeaders(result.setCookies),
      });
    },
  });
}

export default function AccountPassword() {
  const page = useLoaderData<typeof loader>();
  const t = useT();
  const result = useAccountResult();
  const updated = authText(t, AUTH_MESSAGES.passwordUpdatedBang);
  const note = t("account.password.changedNote");
  useDoneToast(page.passwordUpdated, updated, note);
  return (
    <>
      {page.passwordUpdated ? (
        <DoneNote>
          <strong>{updated}</strong> {note}
        </DoneNote>
      ) : null}
      <Section title={t("account.password.title")}>
        <ActionForm intent="change-password" label={t("account.password.submit")}>
          <Field
            label={t("account.field.currentPassword")}
            name="currentPassword"
            type="password"
            autoComplete="current-password"
          />
          <Field label={t("account.field.newPassword")} name="password" type="password" autoComplete="new-password" />
          <Field
            label={t("account.field.confirmNewPassword")}
            name="confirm"
            type="password"
            autoComplete="new-password"
          />
        </ActionForm>
        <Result result={result} />
      </Section>
    </>
  );
}
