import { and, desc, eq, gt } from "drizzle-orm";
import { useLoaderData } from "react-router";
import { callAuth } from "../../../services/auth/accounts.server";
import { session } from "../../../services/db/schema";
import { RichText, useT } from "../../../ui/i18n";
import { accountMessages } from "../account-messages.server";
import { betterAuthMessage } from "../page-words.server";
import type { Route } from "./+types/account-devices-route";
import { accountAction, accountViewer, answer, field, refused } from "./account-gate.server";
import { accountMeta } from "./account-pages";
import { ActionForm, DoneNote, Result, Section, useAccountResult, useFormatDate } from "./account-parts";

export const meta: Route.MetaFunction = ({ matches }) => accountMeta("devices", matches);

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await accountViewer(request, context, "devices");
  const sessions = await context.database.db
    .select({
      id: session.id,
      userAgent: session.userAgent,
      ipAddress: session.ipAddress,
      createdAt: session.createdAt,
    })
    .from(session)
    .where(and(eq(session.userId, viewer.userId), gt(session.expiresAt, new Date())))
    .orderBy(desc(session.createdAt));
  return {
    sessions: sessions.map((s) => ({ ...s, createdAt: s.createdAt.toISOString(), current: s.id === viewer.sessionId })),
    signedOutOthers: new URL(request.url).searchParams.get("signedOut") === "others",
    messages: accountMessages(request, ["devices"]),
  };
}

export async function action(args: Route.ActionArgs) {
  return accountAction(args, {
    "session-revoke": async ({ request, context, viewer, form, intent, words }) => {
      // Only this person's own sessions: the id comes from the form, the owner from the session.
      const [target] = await context.database.db
        .select({ token: session.token })
        .from(session)
        .where(and(eq(session.id, field(form, "id")), eq(session.userId, viewer.userId)));
      if (!target) return refused(words, intent, words.t("account.devices.alreadyEnded"));
      const result = await callAuth(context, request, "/revoke-session", { body: { token: target.token } });
      if (!result.ok)
        return refused(words, intent, betterAuthMessage(words, result), words.t("account.devices.revokeFailed"));
      return answer(intent, { ok: true, title: words.t("account.devices.signedOut") });
    },
  });
}

export default function AccountDevices() {
  const page = useLoaderData<typeof loader>();
  const t = useT();
  const formatDate = useFormatDate();
  const result = useAccountResult();
  return (
    <>
      {page.signedOutOthers ? <DoneNote>{t("account.devices.othersSignedOut")}</DoneNote> : null}
      <Section title={t("account.page.devices")}>
        <ul className="mt-3 divide-y divide-slate-200" aria-label={t("account.devices.sessions")}>
          {page.sessions.map((s) => (
            <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
              <span>
                <RichText
                  id={s.ipAddress ? "account.devices.sessionWithIp" : "account.devices.session"}
                  values={{
                    device: s.current ? t("account.devices.thisDevice") : t("account.devices.anotherDevice"),
                    browser: s.userAgent ? s.userAgent.slice(0, 80) : t("account.devices.unknownBrowser"),
                    ip: s.ipAddress,
                    date: formatDate(s.createdAt),
                  }}
                  components={{ strong: <strong /> }}
                />
              </span>
              {s.current ? null : (
                <ActionForm
                  intent="session-revoke"
                  label={t("account.devices.signOutDevice")}
                  tone="secondary"
                  hidden={{ id: s.id }}
                />
              )}
            </li>
          ))}
        </ul>
        <Result result={result} />
      </Section>
    </>
  );
}
