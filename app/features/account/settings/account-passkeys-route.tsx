import { desc, eq } from "drizzle-orm";
import { useId, useState } from "react";
import { useLoaderData, useRevalidator } from "react-router";
import { callAuth } from "../../../services/auth/accounts.server";
import { passkey } from "../../../services/db/schema";
import { Button } from "../../../ui/button";
import { RichText, useLocale, useT } from "../../../ui/i18n";
import { toast } from "../../../ui/toast";
import { accountMessages } from "../account-messages.server";
import { betterAuthMessage } from "../page-words.server";
import type { Route } from "./+types/account-passkeys-route";
import { accountAction, accountViewer, answer, field, refused } from "./account-gate.server";
import { accountMeta } from "./account-pages";
import { ActionForm, Result, Section, useAccountResult, useFormatDate } from "./account-parts";

export const meta: Route.MetaFunction = ({ matches }) => accountMeta("passkeys", matches);

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await accountViewer(request, context, "passkeys");
  const passkeys = await context.database.db
    .select({ id: passkey.id, name: passkey.name, createdAt: passkey.createdAt })
    .from(passkey)
    .where(eq(passkey.userId, viewer.userId))
    .orderBy(desc(passkey.createdAt));
  return {
    passkeys: passkeys.map((p) => ({ ...p, createdAt: p.createdAt?.toISOString() ?? null })),
    messages: accountMessages(request, ["passkeys", "passkey"]),
  };
}

export async function action(args: Route.ActionArgs) {
  return accountAction(args, {
    "passkey-delete": async ({ request, context, form, intent, words }) => {
      const result = await callAuth(context, request, "/passkey/delete-passkey", { body: { id: field(form, "id") } });
      if (!result.ok)
        return refused(words, intent, betterAuthMessage(words, result), words.t("account.passkeys.removeFailed"));
      return answer(intent, { ok: true, title: words.t("account.passkeys.removed") });
    },
  });
}

/** Registering a passkey runs WebAuthn in the browser, so this one needs JavaScript. */
function AddPasskey() {
  const t = useT();
  const locale = useLocale();
  const { revalidate } = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [name, setName] = useState("");
  const id = useId();
  return (
    <div className="mt-4 flex flex-wrap items-end gap-2">
      <div>
        <label htmlFor={id} className="block text-sm font-semibold text-slate-900">
          {t("account.passkeys.nameLabel")}
        </label>
        <input
          id={id}
          value={name}
          onChange={(e) => setName(e.target.value)}
          placeholder={t("account.passkeys.namePlaceholder")}
          className="mt-1 rounded-lg border border-slate-300 px-3 py-2"
        />
      </div>
      <Button
        disabled={busy}
        className="text-sm"
        onClick={async () => {
          setBusy(true);
          try {
            const { addPasskey } = await import("../passkey-client");
            const problem = await addPasskey(
              name.trim() || t("account.passkeys.defaultName"),
              locale,
              t("account.passkey.addFailed"),
            );
            if (problem) toast.error(t("account.passkeys.addFailedTitle"), { description: problem });
            else {
              toast.success(t("account.passkeys.added"));
              setName("");
              revalidate();
            }
          } finally {
            setBusy(false);
          }
        }}
      >
        {busy ? t("account.passkeys.waiting") : t("account.passkeys.add")}
      </Button>
    </div>
  );
}

export default function AccountPasskeys() {
  const page = useLoaderData<typeof loader>();
  const t = useT();
  const formatDate = useFormatDate();
  const result = useAccountResult();
  return (
    <Section title={t("account.page.passkeys")}>
      {page.passkeys.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">{t("account.passkeys.none")}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200">
          {page.passkeys.map((p) => (
            <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span className="text-sm">
                <RichText
                  id="account.passkeys.item"
                  values={{ name: p.name || t("account.passkeys.defaultName"), date: formatDate(p.createdAt) }}
                  components={{ strong: <strong /> }}
                />
              </span>
              <ActionForm
                intent="passkey-delete"
                label={p.name ? t("account.passkeys.remove", { name: p.name }) : t("account.passkeys.removeUnnamed")}
                tone="danger"
                hidden={{ id: p.id }}
              />
            </li>
          ))}
        </ul>
      )}
      <AddPasskey />
      <Result result={result} />
    </Section>
  );
}
