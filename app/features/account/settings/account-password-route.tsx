import { redirect, useLoaderData } from "react-router";
import { AUTH_MESSAGES, checkNewPassword } from "../../../core/auth/auth-rules";
import { localeFrom, siteUrlFrom } from "../../../core/seo/meta";
import { callAuth, cookieHeaders } from "../../../services/auth/accounts.server";
import { Field } from "../auth-forms";
import type { Route } from "./+types/account-password-route";
import { accountAction, accountViewer, field, refused } from "./account-gate.server";
import { accountMeta } from "./account-pages";
import { ActionForm, DoneNote, Result, Section, useAccountResult, useDoneToast } from "./account-parts";

export const meta: Route.MetaFunction = ({ matches }) =>
  accountMeta("password", siteUrlFrom(matches), localeFrom(matches));

export async function loader({ request, context }: Route.LoaderArgs) {
  await accountViewer(request, context, "password");
  return { passwordUpdated: new URL(request.url).searchParams.get("updated") === "password" };
}

export async function action(args: Route.ActionArgs) {
  return accountAction(args, {
    "change-password": async ({ request, context, form, intent }) => {
      const newPassword = field(form, "password");
      const problem = checkNewPassword(newPassword, field(form, "confirm"));
      if (!field(form, "currentPassword")) return refused(intent, AUTH_MESSAGES.fillAllFields);
      if (problem) return refused(intent, problem);
      const result = await callAuth(context, request, "/change-password", {
        body: { currentPassword: field(form, "currentPassword"), newPassword, revokeOtherSessions: true },
      });
      if (!result.ok) {
        return refused(
          intent,
          result.code === "INVALID_PASSWORD" ? "Your current password is not right." : result.message,
          AUTH_MESSAGES.updatePasswordFailed,
        );
      }
      // Better Auth replaced this session too: redirect, so the next page load carries the new cookie.
      throw redirect("/account/password?updated=password", { headers: cookieHeaders(result.setCookies) });
    },
  });
}

const PASSWORD_CHANGED_NOTE = "Your other devices were signed out.";

export default function AccountPassword() {
  const page = useLoaderData<typeof loader>();
  const result = useAccountResult();
  useDoneToast(page.passwordUpdated, AUTH_MESSAGES.passwordUpdatedBang, PASSWORD_CHANGED_NOTE);
  return (
    <>
      {page.passwordUpdated ? (
        <DoneNote>
          <strong>{AUTH_MESSAGES.passwordUpdatedBang}</strong> {PASSWORD_CHANGED_NOTE}
        </DoneNote>
      ) : null}
      <Section title="Change password">
        <ActionForm intent="change-password" label="Change password">
          <Field label="Current password" name="currentPassword" type="password" autoComplete="current-password" />
          <Field label="New password" name="password" type="password" autoComplete="new-password" />
          <Field label="Confirm new password" name="confirm" type="password" autoComplete="new-password" />
        </ActionForm>
        <Result result={result} />
      </Section>
    </>
  );
}
