import { and, desc, eq, gt } from "drizzle-orm";
import { useLoaderData } from "react-router";
import { localeFrom, siteUrlFrom } from "../../../core/seo/meta";
import { callAuth } from "../../../services/auth/accounts.server";
import { session } from "../../../services/db/schema";
import type { Route } from "./+types/account-devices-route";
import { accountAction, accountViewer, answer, field, refused } from "./account-gate.server";
import { accountMeta } from "./account-pages";
import { ActionForm, DoneNote, formatDate, Result, Section, useAccountResult } from "./account-parts";

export const meta: Route.MetaFunction = ({ matches }) =>
  accountMeta("devices", siteUrlFrom(matches), localeFrom(matches));

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
  };
}

export async function action(args: Route.ActionArgs) {
  return accountAction(args, {
    "session-revoke": async ({ request, context, viewer, form, intent }) => {
      // Only this person's own sessions: the id comes from the form, the owner from the session.
      const [target] = await context.database.db
        .select({ token: session.token })
        .from(session)
        .where(and(eq(session.id, field(form, "id")), eq(session.userId, viewer.userId)));
      if (!target) return refused(intent, "That session has already ended.");
      const result = await callAuth(context, request, "/revoke-session", { body: { token: target.token } });
      if (!result.ok) return refused(intent, result.message, "Could not sign that device out.");
      return answer(intent, { ok: true, title: "Device signed out" });
    },
  });
}

export default function AccountDevices() {
  const page = useLoaderData<typeof loader>();
  const result = useAccountResult();
  return (
    <>
      {page.signedOutOthers ? <DoneNote>Your other devices were signed out.</DoneNote> : null}
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
        <Result result={result} />
      </Section>
    </>
  );
}
